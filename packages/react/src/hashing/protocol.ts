/** Messages exchanged between `hashFile.ts` (main thread) and `md5.worker.ts`. */

/** Hash `file`; the worker answers with `progress`* then `done` or `error`, all carrying `id`. */
export interface HashRequest {
  id: number;
  type?: 'hash';
  file: Blob;
  /** Bytes read per `blob.slice().arrayBuffer()` call. Defaults to {@link DEFAULT_CHUNK_SIZE}. */
  chunkSize?: number;
  /** MD5 implementation (default `auto`: WebAssembly when allowed, else JS). */
  engine?: 'auto' | 'wasm' | 'js';
  /** How chunks are read (default `readahead`). */
  readMode?: ReadMode;
}

/**
 * How the worker reads the file:
 * - `stream`: `file.stream()`; the browser keeps reading while the worker hashes (chunk size is the browser's).
 * - `readahead`: `file.slice(a, b).arrayBuffer()` per chunk, chunk n+1 requested before chunk n is hashed.
 * - `async`: `file.slice(a, b).arrayBuffer()`, one chunk at a time.
 * - `sync`: `FileReaderSync` on `file.slice(a, b)` (dedicated workers only).
 */
export type ReadMode = 'stream' | 'readahead' | 'async' | 'sync';

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

/** 8 MiB: large enough to amortise each read's fixed cost, small enough to keep memory flat. */
export const DEFAULT_CHUNK_SIZE = 8 * 1024 * 1024;

/** Progress messages are sent at most this often (plus one final message at 100%). */
export const PROGRESS_INTERVAL_MS = 50;
