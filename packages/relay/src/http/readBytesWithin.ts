import { ApiError } from './ApiError';

/**
 * Reads a request or response body into memory, stopping as soon as it passes
 * `limit`: answers undefined then, so callers pick the error that fits.
 */
export async function readBytesWithin(
  message: { headers: Headers; body: ReadableStream<Uint8Array> | null },
  limit: number,
): Promise<Uint8Array<ArrayBuffer> | undefined> {
  if (Number(message.headers.get('content-length') ?? 0) > limit) {
    await message.body?.cancel();
    return undefined;
  }
  if (!message.body) return new Uint8Array();
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = message.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      return undefined;
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

function formatBytes(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${bytes / (1024 * 1024)} MiB` : `${bytes / 1024} KiB`;
}

/** The 413 for a body over `limit`. */
export function bodyTooLarge(limit: number, suggestedFix = 'Upload large content through a presigned file upload instead.'): ApiError {
  return new ApiError('PAYLOAD_TOO_LARGE', `The request body is larger than ${formatBytes(limit)}.`, { suggestedFix });
}

const utf8 = new TextDecoder('utf-8', { fatal: true });

/**
 * A request body as text, read within `limit` bytes (a 413 past it, however
 * the body is framed) and decoded as strict UTF-8 (a 400 otherwise, rather
 * than replacing what the caller sent).
 */
export async function readTextWithin(message: { headers: Headers; body: ReadableStream<Uint8Array> | null }, limit: number): Promise<string> {
  const bytes = await readBytesWithin(message, limit);
  if (!bytes) throw bodyTooLarge(limit);
  try {
    return utf8.decode(bytes);
  } catch {
    throw new ApiError('BAD_REQUEST', 'The request body is not valid UTF-8.', {
      errors: ['body: not valid UTF-8'],
      suggestedFix: 'Encode the body as UTF-8.',
    });
  }
}
