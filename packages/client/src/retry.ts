/** Methods that are safe to send twice; POST and PATCH never are. */
const IDEMPOTENT_METHODS = new Set(['GET', 'HEAD', 'PUT', 'DELETE']);

/** Statuses worth another attempt: the request may succeed unchanged later. */
const RETRYABLE_STATUSES = new Set([408, 429, 500, 502, 503, 504]);

/** Statuses whose `Retry-After` header is honoured. */
const RETRY_AFTER_STATUSES = new Set([429, 503]);

/** Upper bound of the exponential backoff. */
export const MAX_BACKOFF_MS = 10_000;

/** Upper bound of a server-requested wait, so a bad header cannot stall a caller. */
export const MAX_RETRY_AFTER_MS = 60_000;

export function isIdempotentMethod(method: string): boolean {
  return IDEMPOTENT_METHODS.has(method.toUpperCase());
}

export function isRetryableStatus(status: number): boolean {
  return RETRYABLE_STATUSES.has(status);
}

/**
 * Milliseconds a 429 or 503 response asks us to wait, from `Retry-After`
 * given in seconds or as an HTTP date, capped at 60 s; `undefined` when the
 * header is absent, unreadable, or the status does not carry it.
 */
export function retryAfterMs(status: number, header: string | null, now: number = Date.now()): number | undefined {
  if (!RETRY_AFTER_STATUSES.has(status) || header === null) return undefined;
  const value = header.trim();
  let ms: number;
  if (/^\d+(\.\d+)?$/.test(value)) ms = Number(value) * 1000;
  else {
    const date = Date.parse(value);
    if (Number.isNaN(date)) return undefined;
    ms = date - now;
  }
  return Math.min(Math.max(0, ms), MAX_RETRY_AFTER_MS);
}

/**
 * Exponential backoff with full jitter: a random wait in
 * [0, min(10 s, base * 2^attempt)), attempt counting from 0. Jitter spreads
 * out clients that failed together so they do not retry in lockstep.
 */
export function backoffMs(attempt: number, baseMs: number, random: () => number = Math.random): number {
  const ceiling = Math.min(MAX_BACKOFF_MS, baseMs * 2 ** attempt);
  return Math.floor(random() * ceiling);
}

/** Resolves after `ms`, or rejects with the signal's reason as soon as it aborts. */
export function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(signal.reason);
      return;
    }
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}
