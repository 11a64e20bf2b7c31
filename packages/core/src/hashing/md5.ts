import { Md5 } from './md5js';
import { Md5Wasm } from './md5wasm';
import { DEFAULT_CHUNK_SIZE } from './protocol';

export { Md5 } from './md5js';
export { Md5Wasm } from './md5wasm';

/** An incremental MD5: feed bytes with `update`, then read the lowercase hex `digest` once (then `reset`). */
export interface Md5Hasher {
  update(data: Uint8Array): unknown;
  digest(): string;
  /** Starts a new hash, keeping the allocated memory. */
  reset(): unknown;
}

/**
 * - `wasm`: the hand-assembled WebAssembly module (fastest; needs WebAssembly
 *   and, under a Content-Security-Policy, `'wasm-unsafe-eval'`).
 * - `js`: plain JavaScript, allocation-free (close behind; works everywhere).
 * - `auto`: `wasm` when it can be instantiated, otherwise `js`.
 */
export type Md5Engine = 'auto' | 'wasm' | 'js';

let wasmUsable: boolean | undefined;

export function createMd5(engine: Md5Engine = 'auto'): Md5Hasher {
  if (engine === 'js') return new Md5();
  if (engine === 'wasm') return new Md5Wasm();
  if (wasmUsable !== false) {
    try {
      const hasher = new Md5Wasm();
      wasmUsable = true;
      return hasher;
    } catch {
      wasmUsable = false;
    }
  }
  return new Md5();
}

export type Md5Source = Blob | ArrayBuffer | ArrayBufferView | Iterable<Uint8Array> | AsyncIterable<Uint8Array>;

export interface Md5IncrementalOptions {
  /** Called after every chunk with the bytes hashed so far (and the total, when known). */
  onProgress?: (bytesHashed: number, totalBytes: number | undefined) => void;
  signal?: AbortSignal;
  /** Blob read size. */
  chunkSize?: number;
  engine?: Md5Engine;
}

function isBlob(source: Md5Source): source is Blob {
  return typeof Blob !== 'undefined' && source instanceof Blob;
}

function abortError(): DOMException {
  return new DOMException('Hashing was aborted', 'AbortError');
}

/**
 * MD5 of `source` on the current thread, chunk by chunk (a Blob is read
 * `chunkSize` bytes at a time, so memory stays flat). For environments
 * without Web Workers (Node, tests); in the browser prefer `createHasher()`,
 * which keeps the work off the main thread.
 */
export async function md5Incremental(source: Md5Source, options: Md5IncrementalOptions = {}): Promise<string> {
  const { onProgress, signal, chunkSize = DEFAULT_CHUNK_SIZE, engine } = options;
  if (signal?.aborted) throw abortError();
  const hasher = createMd5(engine);
  let hashed = 0;
  const feed = (bytes: Uint8Array, total: number | undefined) => {
    hasher.update(bytes);
    hashed += bytes.length;
    onProgress?.(hashed, total);
  };

  if (source instanceof ArrayBuffer) {
    feed(new Uint8Array(source), source.byteLength);
  } else if (ArrayBuffer.isView(source)) {
    feed(new Uint8Array(source.buffer, source.byteOffset, source.byteLength), source.byteLength);
  } else if (isBlob(source)) {
    const total = source.size;
    for (let offset = 0; offset < total; offset += chunkSize) {
      const chunk = new Uint8Array(await source.slice(offset, Math.min(offset + chunkSize, total)).arrayBuffer());
      if (signal?.aborted) throw abortError();
      feed(chunk, total);
    }
  } else if (Symbol.asyncIterator in source) {
    for await (const chunk of source) {
      if (signal?.aborted) throw abortError();
      feed(chunk, undefined);
    }
  } else {
    for (const chunk of source) {
      if (signal?.aborted) throw abortError();
      feed(chunk, undefined);
    }
  }
  if (signal?.aborted) throw abortError();
  return hasher.digest();
}
