/**
 * The whole logic of the MD5 worker, as a plain message handler that runs
 * anywhere (browser worker, Node tests): `md5.worker.ts` only wires it to
 * `self.onmessage` / `self.postMessage`.
 *
 * Requests are served one at a time, in arrival order: hashing is CPU-bound,
 * so running two files at once would only interleave them and double the
 * memory in flight. A file is read through `file.stream()`: the browser keeps
 * filling its (2 MiB, in Chromium) pipe from disk while the worker hashes the
 * previous piece, so I/O overlaps hashing and memory stays flat whatever the
 * file size. Reading `chunkSize` slices instead (`blob.slice(a, b).arrayBuffer()`,
 * with or without read-ahead, or `FileReaderSync`) measured slower: those
 * readers live in the benchmark (bench/page/readModes.ts), which compares them
 * with this one (`pnpm bench:hash -- --matrix`).
 */
import { createMd5, type Md5Engine, type Md5Hasher } from './md5';
import { DEFAULT_CHUNK_SIZE, PROGRESS_INTERVAL_MS, type WorkerRequest, type WorkerResponse } from './protocol';

export type PostResponse = (message: WorkerResponse) => void;
export type HashMessageHandler = (message: WorkerRequest, post: PostResponse) => void;

export interface HashWorkerOptions {
  /** MD5 implementation; defaults to {@link createMd5} with `engine`. */
  createMd5?: () => Md5Hasher;
  engine?: Md5Engine;
  /** Opens a file for reading; defaults to {@link streamSource}. The benchmark passes the readers it compares it with. */
  openSource?: (file: Blob, chunkSize: number) => ChunkSource;
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
}

function errorMessage(error: unknown): string {
  if (error instanceof Error || (typeof DOMException !== 'undefined' && error instanceof DOMException)) {
    return error.message ? `${error.name}: ${error.message}` : error.name;
  }
  return String(error);
}

/** A file being read, one chunk at a time. */
export interface ChunkSource {
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
export function streamSource(file: Blob, bufferSize: number): ChunkSource {
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

function isBlob(value: unknown): value is Blob {
  return typeof value === 'object' && value !== null && typeof (value as Blob).size === 'number' && typeof (value as Blob).stream === 'function';
}

/** Creates an independent handler (its own queue). */
export function createHashMessageHandler(options: HashWorkerOptions = {}): HashMessageHandler {
  const { engine = 'auto', openSource = streamSource, progressIntervalMs = PROGRESS_INTERVAL_MS, now = () => performance.now() } = options;
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
    const total = file.size;
    let offset = 0;
    let lastProgress = now();
    let source: ChunkSource | undefined;
    try {
      const hasher = getHasher(job.engine ?? engine);
      source = openSource(file, job.chunkSize);
      for (;;) {
        const chunk = await source.next();
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
      post({ id: request.id, type: 'error', message: 'Expected a Blob or File (with stream()) to hash' });
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
    });
    if (current === undefined) void drain();
  };
}

/** A ready-made handler with default options, as used by `md5.worker.ts`. */
export const handleHashMessage: HashMessageHandler = /* @__PURE__ */ createHashMessageHandler();
