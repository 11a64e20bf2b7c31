import { ApiError } from './ApiError';

/** The 429 envelope, with Retry-After. `who` says what the limit counts, e.g. 'per user'. */
export function rateLimited(limit: number, windowMs: number, retryAfter: number, who: string): ApiError {
  return new ApiError('RATE_LIMITED', `Rate limit of ${limit} requests per ${windowMs / 1000} s ${who} exceeded.`, {
    suggestedFix: `Wait ${retryAfter} s before retrying.`,
    headers: { 'retry-after': String(retryAfter) },
  });
}
