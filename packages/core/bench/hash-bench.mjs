/**
 * MD5 worker benchmark: md5sum vs. createHasher() + md5.worker.ts in headless Chromium.
 *
 * Run (from the workspace root, once Chromium is installed: `apt-get install -y chromium`):
 *
 *   pnpm bench:hash                                     # tsx packages/core/bench/hash-bench.mjs
 *   pnpm bench:hash --rt                                # on a busy shared machine (root)
 *   pnpm bench:hash -- --sizes 64 --matrix              # tuning: read modes x engines x chunk sizes
 *
 * Needs: vite and playwright-core (resolved from the workspace), Chromium, md5sum, bash,
 * about 1.3 GB free in $TMPDIR for the files. Takes one to three minutes.
 *
 * Options:
 *   --sizes 16,256,1024     file sizes in MiB (default 16,256,1024)
 *   --runs 3                timed runs per size and side; the median is reported
 *   --chunk 2               largest read in MiB (fractions allowed; default: the library's, 2 MiB)
 *   --engine auto|wasm|js   MD5 implementation in the worker
 *   --read-mode stream|readahead|async|sync
 *                           how the worker reads the file (default stream, the only one that ships:
 *                           file.stream() in md5.worker.ts); the others are the slice readers of
 *                           bench/page/readModes.ts, run by the shipped handler in a bench worker
 *   --matrix                instead of the table, compare engines / read modes / chunk sizes
 *                           on the first size (for tuning)
 *   --configs LIST          with --matrix: the configurations, e.g. wasm:stream:2,js:readahead:8
 *   --engines               instead of the table, time the JS and WebAssembly MD5 engines alone
 *                           (in-memory bytes in the page, no I/O) against md5sum on the first size
 *   --dir PATH              where the random files live (default $TMPDIR/patchbay-hash-bench; reused)
 *   --chromium PATH         default /usr/bin/chromium-headless-shell (or $CHROMIUM_PATH)
 *   --rt                    on a shared, busy machine: run each timed md5sum and each timed hash (only
 *                           those, a second or two at a time) under SCHED_RR via chrt, so both sides
 *                           get whole CPUs and the ratio means something. Needs root. The kernel's RT
 *                           throttling still leaves other processes 5% of each CPU meanwhile.
 *
 * What it does: creates files of random bytes (kept for the next run), times `md5sum` on each
 * (runs interleaved with the browser's so machine load hits both alike), builds
 * bench/page with Vite (the real hashFile.ts + md5.worker.ts, production build), serves it on
 * 127.0.0.1, and in headless Chromium hands each file to <input type=file> with
 * page.setInputFiles (a disk-backed File: the page never loads it into memory), hashes it through
 * the worker (one warm-up, then --runs timed runs), and records throughput, the longest
 * main-thread stall (setTimeout(0) and requestAnimationFrame gaps, long tasks), the page's JS heap
 * (CDP Performance.getMetrics) and the renderer processes' resident private memory (RssAnon +
 * RssShmem from /proc, sampled every 25 ms: the worker and its buffers live there). On a loaded
 * machine it also prints load-adjusted figures: md5sum by its CPU time, the worker by wall time
 * minus the time its thread sat runnable waiting for a CPU (/proc/<pid>/task/<tid>/schedstat).
 * With --rt, RT throttling pauses the timed processes for 50 ms after 950 ms of CPU, which can
 * show up as a ~35-50 ms stall on the largest file.
 *
 * Exit code: 1 only when a digest differs from md5sum's (or the benchmark itself breaks);
 * targets (throughput >= 80% of md5sum, stall <= 50 ms, memory flat in file size) are reported
 * as PASS/MISS and never fail the run. The temporary server, build and browser are always cleaned up.
 */
/* global window -- the page.evaluate() callbacks run in the page */
import { spawnSync } from 'node:child_process';
import { randomFillSync } from 'node:crypto';
import {
  createReadStream,
  existsSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readFileSync,
  readdirSync,
  rmSync,
  statSync,
  writeSync,
  closeSync,
} from 'node:fs';
import { createServer } from 'node:http';
import { loadavg, tmpdir } from 'node:os';
import { extname, join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';
import { CHROMIUM_PATH, launchChromium } from '../../../scripts/chromium';

const here = dirname(fileURLToPath(import.meta.url));
const MiB = 1024 * 1024;
/** `stream` ships (md5.worker.ts); the others are bench/page/readModes.ts. */
const READ_MODES = ['stream', 'readahead', 'async', 'sync'];
const checkReadMode = (mode) => {
  if (!READ_MODES.includes(mode)) throw new Error(`unknown read mode ${mode}: one of ${READ_MODES.join(', ')}`);
  return mode;
};

// ---------------------------------------------------------------- options
function parseArgs(argv) {
  const opts = {
    sizes: [16, 256, 1024],
    runs: 3,
    chunk: undefined,
    engine: undefined,
    readMode: undefined,
    matrix: false,
    engines: false,
    dir: join(tmpdir(), 'patchbay-hash-bench'),
    chromium: CHROMIUM_PATH,
  };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    const value = () => {
      const v = argv[++i];
      if (v === undefined) throw new Error(`${arg} needs a value`);
      return v;
    };
    if (arg === '--')
      continue; // `pnpm bench:hash -- --flags`
    else if (arg === '--sizes') opts.sizes = value().split(',').map(Number);
    else if (arg === '--runs') opts.runs = Number(value());
    else if (arg === '--chunk') opts.chunk = Number(value());
    else if (arg === '--engine') opts.engine = value();
    else if (arg === '--read-mode') opts.readMode = checkReadMode(value());
    else if (arg === '--matrix') opts.matrix = true;
    else if (arg === '--engines') opts.engines = true;
    else if (arg === '--configs') opts.configs = value();
    else if (arg === '--rt') opts.rt = true;
    else if (arg === '--dir') opts.dir = value();
    else if (arg === '--chromium') opts.chromium = value();
    else if (arg === '--help' || arg === '-h') {
      console.log(readFileSync(fileURLToPath(import.meta.url), 'utf8').split('*/')[0]);
      process.exit(0);
    } else throw new Error(`unknown option ${arg}`);
  }
  if (opts.sizes.some((s) => !(s > 0)) || !(opts.runs >= 1)) throw new Error('bad --sizes or --runs');
  return opts;
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
const mbps = (bytes, ms) => bytes / 1e6 / (ms / 1000);
const fmt = (n, digits = 0) => (Number.isFinite(n) ? n.toFixed(digits) : '-');

// ---------------------------------------------------------------- files
function ensureFile(dir, sizeMiB) {
  mkdirSync(dir, { recursive: true });
  const path = join(dir, `random-${sizeMiB}MiB.bin`);
  const bytes = Math.round(sizeMiB * MiB);
  if (existsSync(path) && statSync(path).size === bytes) return path;
  process.stdout.write(`creating ${path} ... `);
  const fd = openSync(path, 'w');
  const piece = Buffer.allocUnsafe(8 * MiB);
  for (let written = 0; written < bytes;) {
    const n = Math.min(piece.length, bytes - written);
    randomFillSync(piece, 0, n);
    writeSync(fd, piece, 0, n);
    written += n;
  }
  closeSync(fd);
  console.log('done');
  return path;
}

/** Reads the file once so md5sum and the browser both start from the page cache. */
async function warm(path) {
  for await (const _ of createReadStream(path, { highWaterMark: 8 * MiB }));
}

/** --rt: timed work runs under SCHED_RR priority 10 (see the options). */
let realtime = false;

/**
 * Runs md5sum under bash, which reports md5sum's own wall time ($EPOCHREALTIME around it, so bash's
 * start-up is not counted) and CPU time (`times`: user + sys of its children).
 */
function md5sum(path) {
  const run = realtime ? 'chrt -r 10 md5sum -b -- "$1"' : 'md5sum -b -- "$1"';
  const script = `s=$EPOCHREALTIME; ${run} || exit 1; e=$EPOCHREALTIME; echo "wall $s $e"; times`;
  const result = spawnSync('bash', ['-c', script, 'bash', path], { encoding: 'utf8', env: { ...process.env, LC_ALL: 'C' } });
  if (result.status !== 0) throw new Error(`md5sum failed: ${result.stderr}`);
  const lines = result.stdout.trim().split('\n');
  const wall = /^wall (\d+\.\d+) (\d+\.\d+)$/m.exec(result.stdout);
  const children = /(\d+)m([\d.]+)s (\d+)m([\d.]+)s/.exec(lines.at(-1) ?? '');
  if (!wall || !children) throw new Error(`unexpected md5sum/bash output: ${result.stdout}`);
  const ms = (Number(wall[2]) - Number(wall[1])) * 1000;
  const cpuMs = (Number(children[1]) * 60 + Number(children[2]) + Number(children[3]) * 60 + Number(children[4])) * 1000;
  return { md5: lines[0].split(' ')[0], ms, cpuMs };
}

// ---------------------------------------------------------------- build + serve
async function buildPage(outDir) {
  await build({
    root: join(here, 'page'),
    configFile: false,
    logLevel: 'warn',
    base: './',
    build: { outDir, emptyOutDir: true, minify: true, sourcemap: false, target: 'es2022' },
    worker: { format: 'es' },
  });
  const assets = join(outDir, 'assets');
  const sizes = {};
  for (const name of readdirSync(assets)) {
    if (!name.endsWith('.js')) continue;
    const bytes = readFileSync(join(assets, name));
    sizes[name] = { min: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
  }
  return sizes;
}

const MIME = { '.html': 'text/html', '.js': 'text/javascript', '.wasm': 'application/wasm', '.css': 'text/css' };

function serve(root) {
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const rel = url.pathname === '/' ? '/index.html' : decodeURIComponent(url.pathname);
    const path = join(root, rel);
    if (!path.startsWith(root) || !existsSync(path) || statSync(path).isDirectory()) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'content-type': MIME[extname(path)] ?? 'application/octet-stream', 'cache-control': 'no-store' });
    createReadStream(path).pipe(res);
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

// ---------------------------------------------------------------- process memory
function processTable() {
  const table = new Map();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      const cmdline = readFileSync(`/proc/${entry}/cmdline`, 'utf8');
      table.set(Number(entry), { ppid, cmdline });
    } catch {
      // exited meanwhile
    }
  }
  return table;
}

/** Chromium processes started by this benchmark (descendants of this Node process). */
function chromiumProcesses() {
  const table = processTable();
  const mine = new Set([process.pid]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const [pid, { ppid }] of table) {
      if (!mine.has(pid) && mine.has(ppid)) {
        mine.add(pid);
        grew = true;
      }
    }
  }
  mine.delete(process.pid);
  return [...mine].map((pid) => ({ pid, renderer: table.get(pid)?.cmdline.includes('--type=renderer') ?? false }));
}

/** Renderer process ids (the page and its worker live in one of them). */
function rendererPids() {
  return chromiumProcesses()
    .filter((p) => p.renderer)
    .map((p) => p.pid);
}

/**
 * Scheduler statistics of the renderers' DedicatedWorker threads, by thread id: time on a CPU and
 * time spent runnable but waiting for a CPU (ns, from /proc/.../schedstat).
 */
function workerThreadStats(pids) {
  const stats = new Map();
  for (const pid of pids) {
    let tids = [];
    try {
      tids = readdirSync(`/proc/${pid}/task`);
    } catch {
      continue;
    }
    for (const tid of tids) {
      try {
        if (readFileSync(`/proc/${pid}/task/${tid}/comm`, 'utf8').trim() !== 'DedicatedWorker') continue;
        const [run, wait] = readFileSync(`/proc/${pid}/task/${tid}/schedstat`, 'utf8').split(' ').map(Number);
        stats.set(tid, { run, wait });
      } catch {
        // thread ended
      }
    }
  }
  return stats;
}

function statsDelta(before, after) {
  let run = 0;
  let wait = 0;
  for (const [tid, b] of after) {
    const a = before.get(tid) ?? { run: 0, wait: 0 };
    run += b.run - a.run;
    wait += b.wait - a.wait;
  }
  return { cpuMs: run / 1e6, waitMs: wait / 1e6 };
}

/** Resident private memory (RssAnon + RssShmem): RSS without the mapped Chromium binary and libraries. */
function privateRssBytes(pid) {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = (field) => Number(new RegExp(`${field}:\\s+(\\d+) kB`).exec(status)?.[1] ?? 0);
    return (kb('RssAnon') + kb('RssShmem')) * 1024;
  } catch {
    return 0;
  }
}

/** Private resident memory of the renderer processes, summed (the page and its worker live there). */
function rendererRss(pids = rendererPids()) {
  return pids.reduce((sum, pid) => sum + privateRssBytes(pid), 0);
}

// ---------------------------------------------------------------- browser side
async function openBrowser(opts, url) {
  if (!existsSync(opts.chromium)) {
    throw new Error(`Chromium not found at ${opts.chromium}: apt-get install -y chromium (or pass --chromium)`);
  }
  const browser = await launchChromium(['--disable-quic', '--enable-precise-memory-info'], opts.chromium);
  const page = await browser.newPage();
  page.on('pageerror', (error) => console.error('[page error]', error.message));
  page.on('console', (msg) => {
    if (msg.type() === 'error') console.error('[page console]', msg.text());
  });
  await page.goto(url);
  await page.waitForFunction(() => 'md5bench' in window);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Performance.enable');
  return { browser, page, cdp };
}

async function jsHeapUsed(cdp) {
  const { metrics } = await cdp.send('Performance.getMetrics');
  return metrics.find((m) => m.name === 'JSHeapUsedSize')?.value ?? NaN;
}

async function settleMemory(cdp) {
  await cdp.send('HeapProfiler.collectGarbage').catch(() => {});
  await new Promise((resolve) => setTimeout(resolve, 200));
}

/** Puts every thread of every Chromium process under SCHED_RR 10 (on) or back to SCHED_OTHER (off). */
function setChromiumPolicy(on) {
  for (const { pid } of chromiumProcesses()) {
    spawnSync('chrt', on ? ['-a', '-r', '-p', '10', String(pid)] : ['-a', '-o', '-p', '0', String(pid)], { stdio: 'ignore' });
  }
}

/** One hash through the page, with memory sampled while it runs. */
async function browserRun(ctx, hasherOptions) {
  const { page, cdp } = ctx;
  const pids = rendererPids();
  let peakRss = rendererRss(pids);
  let peakHeap = await jsHeapUsed(cdp);
  let sampling = true;
  let tick = 0;
  const sampler = (async () => {
    while (sampling) {
      peakRss = Math.max(peakRss, rendererRss(pids));
      if (tick++ % 4 === 0) peakHeap = Math.max(peakHeap, await jsHeapUsed(cdp).catch(() => 0));
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  })();
  const threadsBefore = workerThreadStats(pids);
  if (realtime) setChromiumPolicy(true);
  try {
    const result = await page.evaluate((options) => window.md5bench.run(options), hasherOptions);
    const worker = statsDelta(threadsBefore, workerThreadStats(pids));
    return { ...result, peakRss, peakHeap, workerCpuMs: worker.cpuMs, workerWaitMs: worker.waitMs };
  } finally {
    if (realtime) setChromiumPolicy(false);
    sampling = false;
    await sampler;
  }
}

function hasherOptionsFrom(opts, overrides = {}) {
  const options = {};
  const chunk = overrides.chunk ?? opts.chunk;
  if (chunk) options.chunkSize = Math.round(chunk * MiB);
  const engine = overrides.engine ?? opts.engine;
  if (engine !== undefined) options.engine = engine;
  const readMode = overrides.readMode ?? opts.readMode;
  if (readMode !== undefined) options.readMode = readMode;
  return options;
}

// ---------------------------------------------------------------- main
async function main() {
  const opts = parseArgs(process.argv.slice(2));
  if (opts.rt) {
    if (spawnSync('chrt', ['-r', '10', 'true']).status !== 0) throw new Error('--rt needs chrt and root');
    realtime = true;
  }
  const cleanups = [];
  const cleanup = async () => {
    while (cleanups.length)
      await cleanups
        .pop()()
        .catch((e) => console.error('cleanup:', e.message));
  };
  process.once('SIGINT', () => void cleanup().then(() => process.exit(130)));
  let failures = 0;
  try {
    console.log(
      `MD5 benchmark — ${new Date().toISOString()}, load average ${loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')}` + (realtime ? ', timed runs under SCHED_RR (--rt)' : ''),
    );
    const files = opts.sizes.map((size) => ({ size, path: ensureFile(opts.dir, size), bytes: Math.round(size * MiB) }));

    const outDir = mkdtempSync(join(tmpdir(), 'md5-bench-page-'));
    cleanups.push(async () => rmSync(outDir, { recursive: true, force: true }));
    const chunkSizes = await buildPage(outDir);
    const server = await serve(outDir);
    cleanups.push(() => new Promise((resolve) => server.close(() => resolve())));
    const url = `http://127.0.0.1:${server.address().port}/`;
    const ctx = await openBrowser(opts, url);
    cleanups.push(() => ctx.browser.close());
    console.log(`Chromium ${ctx.browser.version()}; page ${url}`);
    for (const [name, s] of Object.entries(chunkSizes)) {
      const kind = name.startsWith('md5.worker')
        ? 'worker chunk'
        : name.startsWith('readModes.worker')
          ? 'bench-only worker chunk (other read modes)'
          : 'page chunk (hashFile.ts + bench page)';
      console.log(`  ${kind}: ${name} ${(s.min / 1024).toFixed(1)} KiB min, ${(s.gzip / 1024).toFixed(1)} KiB min+gzip`);
    }

    if (opts.engines) {
      const file = files[0];
      await warm(file.path);
      if (realtime) setChromiumPolicy(true);
      const speeds = await ctx.page
        .evaluate(([size, rounds]) => window.md5bench.engines(size, rounds), [file.size, Math.max(opts.runs, 5)])
        .finally(() => realtime && setChromiumPolicy(false));
      const sums = Array.from({ length: opts.runs }, () => md5sum(file.path));
      const base = mbps(file.bytes, median(sums.map((s) => s.ms)));
      console.log(`\n${file.size} MiB in memory: md5sum (from page cache) ${fmt(base)} MB/s median`);
      for (const [kind, list] of Object.entries(speeds)) {
        console.log(
          `  ${kind.padEnd(5)} median ${fmt(median(list))} MB/s (${fmt((100 * median(list)) / base, 1)}%), best ${fmt(Math.max(...list))} MB/s`,
        );
      }
      return;
    }
    if (opts.matrix) {
      failures += await matrix(opts, ctx, files[0]);
      return;
    }

    const rows = [];
    for (const file of files) {
      await warm(file.path);
      await ctx.page.setInputFiles('#file', file.path);
      const hasherOptions = hasherOptionsFrom(opts);
      // Warm-up: starts the worker and compiles the MD5, so "before" is the idle state with a live worker.
      await browserRun(ctx, hasherOptions);
      await settleMemory(ctx.cdp);
      const before = { rss: rendererRss(), heap: await jsHeapUsed(ctx.cdp) };
      const sums = [];
      const runs = [];
      for (let r = 0; r < opts.runs; r++) {
        sums.push(md5sum(file.path));
        runs.push(await browserRun(ctx, hasherOptions));
      }
      await settleMemory(ctx.cdp);
      const after = { rss: rendererRss(), heap: await jsHeapUsed(ctx.cdp) };

      const expected = sums[0].md5;
      for (const s of sums) if (s.md5 !== expected) throw new Error(`md5sum disagrees with itself on ${file.path}`);
      const wrong = runs.filter((r) => r.md5 !== expected);
      const progressOk = runs.every((r) => r.progressMonotonic && r.finalProgress === file.bytes);
      if (wrong.length) {
        failures++;
        console.error(`FAIL ${file.size} MiB: worker MD5 ${wrong[0].md5} != md5sum ${expected}`);
      }
      if (!progressOk) {
        failures++;
        console.error(`FAIL ${file.size} MiB: progress not monotonic or not ending at ${file.bytes}`);
      }
      const row = {
        size: file.size,
        bytes: file.bytes,
        md5: expected,
        md5sumMBs: mbps(file.bytes, median(sums.map((s) => s.ms))),
        workerMBs: mbps(file.bytes, median(runs.map((r) => r.ms))),
        md5sumCpuMBs: mbps(file.bytes, median(sums.map((s) => s.cpuMs))),
        workerAdjMBs: mbps(file.bytes, median(runs.map((r) => r.ms - r.workerWaitMs))),
        workerCpuMBs: mbps(file.bytes, median(runs.map((r) => r.workerCpuMs))),
        workerWaitPct: median(runs.map((r) => (100 * r.workerWaitMs) / r.ms)),
        md5sumWaitPct: median(sums.map((s) => (100 * Math.max(0, s.ms - s.cpuMs)) / s.ms)),
        workerRuns: runs.map((r) => mbps(file.bytes, r.ms)),
        sumRuns: sums.map((s) => mbps(file.bytes, s.ms)),
        stallMs: Math.max(...runs.map((r) => r.maxTimerGapMs)),
        timerGapMs: Math.max(...runs.map((r) => r.maxTimerGapMs)),
        frameGapMs: Math.max(...runs.map((r) => r.maxFrameGapMs)),
        longTasks: runs.reduce((n, r) => n + r.longTasks, 0),
        progressEvents: median(runs.map((r) => r.progressEvents)),
        heapBefore: before.heap,
        heapPeak: Math.max(...runs.map((r) => r.peakHeap)),
        heapAfter: after.heap,
        rssBefore: before.rss,
        rssPeak: Math.max(...runs.map((r) => r.peakRss)),
        rssAfter: after.rss,
        ok: wrong.length === 0 && progressOk,
      };
      rows.push(row);
      console.log(
        `  ${file.size} MiB: md5sum ${row.sumRuns.map((v) => fmt(v)).join('/')} MB/s, worker ${row.workerRuns
          .map((v) => fmt(v))
          .join('/')} MB/s, ${row.ok ? 'digest OK' : 'DIGEST MISMATCH'} (${expected})`,
      );
    }
    printTable(rows, hasherOptionsFrom(opts));
  } finally {
    await cleanup();
  }
  if (failures) {
    console.error(`\n${failures} correctness failure(s)`);
    process.exitCode = 1;
  }
}

function printTable(rows, hasherOptions) {
  const MB = (b) => fmt(b / MiB, 1);
  console.log(`\nWorker config: ${JSON.stringify(hasherOptions)} (empty = defaults)`);
  console.log('MB/s = 10^6 bytes per second, medians; memory in MiB (before / peak / after); renderer mem = RssAnon + RssShmem');
  console.log('stall = longest gap between turns of a setTimeout(0) loop on the page (main thread); frame = longest rAF interval');
  const header = ['size', 'md5sum MB/s', 'worker MB/s', 'ratio %', 'stall ms', 'frame ms', 'long tasks', 'page heap MiB', 'renderer mem MiB', 'md5'];
  const lines = rows.map((r) => [
    r.size >= 1024 ? `${r.size / 1024} GiB` : `${r.size} MiB`,
    fmt(r.md5sumMBs),
    fmt(r.workerMBs),
    fmt((100 * r.workerMBs) / r.md5sumMBs, 1),
    fmt(r.stallMs, 1),
    fmt(r.frameGapMs, 1),
    String(r.longTasks),
    `${MB(r.heapBefore)} / ${MB(r.heapPeak)} / ${MB(r.heapAfter)}`,
    `${MB(r.rssBefore)} / ${MB(r.rssPeak)} / ${MB(r.rssAfter)}`,
    r.ok ? 'OK' : 'MISMATCH',
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i].length)));
  const print = (cells) => console.log('| ' + cells.map((c, i) => c.padStart(widths[i])).join(' | ') + ' |');
  print(header);
  console.log('|' + widths.map((w) => '-'.repeat(w + 2)).join('|') + '|');
  lines.forEach(print);

  console.log('\nUnder load (see the load average above) wall-clock figures swing; these estimate the uncontended case:');
  console.log('  md5sum: bytes / its CPU time (user + sys); worker: bytes / (wall time - time its thread waited for a CPU)');
  const header2 = ['size', 'md5sum CPU MB/s', 'md5sum waited %', 'worker adj. MB/s', 'worker waited %', 'adj. ratio %', 'worker thread CPU MB/s'];
  const lines2 = rows.map((r) => [
    r.size >= 1024 ? `${r.size / 1024} GiB` : `${r.size} MiB`,
    fmt(r.md5sumCpuMBs),
    fmt(r.md5sumWaitPct, 1),
    fmt(r.workerAdjMBs),
    fmt(r.workerWaitPct, 1),
    fmt((100 * r.workerAdjMBs) / r.md5sumCpuMBs, 1),
    fmt(r.workerCpuMBs),
  ]);
  const widths2 = header2.map((h, i) => Math.max(h.length, ...lines2.map((l) => l[i].length)));
  const print2 = (cells) => console.log('| ' + cells.map((c, i) => c.padStart(widths2[i])).join(' | ') + ' |');
  print2(header2);
  console.log('|' + widths2.map((w) => '-'.repeat(w + 2)).join('|') + '|');
  lines2.forEach(print2);

  console.log('\nTargets (wall-clock medians)');
  for (const r of rows) {
    const ratio = (100 * r.workerMBs) / r.md5sumMBs;
    const adj = (100 * r.workerAdjMBs) / r.md5sumCpuMBs;
    console.log(
      `  ${String(r.size).padStart(5)} MiB  throughput ${ratio >= 80 ? 'PASS' : 'MISS'} (${fmt(ratio, 1)}% of md5sum, target >= 80%; load-adjusted ${fmt(adj, 1)}%)` +
        `  stall ${r.stallMs <= 50 ? 'PASS' : 'MISS'} (${fmt(r.stallMs, 1)} ms, target <= 50 ms; longest frame ${fmt(r.frameGapMs, 1)} ms)`,
    );
  }
  if (rows.length >= 2) {
    const small = rows[0];
    const large = rows[rows.length - 1];
    const growRss = large.rssPeak - large.rssBefore - (small.rssPeak - small.rssBefore);
    const growHeap = large.heapPeak - large.heapBefore - (small.heapPeak - small.heapBefore);
    const sizeGrowth = large.bytes - small.bytes;
    // "Flat": going from the smallest to the largest file adds less than 10% of the extra bytes
    // (clamped to 16..64 MiB): a whole-file buffer would add 100%.
    const limit = Math.min(64 * MiB, Math.max(16 * MiB, sizeGrowth * 0.1));
    const flat = growRss < limit && growHeap < limit;
    console.log(
      `  memory     ${flat ? 'PASS' : 'MISS'} (peak growth ${small.size} MiB -> ${large.size} MiB: renderer memory ${fmt(growRss / MiB, 1)} MiB, ` +
        `page heap ${fmt(growHeap / MiB, 1)} MiB, for ${fmt(sizeGrowth / MiB)} MiB more data; target < ${fmt(limit / MiB)} MiB)`,
    );
  }
  console.log(`  correctness ${rows.every((r) => r.ok) ? 'PASS' : 'FAIL'} (worker MD5 == md5sum, progress monotonic and ending at the size)`);
}

/** Tuning mode: compares configurations on one file, interleaved so load changes hit all alike. */
async function matrix(opts, ctx, file) {
  let configs = [];
  for (const engine of ['js', 'wasm']) {
    for (const chunk of [1, 2, 4, 8]) configs.push({ engine, readMode: 'stream', chunk });
    for (const readMode of READ_MODES.slice(1)) configs.push({ engine, readMode, chunk: 8 });
  }
  if (opts.configs) {
    configs = opts.configs.split(',').map((spec) => {
      const [engine, mode, chunk] = spec.split(':');
      return { engine, readMode: checkReadMode(mode), chunk: Number(chunk) };
    });
  }
  await warm(file.path);
  await ctx.page.setInputFiles('#file', file.path);
  const results = configs.map(() => []);
  const sums = [];
  let failures = 0;
  for (let r = 0; r < opts.runs; r++) {
    sums.push(md5sum(file.path));
    for (let i = 0; i < configs.length; i++) {
      const options = hasherOptionsFrom(opts, configs[i]);
      if (r === 0) await browserRun(ctx, options); // warm-up per config
      const run = await browserRun(ctx, options);
      if (run.md5 !== sums[0].md5) {
        failures++;
        console.error(`FAIL ${JSON.stringify(configs[i])}: ${run.md5} != ${sums[0].md5}`);
      }
      results[i].push(run);
    }
  }
  const base = mbps(file.bytes, median(sums.map((s) => s.ms)));
  const baseCpu = mbps(file.bytes, median(sums.map((s) => s.cpuMs)));
  console.log(`\n${file.size} MiB, md5sum ${fmt(base)} MB/s wall, ${fmt(baseCpu)} MB/s by CPU time (medians of ${opts.runs})`);
  console.log('adj. = bytes / (wall - time the worker thread waited for a CPU); thread CPU = bytes / worker thread CPU time');
  console.log('read mode stream = the shipped md5.worker.ts; the others: bench/page/readModes.ts with the same handler');
  const header = [
    'engine',
    'read mode',
    'chunk MiB',
    'MB/s',
    'ratio %',
    'best MB/s',
    'adj. MB/s',
    'adj. ratio %',
    'thread CPU MB/s',
    'stall ms',
    'mem peak MiB',
  ];
  const lines = configs.map((c, i) => {
    const runs = results[i];
    const speed = mbps(file.bytes, median(runs.map((x) => x.ms)));
    const adj = mbps(file.bytes, median(runs.map((x) => x.ms - x.workerWaitMs)));
    return [
      c.engine,
      c.readMode,
      String(c.chunk),
      fmt(speed),
      fmt((100 * speed) / base, 1),
      fmt(mbps(file.bytes, Math.min(...runs.map((x) => x.ms)))),
      fmt(adj),
      fmt((100 * adj) / baseCpu, 1),
      fmt(mbps(file.bytes, median(runs.map((x) => x.workerCpuMs)))),
      fmt(Math.max(...runs.map((x) => x.maxTimerGapMs)), 1),
      fmt(Math.max(...runs.map((x) => x.peakRss)) / MiB, 1),
    ];
  });
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i].length)));
  for (const cells of [header, ...lines]) console.log(cells.map((c, i) => c.padStart(widths[i])).join('  '));
  return failures;
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
