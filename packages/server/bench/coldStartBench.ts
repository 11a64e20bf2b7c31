/**
 * Cold start of the service: how long a fresh Node process takes to import
 * `@patchbay/server`, create a server and get its first answer through the
 * in-process `fetch`, as every test worker and every `pnpm server` does.
 *
 *   pnpm bench:cold-start                      # the built package, then the sources
 *   pnpm bench:cold-start --runs 11 --rt       # more runs; each child under SCHED_RR (root, busy machine)
 *   pnpm bench:cold-start --save-before        # keep the current build to compare a change against
 *   pnpm bench:cold-start --compare            # ... and later measure it beside the new build
 *   pnpm bench:cold-start --profile /tmp/prof  # also one profiled child: where its time went
 *
 * Each run spawns `node bench/coldStartChild.mjs <entry>` (see that file),
 * which reports, from `performance.now()` (counted from the start of the
 * process): Node's own start-up, the import, `createPatchbayServer()`, the
 * first answer (an authenticated `GET /api/v3/connected_accounts`, which
 * loads that route group) and the total since the process started; then the
 * first `GET /api/v3/toolkits` (which loads its group, reads the catalog's
 * data files and builds the catalog) and the total with it; and the process's CPU
 * time at the first answer. Medians, with the min and max, over `--runs`
 * processes per entry; entries take turns, so a load spike hits them alike.
 *
 * Entries:
 * - built: `packages/server/dist`, what users run; build it first with
 *   `pnpm --filter @patchbay/client --filter @patchbay/relay --filter @patchbay/server build`.
 *   The target is read here: total to the first answer under 300 ms (median).
 * - sources: `src/` through tsx (`--import tsx`, the `@patchbay/source`
 *   condition), as `pnpm server` loads it; tsx's transpiling is part of
 *   these figures. `--no-source` skips them.
 * - before: with `--compare [dir]`, a copy of an earlier build
 *   (`--save-before` writes one to node_modules/.cold-start-before).
 *
 * Options: --runs N (default 7), --rt (each child under `chrt -r 10`: on a
 * shared machine the figures then count much less of other processes' work),
 * --no-source, --compare [dir], --save-before, --profile DIR, --keep-extra-ca-certs (see childEnv).
 *
 * On a shared, busy machine the figures move with the load: compare entries
 * measured in one run, and read the CPU column beside the wall times.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { loadavg } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const TARGET_MS = 300;
const here = dirname(fileURLToPath(import.meta.url));
const packageDir = resolve(here, '..');
const repoRoot = resolve(packageDir, '../..');
const childScript = join(here, 'coldStartChild.mjs');
const savedBefore = join(packageDir, 'node_modules/.cold-start-before');

interface Options {
  runs: number;
  rt: boolean;
  source: boolean;
  compare: string | undefined;
  saveBefore: boolean;
  profile: string | undefined;
  keepExtraCaCerts: boolean;
}

function parseOptions(argv: string[]): Options {
  const options: Options = { runs: 7, rt: false, source: true, compare: undefined, saveBefore: false, profile: undefined, keepExtraCaCerts: false };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    const next = argv[i + 1];
    if (arg === '--') continue;
    else if (arg === '--runs') options.runs = Math.max(1, Number(argv[++i]));
    else if (arg === '--rt') options.rt = true;
    else if (arg === '--no-source') options.source = false;
    else if (arg === '--keep-extra-ca-certs') options.keepExtraCaCerts = true;
    else if (arg === '--save-before') options.saveBefore = true;
    else if (arg === '--profile') options.profile = resolve(argv[++i] ?? 'cold-start-profile');
    else if (arg === '--compare') options.compare = next && !next.startsWith('--') ? resolve(argv[++i]!) : savedBefore;
    else throw new Error(`Unknown option ${arg}; see the comment at the top of ${fileURLToPath(import.meta.url)}.`);
  }
  if (!Number.isSafeInteger(options.runs)) throw new Error('--runs takes a whole number.');
  return options;
}

/** One measured process, as coldStartChild.mjs prints it. */
interface Sample {
  boot: number;
  import: number;
  create: number;
  firstAnswer: number;
  total: number;
  toolkits: number;
  totalWithToolkits: number;
  cpu: number;
}

interface Entry {
  name: string;
  /** What the child imports: a file URL. */
  url: string;
  /** Node flags before the child script. */
  flags: string[];
}

function builtEntry(name: string, dir: string): Entry {
  const index = join(dir, 'dist/index.js');
  if (!existsSync(index)) throw new Error(`No ${index}: build it first (pnpm --filter @patchbay/server build).`);
  return { name, url: pathToFileURL(index).href, flags: [] };
}

/**
 * The children's environment. NODE_EXTRA_CA_CERTS makes every Node process read and parse that file of
 * certificates as it starts, before any script runs (about 95 ms on a two-core machine whose variable names the
 * system's whole bundle); the service makes no TLS connection on its way to a first answer, so the children run
 * without it unless `--keep-extra-ca-certs`. The bench prints what it costs Node's start here.
 */
function childEnv(options: Pick<Options, 'keepExtraCaCerts'>): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, NODE_OPTIONS: '' };
  if (!options.keepExtraCaCerts) delete env.NODE_EXTRA_CA_CERTS;
  return env;
}

/** Median time from a bare Node process's start to its first line, with the environment `options` give children. */
function bareNodeStart(options: Pick<Options, 'keepExtraCaCerts' | 'runs'>): number {
  const starts = Array.from({ length: options.runs }, () => {
    const result = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(performance.now()))'], {
      encoding: 'utf8',
      env: childEnv(options),
    });
    return Number(result.stdout);
  });
  return median(starts);
}

function run(entry: Entry, options: Options, extraFlags: string[] = []): Sample {
  const node = [...entry.flags, ...extraFlags, childScript, entry.url];
  const [command, args] = options.rt ? ['chrt', ['-r', '10', process.execPath, ...node]] : [process.execPath, node];
  // From the repository root, so `--import tsx` resolves.
  const result = spawnSync(command, args, { cwd: repoRoot, encoding: 'utf8', env: childEnv(options) });
  if (result.status !== 0) throw new Error(`${entry.name}: the child failed (${result.status}):\n${result.stderr}${result.stdout}`);
  return JSON.parse(result.stdout.trim().split('\n').at(-1)!) as Sample;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

const COLUMNS: [keyof Sample, string][] = [
  ['boot', 'node start'],
  ['import', 'import'],
  ['create', 'create'],
  ['firstAnswer', 'first answer'],
  ['total', 'TOTAL'],
  ['toolkits', '+ toolkits'],
  ['totalWithToolkits', 'total w/ toolkits'],
  ['cpu', 'CPU at answer'],
];

function table(results: Map<string, Sample[]>): string {
  const header = ['entry', ...COLUMNS.map(([, title]) => `${title} ms`)];
  const rows = [...results].map(([name, samples]) => [
    name,
    ...COLUMNS.map(([key]) => {
      const values = samples.map((sample) => sample[key]);
      return `${median(values).toFixed(0)} [${Math.min(...values).toFixed(0)}-${Math.max(...values).toFixed(0)}]`;
    }),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i]!.length)));
  const line = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i]!)).join(' | ')} |`;
  return [line(header), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n');
}

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string };
  children?: number[];
}

/** Where a profiled frame's code lives: a package, a file of ours, or Node itself. */
function codeOwner(url: string): string {
  if (url === '') return '(V8: compiling, garbage collection, native)';
  const dependency = /node_modules\/(?:\.pnpm\/[^/]+\/node_modules\/)?((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (dependency) return dependency[1]!;
  if (url.startsWith('node:internal/modules')) return 'node: module loader';
  if (url.startsWith('node:internal/deps/undici')) return 'node: undici (Request, Response)';
  if (url.startsWith('node:')) return 'node: other';
  return url.replace(pathToFileURL(repoRoot).href + '/', '');
}

/** Self time by owner in the child's CPU profile, largest first. */
function summarizeProfile(dir: string): string {
  const file = readdirSync(dir).find((name) => name.endsWith('.cpuprofile'));
  if (!file) throw new Error(`No .cpuprofile in ${dir}`);
  const profile = JSON.parse(readFileSync(join(dir, file), 'utf8')) as { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[] };
  const owners = new Map(profile.nodes.map((node) => [node.id, codeOwner(node.callFrame.url)]));
  const self = new Map<string, number>();
  let total = 0;
  profile.samples.forEach((id, i) => {
    const ms = (profile.timeDeltas[i] ?? 0) / 1000;
    total += ms;
    self.set(owners.get(id)!, (self.get(owners.get(id)!) ?? 0) + ms);
  });
  const top = [...self].sort((a, b) => b[1] - a[1]).slice(0, 15);
  return [
    `Profile ${join(dir, file)} (${total.toFixed(0)} ms sampled; open it in Chrome DevTools for the call tree). Self time by owner:`,
    ...top.map(([owner, ms]) => `  ${ms.toFixed(1).padStart(7)} ms  ${owner}`),
  ].join('\n');
}

const options = parseOptions(process.argv.slice(2));

if (options.saveBefore) {
  rmSync(savedBefore, { recursive: true, force: true });
  mkdirSync(savedBefore, { recursive: true });
  builtEntry('built', packageDir);
  // Inside node_modules so its imports resolve from here; with package.json, its files stay ES modules.
  cpSync(join(packageDir, 'dist'), join(savedBefore, 'dist'), { recursive: true });
  cpSync(join(packageDir, 'package.json'), join(savedBefore, 'package.json'));
  console.log(`Saved the current build to ${savedBefore}; measure a later one beside it with --compare.`);
  process.exit(0);
}

const entries: Entry[] = [];
if (options.compare) entries.push(builtEntry('before (built)', options.compare));
entries.push(builtEntry('built', packageDir));
if (options.source) {
  entries.push({
    name: 'sources (tsx)',
    url: pathToFileURL(join(packageDir, 'src/index.ts')).href,
    flags: ['--import', 'tsx', '--conditions=@patchbay/source'],
  });
}

console.log(
  `Cold start, ${options.runs} fresh processes per entry${options.rt ? ', each under SCHED_RR' : ''}; Node ${process.version}, load average ${loadavg()
    .map((n) => n.toFixed(2))
    .join(' ')}.`,
);
// One unmeasured round first: the files are then in the page cache for every entry alike.
for (const entry of entries) run(entry, options);
const results = new Map<string, Sample[]>(entries.map((entry) => [entry.name, []]));
for (let i = 0; i < options.runs; i++) {
  for (const entry of entries) results.get(entry.name)!.push(run(entry, options));
}
console.log(`${table(results)}\nmedian [min-max]; TOTAL is from the process's start to the first answer.`);
if (process.env.NODE_EXTRA_CA_CERTS) {
  const without = bareNodeStart({ ...options, keepExtraCaCerts: false });
  const withCerts = bareNodeStart({ ...options, keepExtraCaCerts: true });
  console.log(
    `NODE_EXTRA_CA_CERTS is set (${process.env.NODE_EXTRA_CA_CERTS}); the children ran ${options.keepExtraCaCerts ? 'with' : 'without'} it. ` +
      `A bare Node process reaches its first line ${without.toFixed(0)} ms after its start without it, ${withCerts.toFixed(0)} ms with it (medians of ${options.runs}).`,
  );
}

const built = median(results.get('built')!.map((sample) => sample.total));
console.log(`Target (built, TOTAL median < ${TARGET_MS} ms): ${built < TARGET_MS ? 'PASS' : 'MISS'} at ${built.toFixed(0)} ms.`);

if (options.profile) {
  rmSync(options.profile, { recursive: true, force: true });
  run(builtEntry('built', packageDir), options, ['--cpu-prof', `--cpu-prof-dir=${options.profile}`]);
  console.log(`\n${summarizeProfile(options.profile)}`);
}
