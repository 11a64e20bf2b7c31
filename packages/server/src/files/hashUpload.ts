import { createHash } from 'node:crypto';
import { notBytes, uploadInterrupted, uploadStalled, uploadTooLarge } from './uploadErrors';

export interface HashUploadOptions {
  /** A body past this many bytes is refused as soon as it gets there (413). */
  maxBytes: number;
  /** A body that sends nothing for this long is dropped (400). */
  idleTimeoutMs: number;
}

const ignore = () => undefined;

/**
 * Reads a body to its end only to hash it, keeping none of it: for a PUT of
 * content the service already holds (the vendor's SDK uploads again what it
 * was told exists), whose bytes need checking, not storing. Same limits as a
 * stored upload; one chunk in memory at a time.
 */
export async function hashUpload(body: ReadableStream<Uint8Array> | null, options: HashUploadOptions): Promise<{ md5: string; size: number }> {
  const hash = createHash('md5');
  if (!body) return { md5: hash.digest('hex'), size: 0 };
  const reader = body.getReader();
  let size = 0;
  let stalled = false;
  const idle = setTimeout(() => {
    stalled = true;
    reader.cancel().catch(ignore);
  }, options.idleTimeoutMs);
  idle.unref();
  try {
    for (;;) {
      let chunk: ReadableStreamReadResult<Uint8Array>;
      try {
        chunk = await reader.read();
      } catch {
        throw uploadInterrupted();
      }
      if (stalled) throw uploadStalled(options.idleTimeoutMs);
      if (chunk.done) return { md5: hash.digest('hex'), size };
      if (!ArrayBuffer.isView(chunk.value)) throw notBytes();
      size += chunk.value.byteLength;
      if (size > options.maxBytes) throw uploadTooLarge(options.maxBytes);
      hash.update(chunk.value);
      idle.refresh();
    }
  } catch (error) {
    if (!stalled) reader.cancel().catch(ignore);
    throw error;
  } finally {
    clearTimeout(idle);
  }
}
