import { createHasher, type Hasher, type WorkerLike } from '../src/hashing';
import { createHashMessageHandler } from '../src/hashing/hashWorkerHandler';
import type { WorkerRequest, WorkerResponse } from '../src/hashing/protocol';

/**
 * The real hashing code, with the worker's message handler run on this
 * thread (jsdom has no Web Workers). Messages stay asynchronous, as they
 * would be across a worker boundary.
 */
export function inThreadHasher(): Hasher {
  const handler = createHashMessageHandler();
  return createHasher({
    chunkSize: 64 * 1024,
    readMode: 'readahead',
    createWorker: () => {
      let terminated = false;
      const worker: WorkerLike = {
        onmessage: null,
        onerror: null,
        postMessage(message: WorkerRequest) {
          setTimeout(() =>
            handler(message, (response) => {
              if (!terminated) worker.onmessage?.({ data: response } as MessageEvent<WorkerResponse>);
            }),
          );
        },
        terminate() {
          terminated = true;
        },
      };
      return worker;
    },
  });
}
