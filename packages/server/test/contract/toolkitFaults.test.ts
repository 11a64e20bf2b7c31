import { afterEach, beforeEach, describe, expect, it } from 'vitest';
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
      remaining: 2,
    });
    const first = await proxy(accountId);
    expect(first.body).toMatchObject({ status: 429, data: { error: 'rate_limited' } });
    expect(first.body.headers['retry-after']).toBe('30');
    expect((await controls().toolkitFaults(TOOLKIT)).items).toMatchObject([{ remaining: 1 }]);
    const second = await listTasks(accountId);
    expect(second.body).toMatchObject({ successful: false, error_code: 'toolkit_error', error: expect.stringContaining('HTTP 429') });
    expect((await proxy(accountId)).body.status).toBe(200);
    expect((await controls().toolkitFaults(TOOLKIT)).items).toEqual([]);
    // Rate limits and outages leave the account as it was.
    expect((await t.api('GET', `/api/v3/connected_accounts/${accountId}`)).body.status).toBe('ACTIVE');
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
    ]) {
      expectEnvelope(await fault(TOOLKIT, body), 400);
    }
    expect((await fault(TOOLKIT, { status: 500 })).status).toBe(201);
  });
});
