/**
 * The service over HTTP with durable storage in `process.argv[2]`, run as a
 * child process so its memory is its own; it answers `reset` and `report`
 * over IPC with its memory use. Besides the service it serves one control
 * route that reads a body whole into memory, as uploads once were: it shows
 * the probe does see memory grow with a body.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { createPatchbayServer } from '../src/createPatchbayServer';
import { serveNode } from '../src/serveNode';

const BUFFERING_CONTROL_PATH = '/__control/read-whole-body';

export interface MemoryFigures {
  rss: number;
  heapUsed: number;
  /** Memory of Buffers and ArrayBuffers, outside the JS heap: where request chunks live. */
  arrayBuffers: number;
}

export interface MemoryReport {
  baseline: MemoryFigures;
  /** Highest value of each figure since `reset`, sampled every few milliseconds. */
  sampledPeak: MemoryFigures;
  /** The kernel's own peak RSS since `reset` (Linux: VmHWM after clearing it); null where unavailable. */
  kernelPeakRss: number | null;
}

export type ProbeMessage = { ready: { url: string; projectApiKey: string; controlPath: string } } | { reset: true } | { report: MemoryReport };

const dataDir = process.argv[2];
if (!dataDir) throw new Error('usage: memoryProbeServer <dataDir>');

const server = createPatchbayServer({ storage: { dataDir }, rateLimit: false, onError: (error) => console.error(error) });
const running = await serveNode(async (request) => {
  if (new URL(request.url).pathname === BUFFERING_CONTROL_PATH) {
    const bytes = await request.arrayBuffer();
    return new Response(String(bytes.byteLength));
  }
  return server.fetch(request);
});

const figures = (): MemoryFigures => {
  const { rss, heapUsed, arrayBuffers } = process.memoryUsage();
  return { rss, heapUsed, arrayBuffers };
};

/** Resets the kernel's peak RSS to the current RSS; false where /proc does not allow it. */
function resetKernelPeak(): boolean {
  try {
    writeFileSync('/proc/self/clear_refs', '5');
    return true;
  } catch {
    return false;
  }
}

function kernelPeakRss(): number | null {
  try {
    const kib = /VmHWM:\s+(\d+) kB/.exec(readFileSync('/proc/self/status', 'utf8'))?.[1];
    return kib ? Number(kib) * 1024 : null;
  } catch {
    return null;
  }
}

let baseline = figures();
let peak = figures();
let kernelPeakAvailable = false;
const sample = () => {
  const now = figures();
  peak = {
    rss: Math.max(peak.rss, now.rss),
    heapUsed: Math.max(peak.heapUsed, now.heapUsed),
    arrayBuffers: Math.max(peak.arrayBuffers, now.arrayBuffers),
  };
};
setInterval(sample, 5);

const send = (message: ProbeMessage) => process.send?.(message);

process.on('message', (message: 'reset' | 'report') => {
  if (message === 'reset') {
    // A collected heap is the lowest baseline, so growth is measured from as low as it gets.
    (globalThis as { gc?: () => void }).gc?.();
    baseline = figures();
    peak = { ...baseline };
    kernelPeakAvailable = resetKernelPeak();
    send({ reset: true });
  } else {
    sample();
    send({ report: { baseline, sampledPeak: peak, kernelPeakRss: kernelPeakAvailable ? kernelPeakRss() : null } });
  }
});
process.on('disconnect', () => {
  void running.close().then(() => server.close().then(() => process.exit(0)));
});
send({ ready: { url: running.url, projectApiKey: server.projectApiKey, controlPath: BUFFERING_CONTROL_PATH } });
