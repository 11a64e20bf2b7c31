// @vitest-environment node
import { createHash, randomBytes } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import { createHasher, type WorkerLike } from '../src/hashing/hashFile';
import { createInlineWorker } from '../src/hashing/inlineWorker';
import { createHashMessageHandler, handleHashMessage } from '../src/hashing/hashWorkerHandler';
import { createMd5, md5Incremental, Md5, Md5Wasm, type Md5Engine } from '../src/hashing/md5';
import type { WorkerRequest, WorkerResponse } from '../src/hashing/protocol';
import { sliceSource } from '../bench/page/readModes';

const md5Of = (bytes: Uint8Array) => createHash('md5').update(bytes).digest('hex');
/** A Blob made of `partSize` parts: Node's Blob.stream() yields one chunk per part, like a browser's pipe would. */
const blobOf = (bytes: Uint8Array, partSize: number) => {
  const parts: Uint8Array<ArrayBuffer>[] = [];
  for (let i = 0; i < bytes.length; i += partSize) parts.push(bytes.subarray(i, i + partSize) as Uint8Array<ArrayBuffer>);
  return new Blob(parts);
};
/** A Blob-like whose every read fails. */
const unreadable = (size: number, error: () => Error): Blob =>
  ({
    size,
    slice: () => ({ arrayBuffer: () => Promise.reject(error()) }),
    stream: () => new ReadableStream({ pull: (controller) => controller.error(error()) }),
  }) as unknown as Blob;
const MiB = 1024 * 1024;
const ENGINES: Md5Engine[] = ['js', 'wasm', 'auto'];
const BOUNDARY_SIZES = [0, 1, 3, 55, 56, 57, 63, 64, 65, 119, 120, 127, 128, 129, 1000, 4096 + 13];

/** Runs a handler and collects what it posts until `done`/`error` for every id in `ids`. */
function collect(
  handler: ReturnType<typeof createHashMessageHandler>,
  requests: WorkerRequest[],
  waitFor: number[] = requests.map((r) => r.id),
): Promise<WorkerResponse[]> {
  const out: WorkerResponse[] = [];
  const open = new Set(waitFor);
  return new Promise((resolve) => {
    const post = (message: WorkerResponse) => {
      out.push(message);
      if (message.type !== 'progress') open.delete(message.id);
      if (open.size === 0) resolve(out);
    };
    for (const request of requests) handler(request, post);
  });
}

/** Hashes small sizes and sizes around multiples of the chunk size, in chunks of 64, 100 and 1 bytes. */
async function expectBoundaryDigests(handler: ReturnType<typeof createHashMessageHandler>, syncReadable = false): Promise<void> {
  const sizes = [...BOUNDARY_SIZES, 64 * 3 - 1, 64 * 3, 64 * 3 + 1];
  let id = 0;
  for (const chunkSize of [64, 100, 1]) {
    for (const size of sizes) {
      const data = randomBytes(size);
      const file = syncReadable ? syncReadableBlob(data) : new Blob([data]);
      const out = await collect(handler, [{ id: ++id, file, chunkSize }]);
      expect(out.at(-1), `size ${size}, chunk ${chunkSize}`).toEqual({ id, type: 'done', md5: md5Of(data) });
    }
  }
}

/** Node has no FileReaderSync: this stands in for it, reading the slices of {@link syncReadableBlob}. */
class FileReaderSyncStandIn {
  readAsArrayBuffer(blob: Blob) {
    return new Uint8Array((blob as unknown as { bytes: Uint8Array }).bytes).buffer;
  }
}
/** A Blob whose slices carry their bytes, for {@link FileReaderSyncStandIn}. */
const syncReadableBlob = (data: Uint8Array) =>
  ({
    size: data.length,
    slice: (a: number, b: number) => ({ size: b - a, bytes: data.subarray(a, b) }),
    stream: () => new Blob([data as Uint8Array<ArrayBuffer>]).stream(),
  }) as unknown as Blob;

/** A WorkerLike that runs the real handler in-process, asynchronously, like a worker would. */
function inProcessWorker(handler = createHashMessageHandler()) {
  const fake = {
    onmessage: null as WorkerLike['onmessage'],
    onerror: null as WorkerLike['onerror'],
    sent: [] as WorkerRequest[],
    terminated: false,
    postMessage(message: WorkerRequest) {
      fake.sent.push(message);
      setTimeout(() =>
        handler(message, (response) => {
          if (!fake.terminated) fake.onmessage?.({ data: response } as MessageEvent<WorkerResponse>);
        }),
      );
    },
    terminate() {
      fake.terminated = true;
    },
  };
  return fake;
}

describe('MD5 engines', () => {
  for (const engine of ENGINES) {
    it(`${engine}: matches node:crypto at block and padding boundaries`, () => {
      for (const size of BOUNDARY_SIZES) {
        const data = randomBytes(size);
        const hasher = createMd5(engine);
        hasher.update(data);
        expect(hasher.digest(), `size ${size}`).toBe(md5Of(data));
      }
    });

    it(`${engine}: known vectors (RFC 1321)`, () => {
      const vectors: Record<string, string> = {
        '': 'd41d8cd98f00b204e9800998ecf8427e',
        a: '0cc175b9c0f1b6a831c399e269772661',
        abc: '900150983cd24fb0d6963f7d28e17f72',
        'message digest': 'f96b697d7cb7938d525a2f31aaf161d0',
        '12345678901234567890123456789012345678901234567890123456789012345678901234567890': '57edf4a22be3c955ac49da2e2107b67a',
      };
      for (const [text, expected] of Object.entries(vectors)) {
        const hasher = createMd5(engine);
        hasher.update(new TextEncoder().encode(text));
        expect(hasher.digest()).toBe(expected);
      }
    });

    it(`${engine}: irregular, unaligned update() splits give the same digest`, () => {
      const data = randomBytes(300_000);
      const hasher = createMd5(engine);
      // Odd offsets exercise the copy path for views that are not 4-byte aligned.
      const cuts = [1, 2, 3, 61, 64, 65, 127, 4093, 65_536, 70_001];
      let pos = 0;
      for (let i = 0; pos < data.length; i++) {
        const n = Math.min(cuts[i % cuts.length]!, data.length - pos);
        hasher.update(data.subarray(pos, pos + n));
        pos += n;
      }
      expect(hasher.digest()).toBe(md5Of(data));
    });

    it(`${engine}: reset() starts a new hash`, () => {
      const hasher = createMd5(engine);
      hasher.update(randomBytes(1000));
      hasher.digest();
      hasher.reset();
      const data = randomBytes(777);
      hasher.update(data);
      expect(hasher.digest()).toBe(md5Of(data));
    });
  }

  it("'auto' falls back to JS where WebAssembly is missing or forbidden", async () => {
    vi.resetModules();
    vi.stubGlobal('WebAssembly', undefined);
    try {
      const fresh = await import('../src/hashing/md5');
      const hasher = fresh.createMd5('auto');
      expect(hasher).toBeInstanceOf(fresh.Md5);
      hasher.update(new TextEncoder().encode('abc'));
      expect(hasher.digest()).toBe('900150983cd24fb0d6963f7d28e17f72');
      expect(() => fresh.createMd5('wasm')).toThrow();
    } finally {
      vi.unstubAllGlobals();
      vi.resetModules();
    }
  });

  it('JS and WebAssembly engines agree on 10 MiB of random bytes', () => {
    const data = randomBytes(10 * MiB);
    const expected = md5Of(data);
    expect(new Md5().update(data).digest()).toBe(expected);
    expect(new Md5Wasm(64 * 1024).update(data).digest()).toBe(expected);
  });
});

describe('handleHashMessage (the worker logic)', () => {
  it('hashes the empty file', async () => {
    const out = await collect(createHashMessageHandler(), [{ id: 1, file: new Blob([]) }]);
    expect(out.at(-1)).toEqual({ id: 1, type: 'done', md5: 'd41d8cd98f00b204e9800998ecf8427e' });
  });

  it('small sizes and multi-chunk boundaries match node:crypto', () => expectBoundaryDigests(createHashMessageHandler()));

  it('10 MiB of random bytes in 1 MiB + 1 byte chunks', async () => {
    const data = randomBytes(10 * MiB);
    const out = await collect(createHashMessageHandler(), [{ id: 7, file: new Blob([data]), chunkSize: MiB + 1 }]);
    expect(out.at(-1)).toEqual({ id: 7, type: 'done', md5: md5Of(data) });
  });

  it('the default handler (used by md5.worker.ts) works', async () => {
    const data = randomBytes(3 * MiB + 5);
    const out = await collect(handleHashMessage, [{ id: 1, type: 'hash', file: new Blob([data]) }]);
    expect(out.at(-1)).toEqual({ id: 1, type: 'done', md5: md5Of(data) });
  });

  it('reports progress monotonically, throttled, ending at exactly totalBytes', async () => {
    let clock = 0;
    const data = randomBytes(1000 * 64 + 10);
    // Each chunk "takes" 30 ms: with a 50 ms interval about every other chunk reports.
    const handler = createHashMessageHandler({ now: () => (clock += 15) });
    const out = await collect(handler, [{ id: 3, file: blobOf(data, 640), chunkSize: 640 }]);
    const progress = out.filter((m) => m.type === 'progress');
    expect(progress.length).toBeGreaterThan(10);
    expect(progress.length).toBeLessThan(101); // 101 chunks: throttled
    let last = -1;
    for (const p of progress) {
      expect(p.totalBytes).toBe(data.length);
      expect(p.bytesHashed).toBeGreaterThan(last);
      last = p.bytesHashed;
    }
    expect(last).toBe(data.length);
    expect(out.at(-2)).toEqual({ id: 3, type: 'progress', bytesHashed: data.length, totalBytes: data.length });
    expect(out.at(-1)).toEqual({ id: 3, type: 'done', md5: md5Of(data) });
  });

  it('serves several files in arrival order', async () => {
    const a = randomBytes(200_000);
    const b = randomBytes(1);
    const c = randomBytes(0);
    const out = await collect(createHashMessageHandler(), [
      { id: 1, file: new Blob([a]), chunkSize: 4096 },
      { id: 2, file: new Blob([b]) },
      { id: 3, file: new Blob([c]) },
    ]);
    const done = out.filter((m) => m.type === 'done');
    expect(done).toEqual([
      { id: 1, type: 'done', md5: md5Of(a) },
      { id: 2, type: 'done', md5: md5Of(b) },
      { id: 3, type: 'done', md5: md5Of(c) },
    ]);
  });

  it('abort stops the running file and drops a queued one; the next file still completes', async () => {
    const handler = createHashMessageHandler({ progressIntervalMs: 0 });
    const big = blobOf(randomBytes(4 * MiB), 32 * 1024);
    const last = randomBytes(1234);
    const out: WorkerResponse[] = [];
    const finished = new Promise<void>((resolve) => {
      const post = (message: WorkerResponse) => {
        out.push(message);
        if (message.id === 1 && message.type === 'progress' && message.bytesHashed >= 64 * 1024) {
          handler({ id: 1, type: 'abort' }, post);
          handler({ id: 2, type: 'abort' }, post);
        }
        if (message.id === 3 && message.type !== 'progress') resolve();
      };
      handler({ id: 1, file: big, chunkSize: 32 * 1024 }, post);
      handler({ id: 2, file: big }, post);
      handler({ id: 3, file: new Blob([last]) }, post);
    });
    await finished;
    const first = out.filter((m) => m.id === 1);
    expect(first.every((m) => m.type === 'progress')).toBe(true);
    expect(first.length).toBeLessThan(10);
    expect(out.filter((m) => m.id === 2)).toEqual([]);
    expect(out.at(-1)).toEqual({ id: 3, type: 'done', md5: md5Of(last) });
  });

  it('reports read errors and bad requests as error messages', async () => {
    const broken = unreadable(100, () => new DOMException('gone', 'NotReadableError'));
    const out = await collect(createHashMessageHandler(), [
      { id: 1, file: broken },
      { id: 2, file: 'nope' as unknown as Blob },
      { id: 3, file: new Blob(['x']), chunkSize: 0 },
      // A Blob that cannot be streamed (jsdom's).
      { id: 4, file: { size: 3, slice: () => new Blob(['abc']) } as unknown as Blob },
    ]);
    expect(out).toContainEqual({ id: 1, type: 'error', message: 'NotReadableError: gone' });
    expect(out).toContainEqual({ id: 2, type: 'error', message: 'Expected a Blob or File (with stream()) to hash' });
    expect(out).toContainEqual({ id: 3, type: 'error', message: 'Invalid chunkSize: 0' });
    expect(out).toContainEqual({ id: 4, type: 'error', message: 'Expected a Blob or File (with stream()) to hash' });
  });
});

describe("the benchmark's other read modes (bench/page/readModes.ts, in the shipped handler)", () => {
  for (const mode of ['readahead', 'async', 'sync'] as const) {
    it(`${mode}: small sizes and multi-chunk boundaries match node:crypto`, async () => {
      if (mode === 'sync') vi.stubGlobal('FileReaderSync', FileReaderSyncStandIn);
      try {
        await expectBoundaryDigests(
          createHashMessageHandler({ openSource: (file, chunkSize) => sliceSource(file, chunkSize, mode) }),
          mode === 'sync',
        );
      } finally {
        vi.unstubAllGlobals();
      }
    });
  }

  it('report read errors, and a missing FileReaderSync, as error messages', async () => {
    const broken = unreadable(100, () => new DOMException('gone', 'NotReadableError'));
    const readahead = createHashMessageHandler({ openSource: (file, chunkSize) => sliceSource(file, chunkSize, 'readahead') });
    expect(await collect(readahead, [{ id: 1, file: broken }])).toEqual([{ id: 1, type: 'error', message: 'NotReadableError: gone' }]);
    const sync = createHashMessageHandler({ openSource: (file, chunkSize) => sliceSource(file, chunkSize, 'sync') });
    expect(await collect(sync, [{ id: 2, file: new Blob(['abc']) }])).toEqual([
      { id: 2, type: 'error', message: expect.stringContaining('FileReaderSync') },
    ]);
  });
});

describe('createHasher (main thread)', () => {
  it('hashes through the worker and reports progress', async () => {
    const data = randomBytes(2 * MiB + 3);
    const worker = inProcessWorker(createHashMessageHandler({ progressIntervalMs: 0 }));
    const hasher = createHasher({ createWorker: () => worker, chunkSize: 256 * 1024 });
    const progress: number[] = [];
    const md5 = await hasher.hash(new Blob([data]), { onProgress: (p) => progress.push(p.bytesHashed) });
    expect(md5).toBe(md5Of(data));
    expect(progress.length).toBeGreaterThan(3);
    expect([...progress].sort((x, y) => x - y)).toEqual(progress);
    expect(progress.at(-1)).toBe(data.length);
    expect(worker.sent[0]).toEqual({ id: 1, type: 'hash', file: expect.any(Blob), chunkSize: 256 * 1024 });
    hasher.dispose();
    expect(worker.terminated).toBe(true);
  });

  it('creates the worker lazily, once, and handles concurrent calls', async () => {
    let created = 0;
    const hasher = createHasher({
      createWorker: () => {
        created++;
        return inProcessWorker();
      },
    });
    expect(created).toBe(0);
    const files = [randomBytes(10), randomBytes(100_000), randomBytes(0)];
    const results = await Promise.all(files.map((f) => hasher.hash(new Blob([f]))));
    expect(results).toEqual(files.map(md5Of));
    expect(created).toBe(1);
  });

  it('rejects with an AbortError when aborted, and tells the worker', async () => {
    const worker = inProcessWorker();
    const hasher = createHasher({ createWorker: () => worker });
    const controller = new AbortController();
    const promise = hasher.hash(blobOf(randomBytes(8 * MiB), 64 * 1024), {
      signal: controller.signal,
      onProgress: () => controller.abort(),
    });
    await expect(promise).rejects.toMatchObject({ name: 'AbortError' });
    expect(worker.sent.map((m) => m.type)).toEqual(['hash', 'abort']);
    // Still usable afterwards.
    const data = randomBytes(5000);
    expect(await hasher.hash(new Blob([data]))).toBe(md5Of(data));
  });

  it('rejects at once for an already-aborted signal, without creating a worker', async () => {
    let created = 0;
    const hasher = createHasher({ createWorker: () => (created++, inProcessWorker()) });
    await expect(hasher.hash(new Blob(['x']), { signal: AbortSignal.abort() })).rejects.toMatchObject({
      name: 'AbortError',
    });
    expect(created).toBe(0);
  });

  it('rejects clearly when Web Workers are unavailable (default createWorker in Node)', async () => {
    expect(typeof (globalThis as { Worker?: unknown }).Worker).toBe('undefined');
    const hasher = createHasher();
    await expect(hasher.hash(new Blob(['x']))).rejects.toMatchObject({
      name: 'NotSupportedError',
      message: expect.stringContaining('Web Workers are not available'),
    });
  });

  it('rejects pending hashes when the worker fails, then recovers with a new worker', async () => {
    const workers: ReturnType<typeof inProcessWorker>[] = [];
    const silent = () => {
      const w = inProcessWorker();
      w.postMessage = (message) => void w.sent.push(message); // never answers
      return w;
    };
    const hasher = createHasher({
      createWorker: () => {
        const w = workers.length === 0 ? silent() : inProcessWorker();
        workers.push(w);
        return w;
      },
    });
    const promise = hasher.hash(new Blob(['abc']));
    workers[0]!.onerror?.({ message: 'boom', preventDefault() {} } as ErrorEvent);
    await expect(promise).rejects.toThrow('MD5 worker failed: boom');
    expect(workers[0]!.terminated).toBe(true);
    expect(await hasher.hash(new Blob(['abc']))).toBe('900150983cd24fb0d6963f7d28e17f72');
    expect(workers).toHaveLength(2);
  });

  it('surfaces worker-side errors', async () => {
    const hasher = createHasher({ createWorker: () => inProcessWorker() });
    await expect(hasher.hash(unreadable(10, () => new Error('disk on fire')))).rejects.toThrow('MD5 hashing failed: Error: disk on fire');
  });

  it('runs on the current thread with createInlineWorker (tests, no-Worker fallback)', async () => {
    const data = randomBytes(3 * MiB + 1);
    const hasher = createHasher({ createWorker: () => createInlineWorker() });
    const progress: number[] = [];
    expect(await hasher.hash(blobOf(data, MiB), { onProgress: (p) => progress.push(p.bytesHashed) })).toBe(md5Of(data));
    expect(progress.at(-1)).toBe(data.length);
    hasher.dispose();
    // Disposed: pending work is dropped, and the hasher starts a fresh worker on the next call.
    expect(await hasher.hash(new Blob(['abc']))).toBe('900150983cd24fb0d6963f7d28e17f72');
  });

  it('dispose() rejects pending hashes with an AbortError', async () => {
    const hasher = createHasher({ createWorker: () => inProcessWorker() });
    const promise = hasher.hash(new Blob([randomBytes(MiB)]));
    hasher.dispose();
    await expect(promise).rejects.toMatchObject({ name: 'AbortError' });
  });
});

describe('md5Incremental (no worker)', () => {
  it('hashes Blobs, buffers and (async) iterables with progress', async () => {
    const data = randomBytes(3 * MiB + 17);
    const expected = md5Of(data);
    const seen: number[] = [];
    const fromBlob = await md5Incremental(new Blob([data]), {
      chunkSize: MiB,
      onProgress: (n, total) => {
        seen.push(n);
        expect(total).toBe(data.length);
      },
    });
    expect(fromBlob).toBe(expected);
    expect(seen).toEqual([MiB, 2 * MiB, 3 * MiB, data.length]);
    expect(await md5Incremental(data)).toBe(expected);
    expect(await md5Incremental(data.buffer.slice(data.byteOffset, data.byteOffset + data.length))).toBe(expected);
    expect(await md5Incremental([data.subarray(0, 5), data.subarray(5)])).toBe(expected);
    // eslint-disable-next-line @typescript-eslint/require-await -- an async iterable of parts is the input under test
    async function* parts() {
      for (let i = 0; i < data.length; i += 100_001) yield data.subarray(i, i + 100_001);
    }
    expect(await md5Incremental(parts(), { engine: 'js' })).toBe(expected);
  });

  it('honours an abort signal', async () => {
    const controller = new AbortController();
    const promise = md5Incremental(new Blob([randomBytes(4 * MiB)]), {
      chunkSize: MiB,
      signal: controller.signal,
      onProgress: () => controller.abort(),
    });
    await expect(promise).rejects.toMatchObject({ name: 'AbortError' });
  });
});
