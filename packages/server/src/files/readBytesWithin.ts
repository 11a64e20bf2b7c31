/** Largest body a presigned upload, a fetched binary body or a binary proxy response may have. */
export const MAX_BINARY_BYTES = 100 * 1024 * 1024;

/**
 * Reads a request or response body into memory, stopping as soon as it passes
 * `limit`: answers undefined then, so callers pick the error that fits.
 */
export async function readBytesWithin(
  message: { headers: Headers; body: ReadableStream<Uint8Array> | null },
  limit = MAX_BINARY_BYTES,
): Promise<Uint8Array | undefined> {
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
