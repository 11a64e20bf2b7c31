/**
 * Benchmark page for bench/hash-bench.mjs: hashes the file chosen in
 * <input id="file"> through the real createHasher() + md5.worker.ts, while
 * measuring how long the main thread is blocked. With another read mode than
 * `stream` (--read-mode, --matrix) the worker is readModes.worker.ts instead.
 */
import { createHasher, type Hasher, type HasherOptions } from '../../src/hashing/hashFile';
import { createMd5, type Md5Engine } from '../../src/hashing/md5';
import type { ReadMode } from './readModes';

type BenchOptions = HasherOptions & { readMode?: ReadMode };

interface RunResult {
  md5: string;
  ms: number;
  bytes: number;
  progressEvents: number;
  progressMonotonic: boolean;
  finalProgress: number;
  /** Longest gap between two turns of a setTimeout(0) loop, minus its ~4 ms period. */
  maxTimerGapMs: number;
  /** Longest requestAnimationFrame interval. */
  maxFrameGapMs: number;
  longTasks: number;
  maxLongTaskMs: number;
}

let hasher: Hasher | undefined;
let hasherKey = '';

function monitor() {
  let stop = false;
  let maxTimerGap = 0;
  let maxFrameGap = 0;
  let longTasks = 0;
  let maxLongTask = 0;
  let lastTimer = performance.now();
  const tick = () => {
    if (stop) return;
    const now = performance.now();
    maxTimerGap = Math.max(maxTimerGap, now - lastTimer);
    lastTimer = now;
    setTimeout(tick, 0);
  };
  setTimeout(tick, 0);
  let lastFrame = -1;
  const frame = (t: number) => {
    if (stop) return;
    if (lastFrame >= 0) maxFrameGap = Math.max(maxFrameGap, t - lastFrame);
    lastFrame = t;
    requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
  let observer: PerformanceObserver | undefined;
  try {
    observer = new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        longTasks++;
        maxLongTask = Math.max(maxLongTask, entry.duration);
      }
    });
    observer.observe({ type: 'longtask', buffered: false });
  } catch {
    // longtask not supported
  }
  return () => {
    stop = true;
    observer?.disconnect();
    return { maxTimerGapMs: maxTimerGap, maxFrameGapMs: maxFrameGap, longTasks, maxLongTaskMs: maxLongTask };
  };
}

function createBenchHasher({ readMode = 'stream', ...options }: BenchOptions): Hasher {
  // `stream` is exactly what ships: createHasher() starting its own md5.worker.ts.
  if (readMode === 'stream') return createHasher(options);
  const createWorker = () => new Worker(new URL('./readModes.worker.ts', import.meta.url), { type: 'module', name: readMode });
  return createHasher({ ...options, createWorker });
}

async function run(options: BenchOptions): Promise<RunResult> {
  const input = document.getElementById('file') as HTMLInputElement;
  const file = input.files?.[0];
  if (!file) throw new Error('no file selected');
  const key = JSON.stringify(options);
  if (!hasher || key !== hasherKey) {
    hasher?.dispose();
    hasher = createBenchHasher(options);
    hasherKey = key;
    // Start the worker (and compile its MD5) outside the timed region.
    await hasher.hash(new Blob([]));
  }
  let progressEvents = 0;
  let monotonic = true;
  let last = -1;
  const stopMonitor = monitor();
  // Let the monitor take its first turns before the work starts.
  await new Promise((resolve) => setTimeout(resolve, 20));
  const t0 = performance.now();
  const md5 = await hasher.hash(file, {
    onProgress: ({ bytesHashed, totalBytes }) => {
      progressEvents++;
      if (bytesHashed < last || totalBytes !== file.size) monotonic = false;
      last = bytesHashed;
    },
  });
  const ms = performance.now() - t0;
  await new Promise((resolve) => setTimeout(resolve, 20));
  const stalls = stopMonitor();
  return {
    md5,
    ms,
    bytes: file.size,
    progressEvents,
    progressMonotonic: monotonic,
    finalProgress: last,
    ...stalls,
  };
}

function dispose(): void {
  hasher?.dispose();
  hasher = undefined;
  hasherKey = '';
}

/**
 * Pure hashing speed of each MD5 engine on in-memory bytes (no file I/O, no worker), fed in
 * 2 MiB pieces like the stream reader delivers them. Rounds are interleaved; MB/s per round.
 */
function engines(sizeMiB: number, rounds: number): Record<string, number[]> {
  const size = sizeMiB * 1024 * 1024;
  const data = new Uint8Array(size);
  for (let o = 0; o < size; o += 65536) crypto.getRandomValues(data.subarray(o, o + 65536));
  const piece = 2 * 1024 * 1024;
  const kinds: Md5Engine[] = ['js', 'wasm'];
  const speeds: Record<string, number[]> = { js: [], wasm: [] };
  const digests = new Set<string>();
  for (let r = 0; r <= rounds; r++) {
    for (const kind of kinds) {
      const hasher = createMd5(kind);
      const t0 = performance.now();
      for (let o = 0; o < size; o += piece) hasher.update(data.subarray(o, o + piece));
      digests.add(hasher.digest());
      const ms = performance.now() - t0;
      if (r > 0) speeds[kind]!.push(size / 1e3 / ms); // round 0 warms up the JIT
    }
  }
  if (digests.size !== 1) throw new Error(`engines disagree: ${[...digests].join(' ')}`);
  return speeds;
}

(window as unknown as { md5bench: unknown }).md5bench = { run, dispose, engines };
document.getElementById('log')!.textContent = 'ready';
