import { createHasher, type Hasher } from '../src/hashing';
import { createInlineWorker } from '../src/hashing/inlineWorker';

/** The real hashing code with the worker's handler on this thread: jsdom has no Web Workers. */
export function inThreadHasher(): Hasher {
  return createHasher({ chunkSize: 64 * 1024, createWorker: () => createInlineWorker() });
}
