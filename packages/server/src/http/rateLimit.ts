import type { MiddlewareHandler } from 'hono';
import { FixedWindowLimiter, rateLimited } from '@patchbay/relay/http';
import type { AppEnv } from './context';

export interface RateLimitOptions {
  /** Requests allowed per project (or organization) per window. @default 600 */
  limit: number;
  /** Window length in milliseconds. @default 10_000 */
  windowMs: number;
}

export const DEFAULT_RATE_LIMIT: RateLimitOptions = { limit: 600, windowMs: 10_000 };

/**
 * A fixed-window limit per authenticated principal: it runs after
 * `authenticate`, so it counts the project or organization a key proved,
 * not whatever headers came along (an extra junk header is no new bucket).
 */
export function rateLimit(options: RateLimitOptions): MiddlewareHandler<AppEnv> {
  const limiter = new FixedWindowLimiter(options);
  return async (c, next) => {
    // c.get reads one variable; c.var builds an object of them all at every read.
    const project = c.get('project') as AppEnv['Variables']['project'] | undefined;
    const principal = project ? `project:${project.id}` : `org:${c.get('orgId')}`;
    const retryAfter = limiter.hit(principal, c.get('service').clock().getTime());
    if (retryAfter !== null) throw rateLimited(options.limit, options.windowMs, retryAfter, project ? 'per project' : 'per organization');
    return next();
  };
}
