import { createHash } from 'node:crypto';
import { open, rm, type FileHandle } from 'node:fs/promises';
import { notBytes, uploadInterrupted, uploadStalled, uploadTooLarge } from './uploadErrors';

export interface StreamToFileOptions {
  /** A body past this many bytes is refused as soon as it gets there (413). */
  maxBytes: number;
  /** A body that sends nothing for this long is dropped (400). */
  idleTimeoutMs: number;
  /** fsync the file before answering, so it survives a crash. */
  durable: boolean;
}

export interface WrittenFile {
  /** Lowercase hex MD5 of what was written. */
  md5: string;
  size: number;
}

const ignore = () => undefined;
const EMPTY = () => new ReadableStream<Uint8Array>({ start: (controller) => controller.close() });

/**
 * Writes a body to a new file at `path` chunk by chunk, hashing it on the way:
 * one chunk is in memory at a time, whatever the size. The next chunk is read
 * only once the last is written, so a slow disk slows the sender instead of
 * filling memory. Whatever goes wrong (too large, interrupted, stalled, a
 * disk error), the file is removed before the error is thrown.
 */
export async function streamToFile(body: ReadableStream<Uint8Array> | null, path: string, options: StreamToFileOptions): Promise<WrittenFile> {
  const file = await open(path, 'wx');
  const hash = createHash('md5');
  const reader = (body ?? EMPTY()).getReader();
  let size = 0;
  let stalled = false;
  // Cancelling ends the pending read at once, however the sender behaves.
  const idle = setTimeout(() => {
    stalled = true;
    reader.cancel().catch(ignore);
  }, options.idleTimeoutMs);
  idle.unref();
  try {
    for (;;) {
      const chunk = await readChunk(reader);
      if (stalled) throw uploadStalled(options.idleTimeoutMs);
      if (chunk.done) break;
      const bytes = asBytes(chunk.value);
      size += bytes.byteLength;
      if (size > options.maxBytes) {
        await reader.cancel().catch(ignore);
        throw uploadTooLarge(options.maxBytes);
      }
      hash.update(bytes);
      await writeAll(file, bytes);
      idle.refresh();
    }
    if (options.durable) await file.sync();
    await file.close();
    return { md5: hash.digest('hex'), size };
  } catch (error) {
    if (!stalled) reader.cancel().catch(ignore);
    await file.close().catch(ignore);
    await rm(path, { force: true });
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

/** A write may take part of a chunk; keep going until all of it is on its way to disk. */
async function writeAll(file: FileHandle, bytes: Uint8Array): Promise<void> {
  let offset = 0;
  while (offset < bytes.byteLength) {
    const { bytesWritten } = await file.write(bytes, offset, bytes.byteLength - offset);
    offset += bytesWritten;
  }
}
