/**
 * The whole logic of the MD5 worker, as a plain message handler that runs
 * anywhere (browser worker, Node tests): `md5.worker.ts` only wires it to
 * `self.onmessage` / `self.postMessage`.
 *
 * Requests are served one at a time, in arrival order: hashing is CPU-bound,
 * so running two files at once would only interleave them and double the
 * memory in flight. By default a file is read through `file.stream()`: the
 * browser keeps filling its (2 MiB, in Chromium) pipe from disk while the
 * worker hashes the previous piece, so I/O overlaps hashing and memory stays
 * flat whatever the file size. The `readahead` / `async` / `sync` read modes
 * read `chunkSize` slices instead (`blob.slice(a, b).arrayBuffer()` or
 * `FileReaderSync`); they were measured slower (see bench/hash-bench.mjs
 * --matrix) and are kept for comparison and for odd environments.
 */
import { createMd5, type Md5Engine, type Md5Hasher } from './md5';
import { DEFAULT_CHUNK_SIZE, PROGRESS_INTERVAL_MS, type ReadMode, type WorkerRequest, type WorkerResponse } from './protocol';

export type PostResponse = (message: WorkerResponse) => void;
export type HashMessageHandler = (message: WorkerRequest, post: PostResponse) => void;

export interface HashWorkerOptions {
  /** MD5 implementation; defaults to {@link createMd5} with `engine`. */
  createMd5?: () => Md5Hasher;
  engine?: Md5Engine;
  readMode?: ReadMode;
  /** Minimum time between two progress messages. */
  progressIntervalMs?: number;
  now?: () => number;
}

interface Job {
  id: number;
  file: Blob;
  chunkSize: number;
  post: PostResponse;
  aborted: boolean;
  engine: Md5Engine | undefined;
  readMode: ReadMode | undefined;
}

const SYNC_YIELD_MS = 200;

function errorMessage(error: unknown): string {
  if (error instanceof Error || (typeof DOMException !== 'undefined' && error instanceof DOMException)) {
    return error.message ? `${error.name}: ${error.message}` : error.name;
  }
  return String(error);
}

type FileReaderSyncCtor = new () => { readAsArrayBuffer(blob: Blob): ArrayBuffer };

function readSync(blob: Blob): ArrayBuffer {
  const Reader = (globalThis as { FileReaderSync?: FileReaderSyncCtor }).FileReaderSync;
  if (Reader === undefined) throw new Error("readMode 'sync' needs FileReaderSync (a dedicated worker)");
  return new Reader().readAsArrayBuffer(blob);
}

interface ChunkSource {
  /** The next chunk, or undefined at the end. */
  next(): Promise<Uint8Array | undefined>;
  /** Releases pending reads (after an abort or an error). */
  close(): void;
}

/**
 * `file.stream()`: the browser keeps its pipe filled from disk while we hash, so I/O overlaps
 * hashing. Where the stream is a byte stream (Chromium, Firefox, Node) it is read with a BYOB
 * reader into one reused buffer of `bufferSize` bytes: no allocation per chunk, so no garbage,
 * no page faults for fresh memory, and memory stays flat. Otherwise, the default reader.
 */
function streamSource(file: Blob, bufferSize: number): ChunkSource {
  const stream = file.stream();
  let byob: ReadableStreamBYOBReader | undefined;
  try {
    byob = stream.getReader({ mode: 'byob' });
  } catch {
    // Not a byte stream.
  }
  const reader: ReadableStreamBYOBReader | ReadableStreamDefaultReader<Uint8Array> = byob ?? stream.getReader();
  let buffer: ArrayBuffer | undefined = byob ? new ArrayBuffer(bufferSize) : undefined;
  let finished = false;
  return {
    async next() {
      let result: ReadableStreamReadResult<Uint8Array>;
      if (byob) {
        // The buffer is transferred to the stream and handed back in `value.buffer`.
        result = await byob.read(new Uint8Array(buffer!));
        if (result.value) buffer = result.value.buffer as ArrayBuffer;
      } else {
        result = await (reader as ReadableStreamDefaultReader<Uint8Array>).read();
      }
      if (result.done) {
        finished = true;
        return undefined;
      }
      return result.value;
    },
    close() {
      if (!finished) reader.cancel().catch(() => {});
    },
  };
}

/** `file.slice(a, b)` read with `arrayBuffer()` (optionally one chunk ahead) or `FileReaderSync`. */
function sliceSource(file: Blob, chunkSize: number, mode: Exclude<ReadMode, 'stream'>): ChunkSource {
  const total = file.size;
  let nextStart = 0;
  let pending: Promise<ArrayBuffer> | ArrayBuffer | undefined;
  const start = () => {
    pending = undefined;
    if (nextStart >= total) return;
    const slice = file.slice(nextStart, Math.min(nextStart + chunkSize, total));
    nextStart += slice.size;
    pending = mode === 'sync' ? readSync(slice) : slice.arrayBuffer();
  };
  return {
    async next() {
      if (pending === undefined) start();
      if (pending === undefined) return undefined;
      const buffer = await pending;
      if (buffer.byteLength === 0) throw new Error('The file became shorter while it was being read');
      pending = undefined;
      if (mode === 'readahead') start();
      return new Uint8Array(buffer);
    },
    close() {
      // An abandoned read-ahead must not surface as an unhandled rejection.
      if (pending instanceof Promise) pending.catch(() => {});
      pending = undefined;
    },
  };
}

function isBlob(value: unknown): value is Blob {
  return typeof value === 'object' && value !== null && typeof (value as Blob).size === 'number' && typeof (value as Blob).slice === 'function';
}

/** Creates an independent handler (its own queue). */
export function createHashMessageHandler(options: HashWorkerOptions = {}): HashMessageHandler {
  const { engine = 'auto', readMode = 'stream', progressIntervalMs = PROGRESS_INTERVAL_MS, now = () => performance.now() } = options;
  const queue: Job[] = [];
  let current: Job | undefined;
  // Jobs run one at a time, so one hasher per engine is reused (reset) for every file.
  const hashers = new Map<Md5Engine, Md5Hasher>();
  const getHasher = (kind: Md5Engine): Md5Hasher => {
    if (options.createMd5) return options.createMd5();
    let hasher = hashers.get(kind);
    if (hasher === undefined) {
      hasher = createMd5(kind);
      hashers.set(kind, hasher);
    } else {
      hasher.reset();
    }
    return hasher;
  };

  async function hash(job: Job): Promise<void> {
    const { id, file, post } = job;
    const mode = job.readMode ?? readMode;
    const total = file.size;
    let offset = 0;
    let lastProgress = now();
    let lastYield = lastProgress;
    let source: ChunkSource | undefined;
    try {
      const hasher = getHasher(job.engine ?? engine);
      source =
        mode !== 'stream'
          ? sliceSource(file, job.chunkSize, mode)
          : typeof file.stream === 'function'
            ? streamSource(file, job.chunkSize)
            : sliceSource(file, Math.max(job.chunkSize, 8 * 1024 * 1024), 'readahead'); // no Blob.stream()
      for (;;) {
        const chunk = await source.next();
        if (mode === 'sync' && now() - lastYield >= SYNC_YIELD_MS) {
          // Synchronous reads never return to the event loop: let abort messages in.
          await new Promise((resolve) => setTimeout(resolve, 0));
          lastYield = now();
        }
        if (job.aborted) return;
        if (chunk === undefined) break;
        hasher.update(chunk);
        offset += chunk.length;
        const t = now();
        if (offset < total && t - lastProgress >= progressIntervalMs) {
          lastProgress = t;
          post({ id, type: 'progress', bytesHashed: offset, totalBytes: total });
        }
      }
      if (offset !== total) throw new Error(`Read ${offset} bytes of a ${total}-byte file: it changed while being read`);
      const md5 = hasher.digest();
      post({ id, type: 'progress', bytesHashed: total, totalBytes: total });
      post({ id, type: 'done', md5 });
    } catch (error) {
      if (!job.aborted) post({ id, type: 'error', message: errorMessage(error) });
    } finally {
      source?.close();
    }
  }

  async function drain(): Promise<void> {
    while ((current = queue.shift()) !== undefined) await hash(current);
  }

  return (message, post) => {
    if (message.type === 'abort') {
      if (current?.id === message.id) current.aborted = true;
      const queued = queue.findIndex((job) => job.id === message.id);
      if (queued !== -1) queue.splice(queued, 1);
      return;
    }
    const request = message;
    if (!isBlob(request.file)) {
      post({ id: request.id, type: 'error', message: 'Expected a Blob or File to hash' });
      return;
    }
    const chunkSize = request.chunkSize ?? DEFAULT_CHUNK_SIZE;
    if (!Number.isInteger(chunkSize) || chunkSize <= 0) {
      post({ id: request.id, type: 'error', message: `Invalid chunkSize: ${String(request.chunkSize)}` });
      return;
    }
    queue.push({
      id: request.id,
      file: request.file,
      chunkSize,
      post,
      aborted: false,
      engine: request.engine,
      readMode: request.readMode,
    });
    if (current === undefined) void drain();
  };
}

/** A ready-made handler with default options, as used by `md5.worker.ts`. */
export const handleHashMessage: HashMessageHandler = /* @__PURE__ */ createHashMessageHandler();
