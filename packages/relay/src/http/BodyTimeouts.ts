import { ApiError } from './ApiError';

/**
 * How long a request body may take to arrive. A client that sends a byte now
 * and then would otherwise hold a connection (and a pending handler) for as
 * long as it likes; past either limit, reading stops with a 408.
 */
export interface BodyTimeouts {
  /** Longest wait for the next bytes of the body, in milliseconds. @default 10_000 */
  idleMs: number;
  /** Longest the whole body may take, from its first read, in milliseconds. @default 30_000 */
  totalMs: number;
}

export const DEFAULT_BODY_TIMEOUTS: Readonly<BodyTimeouts> = { idleMs: 10_000, totalMs: 30_000 };

/** `timeouts` with defaults filled in; a value that is not a positive number of milliseconds throws a TypeError naming `option`. */
export function resolveBodyTimeouts(timeouts: Partial<BodyTimeouts> | undefined, option: string): BodyTimeouts {
  const resolved = { ...DEFAULT_BODY_TIMEOUTS, ...timeouts };
  for (const key of ['idleMs', 'totalMs'] as const) {
    const value = resolved[key];
    if (typeof value !== 'number' || !Number.isFinite(value) || value <= 0) {
      throw new TypeError(`${option}.${key} must be a positive number of milliseconds.`);
    }
  }
  return resolved;
}

/** The 408 for a body that stalled (`idle`) or took too long in all (`total`). */
export function bodyTimedOut(limit: 'idle' | 'total', timeouts: BodyTimeouts): ApiError {
  const message =
    limit === 'idle'
      ? `The request body stalled: no data for ${formatMs(timeouts.idleMs)}.`
      : `The request body did not arrive within ${formatMs(timeouts.totalMs)}.`;
  return new ApiError('REQUEST_TIMEOUT', message, {
    errors: [`body: ${limit === 'idle' ? 'stalled' : 'too slow'}`],
    suggestedFix: 'Send the whole body at once, over a working connection, then retry.',
  });
}

function formatMs(ms: number): string {
  return ms >= 1000 ? `${ms / 1000} s` : `${ms} ms`;
}
