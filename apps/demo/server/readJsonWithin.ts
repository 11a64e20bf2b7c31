/**
 * A JSON body of at most `limit` bytes, counted as they stream in: a
 * Content-Length header may be missing (chunked) or lie.
 */
export async function readJsonWithin(request: Request, limit: number): Promise<{ value: unknown } | { status: 400 | 413 }> {
  if (!request.body) return { status: 400 };
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel().catch(() => undefined);
      return { status: 413 };
    }
    chunks.push(value);
  }
  try {
    return { value: JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(Buffer.concat(chunks))) as unknown };
  } catch {
    return { status: 400 };
  }
}
