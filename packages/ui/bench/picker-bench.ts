/**
 * ToolkitPicker benchmark in headless Chromium:
 *
 *   tsx packages/ui/bench/picker-bench.ts            (the `bench:picker` script)
 *   tsx packages/ui/bench/picker-bench.ts --sizes 1000,10000 --gap 120 --settle 1000
 *
 * Builds bench/picker-page with Vite (the real component, React's production
 * build), serves it on 127.0.0.1 with a listing of N generated toolkits (see
 * generatedCatalog.ts) and, for each N, opens it with all N in one page of the
 * listing, then prints:
 *   - first render: mount -> the first painted frame with options (includes
 *     the request over loopback and the JSON parse of all N toolkits);
 *   - per keystroke (52 of them, typing and deleting words, `--gap` ms apart
 *     with a pause after each word so debounced searches land in between),
 *     starting `--settle` ms after the first render, as a person reads the
 *     list before typing (the load's own tail, such as the garbage collection
 *     of the N-toolkit response, belongs to loading, not to a keystroke):
 *     input event -> React commit + layout, and -> after the next frame;
 *   - with debounce 0: keystroke -> the frame showing that query's results;
 *   - long frames (50 ms or more, as Chromium's Long Animation Frames API
 *     reports them) from the first keystroke to the end: anything that
 *     blocked typing, results landing included.
 * Chromium runs with vsync off, so "next frame" is the work, not a wait for
 * the display's next 16.7 ms tick. Target: < 16 ms per keystroke at 10,000.
 * BENCH_DEBUG=1 also prints every keystroke's time to the next frame.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { readFileSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { cpus, loadavg, tmpdir } from 'node:os';
import { extname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { build, defaultClientConditions } from 'vite';
import { launchChromium } from '../../../scripts/chromium';
import { createCatalog } from './generatedCatalog';

const args = new Map<string, string>();
for (let i = 2; i < process.argv.length; i += 2) args.set(process.argv[i]!.replace(/^--/, ''), process.argv[i + 1] ?? '');
const sizes = (args.get('sizes') ?? '1000,10000').split(',').map(Number);
const gapMs = Number(args.get('gap') ?? 120);
const settleMs = Number(args.get('settle') ?? 1000);
const WORDS = ['acme', 'cloud', 'data ops', 'metric', 'zen'];
const TARGET_MS = 16;

interface Keystroke {
  commit: number;
  paint: number;
  results: number | null;
  options: number;
  /** The host ran other guests on our CPUs during this keystroke. */
  hostTookCpu: boolean;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};
const ms = (value: number) => `${value.toFixed(1)} ms`;

async function buildPage(outDir: string): Promise<void> {
  await build({
    configFile: false,
    logLevel: 'warn',
    root: fileURLToPath(new URL('./picker-page/', import.meta.url)),
    resolve: { conditions: ['@patchbay/source', ...defaultClientConditions] },
    plugins: [react()],
    build: { outDir, emptyOutDir: true },
  });
}

/** The built page, and a generated catalog of N toolkits under /n/N/api/v3 for each N. */
async function serve(dir: string, counts: number[]) {
  const types: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css' };
  const catalogs = new Map(counts.map((count) => [count, createCatalog(count)]));
  const respond = async (req: IncomingMessage, res: ServerResponse) => {
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    const api = /^\/n\/(\d+)\/api\/v3(\/.*)$/.exec(path);
    if (api) {
      let body = '';
      for await (const chunk of req) body += chunk;
      const catalog = catalogs.get(Number(api[1]));
      const answer = catalog ? catalog(api[2]!, body) : { status: 404, body: { error: { message: 'No such catalog' } } };
      res.writeHead(answer.status, { 'content-type': 'application/json' }).end(JSON.stringify(answer.body));
      return;
    }
    try {
      const file = join(dir, path === '/' ? 'index.html' : path.replace(/\.\.+/g, ''));
      const body = await readFile(file);
      res.writeHead(200, { 'content-type': types[extname(file)] ?? 'application/octet-stream' }).end(body);
    } catch {
      res.writeHead(404).end();
    }
  };
  const server = createServer((req, res) => void respond(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, close: () => server.close() };
}

/** CPU time the hypervisor gave to other guests so far, in seconds (Linux; 0 elsewhere). */
function stolenSeconds(): number {
  try {
    const [cpu] = readFileSync('/proc/stat', 'utf8').split('\n');
    return Number(cpu!.trim().split(/\s+/)[8] ?? 0) / 100;
  } catch {
    return 0;
  }
}

/** Type each word, pause so the debounced search lands, delete it again. */
function keySequence(): string[] {
  const keys: string[] = [];
  for (const word of WORDS) {
    keys.push(...word.split(''), 'pause');
    keys.push(...word.split('').map(() => 'Backspace'), 'pause');
  }
  return keys;
}

const stolenAtStart = stolenSeconds();
const outDir = await mkdtemp(join(tmpdir(), 'patchbay-picker-bench-'));
const browser = await launchChromium(['--disable-gpu-vsync', '--disable-frame-rate-limit']);
let server: Awaited<ReturnType<typeof serve>> | undefined;
try {
  await buildPage(outDir);
  server = await serve(outDir, sizes);
  const rows: string[][] = [];
  for (const size of sizes) {
    for (const debounce of [200, 0]) {
      const page = await browser.newPage({ viewport: { width: 800, height: 720 } });
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      await page.goto(`${server.url}/?n=${size}&debounce=${debounce}`);
      const first = await page.evaluate(() => window.bench.firstRender());
      await page.focus('[role="combobox"][type="search"]');
      await page.waitForTimeout(settleMs);
      await page.evaluate(() => window.bench.startTyping());
      const strokes: Keystroke[] = [];
      for (const key of keySequence()) {
        if (key === 'pause') {
          await page.waitForTimeout(400);
          continue;
        }
        const stolenBefore = stolenSeconds();
        const stroke = await page.evaluate((k) => window.bench.keystroke(k), key);
        strokes.push({ ...stroke, hostTookCpu: stolenSeconds() > stolenBefore });
        await page.waitForTimeout(gapMs);
      }
      const longFrames = await page.evaluate(() => window.bench.longFramesWhileTyping());
      if (errors.length > 0) throw new Error(`page errors: ${errors.join('; ')}`);
      if (process.env.BENCH_DEBUG) console.log(size, debounce, strokes.map((s) => s.paint.toFixed(0)).join(' '));
      const commits = strokes.map((s) => s.commit);
      const paints = strokes.map((s) => s.paint);
      const undisturbed = strokes.filter((s) => !s.hostTookCpu).map((s) => s.paint);
      const results = strokes.flatMap((s) => (s.results === null ? [] : [s.results]));
      rows.push([
        size.toLocaleString('en-US'),
        `${debounce} ms`,
        debounce === 200 ? ms(first) : '',
        String(strokes.length),
        `${ms(median(commits))} / ${ms(Math.max(...commits))}`,
        `${ms(median(paints))} / ${ms(Math.max(...paints))}`,
        results.length > 0 ? `${ms(median(results))} / ${ms(Math.max(...results))}` : '',
        longFrames.length > 0 ? `${longFrames.length}, worst ${ms(Math.max(...longFrames))}` : '0',
        `${strokes.length - undisturbed.length} / ${undisturbed.length > 0 ? ms(Math.max(...undisturbed)) : '-'}`,
        Math.max(...paints) < TARGET_MS ? 'PASS' : 'MISS',
      ]);
      await page.close();
    }
  }
  const header = [
    'toolkits',
    'debounce',
    'first render',
    'keys',
    'key->commit med/worst',
    'key->next frame med/worst',
    'key->results med/worst',
    'frames >= 50 ms',
    'host took CPU: keys / worst of the rest',
    `< ${TARGET_MS} ms`,
  ];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i]!)).join('  ');
  console.log(line(header));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const row of rows) console.log(line(row));
  console.log(
    `\nTarget: < ${TARGET_MS} ms per keystroke at 10,000 with the default debounce (200 ms). With debounce 0 every` +
      "\nkeystroke also runs a search whose response (here all matches in one page) lands in a later keystroke's frame." +
      '\nOn a virtual machine the host may run other guests on our CPUs mid-keystroke; such keystrokes are counted' +
      '\n(in 10 ms ticks of /proc/stat) and the worst of the others is shown beside them. The verdict uses all keys.',
  );
  // Worst cases swing with whatever else the machine runs; say how busy it was.
  const load = loadavg()
    .map((l) => l.toFixed(1))
    .join(' / ');
  const stolen = (stolenSeconds() - stolenAtStart).toFixed(1);
  console.log(`\nload average ${load} on ${cpus().length} CPUs; CPU time the host took for other guests during the run: ${stolen} s`);
} finally {
  await browser.close();
  server?.close();
  await rm(outDir, { recursive: true, force: true });
}
