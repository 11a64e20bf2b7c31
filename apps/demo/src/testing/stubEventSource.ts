import { vi } from 'vitest';

/**
 * Gives jsdom an EventSource that never delivers: the Triggers tab streams the user's events from the demo server,
 * and jsdom has none. Call it in a `beforeEach`; `serveDemoInProcess` unstubs every global after each test.
 */
export function stubEventSource(): void {
  vi.stubGlobal(
    'EventSource',
    class extends EventTarget {
      close() {}
    },
  );
}
