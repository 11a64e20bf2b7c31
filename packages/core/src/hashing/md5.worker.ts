/**
 * Module Web Worker that hashes Blobs with MD5. Load it with
 *   new Worker(new URL('./md5.worker.ts', import.meta.url), { type: 'module' })
 * (see hashFile.ts); bundlers such as Vite emit it as a separate chunk.
 * All logic lives in hashWorkerHandler.ts so it can be tested without a worker.
 */
import { handleHashMessage } from './hashWorkerHandler';
import type { WorkerRequest, WorkerResponse } from './protocol';

interface WorkerScope {
  onmessage: ((event: MessageEvent<WorkerRequest>) => void) | null;
  postMessage(message: WorkerResponse): void;
}

const scope = self as unknown as WorkerScope;
scope.onmessage = (event) => handleHashMessage(event.data, (message) => scope.postMessage(message));
