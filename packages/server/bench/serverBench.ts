/**
 * Two benches, run with `pnpm bench:server` (or one of them:
 * `pnpm bench:server throughput` / `pnpm bench:server scaling`):
 *
 * - throughput against anchors over real HTTP, side by side in one run (see
 *   throughput/throughputBench.ts);
 * - how list and create costs grow with the data: seeds 1,000, 20,000 and
 *   100,000 connected accounts (plus files and trigger instances) straight
 *   into the store, then measures through the real request path (in-process
 *   fetch), on durable and in-memory storage.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { createPatchbayServer, type PatchbayServer } from '../src/createPatchbayServer';
import type { ConnectedAccountStatus } from '../src/connectedAccounts/records';
import { benchAccount, benchTime } from './benchAccount';
import { runThroughputBench } from './throughput/throughputBench';

const SIZES = [1_000, 20_000, 100_000];
const LIST_RUNS = 200;
const CREATES = 300;
const STATUSES: ConnectedAccountStatus[] = ['INITIALIZING', 'INITIATED', 'ACTIVE', 'FAILED', 'EXPIRED', 'INACTIVE'];
const AUTH_CONFIGS = 10;
const ACCOUNTS_PER_USER = 5;

interface Result {
  mode: string;
  size: number;
  lists: Record<string, number>;
  createsPerSecond: number;
  commitsPerSecond: number | undefined;
}

async function call<T = unknown>(server: PatchbayServer, method: string, path: string, body?: unknown): Promise<T> {
  const response = await server.fetch(
    new Request(`http://bench.local${path}`, {
      method,
      headers: { 'x-api-key': server.projectApiKey, ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    }),
  );
  const parsed: unknown = await response.json();
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${JSON.stringify(parsed)}`);
  return parsed as T;
}

/** Auth configs through the API (so they are real), everything else straight into the store in one transaction. */
async function seed(server: PatchbayServer, size: number): Promise<{ configs: { id: string; toolkit: string }[]; users: number }> {
  const toolkits = await call<{ items: { slug: string }[] }>(server, 'POST', '/api/v3/toolkits/multi', { limit: AUTH_CONFIGS });
  const configs: { id: string; toolkit: string }[] = [];
  for (const { slug } of toolkits.items.slice(0, AUTH_CONFIGS)) {
    const created = await call<{ auth_config: { id: string } }>(server, 'POST', '/api/v3/auth_configs', { toolkit: { slug } });
    configs.push({ id: created.auth_config.id, toolkit: slug });
  }
  const projectId = server.defaultProjectId;
  const users = Math.ceil(size / ACCOUNTS_PER_USER);
  const { store } = server;
  store.transaction(() => {
    for (let i = 0; i < size; i++) {
      const config = configs[i % configs.length]!;
      const account = benchAccount(i, { projectId, users, authConfig: config, status: STATUSES[(i * 31) % STATUSES.length]! });
      store.put('connected_accounts', account);
      if (i % 20 === 0) {
        const md5 = i.toString(16).padStart(32, '0');
        store.put('files', {
          id: `file_bench${String(i).padStart(12, '0')}`,
          project_id: projectId,
          toolkit_slug: config.toolkit,
          tool_slug: 'bench_tool',
          filename: `f${i}.txt`,
          mimetype: 'text/plain',
          md5,
          key: `${projectId}/${config.toolkit}/bench_tool/${md5}/f${i}.txt`,
          status: 'completed',
          size: 10,
          requested_at: benchTime(i),
          created_at: benchTime(i),
        });
      }
      if (i % 10 === 0) {
        store.put('trigger_instances', {
          id: `ti_bench${String(i).padStart(12, '0')}`,
          project_id: projectId,
          trigger_slug: 'BENCH_TRIGGER',
          toolkit_slug: config.toolkit,
          connected_account_id: account.id,
          auth_config_id: config.id,
          user_id: account.user_id,
          trigger_config: {},
          status: i % 20 === 0 ? 'listening' : 'paused',
          state: {},
          disabled_at: null,
          version: '1',
          created_at: benchTime(i),
          updated_at: benchTime(i),
        });
      }
    }
  });
  return { configs, users };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

async function p50(run: (i: number) => Promise<unknown>): Promise<number> {
  for (let i = 0; i < 20; i++) await run(i);
  const times: number[] = [];
  for (let i = 0; i < LIST_RUNS; i++) {
    const started = performance.now();
    await run(i);
    times.push(performance.now() - started);
  }
  return median(times);
}

/** The floor under durable creation: one small INSERT committed per transaction, WAL + synchronous=FULL, same disk. */
function bareCommitsPerSecond(dir: string): number {
  const db = new Database(join(dir, 'fsync-probe.db'));
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = FULL');
  db.exec('CREATE TABLE t (id INTEGER PRIMARY KEY, data TEXT)');
  const insert = db.prepare('INSERT INTO t (data) VALUES (?)');
  const started = performance.now();
  for (let i = 0; i < CREATES; i++) insert.run('x'.repeat(500));
  const seconds = (performance.now() - started) / 1000;
  db.close();
  return CREATES / seconds;
}

async function measure(mode: 'durable' | 'memory', size: number): Promise<Result> {
  const dir = mkdtempSync(join(tmpdir(), 'patchbay-bench-'));
  const server = createPatchbayServer({
    storage: mode === 'durable' ? { dataDir: dir } : 'memory',
    uploads: { dir },
    rateLimit: false,
  });
  try {
    const seeded = performance.now();
    const { configs, users } = await seed(server, size);
    const seedSeconds = (performance.now() - seeded) / 1000;
    const user = (i: number) => `user_${(i * 104_729) % users}`;
    const config = (i: number) => configs[i % configs.length]!;
    const lists: Record<string, number> = {
      'one user': await p50((i) => call(server, 'GET', `/api/v3/connected_accounts?user_ids=${user(i)}`)),
      'all, page 1': await p50(() => call(server, 'GET', '/api/v3/connected_accounts')),
      'toolkit+status': await p50((i) =>
        call(server, 'GET', `/api/v3/connected_accounts?toolkit_slugs=${config(i).toolkit}&statuses=${STATUSES[i % STATUSES.length]}`),
      ),
      files: await p50(() => call(server, 'GET', '/api/v3/files/list')),
      triggers: await p50(() => call(server, 'GET', '/api/v3/trigger_instances/active')),
    };
    const create = (i: number) => call(server, 'POST', '/api/v3/connected_accounts/link', { auth_config_id: config(i).id, user_id: user(i) });
    for (let i = 0; i < 20; i++) await create(CREATES + i);
    const started = performance.now();
    for (let i = 0; i < CREATES; i++) {
      await create(i);
    }
    const createsPerSecond = CREATES / ((performance.now() - started) / 1000);
    const commitsPerSecond = mode === 'durable' ? bareCommitsPerSecond(dir) : undefined;
    process.stderr.write(`  ${mode} ${size}: seeded in ${seedSeconds.toFixed(1)} s\n`);
    return { mode, size, lists, createsPerSecond, commitsPerSecond };
  } finally {
    await server.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

function table(results: Result[]): string {
  const listNames = Object.keys(results[0]!.lists);
  const header = ['mode', 'accounts', ...listNames.map((n) => `${n} p50 ms`), 'links/s', 'bare commits/s'];
  const rows = results.map((r) => {
    const base = results.find((b) => b.mode === r.mode && b.size === SIZES[0])!;
    const ratio = (value: number, of: number) => (r === base ? '' : ` (${(value / of).toFixed(2)}x)`);
    return [
      r.mode,
      r.size.toLocaleString('en-US'),
      ...listNames.map((n) => `${r.lists[n]!.toFixed(2)}${ratio(r.lists[n]!, base.lists[n]!)}`),
      `${r.createsPerSecond.toFixed(0)}${ratio(r.createsPerSecond, base.createsPerSecond)}`,
      r.commitsPerSecond === undefined ? '-' : r.commitsPerSecond.toFixed(0),
    ];
  });
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i]!.length)));
  const line = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i]!)).join(' | ')} |`;
  return [line(header), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n');
}

const only = process.argv[2];
if (only !== undefined && only !== 'throughput' && only !== 'scaling') throw new Error(`Unknown bench '${only}': throughput or scaling.`);
if (only !== 'scaling') {
  await runThroughputBench();
}
if (only !== 'throughput') {
  const results: Result[] = [];
  for (const mode of ['durable', 'memory'] as const) {
    for (const size of SIZES) results.push(await measure(mode, size));
  }
  console.log(`\n${table(results)}`);
  console.log('\nRatios are to the 1,000-account row of the same mode. Targets: list p50 within 2x, links/s at least 0.5x.');
}
