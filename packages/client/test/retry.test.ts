import { describe, expect, it } from 'vitest';
import { backoffMs, isIdempotentMethod, isRetryableStatus, retryAfterMs } from '../src/retry';

describe('retry policy', () => {
  it('retries only idempotent methods and transient statuses', () => {
    expect(['GET', 'HEAD', 'PUT', 'DELETE'].every(isIdempotentMethod)).toBe(true);
    expect(isIdempotentMethod('POST')).toBe(false);
    expect(isIdempotentMethod('PATCH')).toBe(false);
    expect([408, 429, 500, 502, 503, 504].every(isRetryableStatus)).toBe(true);
    expect([400, 401, 403, 404, 409, 422, 501].some(isRetryableStatus)).toBe(false);
  });

  it('reads Retry-After as seconds or an HTTP date, capped at 60 s, only on 429 and 503', () => {
    const now = Date.parse('2025-01-01T00:00:00Z');
    expect(retryAfterMs(429, '2', now)).toBe(2000);
    expect(retryAfterMs(503, '0.5', now)).toBe(500);
    expect(retryAfterMs(429, 'Wed, 01 Jan 2025 00:00:10 GMT', now)).toBe(10_000);
    expect(retryAfterMs(429, 'Tue, 31 Dec 2024 23:00:00 GMT', now)).toBe(0);
    expect(retryAfterMs(429, '3600', now)).toBe(60_000);
    expect(retryAfterMs(429, 'soon', now)).toBeUndefined();
    expect(retryAfterMs(429, null, now)).toBeUndefined();
    expect(retryAfterMs(500, '2', now)).toBeUndefined();
  });

  it('backs off exponentially with full jitter, capped at 10 s', () => {
    expect(backoffMs(0, 300, () => 0.999)).toBe(299);
    expect(backoffMs(2, 300, () => 0.5)).toBe(600);
    expect(backoffMs(0, 300, () => 0)).toBe(0);
    expect(backoffMs(20, 300, () => 0.999)).toBe(9990);
  });
});
