import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { SIGNAL_TIMEOUT_MS } from './scripts/test/signalTimeouts';

// Tests run against the real service in-process on machines that may be busy: async assertions
// (`waitFor`, `findBy…`) wait for their signal up to the tests' shared bound, not Testing Library's 1 s.
configure({ asyncUtilTimeout: SIGNAL_TIMEOUT_MS });

// Each test starts on an empty document: what one rendered (and its polling queries) is unmounted after it.
// Testing Library does this by itself only where `afterEach` is a global, which Vitest's is not. The files of a
// worker share one document: the page's language and direction, which the kit reads, go back to none.
afterEach(() => {
  cleanup();
  // A file of these projects may run in Node (`@vitest-environment node`), where there is no document.
  if (typeof document === 'undefined') return;
  document.documentElement.removeAttribute('lang');
  document.documentElement.removeAttribute('dir');
});
