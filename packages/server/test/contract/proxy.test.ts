import { readFileSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../src/ids';
import type { ConnectedAccountRecord, ConnectedAccountStatus } from '../../src/connectedAccounts/records';
import { BACKENDS, expectEnvelope, type RunningTestServer, useTestServer } from '../harness';

interface Echoed {
  method: string;
  path: string;
  query: Record<string, string>;
  headers: IncomingHttpHeaders;
  body_base64: string;
}

/** Bytes over several read chunks, different at every position that matters. */
const LARGE_BINARY = Buffer.from(Uint8Array.from({ length: 3 * 1024 * 1024 + 17 }, (_, i) => (i * 31 + (i >> 10)) % 256));

/** A real third-party stand-in on loopback: echoes requests, or serves text and bytes. */
function startEcho(): Promise<{ url: string; close: () => Promise<void> }> {
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://echo');
      if (url.pathname === '/binary') {
        res.writeHead(200, { 'content-type': 'application/octet-stream', 'x-upstream': 'yes' });
        res.end(Buffer.from([0, 1, 2, 255]));
      } else if (url.pathname === '/large-binary') {
        res.writeHead(200, { 'content-type': 'application/octet-stream' });
        res.end(LARGE_BINARY);
      } else if (url.pathname === '/text') {
        res.writeHead(200, { 'content-type': 'text/plain; charset=utf-8' });
        res.end('plain words');
      } else if (url.pathname === '/missing') {
        res.writeHead(404, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ missing: true }));
      } else {
        const echoed: Echoed = {
          method: req.method ?? '',
          path: url.pathname,
          query: Object.fromEntries(url.searchParams),
          headers: req.headers,
          body_base64: Buffer.concat(chunks).toString('base64'),
        };
        res.writeHead(200, { 'content-type': 'application/json', 'set-cookie': ['a=1', 'b=2'] });
        res.end(JSON.stringify(echoed));
      }
    });
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({
        url: `http://127.0.0.1:${port}`,
        close: () => new Promise((done) => server.close(() => done())),
      });
    });
  });
}

interface SeedOptions {
  toolkit?: string;
  scheme?: string;
  credentials?: Record<string, string>;
  status?: ConnectedAccountStatus;
  projectId?: string;
}

/** Puts an auth config and an account straight into the store, as a finished connect flow would. */
function seedAccount(t: RunningTestServer, options: SeedOptions = {}): ConnectedAccountRecord {
  const now = new Date().toISOString();
  const projectId = options.projectId ?? t.server.defaultProjectId;
  const toolkit = options.toolkit ?? 'patchbay_oauth_demo';
  const authConfigId = newId('authConfig');
  t.server.store.put('auth_configs', {
    id: authConfigId,
    project_id: projectId,
    name: `${toolkit} test config`,
    toolkit_slug: toolkit,
    auth_scheme: options.scheme ?? 'OAUTH2',
    is_vendor_managed: true,
    credentials: {},
    restrict_to_following_tools: [],
    status: 'ENABLED',
    created_at: now,
    updated_at: now,
  });
  return t.server.store.put('connected_accounts', {
    id: newId('connectedAccount'),
    project_id: projectId,
    user_id: 'user-1',
    toolkit_slug: toolkit,
    auth_config_id: authConfigId,
    status: options.status ?? 'ACTIVE',
    status_reason: null,
    credentials: options.credentials ?? { access_token: `tok_${newId('linkToken')}` },
    is_disabled: false,
    created_at: now,
    updated_at: now,
    deleted_at: null,
  });
}

let echo: { url: string; close: () => Promise<void> };
beforeAll(async () => {
  echo = await startEcho();
});
afterAll(() => echo.close());

describe.each(BACKENDS)('proxy (%s)', (backend) => {
  const t = useTestServer(backend);

  const proxy = (body: unknown) => t.api('POST', '/api/v3/tools/execute/proxy', { body });

  describe('to the OAuth sandbox (Acme Tasks)', () => {
    it('sends the account access token and returns the JSON answer', async () => {
      const account = seedAccount(t);
      const me = await proxy({ endpoint: '/me', method: 'GET', connected_account_id: account.id });
      expect(me.status).toBe(200);
      expect(me.body.status).toBe(200);
      expect(me.body.data).toMatchObject({ id: 'user-1', connected_account_id: account.id });
      expect(me.body.headers['content-type']).toContain('application/json');
    });

    it('creates a task with a JSON POST and reads it back', async () => {
      const account = seedAccount(t);
      const created = await proxy({
        endpoint: 'tasks',
        method: 'POST',
        connected_account_id: account.id,
        body: { title: 'Write docs', project: 'kit', priority: 'high', estimate: 3 },
      });
      expect(created.body.status).toBe(201);
      expect(created.body.data).toMatchObject({ title: 'Write docs', project: 'kit', priority: 'high', estimate: 3, completed: false });
      const id: string = created.body.data.id;

      const patched = await proxy({ endpoint: `/tasks/${id}`, method: 'PATCH', connected_account_id: account.id, body: { completed: true } });
      expect(patched.body.data).toMatchObject({ id, completed: true, title: 'Write docs' });
      const list = await proxy({ endpoint: '/tasks', method: 'GET', connected_account_id: account.id });
      expect(list.body.data.tasks.map((task: { id: string }) => task.id)).toEqual([id]);

      const head = await proxy({ endpoint: '/tasks', method: 'HEAD', connected_account_id: account.id });
      expect(head.body.status).toBe(200);
      expect(head.body.data).toBeUndefined();

      const deleted = await proxy({ endpoint: `/tasks/${id}`, method: 'DELETE', connected_account_id: account.id });
      expect(deleted.body.data).toEqual({ id, deleted: true });
      const gone = await proxy({ endpoint: `/tasks/${id}`, method: 'GET', connected_account_id: account.id });
      expect(gone.status).toBe(200);
      expect(gone.body.status).toBe(404);
      expect(gone.body.data.error).toBe('not_found');
    });

    it('keeps tasks per connected account', async () => {
      const mine = seedAccount(t);
      const theirs = seedAccount(t);
      await proxy({ endpoint: '/tasks', method: 'POST', connected_account_id: mine.id, body: { title: 'mine' } });
      const list = await proxy({ endpoint: '/tasks', method: 'GET', connected_account_id: theirs.id });
      expect(list.body.data).toEqual({ tasks: [], total: 0 });
    });

    it('stores a binary answer and hands out a signed download URL', async () => {
      const account = seedAccount(t);
      const result = await proxy({ endpoint: '/files/diagram.png', method: 'GET', connected_account_id: account.id });
      expect(result.status).toBe(200);
      expect(result.body.data).toBeUndefined();
      const binary = result.body.binary_data;
      expect(binary).toEqual({ url: expect.any(String), content_type: 'image/png', size: 70, expires_at: expect.any(String) });
      expect(Date.parse(binary.expires_at) - Date.now()).toBeGreaterThan(3500 * 1000);
      expect(binary.url.startsWith(`${t.baseUrl}/uploads/binary/`)).toBe(true);

      const download = await fetch(binary.url);
      expect(download.status).toBe(200);
      expect(download.headers.get('content-type')).toBe('image/png');
      const bytes = new Uint8Array(await download.arrayBuffer());
      expect([...bytes.slice(0, 4)]).toEqual([0x89, 0x50, 0x4e, 0x47]);
      expect(bytes.byteLength).toBe(70);

      const tampered = new URL(binary.url);
      tampered.searchParams.set('content_type', 'text/html');
      expect((await fetch(tampered)).status).toBe(403);
    });

    it('passes the sandbox 400 for an invalid task through as the third-party status', async () => {
      const account = seedAccount(t);
      const result = await proxy({ endpoint: '/tasks', method: 'POST', connected_account_id: account.id, body: { title: '' } });
      expect(result.status).toBe(200);
      expect(result.body.status).toBe(400);
      expect(result.body.data).toEqual({ error: 'invalid_request', message: expect.stringContaining('title') });
    });
  });

  describe('to the other built-in toolkits', () => {
    it('sends the API key to Acme Metrics and aggregates events', async () => {
      const account = seedAccount(t, { toolkit: 'patchbay_apikey_demo', scheme: 'API_KEY', credentials: { api_key: 'am_secret', region: 'eu' } });
      const event = await proxy({ endpoint: '/events', method: 'POST', connected_account_id: account.id, body: { name: 'signups', value: 3 } });
      expect(event.body.status).toBe(201);
      expect(event.body.data).toMatchObject({ name: 'signups', value: 3, region: 'eu' });
      await proxy({ endpoint: '/events', method: 'POST', connected_account_id: account.id, body: { name: 'signups' } });
      const metrics = await proxy({
        endpoint: '/metrics',
        method: 'GET',
        connected_account_id: account.id,
        parameters: [{ name: 'name', type: 'query', value: 'signups' }],
      });
      expect(metrics.body.data).toMatchObject({ name: 'signups', region: 'eu', count: 2, sum: 4 });
    });

    it('calls Acme Status without credentials', async () => {
      const account = seedAccount(t, { toolkit: 'patchbay_noauth_demo', scheme: 'NO_AUTH', credentials: {} });
      const status = await proxy({ endpoint: '/status', method: 'GET', connected_account_id: account.id });
      expect(status.body.data.status).toBe('operational');
    });
  });

  describe('to an absolute URL', () => {
    it('sends query and header parameters and the credentials, which the caller cannot override', async () => {
      const account = seedAccount(t, { credentials: { access_token: 'secret-token' } });
      const result = await proxy({
        endpoint: `${echo.url}/v1/items?fixed=1`,
        method: 'GET',
        connected_account_id: account.id,
        parameters: [
          { name: 'page', type: 'query', value: '2' },
          { name: 'X-Trace', type: 'header', value: 'abc' },
          { name: 'Authorization', type: 'header', value: 'Bearer stolen' },
        ],
      });
      expect(result.status).toBe(200);
      const echoed: Echoed = result.body.data;
      expect(echoed.path).toBe('/v1/items');
      expect(echoed.query).toEqual({ fixed: '1', page: '2' });
      expect(echoed.headers['x-trace']).toBe('abc');
      expect(echoed.headers.authorization).toBe('Bearer secret-token');
      expect(result.body.headers['set-cookie']).toBe('a=1, b=2');
    });

    it('authenticates by the auth scheme: API key, basic, bearer token, none', async () => {
      const cases: [string, Record<string, string>, string, string | undefined][] = [
        ['API_KEY', { api_key: 'k-123' }, 'x-api-key', 'k-123'],
        ['BASIC', { username: 'ann', password: 'pw' }, 'authorization', `Basic ${Buffer.from('ann:pw').toString('base64')}`],
        ['BEARER_TOKEN', { token: 'bt' }, 'authorization', 'Bearer bt'],
        ['NO_AUTH', {}, 'authorization', undefined],
      ];
      for (const [scheme, credentials, header, expected] of cases) {
        const account = seedAccount(t, { toolkit: 'patchbay_noauth_demo', scheme, credentials });
        const result = await proxy({ endpoint: `${echo.url}/who`, method: 'GET', connected_account_id: account.id });
        expect((result.body.data as Echoed).headers[header]).toBe(expected);
      }
    });

    it('sends JSON bodies and binary bodies from base64 or a URL', async () => {
      const account = seedAccount(t);
      const json = await proxy({ endpoint: `${echo.url}/json`, method: 'PUT', connected_account_id: account.id, body: { a: [1, 2] } });
      expect(json.body.data.method).toBe('PUT');
      expect(json.body.data.headers['content-type']).toBe('application/json');
      expect(Buffer.from(json.body.data.body_base64, 'base64').toString()).toBe('{"a":[1,2]}');

      const base64 = Buffer.from([9, 8, 7]).toString('base64');
      const binary = await proxy({
        endpoint: `${echo.url}/upload`,
        method: 'POST',
        connected_account_id: account.id,
        binary_body: { base64, content_type: 'application/x-demo' },
      });
      expect(binary.body.data.body_base64).toBe(base64);
      expect(binary.body.data.headers['content-type']).toBe('application/x-demo');

      const fromUrl = await proxy({
        endpoint: `${echo.url}/upload`,
        method: 'POST',
        connected_account_id: account.id,
        binary_body: { url: `${echo.url}/binary` },
      });
      expect(Buffer.from(fromUrl.body.data.body_base64, 'base64')).toEqual(Buffer.from([0, 1, 2, 255]));
      expect(fromUrl.body.data.headers['content-type']).toBe('application/octet-stream');
    });

    it('returns text as a string, bytes as binary_data and third-party errors as their status', async () => {
      const account = seedAccount(t);
      const text = await proxy({ endpoint: `${echo.url}/text`, method: 'GET', connected_account_id: account.id });
      expect(text.body.data).toBe('plain words');
      const bytes = await proxy({ endpoint: `${echo.url}/binary`, method: 'GET', connected_account_id: account.id });
      expect(bytes.body.binary_data).toMatchObject({ content_type: 'application/octet-stream', size: 4 });
      expect(bytes.body.headers['x-upstream']).toBe('yes');
      const download = new Uint8Array(await (await fetch(bytes.body.binary_data.url)).arrayBuffer());
      expect([...download]).toEqual([0, 1, 2, 255]);
      const missing = await proxy({ endpoint: `${echo.url}/missing`, method: 'GET', connected_account_id: account.id });
      expect(missing.status).toBe(200);
      expect(missing.body).toMatchObject({ status: 404, data: { missing: true } });
    });

    it('keeps a binary answer on disk and streams it back whole; HEAD sends only its headers', async () => {
      const account = seedAccount(t);
      const result = await proxy({ endpoint: `${echo.url}/large-binary`, method: 'GET', connected_account_id: account.id });
      const binary = result.body.binary_data;
      expect(binary.size).toBe(LARGE_BINARY.byteLength);
      const binaryId = new URL(binary.url).pathname.split('/').pop()!;
      expect(readFileSync(join(t.server.filesDir, 'binaries', binaryId)).equals(LARGE_BINARY)).toBe(true);

      const head = await fetch(binary.url, { method: 'HEAD' });
      expect(head.status).toBe(200);
      expect(head.headers.get('content-length')).toBe(String(LARGE_BINARY.byteLength));
      expect(await head.text()).toBe('');
      const download = await fetch(binary.url);
      expect(download.headers.get('content-length')).toBe(String(LARGE_BINARY.byteLength));
      expect(download.headers.get('content-disposition')).toBe('attachment');
      expect(Buffer.from(await download.arrayBuffer()).equals(LARGE_BINARY)).toBe(true);
    });

    it('answers 502 when the third party cannot be reached', async () => {
      const closed = await startEcho();
      await closed.close();
      const account = seedAccount(t);
      const error = expectEnvelope(await proxy({ endpoint: `${closed.url}/x`, method: 'GET', connected_account_id: account.id }), 502);
      expect(error.slug).toBe('upstream_unreachable');
      expect(error.message).toContain('ECONNREFUSED');
    });
  });

  describe('account selection', () => {
    it('uses the only ACTIVE account when connected_account_id is omitted', async () => {
      seedAccount(t, { status: 'INITIATED' });
      const active = seedAccount(t);
      const result = await proxy({ endpoint: '/me', method: 'GET' });
      expect(result.body.data.connected_account_id).toBe(active.id);
    });

    it('answers 400 without connected_account_id when there is no single ACTIVE account', async () => {
      const none = expectEnvelope(await proxy({ endpoint: '/me', method: 'GET' }), 400);
      expect(none.message).toContain('no ACTIVE connected account');
      expect(none.suggested_fix).toContain('connected_account_id');
      seedAccount(t);
      seedAccount(t);
      expect(expectEnvelope(await proxy({ endpoint: '/me', method: 'GET' }), 400).message).toContain('2 ACTIVE connected accounts');
    });

    it('answers 422 for deleted or inactive accounts and 404 for unknown or foreign ones', async () => {
      const deleted = seedAccount(t);
      t.server.store.put('connected_accounts', { ...deleted, deleted_at: new Date().toISOString() });
      const deletedError = expectEnvelope(await proxy({ endpoint: '/me', method: 'GET', connected_account_id: deleted.id }), 422);
      expect(deletedError.slug).toBe('connected_account_deleted');

      const initiated = seedAccount(t, { status: 'INITIATED' });
      const inactive = expectEnvelope(await proxy({ endpoint: '/me', method: 'GET', connected_account_id: initiated.id }), 422);
      expect(inactive.slug).toBe('connected_account_not_active');

      expect(expectEnvelope(await proxy({ endpoint: '/me', method: 'GET', connected_account_id: 'ca_unknown123' }), 404).slug).toBe('not_found');
      const other = await t.api('POST', '/api/v3/org/owner/project/new', { key: 'org', body: { name: 'other' } });
      const foreign = seedAccount(t, { projectId: other.body.id });
      expect(expectEnvelope(await proxy({ endpoint: '/me', method: 'GET', connected_account_id: foreign.id }), 404).slug).toBe('not_found');
    });
  });

  describe('the sandbox APIs directly', () => {
    it('reject missing and unknown credentials with 401 JSON', async () => {
      const noToken = await fetch(`${t.baseUrl}/sandbox/patchbay_oauth_demo/tasks`);
      expect(noToken.status).toBe(401);
      expect(await noToken.json()).toMatchObject({ error: 'invalid_token' });
      const wrong = await fetch(`${t.baseUrl}/sandbox/patchbay_oauth_demo/me`, { headers: { authorization: 'Bearer nope' } });
      expect(wrong.status).toBe(401);
      const noKey = await fetch(`${t.baseUrl}/sandbox/patchbay_apikey_demo/metrics`, { headers: { 'x-api-key': 'nope' } });
      expect(noKey.status).toBe(401);
      expect(await noKey.json()).toMatchObject({ error: 'invalid_api_key' });
    });

    it('stop accepting a token once its account is deleted or not ACTIVE', async () => {
      const account = seedAccount(t, { credentials: { access_token: 'live-token' } });
      const headers = { authorization: 'Bearer live-token' };
      expect((await fetch(`${t.baseUrl}/sandbox/patchbay_oauth_demo/me`, { headers })).status).toBe(200);
      t.server.store.put('connected_accounts', { ...account, status: 'EXPIRED' });
      expect((await fetch(`${t.baseUrl}/sandbox/patchbay_oauth_demo/me`, { headers })).status).toBe(401);
      t.server.store.put('connected_accounts', { ...account, deleted_at: new Date().toISOString() });
      expect((await fetch(`${t.baseUrl}/sandbox/patchbay_oauth_demo/me`, { headers })).status).toBe(401);
    });

    it('answer HEAD and serve status without credentials', async () => {
      const status = await fetch(`${t.baseUrl}/sandbox/patchbay_noauth_demo/status`, { method: 'HEAD' });
      expect(status.status).toBe(200);
      expect(status.headers.get('content-type')).toContain('application/json');
    });
  });

  describe('sandbox behaviour', () => {
    it('lists recorded metrics and reports the latest value', async () => {
      const account = seedAccount(t, { toolkit: 'patchbay_apikey_demo', scheme: 'API_KEY', credentials: { api_key: 'pk_metrics' } });
      const headers = { 'x-api-key': 'pk_metrics', 'content-type': 'application/json' };
      const base = `${t.baseUrl}/sandbox/patchbay_apikey_demo`;
      for (const [name, value] of [
        ['cpu', 10],
        ['cpu', 30],
        ['mem', 5],
      ] as const) {
        const posted = await fetch(`${base}/events`, { method: 'POST', headers, body: JSON.stringify({ name, value }) });
        expect(posted.status).toBe(201);
      }
      expect(await (await fetch(`${base}/metrics`, { headers })).json()).toEqual({
        region: 'us',
        metrics: [
          { name: 'cpu', count: 2 },
          { name: 'mem', count: 1 },
        ],
      });
      expect(await (await fetch(`${base}/metrics?name=cpu`, { headers })).json()).toMatchObject({ count: 2, sum: 40, latest: 30 });
      const invalid = await fetch(`${base}/events`, { method: 'POST', headers, body: JSON.stringify({ name: 'bad name!' }) });
      expect(invalid.status).toBe(400);
      expect(await invalid.json()).toMatchObject({ error: 'invalid_request', message: expect.stringContaining('name') });
      const notJson = await fetch(`${base}/events`, { method: 'POST', headers, body: 'nope' });
      expect(notJson.status).toBe(400);
      expect(account.toolkit_slug).toBe('patchbay_apikey_demo');
    });

    it('validates task fields and completes tasks', async () => {
      seedAccount(t, { credentials: { access_token: 'tasks-token' } });
      const headers = { authorization: 'Bearer tasks-token', 'content-type': 'application/json' };
      const base = `${t.baseUrl}/sandbox/patchbay_oauth_demo`;
      const created = await fetch(`${base}/tasks`, { method: 'POST', headers, body: JSON.stringify({ title: 'Ship', project: 'ops' }) });
      const task = await created.json();
      expect(task).toMatchObject({ title: 'Ship', project: 'ops', priority: 'normal', estimate: null, archived: false, completed: false });
      const done = await fetch(`${base}/tasks/${task.id}`, { method: 'PATCH', headers, body: JSON.stringify({ completed: true }) });
      expect(await done.json()).toMatchObject({ id: task.id, completed: true });
      const badPriority = await fetch(`${base}/tasks`, { method: 'POST', headers, body: JSON.stringify({ title: 'x', priority: 'urgent' }) });
      expect(badPriority.status).toBe(400);
      expect((await fetch(`${base}/tasks/task_missing`, { headers })).status).toBe(404);
      expect((await fetch(`${base}/files/notes.txt`, { headers })).status).toBe(404);
    });

    it('refuses a relative endpoint for a toolkit without an HTTP API', async () => {
      const account = seedAccount(t, { toolkit: 'code_interpreter', scheme: 'NO_AUTH', credentials: {} });
      const error = expectEnvelope(await proxy({ endpoint: '/run', method: 'GET', connected_account_id: account.id }), 400);
      expect(error.errors.join(' ')).toContain('body.endpoint');
    });
  });

  describe('malformed input', () => {
    it('rejects bad proxy requests with 400 naming the field', async () => {
      const account = seedAccount(t);
      const id = account.id;
      const cases: [unknown, string][] = [
        [{ method: 'GET', connected_account_id: id }, 'body.endpoint'],
        [{ endpoint: '/me', connected_account_id: id }, 'body.method'],
        [{ endpoint: '/me', method: 'TRACE', connected_account_id: id }, 'body.method'],
        [{ endpoint: 42, method: 'GET', connected_account_id: id }, 'body.endpoint'],
        [{ endpoint: 'ftp://example.com/x', method: 'GET', connected_account_id: id }, 'body.endpoint'],
        [{ endpoint: '//example.com/x', method: 'GET', connected_account_id: id }, 'body.endpoint'],
        [{ endpoint: '/me', method: 'GET', connected_account_id: 'nope' }, 'body.connected_account_id'],
        [{ endpoint: '/me', method: 'GET', connected_account_id: 7 }, 'body.connected_account_id'],
        [{ endpoint: '/tasks', method: 'GET', connected_account_id: id, body: { a: 1 } }, 'body.body'],
        [{ endpoint: '/tasks', method: 'HEAD', connected_account_id: id, binary_body: { base64: 'AA==' } }, 'body.binary_body'],
        [{ endpoint: '/tasks', method: 'POST', connected_account_id: id, body: {}, binary_body: { base64: 'AA==' } }, 'body.binary_body'],
        [{ endpoint: '/tasks', method: 'POST', connected_account_id: id, binary_body: { base64: '**' } }, 'body.binary_body.base64'],
        [{ endpoint: '/tasks', method: 'POST', connected_account_id: id, binary_body: { file: 'x' } }, 'body.binary_body'],
        [{ endpoint: '/tasks', method: 'POST', connected_account_id: id, binary_body: { url: 'file:///etc/passwd' } }, 'body.binary_body.url'],
        [{ endpoint: '/me', method: 'GET', connected_account_id: id, parameters: 'x' }, 'body.parameters'],
        [
          { endpoint: '/me', method: 'GET', connected_account_id: id, parameters: [{ name: 'a', type: 'cookie', value: 'b' }] },
          'body.parameters.0.type',
        ],
        [
          { endpoint: '/me', method: 'GET', connected_account_id: id, parameters: [{ name: 'a', type: 'header', value: 1 }] },
          'body.parameters.0.value',
        ],
        [
          { endpoint: '/me', method: 'GET', connected_account_id: id, parameters: [{ name: 'bad name', type: 'header', value: 'v' }] },
          'body.parameters.0.name',
        ],
        [
          { endpoint: '/me', method: 'GET', connected_account_id: id, parameters: [{ name: 'x', type: 'header', value: 'a\r\nb' }] },
          'body.parameters.0.value',
        ],
        [
          { endpoint: '/me', method: 'GET', connected_account_id: id, parameters: [{ name: 'Host', type: 'header', value: 'evil' }] },
          'body.parameters.0.name',
        ],
      ];
      for (const [body, field] of cases) {
        const error = expectEnvelope(await proxy(body), 400);
        expect(error.errors.join(' ')).toContain(field);
      }
      expect(expectEnvelope(await t.api('POST', '/api/v3/tools/execute/proxy', { rawBody: '{"endpoint":' }), 400).message).toContain('JSON');
      expect(expectEnvelope(await t.api('POST', '/api/v3/tools/execute/proxy', { rawBody: '"GET"' }), 400).slug).toBe('bad_request');
    });

    it('accepts a lowercase method', async () => {
      const account = seedAccount(t);
      const result = await proxy({ endpoint: '/me', method: 'get', connected_account_id: account.id });
      expect(result.body.status).toBe(200);
    });
  });
});
