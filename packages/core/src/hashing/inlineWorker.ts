/**
 * A `WorkerLike` that runs the worker's message handler on the current
 * thread. For tests (jsdom, Node) and as a last resort where Web Workers are
 * unavailable — hashing then competes with the page for the main thread
 * (in 2 MiB steps, so the page still gets a turn between pieces).
 *
 *   createHasher({ createWorker: () => createInlineWorker() })
 */
import type { WorkerLike } from './hashFile';
import { createHashMessageHandler, type HashWorkerOptions } from './hashWorkerHandler';
import type { WorkerResponse } from './protocol';

export function createInlineWorker(options?: HashWorkerOptions): WorkerLike {
  const handle = createHashMessageHandler(options);
  let terminated = false;
  const worker: WorkerLike = {
    onmessage: null,
    onerror: null,
    postMessage(message) {
      if (terminated) return;
      // Asynchronous, like a real worker: never answer within postMessage().
      setTimeout(() => {
        if (terminated) return;
        handle(message, (response: WorkerResponse) => {
          if (!terminated) worker.onmessage?.({ data: response } as MessageEvent<WorkerResponse>);
        });
      }, 0);
    },
    terminate() {
      terminated = true;
    },
  };
  return worker;
}
