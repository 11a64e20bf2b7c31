/** How many keys a limiter tracks at most before it forgets the oldest windows. */
const DEFAULT_MAX_KEYS = 10_000;

export interface FixedWindowOptions {
  /** Requests allowed per key per window: a positive, finite number. */
  limit: number;
  /** Window length in milliseconds: a positive, finite number. */
  windowMs: number;
  /** Keys tracked at once, a positive whole number; past it the oldest windows are dropped, so memory stays bounded. @default 10_000 */
  maxKeys?: number;
}

/**
 * A fixed-window request counter per key in bounded memory. Windows are kept
 * in the order they started (a Map keeps insertion order), so the ones to
 * drop are always at the front.
 */
export class FixedWindowLimiter {
  readonly #windows = new Map<string, { start: number; count: number }>();
  readonly #options: Required<FixedWindowOptions>;

  /** Throws a TypeError naming the option for a limit or window that is not a positive, finite number, or a maxKeys that is not a positive whole number. */
  constructor(options: FixedWindowOptions) {
    this.#options = { ...options, maxKeys: options.maxKeys ?? DEFAULT_MAX_KEYS };
    const { limit, windowMs, maxKeys } = this.#options;
    // NaN or Infinity here would silently end the limit (a window that never ends, keys all dropped) or refuse every request.
    const positive = (value: unknown) => typeof value === 'number' && Number.isFinite(value) && value > 0;
    if (!positive(limit)) throw new TypeError(`FixedWindowLimiter: limit must be a positive, finite number, got ${String(limit)}.`);
    if (!positive(windowMs)) throw new TypeError(`FixedWindowLimiter: windowMs must be a positive, finite number of ms, got ${String(windowMs)}.`);
    if (!Number.isSafeInteger(maxKeys) || maxKeys < 1)
      throw new TypeError(`FixedWindowLimiter: maxKeys must be a positive whole number, got ${String(maxKeys)}.`);
  }

  /** Keys currently tracked. */
  get size(): number {
    return this.#windows.size;
  }

  /** Counts `cost` requests of `key` at `now` (ms): null when they are allowed, else the seconds until the window ends. */
  hit(key: string, now: number, cost = 1): number | null {
    const { limit, windowMs, maxKeys } = this.#options;
    let window = this.#windows.get(key);
    if (!window || now - window.start >= windowMs) {
      this.#windows.delete(key);
      this.#evict(now, maxKeys - 1);
      window = { start: now, count: 0 };
      this.#windows.set(key, window);
    }
    window.count += cost;
    if (window.count <= limit) return null;
    return Math.max(1, Math.ceil((window.start + windowMs - now) / 1000));
  }

  /** Drops ended windows from the front, then the oldest live ones while more than `room` are kept. */
  #evict(now: number, room: number): void {
    for (const [key, window] of this.#windows) {
      if (now - window.start < this.#options.windowMs && this.#windows.size <= room) return;
      this.#windows.delete(key);
    }
  }
}
