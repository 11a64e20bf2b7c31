import type { BodyTimeouts } from './http/BodyTimeouts';
import { bodyTooLarge, readBytesWithin } from './http/readBytesWithin';

/** Presigned uploads: streamed through, since they may be gigabytes; the service stops those that stall. */
const UPLOAD_PREFIX = '/uploads/';

/**
 * The body a public path forwards. Hosted pages and the OAuth token endpoint
 * take small forms, read here within `maxBytes` and `timeouts` before
 * anything is forwarded (413 and 408 past them), so a client trickling bytes
 * holds no request open at the relay or the service.
 */
export async function publicRequestBody(request: Request, path: string, maxBytes: number, timeouts: BodyTimeouts): Promise<BodyInit | null> {
  if (request.body === null || request.method === 'GET' || request.method === 'HEAD') return null;
  if (path.startsWith(UPLOAD_PREFIX)) return request.body;
  const bytes = await readBytesWithin(request, maxBytes, timeouts);
  if (!bytes) throw bodyTooLarge(maxBytes, 'Post the hosted page or token request as a small form.');
  return bytes;
}
