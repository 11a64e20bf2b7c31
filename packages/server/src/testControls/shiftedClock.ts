import type { Clock } from '../clock';
import type { Store } from '../collections/Store';

/** The most one advance moves the clock: a year, far past every lifetime the service keeps (links, retries, retention). */
export const MAX_ADVANCE_MS = 366 * 86_400_000;

/**
 * Service time: the configured clock plus an offset that only moves forward.
 * The offset is stored, so a durable service restarted after time travel does
 * not go back to before the records it wrote (lists, expiry and retries all
 * compare stored timestamps with now).
 */
export interface ShiftedClock {
  /** Service time: what every reader of `service.clock` sees. */
  readonly now: Clock;
  /** The configured clock without the offset: for what another party checks against its own clock (webhook signatures). */
  readonly unshifted: Clock;
  /** How far ahead service time is, in milliseconds. */
  offsetMs(): number;
  /** Moves service time forward by `ms` (a positive whole number, at most MAX_ADVANCE_MS). */
  advance(ms: number): void;
}

export function createShiftedClock(base: Clock, store: Store): ShiftedClock {
  const stored = store.get('settings', 'clock_offset');
  let offset = stored?.id === 'clock_offset' && Number.isSafeInteger(stored.offset_ms) && stored.offset_ms > 0 ? stored.offset_ms : 0;
  return {
    now: () => (offset === 0 ? base() : new Date(base().getTime() + offset)),
    unshifted: base,
    offsetMs: () => offset,
    advance(ms) {
      if (!Number.isSafeInteger(ms) || ms <= 0 || ms > MAX_ADVANCE_MS)
        throw new RangeError(`A clock advance must be 1 to ${MAX_ADVANCE_MS} ms, got ${ms}.`);
      offset += ms;
      store.put('settings', { id: 'clock_offset', offset_ms: offset });
    },
  };
}
