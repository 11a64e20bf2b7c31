/**
 * One measured HTTP server per process (forked by throughputBench.ts with an
 * IPC channel): the role is the first argument, the upstream URL (for the
 * proxies) the second. Each answers `{ url, apiKey? }` once it listens.
 *
 * - `bare`: Node's `http` answering a fixed list page (the floor, and the
 *   upstream of both proxies);
 * - `minimal`: Hono + better-sqlite3, the same indexed "accounts of a user"
 *   query as the service's list, no validation or wire mapping;
 * - `service`: the real service (durable storage, every middleware), seeded;
 * - `forwarder`: a plain `fetch`-forwarding proxy to the upstream;
 * - `relay`: `@patchbay/relay` in front of the same upstream.
 */
import { createServer, type RequestListener } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { getRequestListener } from '@hono/node-server';
import Database from 'better-sqlite3';
import { Hono } from 'hono';
import { createRelay } from '@patchbay/relay';
import { createPatchbayServer } from '../../src/createPatchbayServer';
import { serveNode } from '../../src/serveNode';
import type { ConnectedAccountStatus } from '../../src/connectedAccounts/records';
import { benchAccount, benchTime } from '../benchAccount';

/** Accounts seeded into the service and the minimal handler alike, five per user. */
export const ACCOUNTS = 20_000;
export const ACCOUNTS_PER_USER = 5;
export const USERS = ACCOUNTS / ACCOUNTS_PER_USER;
/** A key the minimal handler checks, as the service checks its own. */
const MINIMAL_KEY = 'pk_minimal_bench';
const STATUSES: ConnectedAccountStatus[] = ['ACTIVE', 'ACTIVE', 'EXPIRED', 'INITIATED', 'INACTIVE'];

const account = (i: number, projectId: string, authConfig: { id: string; toolkit: string }) =>
  benchAccount(i, { projectId, users: USERS, authConfig, status: STATUSES[i % STATUSES.length]! });

/** What the bare upstream answers: a list page shaped like the service's, about as long. */
const BARE_PAGE = JSON.stringify({
  items: Array.from({ length: ACCOUNTS_PER_USER }, (_, i) => ({
    ...account(i, 'pr_bench', { id: 'ac_bench', toolkit: 'github' }),
    toolkit: { slug: 'github' },
    auth_config: { id: 'ac_bench', auth_scheme: 'OAUTH2', is_vendor_managed: true, is_composio_managed: true, is_disabled: false },
    alias: null,
    connected_at: benchTime(i),
    last_used_at: null,
    latest_link: null,
  })),
  next_cursor: null,
  total_pages: 1,
  current_page: 1,
  total_items: ACCOUNTS_PER_USER,
});

async function listen(listener: RequestListener): Promise<string> {
  const server = createServer({ keepAliveTimeout: 60_000 }, listener);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/** A web-standard handler over Node's HTTP server, as the service is served (the listener answers every request itself). */
function listenFetch(handler: (request: Request) => Response | Promise<Response>): Promise<string> {
  const listener = getRequestListener(handler);
  return listen((incoming, outgoing) => void listener(incoming, outgoing));
}

function bare(): Promise<string> {
  const body = Buffer.from(BARE_PAGE);
  return listen((request, response) => {
    request.resume();
    response.writeHead(200, { 'content-type': 'application/json', 'content-length': body.length });
    response.end(body);
  });
}

function minimal(): Promise<string> {
  const db = new Database(join(dir, 'minimal.db'));
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = FULL');
  db.exec(`CREATE TABLE accounts (seq INTEGER PRIMARY KEY, id TEXT NOT NULL UNIQUE, data TEXT NOT NULL,
    project_id TEXT, user_id TEXT, deleted_at TEXT, created_at TEXT);
    CREATE INDEX accounts_by_user ON accounts (project_id, deleted_at, user_id, created_at);`);
  const insert = db.prepare('INSERT INTO accounts (id, data, project_id, user_id, deleted_at, created_at) VALUES (?, ?, ?, ?, NULL, ?)');
  db.transaction(() => {
    for (let i = 0; i < ACCOUNTS; i++) {
      const record = account(i, 'pr_bench', { id: `ac_${i % 10}`, toolkit: `toolkit_${i % 10}` });
      insert.run(record.id, JSON.stringify(record), record.project_id, record.user_id, record.created_at);
    }
  })();
  const select = db.prepare(
    'SELECT data FROM accounts WHERE project_id = ? AND deleted_at IS NULL AND user_id = ? ORDER BY created_at DESC, seq DESC LIMIT 21',
  );
  const app = new Hono();
  app.get('/api/v3/connected_accounts', (c) => {
    if (c.req.header('x-api-key') !== MINIMAL_KEY) return c.json({ error: 'unauthorized' }, 401);
    const user = c.req.query('user_ids') ?? '';
    const rows = select.all('pr_bench', user) as { data: string }[];
    const items = rows.slice(0, 20).map((row) => JSON.parse(row.data) as unknown);
    return c.json({ items, next_cursor: null, total_pages: 1, current_page: 1, total_items: items.length });
  });
  return listenFetch(app.fetch);
}

async function service(): Promise<{ url: string; apiKey: string }> {
  const server = createPatchbayServer({
    storage: { dataDir: dir },
    uploads: { dir },
    // On, so its cost is measured, and too high to ever refuse the bench.
    rateLimit: { limit: 1e9, windowMs: 10_000 },
  });
  const call = async (method: string, path: string, body?: unknown) => {
    const response = await server.fetch(
      new Request(`http://bench.local${path}`, {
        method,
        headers: { 'x-api-key': server.projectApiKey, 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      }),
    );
    if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
    return response.json() as Promise<Record<string, unknown>>;
  };
  const toolkits = (await call('POST', '/api/v3/toolkits/multi', { limit: 10 })) as { items: { slug: string }[] };
  const configs: { id: string; toolkit: string }[] = [];
  for (const { slug } of toolkits.items) {
    const created = (await call('POST', '/api/v3/auth_configs', { toolkit: { slug } })) as { auth_config: { id: string } };
    configs.push({ id: created.auth_config.id, toolkit: slug });
  }
  server.store.transaction(() => {
    for (let i = 0; i < ACCOUNTS; i++) server.store.put('connected_accounts', account(i, server.defaultProjectId, configs[i % configs.length]!));
  });
  const running = await serveNode(server.fetch);
  return { url: running.url, apiKey: server.projectApiKey };
}

function forwarder(upstream: string): Promise<string> {
  return listenFetch(async (request) => {
    const url = new URL(request.url);
    const headers = new Headers({ accept: request.headers.get('accept') ?? '*/*', 'x-api-key': 'pk_upstream' });
    const answer = await fetch(upstream + url.pathname.replace(/^\/patchbay/, '') + url.search, { method: request.method, headers });
    return new Response(answer.body, { status: answer.status, headers: answer.headers });
  });
}

function relay(upstream: string): Promise<string> {
  const handler = createRelay({
    target: upstream,
    apiKey: 'pk_upstream',
    authenticate: (request) => {
      const userId = request.headers.get('x-bench-user');
      return userId ? { userId } : null;
    },
    // On, so its cost is measured, and too high to ever refuse the bench.
    rateLimit: { limit: 1e9, windowMs: 10_000 },
  });
  return listenFetch(handler);
}

const dir = mkdtempSync(join(tmpdir(), 'patchbay-throughput-'));
process.on('exit', () => rmSync(dir, { recursive: true, force: true }));
process.on('disconnect', () => process.exit(0));

const [role, upstream] = process.argv.slice(2);
const ready =
  role === 'bare'
    ? { url: await bare() }
    : role === 'minimal'
      ? { url: await minimal(), apiKey: MINIMAL_KEY }
      : role === 'service'
        ? await service()
        : role === 'forwarder'
          ? { url: await forwarder(upstream!) }
          : role === 'relay'
            ? { url: await relay(upstream!) }
            : undefined;
if (!ready) throw new Error(`unknown role ${role}`);
// With --cpu-prof: when serving began, on the profile's clock, so readCpuProfile.ts can leave start-up and seeding out.
const profileDir = process.env.BENCH_CPU_PROF;
if (profileDir) writeFileSync(join(profileDir, `ready-${process.pid}.txt`), String(process.hrtime.bigint() / 1000n));
process.send!(ready);
