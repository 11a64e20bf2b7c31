import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SqliteStore } from '../../src/collections/SqliteStore';
import { createPatchbayServer, type PatchbayServer } from '../../src/createPatchbayServer';
import { ToolkitFaults } from '../../src/testControls/toolkitFaults';
import { BACKENDS, expectEnvelope, testControls, useTestServer } from '../harness';
import { connect, startReceiver, type Receiver } from './toolFixtures';

const TOOLKIT = 'patchbay_oauth_demo';
const LIST_TASKS = 'PATCHBAY_OAUTH_DEMO_LIST_TASKS';

describe.each(BACKENDS)('test controls: toolkit faults (%s)', (backend) => {
  const t = useTestServer(backend, { testControls: true });
  const controls = () => testControls(t.server);
  let receiver: Receiver;
  beforeEach(async () => {
    receiver = await startReceiver();
    await t.api('POST', '/api/v3/webhook_subscriptions', {
      body: { webhook_url: receiver.url, enabled_events: ['composio.connected_account.expired'] },
    });
  });
  afterEach(async () => {
    await t.server.idle();
    await receiver.close();
  });

  const proxy = (accountId: string) =>
    t.api('POST', '/api/v3/tools/execute/proxy', { body: { connected_account_id: accountId, endpoint: '/tasks', method: 'GET' } });
  const listTasks = (accountId: string) =>
    t.api('POST', `/api/v3/tools/execute/${LIST_TASKS}`, { body: { connected_account_id: accountId, arguments: {} } });

  it('answers the status instead of the toolkit for the next `times` calls, 429 with Retry-After, then the toolkit again', async () => {
    const { accountId } = await connect(t, TOOLKIT, 'user-1');
    expect(await controls().failToolkit(TOOLKIT, { status: 429, times: 2 })).toEqual({
      toolkit_slug: TOOLKIT,
      project_id: null,
      status: 429,
      delay_ms: 0,
      retry_after_seconds: 1,
      remaining: 2,
    });
    const first = await proxy(accountId);
    expect(first.body).toMatchObject({ status: 429, data: { error: 'rate_limited' } });
    expect(first.body.headers['retry-after']).toBe('1');
    expect((await controls().toolkitFaults(TOOLKIT)).items).toMatchObject([{ remaining: 1 }]);
    const second = await listTasks(accountId);
    expect(second.body).toMatchObject({
      successful: false,
      error_code: 'toolkit_error',
      error: expect.stringContaining('HTTP 429'),
      retry_after_seconds: 1,
    });
    expect((await proxy(accountId)).body.status).toBe(200);
    expect((await controls().toolkitFaults(TOOLKIT)).items).toEqual([]);
    // Rate limits and outages leave the account as it was.
    expect((await t.api('GET', `/api/v3/connected_accounts/${accountId}`)).body.status).toBe('ACTIVE');
  });

  it('a 429 passes its Retry-After on: the proxy’s headers, and the tool’s result in words and as a number', async () => {
    const { accountId } = await connect(t, TOOLKIT, 'user-1');
    await controls().failToolkit(TOOLKIT, { status: 429, times: 2, retryAfterSeconds: 7 });
    expect((await proxy(accountId)).body.headers['retry-after']).toBe('7');
    const run = await listTasks(accountId);
    expect(run.body).toMatchObject({ successful: false, retry_after_seconds: 7, error: expect.stringContaining('retry after 7 seconds') });
    // Without a rate limit, no such field.
    await controls().failToolkit(TOOLKIT, { status: 503 });
    expect((await listTasks(accountId)).body).not.toHaveProperty('retry_after_seconds');
  });

  it('a 429 reaches an agent over MCP: retry_after_seconds in the structured content, and a sentence in the text', async () => {
    const { accountId } = await connect(t, TOOLKIT, 'user-1');
    const authConfigId: string = (await t.api('GET', `/api/v3/connected_accounts/${accountId}`)).body.auth_config.id;
    const server = await t.api('POST', '/api/v3/mcp/servers', { body: { name: 'Tasks agent', auth_config_ids: [authConfigId] } });
    const generated = await t.api('POST', '/api/v3/mcp/servers/generate', { body: { mcp_server_id: server.body.id, user_ids: ['user-1'] } });
    const agent = new Client({ name: 'test-agent', version: '1.0.0' });
    await agent.connect(
      new StreamableHTTPClientTransport(new URL(generated.body.user_ids_url[0]), {
        requestInit: { headers: { 'x-api-key': t.server.projectApiKey } },
      }),
    );
    try {
      await controls().failToolkit(TOOLKIT, { status: 429, retryAfterSeconds: 12 });
      const result = (await agent.callTool({ name: LIST_TASKS, arguments: {} })) as CallToolResult;
      expect(result.isError).toBe(true);
      expect(result.structuredContent).toMatchObject({ error_code: 'toolkit_error', retry_after_seconds: 12 });
      const text = result.content.map((part) => (part.type === 'text' ? part.text : '')).join('');
      expect(text).toContain('Rate limited: retry after 12 seconds.');
    } finally {
      await agent.close();
    }
  });

  it('uses a fault with times: 1 exactly once, however many calls race for it', async () => {
    const { accountId } = await connect(t, TOOLKIT, 'user-1');
    await controls().failToolkit(TOOLKIT, { status: 500 });
    const statuses = (await Promise.all([proxy(accountId), proxy(accountId), proxy(accountId)])).map((answer) => answer.body.status);
    expect(statuses.filter((status) => status === 500)).toHaveLength(1);
    expect(statuses.filter((status) => status === 200)).toHaveLength(2);
    expect((await controls().toolkitFaults(TOOLKIT)).items).toEqual([]);
  });

  it('a 401 ends the account’s access: EXPIRED, provider_unauthorized, the webhook, and the tool says so', async () => {
    const { accountId } = await connect(t, TOOLKIT, 'user-1');
    await controls().failToolkit(TOOLKIT, { status: 401 });
    const run = await listTasks(accountId);
    expect(run.body).toMatchObject({
      successful: false,
      error_code: 'connected_account_not_active',
      error: expect.stringContaining('provider_unauthorized'),
    });
    expect((await t.api('GET', `/api/v3/connected_accounts/${accountId}`)).body).toMatchObject({
      status: 'EXPIRED',
      status_reason_code: 'provider_unauthorized',
    });
    await t.server.idle();
    expect(receiver.events).toMatchObject([{ type: 'composio.connected_account.expired', data: { id: accountId, status: 'EXPIRED' } }]);
    // From now on, the one stable answer.
    expect(expectEnvelope(await listTasks(accountId), 422).slug).toBe('connected_account_not_active');
  });

  it('a 401 through the proxy ends the access too; a 403 or 500 does not', async () => {
    const { accountId } = await connect(t, TOOLKIT, 'user-1');
    for (const status of [403, 500, 503] as const) {
      await controls().failToolkit(TOOLKIT, { status });
      expect((await proxy(accountId)).body.status).toBe(status);
    }
    expect((await t.api('GET', `/api/v3/connected_accounts/${accountId}`)).body.status).toBe('ACTIVE');
    await controls().failToolkit(TOOLKIT, { status: 401 });
    expect((await proxy(accountId)).body.status).toBe(401);
    expect((await t.api('GET', `/api/v3/connected_accounts/${accountId}`)).body.status_reason_code).toBe('provider_unauthorized');
  });

  it('delays calls, and a delay alone lets the toolkit answer', async () => {
    const { accountId } = await connect(t, TOOLKIT, 'user-1');
    await controls().failToolkit(TOOLKIT, { delayMs: 400 });
    const started = performance.now();
    const answer = await proxy(accountId);
    expect(performance.now() - started).toBeGreaterThanOrEqual(380);
    expect(answer.body.status).toBe(200);
  });

  it('scopes a fault to a project, and clears faults', async () => {
    const { accountId } = await connect(t, TOOLKIT, 'user-1');
    const other = await t.api('POST', '/api/v3/org/owner/project/new', { key: 'org', body: { name: 'other' } });
    await controls().failToolkit(TOOLKIT, { status: 500, projectId: other.body.id });
    expect((await proxy(accountId)).body.status).toBe(200);
    await controls().failToolkit(TOOLKIT, { status: 503, times: 5 });
    expect((await proxy(accountId)).body.status).toBe(503);
    expect(await controls().clearToolkitFaults(TOOLKIT, { projectId: other.body.id })).toEqual({ removed: 1 });
    expect(await controls().clearToolkitFaults(TOOLKIT)).toEqual({ removed: 1 });
    expect((await proxy(accountId)).body.status).toBe(200);
  });

  it('refuses unknown toolkits and projects, and faults that do nothing', async () => {
    const fault = (slug: string, body: Record<string, unknown>) =>
      t.api('POST', `/api/v3/test_helpers/toolkits/${slug}/faults`, { key: 'org', body });
    expectEnvelope(await fault('no_such_toolkit', { status: 500 }), 404);
    expectEnvelope(await fault(TOOLKIT, { status: 500, project_id: 'pr_nosuchproject' }), 404);
    expect(expectEnvelope(await fault(TOOLKIT, {}), 400).errors[0]).toBe('body.status: give a status, a delay_ms, or both');
    for (const body of [
      { status: 200 },
      { status: 500, times: 0 },
      { status: 500, times: 1001 },
      { delay_ms: 60_001 },
      { status: 500, delay_ms: -1 },
      { status: 503, retry_after_seconds: 5 },
      { status: 429, retry_after_seconds: 3601 },
      { status: 429, retry_after_seconds: 1.5 },
    ]) {
      expectEnvelope(await fault(TOOLKIT, body), 400);
    }
    expect((await fault(TOOLKIT, { status: 500 })).status).toBe(201);
  });
});

describe('test controls: toolkit faults shared through one SQLite file', () => {
  const t = useTestServer('sqlite', { testControls: true });
  const opened: PatchbayServer[] = [];
  afterEach(async () => {
    await Promise.all(opened.splice(0).map((server) => server.close()));
  });

  /** Another service on the test server's database file, as a second process would run it. */
  function anotherService(): PatchbayServer {
    const store = t.server.store;
    if (!(store instanceof SqliteStore) || store.dataDir === undefined) throw new Error('expected a durable store');
    const server = createPatchbayServer({
      storage: { dataDir: store.dataDir },
      testControls: true,
      rateLimit: false,
      orgApiKey: t.server.orgApiKey,
      projectApiKey: t.server.projectApiKey,
    });
    opened.push(server);
    return server;
  }

  /** The proxy's answer to a call of the toolkit's API through `server`, in-process. */
  async function proxyThrough(server: PatchbayServer, accountId: string): Promise<number> {
    const response = await server.fetch(
      new Request('http://patchbay.test/api/v3/tools/execute/proxy', {
        method: 'POST',
        headers: { 'x-api-key': server.projectApiKey, 'content-type': 'application/json' },
        body: JSON.stringify({ connected_account_id: accountId, endpoint: '/tasks', method: 'GET' }),
      }),
    );
    return ((await response.json()) as { status: number }).status;
  }

  it('applies a fault set through one service in another on the same file', async () => {
    const { accountId } = await connect(t, TOOLKIT, 'user-1');
    const other = anotherService();
    await testControls(other).failToolkit(TOOLKIT, { status: 503, times: 2 });
    expect((await testControls(t.server).toolkitFaults(TOOLKIT)).items).toMatchObject([{ status: 503, remaining: 2 }]);
    expect(await proxyThrough(t.server, accountId)).toBe(503);
    expect(await proxyThrough(other, accountId)).toBe(503);
    expect(await proxyThrough(t.server, accountId)).toBe(200);
    expect(await testControls(t.server).failToolkit(TOOLKIT, { status: 500 })).toMatchObject({ remaining: 1 });
    expect(await testControls(other).clearToolkitFaults(TOOLKIT)).toEqual({ removed: 1 });
    expect(await proxyThrough(t.server, accountId)).toBe(200);
  });

  it('keeps a fault over a restart until it is used up', async () => {
    const { accountId } = await connect(t, TOOLKIT, 'user-1');
    const first = anotherService();
    await testControls(first).failToolkit(TOOLKIT, { status: 429, times: 2, retryAfterSeconds: 9 });
    await first.close();
    const restarted = anotherService();
    expect((await testControls(restarted).toolkitFaults(TOOLKIT)).items).toEqual([
      { toolkit_slug: TOOLKIT, project_id: null, status: 429, delay_ms: 0, retry_after_seconds: 9, remaining: 2 },
    ]);
    expect(await proxyThrough(restarted, accountId)).toBe(429);
    expect(await proxyThrough(t.server, accountId)).toBe(429);
    expect(await proxyThrough(restarted, accountId)).toBe(200);
    expect((await testControls(restarted).toolkitFaults(TOOLKIT)).items).toEqual([]);
  });

  it('uses a fault with times: 1 exactly once when two services race for it', async () => {
    const { accountId } = await connect(t, TOOLKIT, 'user-1');
    const other = anotherService();
    for (let round = 0; round < 5; round++) {
      await testControls(t.server).failToolkit(TOOLKIT, { status: 500 });
      const statuses = await Promise.all([proxyThrough(t.server, accountId), proxyThrough(other, accountId), proxyThrough(other, accountId)]);
      expect(statuses.filter((status) => status === 500)).toHaveLength(1);
    }
  });

  it('counts each use once when separate processes race for a fault, none of them failing', async () => {
    const store = t.server.store;
    if (!(store instanceof SqliteStore) || store.dataDir === undefined) throw new Error('expected a durable store');
    new ToolkitFaults(store).set({ toolkit_slug: TOOLKIT, project_id: null, status: 500, delay_ms: 0, retry_after_seconds: null, remaining: 300 });
    const worker = fileURLToPath(new URL('../takeFaultWorker.ts', import.meta.url));
    const race = () =>
      new Promise<{ met: number; failed: number }>((resolve, reject) => {
        const child = spawn(
          process.execPath,
          ['--import', 'tsx', '--conditions=@patchbay/source', worker, store.dataDir!, TOOLKIT, t.server.defaultProjectId, '200'],
          { stdio: ['ignore', 'pipe', 'inherit'] },
        );
        let out = '';
        child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
        child.on('error', reject);
        child.on('exit', () => resolve(JSON.parse(out) as { met: number; failed: number }));
      });
    const results = await Promise.all([race(), race(), race()]);
    // 600 takes for 300 uses: every use met exactly once, and no take lost to a locked database.
    expect(results.reduce((sum, result) => sum + result.met, 0)).toBe(300);
    expect(results.map((result) => result.failed)).toEqual([0, 0, 0]);
    expect((await testControls(t.server).toolkitFaults(TOOLKIT)).items).toEqual([]);
  });
});
