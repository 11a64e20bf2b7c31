import type { MiddlewareHandler } from 'hono';
import { ApiError } from './ApiError';
import type { AppEnv } from './context';

export interface RateLimitOptions {
  /** Requests allowed per key per window. @default 600 */
  limit: number;
  /** Window length in milliseconds. @default 10_000 */
  windowMs: number;
}

export const DEFAULT_RATE_LIMIT: RateLimitOptions = { limit: 600, windowMs: 10_000 };

/** A fixed-window counter per API key, answering 429 with Retry-After. */
export function rateLimit(options: RateLimitOptions): MiddlewareHandler<AppEnv> {
  const windows = new Map<string, { start: number; count: number }>();
  return async (c, next) => {
    const key = c.req.header('x-api-key') ?? c.req.header('x-org-api-key') ?? 'anonymous';
    const now = c.var.service.clock().getTime();
    let window = windows.get(key);
    if (!window || now - window.start >= options.windowMs) {
      window = { start: now, count: 0 };
      windows.set(key, window);
    }
    window.count += 1;
    if (window.count > options.limit) {
      const retryAfter = Math.max(1, Math.ceil((window.start + options.windowMs - now) / 1000));
      throw new ApiError('RATE_LIMITED', `Rate limit of ${options.limit} requests per ${options.windowMs / 1000} s exceeded.`, {
        suggestedFix: `Wait ${retryAfter} s before retrying.`,
        headers: { 'retry-after': String(retryAfter) },
      });
    }
    return next();
  };
}
