/** How many keys a limiter tracks at most before it forgets the oldest windows. */
const DEFAULT_MAX_KEYS = 10_000;

export interface FixedWindowOptions {
  /** Requests allowed per key per window. */
  limit: number;
  /** Window length in milliseconds. */
  windowMs: number;
  /** Keys tracked at once; past it the oldest windows are dropped, so memory stays bounded. @default 10_000 */
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

  constructor(options: FixedWindowOptions) {
    this.#options = { maxKeys: DEFAULT_MAX_KEYS, ...options };
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
