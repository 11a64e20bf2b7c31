import { beforeEach } from 'vitest';
import type { Clock } from '../src/clock';

/** The service's clock, standing still until the test moves it: timestamps and expiry become exact. */
export interface TestClock extends Clock {
  /** Moves time forward by `ms` milliseconds. */
  advance(ms: number): void;
}

/** A clock that reads `start` (an ISO date or epoch milliseconds) until advanced. */
export function testClock(start: string | number): TestClock {
  let now = new Date(start).getTime();
  return Object.assign(() => new Date(now), {
    advance: (ms: number) => {
      now += ms;
    },
  });
}

/**
 * One clock for the enclosing describe, back at `start` for each of its
 * tests so that no test sees the time another one moved.
 */
export function useTestClock(start: string | number): TestClock {
  let current = testClock(start);
  beforeEach(() => {
    current = testClock(start);
  });
  return Object.assign(() => current(), { advance: (ms: number) => current.advance(ms) });
}
