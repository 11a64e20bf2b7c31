import { configure } from '@testing-library/react';
import { SIGNAL_TIMEOUT_MS } from './scripts/test/signalTimeouts';

// Tests run against the real service in-process on machines that may be busy: async assertions
// (`waitFor`, `findBy…`) wait for their signal up to the tests' shared bound, not Testing Library's 1 s.
configure({ asyncUtilTimeout: SIGNAL_TIMEOUT_MS });
