import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { SIGNAL_TIMEOUT_MS } from './scripts/test/signalTimeouts';

// Tests run against the real service in-process on machines that may be busy: async assertions
// (`waitFor`, `findBy…`) wait for their signal up to the tests' shared bound, not Testing Library's 1 s.
configure({ asyncUtilTimeout: SIGNAL_TIMEOUT_MS });

// Each test starts on an empty document: what one rendered (and its polling queries) is unmounted after it.
// Testing Library does this by itself only where `afterEach` is a global, which Vitest's is not.
afterEach(() => cleanup());
