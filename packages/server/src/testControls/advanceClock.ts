import type { Service } from '../Service';
import { runDueWork } from '../workers';
import type { ClockState } from './testControlsWire';

/** Where service time stands. */
export function clockState(service: Service): ClockState {
  return { now: service.clock().toISOString(), offset_seconds: service.testState.clock.offsetMs() / 1000 };
}

/**
 * Moves service time forward by `seconds`, then runs at once what the
 * periodic jobs would have run by then (link expiry, trigger polls, webhook
 * retries), so nothing waits for their next tick to notice the jump.
 */
export function advanceClock(service: Service, seconds: number): ClockState {
  service.testState.clock.advance(seconds * 1000);
  runDueWork(service);
  return clockState(service);
}
