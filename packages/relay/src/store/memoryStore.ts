import { FixedWindowLimiter } from '../http/FixedWindowLimiter';
import type { RelayStore, StoreWindow } from './RelayStore';

export interface MemoryStoreOptions {
  /** Keys tracked at once per window, a positive whole number; past it the oldest windows are forgotten, so memory stays bounded. @default 10_000 */
  maxKeys?: number;
}

/**
 * Counts in this process, in bounded memory: the relay's default. Several
 * instances each count on their own, so a user gets one budget per
 * instance; share a store (`@patchbay/relay/redis`) to give them one in all.
 */
export function memoryStore(options: MemoryStoreOptions = {}): RelayStore {
  // One limiter per window shape: a relay uses one, so this holds one entry.
  const limiters = new Map<string, FixedWindowLimiter>();
  const limiterOf = ({ limit, windowMs }: StoreWindow) => {
    const shape = `${limit}/${windowMs}`;
    let limiter = limiters.get(shape);
    if (!limiter) {
      limiter = new FixedWindowLimiter({ limit, windowMs, maxKeys: options.maxKeys });
      limiters.set(shape, limiter);
    }
    return limiter;
  };
  // Checked when the store is made, not on the first request.
  new FixedWindowLimiter({ limit: 1, windowMs: 1, maxKeys: options.maxKeys });
  return { hit: (key, window, cost) => limiterOf(window).hit(key, Date.now(), cost) };
}
