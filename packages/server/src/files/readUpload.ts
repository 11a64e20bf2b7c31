import { createHash } from 'node:crypto';
import { notBytes, uploadInterrupted, uploadStalled, uploadTooLarge } from './uploadErrors';

/** The limits every upload body is read within. */
export interface UploadLimits {
  /** A body past this many bytes is refused as soon as it gets there (413). */
  maxBytes: number;
  /** A body that sends nothing for this long is dropped (400). */
  idleTimeoutMs: number;
}

export interface UploadDigest {
  /** Lowercase hex MD5 of the whole body. */
  md5: string;
  size: number;
}

const ignore = () => undefined;

/**
 * Reads an upload body to its end within `limits`, hashing it on the way and
 * handing each chunk to `onChunk`: one chunk is in memory at a time, whatever
 * the size. The next chunk is read only once `onChunk` is done with the last,
 * so a slow consumer slows the sender instead of filling memory. On any
 * failure (too large, interrupted, stalled, `onChunk` throwing) the body is
 * cancelled and the error thrown.
 */
export async function readUpload(
  body: ReadableStream<Uint8Array> | null,
  limits: UploadLimits,
  onChunk: (bytes: Uint8Array) => void | Promise<void>,
): Promise<UploadDigest> {
  const hash = createHash('md5');
  if (!body) return { md5: hash.digest('hex'), size: 0 };
  const reader = body.getReader();
  let size = 0;
  let stalled = false;
  // Cancelling ends the pending read at once, however the sender behaves.
  const idle = setTimeout(() => {
    stalled = true;
    reader.cancel().catch(ignore);
  }, limits.idleTimeoutMs);
  idle.unref();
  try {
    for (;;) {
      const chunk = await readChunk(reader);
      if (stalled) throw uploadStalled(limits.idleTimeoutMs);
      if (chunk.done) return { md5: hash.digest('hex'), size };
      const bytes = asBytes(chunk.value);
      size += bytes.byteLength;
      if (size > limits.maxBytes) {
        await reader.cancel().catch(ignore);
        throw uploadTooLarge(limits.maxBytes);
      }
      hash.update(bytes);
      await onChunk(bytes);
      idle.refresh();
    }
  } catch (error) {
    if (!stalled) reader.cancel().catch(ignore);
    throw error;
  } finally {
    clearTimeout(idle);
  }
}

/** The next chunk; a body that fails (the client went away) is the client's problem, not a 500. */
async function readChunk(reader: ReadableStreamDefaultReader<Uint8Array>): Promise<ReadableStreamReadResult<Uint8Array>> {
  try {
    return await reader.read();
  } catch {
    throw uploadInterrupted();
  }
}

/**
 * An in-process caller's stream may yield anything. `isView` rather than
 * `instanceof`: a Uint8Array made in another realm (a test environment's) is
 * bytes all the same.
 */
function asBytes(value: unknown): Uint8Array {
  if (!ArrayBuffer.isView(value)) throw notBytes();
  return new Uint8Array(value.buffer, value.byteOffset, value.byteLength);
}
