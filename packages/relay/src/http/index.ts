/**
 * Building blocks for web-standard handlers that face hostile input: the
 * error envelope, bounded body reading, safe JSON parsing and a bounded rate
 * limiter. The relay is made of them, and so is `@patchbay/server`.
 */
export { ApiError, type ApiErrorOptions } from './ApiError';
export { bodyTimedOut, DEFAULT_BODY_TIMEOUTS, resolveBodyTimeouts, type BodyTimeouts } from './BodyTimeouts';
export { errorResponse, newRequestId } from './errorResponse';
export { FixedWindowLimiter, type FixedWindowOptions } from './FixedWindowLimiter';
export { FORBIDDEN_KEYS, MAX_JSON_DEPTH, parseJsonInput, parseJsonObject } from './parseJsonInput';
export { rateLimited } from './rateLimited';
export { bodyTooLarge, readBytesWithin, readTextWithin } from './readBytesWithin';
