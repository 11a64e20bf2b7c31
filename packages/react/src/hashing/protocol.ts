/** Messages exchanged between `hashFile.ts` (main thread) and `md5.worker.ts`. */

/** Hash `file`; the worker answers with `progress`* then `done` or `error`, all carrying `id`. */
export interface HashRequest {
  id: number;
  type?: 'hash';
  file: Blob;
  /** Largest piece read at once (the `stream` mode's buffer, or each slice). Defaults to {@link DEFAULT_CHUNK_SIZE}. */
  chunkSize?: number;
  /** MD5 implementation (default `auto`: WebAssembly when allowed, else JS). */
  engine?: 'auto' | 'wasm' | 'js';
  /** How the file is read (default `stream`). */
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

/**
 * 2 MiB: the largest piece read at once — the size of the one reused buffer in `stream` mode,
 * matching the 2 MiB pipe through which Chromium hands file data to a reader. (The slice-based
 * read modes do better with 8 MiB slices; they are not the default.)
 */
export const DEFAULT_CHUNK_SIZE = 2 * 1024 * 1024;

/** Progress messages are sent at most this often (plus one final message at 100%). */
export const PROGRESS_INTERVAL_MS = 50;
