/**
 * The ways of reading a file that `pnpm bench:hash -- --matrix` compares with the one that ships:
 * - `stream`: what ships — `file.stream()` in src/hashing/hashWorkerHandler.ts, run by the real
 *   md5.worker.ts;
 * - `readahead`: `file.slice(a, b).arrayBuffer()` per chunk, chunk n+1 requested before chunk n is hashed;
 * - `async`: `file.slice(a, b).arrayBuffer()`, one chunk at a time;
 * - `sync`: `FileReaderSync` on `file.slice(a, b)` (dedicated workers only).
 * The slice readers below are run by readModes.worker.ts: the shipped handler with one of them
 * in place of `file.stream()`, so only the reader differs. They measured slower than `stream`.
 */
import type { ChunkSource } from '../../src/hashing/hashWorkerHandler';

export type SliceReadMode = 'readahead' | 'async' | 'sync';
export type ReadMode = 'stream' | SliceReadMode;

/** Synchronous reads never return to the event loop: let the worker's messages (aborts) in this often. */
const SYNC_YIELD_MS = 200;

type FileReaderSyncCtor = new () => { readAsArrayBuffer(blob: Blob): ArrayBuffer };

function readSync(blob: Blob): ArrayBuffer {
  const Reader = (globalThis as { FileReaderSync?: FileReaderSyncCtor }).FileReaderSync;
  if (Reader === undefined) throw new Error("read mode 'sync' needs FileReaderSync (a dedicated worker)");
  return new Reader().readAsArrayBuffer(blob);
}

/** `file.slice(a, b)` read with `arrayBuffer()` (optionally one chunk ahead) or `FileReaderSync`. */
export function sliceSource(file: Blob, chunkSize: number, mode: SliceReadMode): ChunkSource {
  const total = file.size;
  let nextStart = 0;
  let pending: Promise<ArrayBuffer> | ArrayBuffer | undefined;
  let lastYield = performance.now();
  const start = () => {
    pending = undefined;
    if (nextStart >= total) return;
    const slice = file.slice(nextStart, Math.min(nextStart + chunkSize, total));
    nextStart += slice.size;
    pending = mode === 'sync' ? readSync(slice) : slice.arrayBuffer();
  };
  return {
    async next() {
      if (mode === 'sync' && performance.now() - lastYield >= SYNC_YIELD_MS) {
        await new Promise((resolve) => setTimeout(resolve, 0));
        lastYield = performance.now();
      }
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
