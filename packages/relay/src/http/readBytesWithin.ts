import { ApiError } from './ApiError';
import { bodyTimedOut, DEFAULT_BODY_TIMEOUTS, type BodyTimeouts } from './BodyTimeouts';

type Reader = ReadableStreamDefaultReader<Uint8Array>;

/** The reader's next chunk, or a 408 (the stream cancelled) once `timeouts` say it is too late. */
async function readBefore(reader: Reader, timeouts: BodyTimeouts, startedAt: number): Promise<ReadableStreamReadResult<Uint8Array>> {
  const left = startedAt + timeouts.totalMs - performance.now();
  const reason = timeouts.idleMs < left ? 'idle' : 'total';
  let timer: ReturnType<typeof setTimeout> | undefined;
  const expired = new Promise<'expired'>((resolve) => {
    timer = setTimeout(() => resolve('expired'), Math.max(0, Math.min(timeouts.idleMs, left)));
  });
  try {
    const result = await Promise.race([reader.read(), expired]);
    if (result !== 'expired') return result;
  } finally {
    clearTimeout(timer);
  }
  await reader.cancel().catch(() => undefined);
  throw bodyTimedOut(reason, timeouts);
}

/**
 * Reads a request or response body into memory, stopping as soon as it passes
 * `limit`: answers undefined then, so callers pick the error that fits. With
 * `timeouts` (request bodies), a body that stalls or takes too long is a 408;
 * without, the caller bounds the time (a response's fetch carries its own signal).
 */
export async function readBytesWithin(
  message: { headers: Headers; body: ReadableStream<Uint8Array> | null },
  limit: number,
  timeouts?: BodyTimeouts,
): Promise<Uint8Array<ArrayBuffer> | undefined> {
  if (Number(message.headers.get('content-length') ?? 0) > limit) {
    await message.body?.cancel();
    return undefined;
  }
  if (!message.body) return new Uint8Array();
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = message.body.getReader();
  const startedAt = performance.now();
  for (;;) {
    const { done, value } = timeouts ? await readBefore(reader, timeouts, startedAt) : await reader.read();
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
 * the body is framed) and `timeouts` (a 408 when it stalls or takes too
 * long), and decoded as strict UTF-8 (a 400 otherwise, rather than replacing
 * what the caller sent).
 */
export async function readTextWithin(
  message: { headers: Headers; body: ReadableStream<Uint8Array> | null },
  limit: number,
  timeouts: BodyTimeouts = DEFAULT_BODY_TIMEOUTS,
): Promise<string> {
  const bytes = await readBytesWithin(message, limit, timeouts);
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
