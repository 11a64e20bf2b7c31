import { afterEach, beforeEach, vi } from 'vitest';
import { createTestKit, type TestKit, type TestKitOptions } from './renderWithServer';

/**
 * A fresh service per test for connect flow tests, on an app page; after
 * each, mocks and globals are restored and the tab's pending flows cleared.
 * Returns the current test's kit, and a way to swap it for one with other
 * options (a test clock, say), closed after the test like the first.
 */
export function serveConnectTests(): { kit: () => TestKit; replaceKit: (options: TestKitOptions) => Promise<TestKit> } {
  let kit: TestKit | undefined;
  beforeEach(() => {
    kit = createTestKit();
    window.history.replaceState(null, '', '/settings/integrations');
  });
  afterEach(async () => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
    window.sessionStorage.clear();
    await kit?.close();
  });
  return {
    kit: () => {
      if (!kit) throw new Error('The test kit starts before each test.');
      return kit;
    },
    replaceKit: async (options) => {
      await kit?.close();
      kit = createTestKit(options);
      return kit;
    },
  };
}
