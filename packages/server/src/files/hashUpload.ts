import { readUpload, type UploadDigest, type UploadLimits } from './readUpload';

export type HashUploadOptions = UploadLimits;

/**
 * Reads a body to its end only to hash it, keeping none of it: for a PUT of
 * content the service already holds (the vendor's SDK uploads again what it
 * was told exists), whose bytes need checking, not storing. Same limits as a
 * stored upload; one chunk in memory at a time.
 */
export function hashUpload(body: ReadableStream<Uint8Array> | null, options: HashUploadOptions): Promise<UploadDigest> {
  return readUpload(body, options, () => undefined);
}
