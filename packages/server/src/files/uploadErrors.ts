import { ApiError } from '../http/ApiError';
import { formatBytes } from './formatBytes';

// The ways a presigned PUT fails while its body streams in; each leaves no file behind.

export function uploadTooLarge(maxBytes: number): ApiError {
  return new ApiError('PAYLOAD_TOO_LARGE', `The upload is larger than ${formatBytes(maxBytes)}.`, {
    suggestedFix: `Upload files of at most ${maxBytes} bytes.`,
  });
}

export function uploadInterrupted(): ApiError {
  return new ApiError('BAD_REQUEST', 'The upload body ended before it was complete: the connection was closed or failed.', {
    errors: ['body: interrupted'],
    suggestedFix: 'Send the PUT again with the whole file.',
  });
}

export function uploadStalled(idleTimeoutMs: number): ApiError {
  return new ApiError('BAD_REQUEST', `No bytes of the upload arrived for ${idleTimeoutMs / 1000} s; the upload was dropped.`, {
    errors: ['body: stalled'],
    suggestedFix: 'Send the PUT again and keep the body flowing.',
  });
}

export function notBytes(): ApiError {
  return new ApiError('BAD_REQUEST', 'The upload body is not a byte stream.', {
    errors: ['body: not bytes'],
    suggestedFix: 'PUT the file content as the request body.',
  });
}

/** The disk is full (or over quota): the service's trouble, not the request's, and worth a retry later. */
export function outOfSpace(): ApiError {
  return new ApiError('INSUFFICIENT_STORAGE', 'The service has no disk space left for this upload.', {
    suggestedFix: 'Retry later; whoever runs the service must free disk space under its data directory.',
  });
}

/** True for the file system's "no space" errors. */
export function isOutOfSpace(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === 'ENOSPC' || code === 'EDQUOT';
}

export function md5Mismatch(expected: string, actual: string): ApiError {
  return new ApiError('MD5_MISMATCH', `The uploaded content has MD5 ${actual}, but the upload request declared ${expected}.`, {
    errors: [`expected md5: ${expected}`, `actual md5: ${actual}`],
    suggestedFix: 'PUT exactly the bytes whose MD5 you declared, or request a new upload URL with the right MD5.',
  });
}
