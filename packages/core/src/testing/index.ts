/**
 * `@patchbay/core/testing`: what runs the stores in tests, where there are no
 * Web Workers (jsdom, Node) and the service may run in-process. Kept out of
 * the main entry, so that an app's bundle never carries the MD5 code outside
 * the worker.
 */
import { createHasher, type Hasher, type HasherOptions } from '../hashing/hashFile';
import { createInlineWorker } from '../hashing/inlineWorker';

export { servicePut } from './servicePut';
export type { ServicePutOptions } from './servicePut';

/**
 * A hasher that runs the worker's own code on the current thread, for
 * `createUploadStore({ hasher })` and `useFileUpload({ hasher })` in tests.
 * It reads 64 KiB at a time unless `chunkSize` says otherwise.
 */
export function inThreadHasher(options: Omit<HasherOptions, 'createWorker'> = {}): Hasher {
  return createHasher({ chunkSize: 64 * 1024, ...options, createWorker: () => createInlineWorker() });
}
