/** A fixed window to count calls in: `limit` calls per `windowMs`. */
export interface StoreWindow {
  /** Calls allowed per key per window: a positive whole number. */
  readonly limit: number;
  /** Window length in milliseconds, from the key's first call: a positive whole number. */
  readonly windowMs: number;
}

/**
 * Where the relay keeps what it counts between requests: each signed-in
 * user's budget of calls to the service. The default, `memoryStore()`,
 * counts in this process; a store several instances share (the Redis store
 * of `@patchbay/relay/redis`) gives a user one budget across all of them.
 */
export interface RelayStore {
  /**
   * Counts `cost` calls of `key` in its current window, atomically (calls
   * racing in from any instance are each counted once): null when the count
   * is still within `window.limit`, else the whole seconds, at least 1,
   * until the window ends. A store that cannot count may refuse the call
   * by rejecting with an `ApiError` (its envelope is what the browser gets).
   *
   * Bounding the wait is the store's job: the relay awaits `hit` as it is,
   * and a request waits as long as it does. A store over the network must
   * give up within a bounded time and answer by a policy of its own, as the
   * Redis store does (`timeoutMs`, `whenUnavailable`).
   *
   * Keys are the relay's (`budget:<project tag>:<user id>`); a store may
   * put a prefix of its own before them.
   */
  hit(key: string, window: StoreWindow, cost: number): number | null | Promise<number | null>;
}
