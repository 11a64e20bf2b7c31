/**
 * Main-thread API for MD5 of user files, computed in a Web Worker.
 *
 *   const hasher = createHasher();
 *   const md5 = await hasher.hash(file, { onProgress, signal });
 *   hasher.dispose();
 *
 * Importing this module touches nothing browser-only (SSR-safe): the worker
 * is created on the first `hash()` call.
 */
import type { Md5Engine } from './md5';
import type { HashRequest, WorkerRequest, WorkerResponse } from './protocol';

/** The part of `Worker` the hasher uses; tests inject a fake through `createWorker`. */
export interface WorkerLike {
  postMessage(message: WorkerRequest): void;
  terminate(): void;
  onmessage: ((event: MessageEvent<WorkerResponse>) => void) | null;
  onerror: ((event: ErrorEvent) => void) | null;
}

export interface HashProgress {
  bytesHashed: number;
  totalBytes: number;
}

export interface HashOptions {
  /** Called at most every ~50 ms while hashing, and once with `bytesHashed === totalBytes` at the end. */
  onProgress?: (progress: HashProgress) => void;
  /** Aborting rejects the promise with a DOMException named 'AbortError' and stops the worker's reads. */
  signal?: AbortSignal;
}

export interface HasherOptions {
  /** Creates the worker (default: the bundled `md5.worker.ts` as a module worker). */
  createWorker?: () => WorkerLike;
  /** Largest piece read at once, in bytes (default 2 MiB). */
  chunkSize?: number;
  /** MD5 implementation in the worker (default `auto`: WebAssembly if allowed, otherwise JS). */
  engine?: Md5Engine;
}

export interface Hasher {
  /** Resolves with the file's MD5 as 32 lowercase hex digits. Calls are queued in the worker. */
  hash(file: Blob, options?: HashOptions): Promise<string>;
  /**
   * Terminates the worker and rejects pending hashes with an AbortError. The
   * hasher stays usable: a later `hash()` starts a new worker.
   */
  dispose(): void;
}

function defaultCreateWorker(): WorkerLike {
  if (typeof Worker === 'undefined') {
    throw new Error('Web Workers are not available in this environment');
  }
  // Keep this expression literal: bundlers (Vite, webpack 5, Rollup plugins)
  // recognise it and emit the worker as its own chunk.
  return new Worker(new URL('./md5.worker.ts', import.meta.url), { type: 'module' });
}

function abortError(signal?: AbortSignal): DOMException {
  const reason: unknown = signal?.reason;
  if (reason instanceof DOMException && reason.name === 'AbortError') return reason;
  return new DOMException('Hashing was aborted', 'AbortError');
}

interface Pending {
  resolve(md5: string): void;
  reject(error: unknown): void;
  onProgress: ((progress: HashProgress) => void) | undefined;
  cleanup(): void;
}

export function createHasher(options: HasherOptions = {}): Hasher {
  // The rest (chunk size, engine) goes with every request; the worker applies its defaults to what is missing.
  const { createWorker = defaultCreateWorker, ...readOptions } = options;
  const pending = new Map<number, Pending>();
  let worker: WorkerLike | undefined;
  let nextId = 1;

  const settle = (id: number): Pending | undefined => {
    const entry = pending.get(id);
    if (entry === undefined) return undefined;
    pending.delete(id);
    entry.cleanup();
    return entry;
  };

  const failAll = (error: () => unknown) => {
    for (const id of [...pending.keys()]) settle(id)?.reject(error());
  };

  const shutDown = () => {
    if (worker === undefined) return;
    worker.onmessage = null;
    worker.onerror = null;
    worker.terminate();
    worker = undefined;
  };

  const onMessage = (event: MessageEvent<WorkerResponse>) => {
    const message = event.data;
    switch (message.type) {
      case 'progress':
        pending.get(message.id)?.onProgress?.({ bytesHashed: message.bytesHashed, totalBytes: message.totalBytes });
        break;
      case 'done':
        settle(message.id)?.resolve(message.md5);
        break;
      case 'error':
        settle(message.id)?.reject(new Error(`MD5 hashing failed: ${message.message}`));
        break;
    }
  };

  const getWorker = (): WorkerLike => {
    if (worker !== undefined) return worker;
    let created: WorkerLike;
    try {
      created = createWorker();
    } catch (cause) {
      const detail = cause instanceof Error ? cause.message : String(cause);
      throw new DOMException(`Cannot hash files in a Web Worker: ${detail}`, 'NotSupportedError');
    }
    created.onmessage = onMessage;
    created.onerror = (event) => {
      // The worker script failed to load or threw outside the handler: fail
      // everything in flight and start afresh on the next call.
      event.preventDefault?.();
      shutDown();
      const detail = event.message || 'the worker could not be started';
      failAll(() => new Error(`MD5 worker failed: ${detail}`));
    };
    worker = created;
    return created;
  };

  return {
    hash(file, { onProgress, signal } = {}) {
      return new Promise<string>((resolve, reject) => {
        if (signal?.aborted) {
          reject(abortError(signal));
          return;
        }
        let target: WorkerLike;
        try {
          target = getWorker();
        } catch (error) {
          reject(error);
          return;
        }
        const id = nextId++;
        const onAbort = () => {
          if (settle(id) === undefined) return;
          worker?.postMessage({ id, type: 'abort' });
          reject(abortError(signal));
        };
        signal?.addEventListener('abort', onAbort, { once: true });
        pending.set(id, {
          resolve,
          reject,
          onProgress,
          cleanup: () => signal?.removeEventListener('abort', onAbort),
        });
        const request: HashRequest = { id, type: 'hash', file, ...readOptions };
        target.postMessage(request);
      });
    },
    dispose() {
      shutDown();
      failAll(() => new DOMException('The hasher was disposed', 'AbortError'));
    },
  };
}
