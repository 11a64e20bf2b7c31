/** Messages exchanged between `hashFile.ts` (main thread) and `md5.worker.ts`. */

/** Hash `file`; the worker answers with `progress`* then `done` or `error`, all carrying `id`. */
export interface HashRequest {
  id: number;
  type?: 'hash';
  file: Blob;
  /** Largest piece read at once (the size of the `file.stream()` read buffer). Defaults to {@link DEFAULT_CHUNK_SIZE}. */
  chunkSize?: number;
  /** MD5 implementation (default `auto`: WebAssembly when allowed, else JS). */
  engine?: 'auto' | 'wasm' | 'js';
}

/** Stop hashing `id` (queued or running). The worker sends nothing more for it. */
export interface AbortRequest {
  id: number;
  type: 'abort';
}

export type WorkerRequest = HashRequest | AbortRequest;

export interface ProgressMessage {
  id: number;
  type: 'progress';
  bytesHashed: number;
  totalBytes: number;
}

export interface DoneMessage {
  id: number;
  type: 'done';
  /** 32 lowercase hex digits. */
  md5: string;
}

export interface ErrorMessage {
  id: number;
  type: 'error';
  message: string;
}

export type WorkerResponse = ProgressMessage | DoneMessage | ErrorMessage;

/**
 * 2 MiB: the largest piece read at once — the size of the one reused `file.stream()` buffer,
 * matching the 2 MiB pipe through which Chromium hands file data to a reader.
 */
export const DEFAULT_CHUNK_SIZE = 2 * 1024 * 1024;

/** Progress messages are sent at most this often (plus one final message at 100%). */
export const PROGRESS_INTERVAL_MS = 50;
