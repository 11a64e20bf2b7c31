/**
 * Building blocks for web-standard handlers that face hostile input: the
 * error envelope, bounded body reading, safe JSON parsing, a bounded rate
 * limiter and the compression of JSON answers. The relay is made of them,
 * and so is `@patchbay/server`.
 */
export { ApiError, type ApiErrorOptions } from './ApiError';
export { bodyTextOf, statusTextOf, withBodyText } from './bodyText';
export { bodyTimedOut, DEFAULT_BODY_TIMEOUTS, resolveBodyTimeouts, type BodyTimeouts } from './BodyTimeouts';
export { compressResponse, type CompressResponseOptions } from './compressResponse';
export {
  DEFAULT_COMPRESSION_MIN_BYTES,
  resolveCompression,
  WEB_ENCODERS,
  type CompressionOptions,
  type ContentEncoder,
  type ContentEncoders,
} from './CompressionOptions';
export { errorResponse, newRequestId } from './errorResponse';
export { FixedWindowLimiter, type FixedWindowOptions } from './FixedWindowLimiter';
export { negotiateEncoding, type ContentCoding } from './negotiateEncoding';
export { FORBIDDEN_KEYS, MAX_JSON_DEPTH, parseJsonInput, parseJsonObject } from './parseJsonInput';
export { perOrigin } from './perOrigin';
export { rateLimited } from './rateLimited';
export { bodyTooLarge, readBytesWithin, readTextWithin } from './readBytesWithin';
