import { open, rm, type FileHandle } from 'node:fs/promises';
import { readUpload, type UploadDigest, type UploadLimits } from './readUpload';

export interface StreamToFileOptions extends UploadLimits {
  /** fsync the file before answering, so it survives a crash. */
  durable: boolean;
}

/** What was written: its lowercase hex MD5 and size. */
export type WrittenFile = UploadDigest;

const ignore = () => undefined;

/**
 * Writes a body to a new file at `path` chunk by chunk, hashing it on the way
 * (`readUpload`): the next chunk is read only once the last is written, so a
 * slow disk slows the sender instead of filling memory. Whatever goes wrong
 * (too large, interrupted, stalled, a disk error), the file is removed before
 * the error is thrown.
 */
export async function streamToFile(body: ReadableStream<Uint8Array> | null, path: string, options: StreamToFileOptions): Promise<WrittenFile> {
  const file = await open(path, 'wx');
  try {
    const written = await readUpload(body, options, (bytes) => writeAll(file, bytes));
    if (options.durable) await file.sync();
    await file.close();
    return written;
  } catch (error) {
    await file.close().catch(ignore);
    await rm(path, { force: true });
    throw error;
  }
}

/** A write may take part of a chunk; keep going until all of it is on its way to disk. */
async function writeAll(file: FileHandle, bytes: Uint8Array): Promise<void> {
  let offset = 0;
  while (offset < bytes.byteLength) {
    const { bytesWritten } = await file.write(bytes, offset, bytes.byteLength - offset);
    offset += bytesWritten;
  }
}
