import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { verifyWebhook } from '@patchbay/relay';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BACKENDS, expectEnvelope, useTestServer } from '../harness';
import { authConfigOf, connect, openLink } from './toolFixtures';

interface Delivery {
  headers: IncomingHttpHeaders;
  body: string;
  json: Record<string, any>;
}

/** A webhook endpoint on loopback that keeps every delivery, headers and raw body. */
async function startEndpoint() {
  const deliveries: Delivery[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      deliveries.push({ headers: req.headers, body, json: JSON.parse(body) as Record<string, any> });
      res.end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`,
    deliveries,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The subscription's `version` picks the vendor's payload; signatures are the vendor's (keyed by the secret string). */
describe.each(BACKENDS)('webhook payload versions (%s)', (backend) => {
  const t = useTestServer(backend);
  let endpoint: Awaited<ReturnType<typeof startEndpoint>>;
  beforeEach(async () => {
    endpoint = await startEndpoint();
  });
  afterEach(async () => {
    await t.server.idle();
    await endpoint.close();
  });

  const subscribe = async (body: Record<string, unknown>) => {
    const res = await t.api('POST', '/api/v3/webhook_subscriptions', { body: { webhook_url: endpoint.url, ...body } });
    expect(res.status).toBe(201);
    return res.body as { id: string; secret: string };
  };

  /** An Acme Tasks account listening for new tasks in 'ops'; creating one fires the trigger. */
  async function taskTrigger() {
    const { accountId, authConfigId } = await connect(t, 'patchbay_oauth_demo', 'user-1');
    const trigger = await t.api('POST', '/api/v3/trigger_instances/PATCHBAY_OAUTH_DEMO_TASK_CREATED/upsert', {
      body: { connected_account_id: accountId, trigger_config: { project: 'ops' } },
    });
    const fire = async (title: string) => {
      const run = await t.api('POST', '/api/v3/tools/execute/PATCHBAY_OAUTH_DEMO_CREATE_TASK', {
        body: { user_id: 'user-1', arguments: { title, project: 'ops' } },
      });
      expect(run.body.successful).toBe(true);
      await t.server.idle();
      return endpoint.deliveries.filter((d) => d.body.includes(title));
    };
    return { accountId, authConfigId, triggerId: trigger.body.trigger_id as string, fire };
  }

  it('V1: trigger_name, connection_id, trigger_id, payload and log_id', async () => {
    const subscription = await subscribe({ version: 'V1', enabled_events: ['composio.trigger.message'] });
    const { accountId, triggerId, fire } = await taskTrigger();
    const [delivery] = await fire('Version one');
    expect(delivery!.json).toEqual({
      trigger_name: 'PATCHBAY_OAUTH_DEMO_TASK_CREATED',
      connection_id: accountId,
      trigger_id: triggerId,
      payload: expect.objectContaining({ title: 'Version one', project: 'ops' }),
      log_id: expect.stringMatching(/^log_/),
    });
    expect(await verifyWebhook(subscription.secret, delivery!.headers, delivery!.body)).toBe(true);
  });

  it('V2: the lower-case trigger slug as type, and the ids beside the payload fields in data', async () => {
    await subscribe({ version: 'V2', enabled_events: ['composio.trigger.message'] });
    const { accountId, triggerId, fire } = await taskTrigger();
    const [delivery] = await fire('Version two');
    expect(delivery!.json).toEqual({
      type: 'patchbay_oauth_demo_task_created',
      timestamp: expect.any(String),
      log_id: expect.stringMatching(/^log_/),
      data: expect.objectContaining({
        title: 'Version two',
        connection_id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        connection_nano_id: accountId,
        trigger_nano_id: triggerId,
        trigger_id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        user_id: 'user-1',
      }),
    });
  });

  it('V3: composio.trigger.message with metadata, and composio.connected_account.expired with the account', async () => {
    await subscribe({ version: 'V3', enabled_events: ['composio.trigger.message', 'composio.connected_account.expired'] });
    const { accountId, authConfigId, triggerId, fire } = await taskTrigger();
    const [message] = await fire('Version three');
    expect(message!.json).toEqual({
      id: message!.headers['webhook-id'],
      type: 'composio.trigger.message',
      timestamp: expect.any(String),
      metadata: {
        log_id: expect.stringMatching(/^log_/),
        trigger_slug: 'PATCHBAY_OAUTH_DEMO_TASK_CREATED',
        trigger_id: triggerId,
        connected_account_id: accountId,
        auth_config_id: authConfigId,
        user_id: 'user-1',
        toolkit_slug: 'patchbay_oauth_demo',
      },
      data: expect.objectContaining({ title: 'Version three' }),
    });

    // A first connection the user cancels ends EXPIRED.
    const link = await openLink(t, 'patchbay_noauth_demo', 'user-2', await authConfigOf(t, 'patchbay_noauth_demo'));
    await fetch(`${link.redirectUrl}/cancel`, { method: 'POST', redirect: 'manual' });
    await t.server.idle();
    const expired = endpoint.deliveries.find((d) => d.json.type === 'composio.connected_account.expired');
    expect(expired!.json).toMatchObject({
      metadata: { project_id: t.server.defaultProjectId, org_id: expect.any(String) },
      data: { id: link.accountId, status: 'EXPIRED', user_id: 'user-2' },
    });
    // status_changed was not enabled: nothing else came.
    expect(endpoint.deliveries.map((d) => d.json.type)).toEqual(['composio.trigger.message', 'composio.connected_account.expired']);
  });

  it('switches version with the vendor SDK update (webhook_url, enabled_events, version) and keeps what the version carries', async () => {
    const subscription = await subscribe({ version: 'V3' });
    const patched = await t.api('PATCH', `/api/v3/webhook_subscriptions/${subscription.id}`, { body: { version: 'V1' } });
    expect(patched.body).toMatchObject({ version: 'V1', enabled_events: ['composio.trigger.message'] });
    const back = await t.api('PATCH', `/api/v3/webhook_subscriptions/${subscription.id}`, {
      body: { webhook_url: endpoint.url, enabled_events: ['composio.trigger.message'], version: 'V3' },
    });
    expect(back.body).toMatchObject({ version: 'V3', enabled_events: ['composio.trigger.message'] });
    expectEnvelope(
      await t.api('PATCH', `/api/v3/webhook_subscriptions/${subscription.id}`, {
        body: { version: 'V2', enabled_events: ['composio.connected_account.expired'] },
      }),
      400,
    );
  });
});
