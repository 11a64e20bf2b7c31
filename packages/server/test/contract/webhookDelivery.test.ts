import { createHmac } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createBackgroundTasks } from '../../src/background';
import { getCatalog } from '../../src/catalog';
import type { Clock } from '../../src/clock';
import { createPatchbayServer, type PatchbayServer } from '../../src/createPatchbayServer';
import { emitToolkitEvent } from '../../src/triggers/emitToolkitEvent';
import { publishWebhookEvent } from '../../src/webhooks/publishWebhookEvent';
import type { Service } from '../../src/Service';
import { createTestControlState } from '../../src/testControls/testControlState';
import { BUILTIN_POLLERS } from '../../src/sandbox/builtinPollers';
import { pollTriggers } from '../../src/triggers';
import { verifyWebhook } from '@patchbay/relay';
import { DEFAULT_BODY_TIMEOUTS } from '@patchbay/relay/http';
import { deliverDueWebhooks } from '../../src/webhooks';
import { BACKENDS, objectStorageOf, useTestServer } from '../harness';
import { testClock, useTestClock } from '../testClock';

const TASK_CREATED = 'PATCHBAY_APIKEY_DEMO_TASK_CREATED';
const START = Date.parse('2026-03-02T08:00:00.000Z');

interface Received {
  headers: IncomingHttpHeaders;
  body: string;
}

interface Receiver {
  url: string;
  received: Received[];
  /** Statuses to answer, in order; 200 once used up. */
  statuses: number[];
  close(): Promise<void>;
}

/** A real webhook endpoint on loopback that records what it is sent. */
async function startReceiver(statuses: number[] = []): Promise<Receiver> {
  const received: Received[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      received.push({ headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
      res.statusCode = receiver.statuses.shift() ?? 200;
      res.end(res.statusCode === 200 ? 'ok' : 'receiver is down');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const receiver: Receiver = {
    url: `http://127.0.0.1:${port}/hook`,
    received,
    statuses,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  return receiver;
}

/** Checks the signature as the vendor makes it (keyed by the secret string itself) with node:crypto alone, independent of the service's helper. */
function expectSignedWith(secret: string, delivery: Received): void {
  const { 'webhook-id': id, 'webhook-timestamp': timestamp, 'webhook-signature': signature } = delivery.headers;
  const key = Buffer.from(secret, 'utf8');
  const mac = createHmac('sha256', key)
    .update(`${String(id)}.${String(timestamp)}.${delivery.body}`)
    .digest('base64');
  expect(signature).toBe(`v1,${mac}`);
}

/**
 * The server's Service, rebuilt over its store for calling domain functions
 * directly (the same store, files, clock and catalog data; its own background tasks).
 */
function serviceFor(server: PatchbayServer, clock: Clock, errors: unknown[]): Service {
  return {
    store: server.store,
    objects: objectStorageOf(server),
    catalog: getCatalog(),
    clock,
    outboundFetch: (request) => fetch(request),
    bodyTimeouts: DEFAULT_BODY_TIMEOUTS,
    background: createBackgroundTasks((error) => errors.push(error)),
    testControls: false,
    testState: createTestControlState(clock, server.store),
  };
}

/** A trigger firing with `payload`, as publishTriggerMessage reports one. */
function fired(payload: Record<string, unknown>) {
  return {
    trigger_id: 'ti_fired1234',
    trigger_slug: TASK_CREATED,
    toolkit_slug: 'patchbay_apikey_demo',
    connected_account_id: 'ca_fired1234',
    auth_config_id: 'ac_fired1234',
    user_id: 'user-1',
    payload,
  };
}

describe.each(BACKENDS)('webhook delivery (%s)', (backend) => {
  const clock = useTestClock(START);
  const t = useTestServer(backend, { clock });
  let receiver: Receiver;
  let service: Service;
  let errors: unknown[];
  let keyCounter = 0;

  beforeEach(async () => {
    errors = [];
    receiver = await startReceiver();
    service = serviceFor(t.server, clock, errors);
  });
  // After-hooks run in reverse order: this one runs while the service is still up, so its deliveries can settle.
  afterEach(async () => {
    await settle();
    service.background.stop();
    await receiver.close();
    expect(errors).toEqual([]);
  });

  async function settle(): Promise<void> {
    await service.background.idle();
    await t.server.idle();
  }

  /** Advances the clock and runs what the periodic retry worker would. */
  async function advance(ms: number): Promise<number> {
    clock.advance(ms);
    const due = await deliverDueWebhooks(service);
    await settle();
    return due;
  }

  async function subscribe(enabled_events?: string[]): Promise<{ id: string; secret: string }> {
    const res = await t.api('POST', '/api/v3/webhook_subscriptions', { body: { webhook_url: receiver.url, enabled_events } });
    expect(res.status).toBe(201);
    return res.body;
  }

  /** An ACTIVE Acme Metrics account through the real link flow; returns its id and API key. */
  async function activeAccount(userId: string): Promise<{ id: string; apiKey: string }> {
    const authConfig = await t.api('POST', '/api/v3/auth_configs', { body: { toolkit: { slug: 'patchbay_apikey_demo' } } });
    const link = await t.api('POST', '/api/v3/connected_accounts/link', {
      body: { auth_config_id: authConfig.body.auth_config.id, user_id: userId },
    });
    const apiKey = `pk_delivery_${++keyCounter}_${Date.now()}`;
    await fetch(link.body.redirect_url, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ api_key: apiKey }),
    });
    expect((await t.api('GET', `/api/v3/connected_accounts/${link.body.connected_account_id}`)).body.status).toBe('ACTIVE');
    await settle();
    return { id: link.body.connected_account_id, apiKey };
  }

  async function listen(accountId: string, config: Record<string, unknown>, slug = TASK_CREATED): Promise<string> {
    const res = await t.api('POST', `/api/v3/trigger_instances/${slug}/upsert`, {
      body: { connected_account_id: accountId, trigger_config: config },
    });
    expect(res.status).toBe(201);
    return res.body.trigger_id;
  }

  const deliveries = () => t.server.store.list('webhook_deliveries');
  const taskPayload = (project: string) => ({ task_id: 'task_1', title: 'Ship it', project, priority: 'high', archived: false });

  it('emits a signed composio.trigger.message (V3, the default) to the subscription URL', async () => {
    const account = await activeAccount('user-1');
    const triggerId = await listen(account.id, { project: 'ops' });
    const subscription = await subscribe();

    const count = emitToolkitEvent(service, {
      projectId: t.server.defaultProjectId,
      connectedAccountId: account.id,
      triggerSlug: TASK_CREATED,
      payload: taskPayload('ops'),
    });
    expect(count).toBe(1);
    await settle();

    expect(receiver.received).toHaveLength(1);
    const [delivery] = receiver.received;
    expect(delivery!.headers['content-type']).toBe('application/json');
    expect(delivery!.headers['webhook-id']).toMatch(/^msg_/);
    expect(delivery!.headers['webhook-timestamp']).toBe(String(Math.floor(clock().getTime() / 1000)));
    expectSignedWith(subscription.secret, delivery!);
    expect(await verifyWebhook(subscription.secret, delivery!.headers, delivery!.body, { now: clock() })).toBe(true);
    expect(JSON.parse(delivery!.body)).toEqual({
      id: delivery!.headers['webhook-id'],
      type: 'composio.trigger.message',
      timestamp: clock().toISOString(),
      metadata: {
        log_id: expect.stringMatching(/^log_/),
        trigger_id: triggerId,
        trigger_slug: TASK_CREATED,
        toolkit_slug: 'patchbay_apikey_demo',
        connected_account_id: account.id,
        auth_config_id: expect.stringMatching(/^ac_/),
        user_id: 'user-1',
      },
      data: taskPayload('ops'),
    });
    expect(deliveries()).toEqual([
      expect.objectContaining({
        id: delivery!.headers['webhook-id'],
        status: 'delivered',
        attempts: 1,
        last_status: 200,
        last_error: null,
        next_attempt_at: null,
      }),
    ]);
  });

  it('emits only for listening instances whose config matches the payload', async () => {
    const account = await activeAccount('user-1');
    const ops = await listen(account.id, { project: 'ops' });
    const archived = await listen(account.id, { project: 'ops', include_archived: true });
    await listen(account.id, { project: 'sales' });
    await subscribe(['trigger.message']);
    const emit = (payload: Record<string, unknown>, accountId = account.id, triggerSlug = TASK_CREATED) =>
      emitToolkitEvent(service, { projectId: t.server.defaultProjectId, connectedAccountId: accountId, triggerSlug, payload });

    // include_archived is not a payload field: it does not filter.
    expect(emit(taskPayload('ops'))).toBe(2);
    expect(emit(taskPayload('marketing'))).toBe(0);
    expect(emit(taskPayload('sales'))).toBe(1);
    expect(emit(taskPayload('ops'), account.id, 'PATCHBAY_APIKEY_DEMO_THRESHOLD_CROSSED')).toBe(0);
    expect(emit(taskPayload('ops'), 'ca_unknown1234')).toBe(0);
    await settle();
    expect(receiver.received).toHaveLength(3);

    // A paused instance emits nothing; enabling it again restores events.
    await t.api('PATCH', `/api/v3/trigger_instances/manage/${ops}`, { body: { status: 'disable' } });
    expect(emit(taskPayload('ops'))).toBe(1);
    await settle();
    expect(JSON.parse(receiver.received.at(-1)!.body).metadata.trigger_id).toBe(archived);
    await t.api('PATCH', `/api/v3/trigger_instances/manage/${archived}`, { body: { status: 'disable' } });
    expect(emit(taskPayload('ops'))).toBe(0);
    await t.api('PATCH', `/api/v3/trigger_instances/manage/${ops}`, { body: { status: 'enable' } });
    expect(emit(taskPayload('ops'))).toBe(1);
    await t.api('DELETE', `/api/v3/trigger_instances/manage/${ops}`);
    expect(emit(taskPayload('ops'))).toBe(0);
    await settle();
    expect(receiver.received).toHaveLength(5);

    // A deleted account's app reports nothing.
    await t.api('PATCH', `/api/v3/trigger_instances/manage/${archived}`, { body: { status: 'enable' } });
    await t.api('DELETE', `/api/v3/connected_accounts/${account.id}`);
    expect(emit(taskPayload('ops'))).toBe(0);
  });

  it('delivers events the built-in toolkit API emits', async () => {
    const account = await activeAccount('user-1');
    await listen(account.id, { project: 'growth' });
    const subscription = await subscribe(['trigger.message']);
    const res = await fetch(`${t.baseUrl}/sandbox/patchbay_apikey_demo/events`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-api-key': account.apiKey },
      body: JSON.stringify({ name: 'signups', value: 3, project: 'growth' }),
    });
    expect(res.status).toBe(201);
    await settle();
    expect(receiver.received).toHaveLength(1);
    expectSignedWith(subscription.secret, receiver.received[0]!);
    const event = JSON.parse(receiver.received[0]!.body);
    expect(event.metadata).toMatchObject({ trigger_slug: TASK_CREATED, connected_account_id: account.id });
    expect(event.data).toMatchObject({ project: 'growth', title: 'Collect signups' });
  });

  it('delivers connected_account.status_changed when enabled, and nothing that is not', async () => {
    await subscribe(['connected_account.status_changed']);
    const account = await activeAccount('user-2');
    await listen(account.id, { project: 'ops' });
    emitToolkitEvent(service, {
      projectId: t.server.defaultProjectId,
      connectedAccountId: account.id,
      triggerSlug: TASK_CREATED,
      payload: taskPayload('ops'),
    });
    await settle();
    const types = receiver.received.map((r) => JSON.parse(r.body).type);
    expect(types.length).toBeGreaterThan(0);
    expect(new Set(types)).toEqual(new Set(['composio.connected_account.status_changed']));
    expect(JSON.parse(receiver.received.at(-1)!.body).data).toMatchObject({ connected_account_id: account.id, status: 'ACTIVE' });
  });

  it('publishes nothing without a subscription', async () => {
    publishWebhookEvent(service, t.server.defaultProjectId, 'trigger.message', fired({ hello: 'world' }));
    await settle();
    expect(deliveries()).toEqual([]);
    expect(receiver.received).toEqual([]);
  });

  it('retries after a 500 with the same event id and a fresh signature', async () => {
    const subscription = await subscribe();
    receiver.statuses.push(500);
    publishWebhookEvent(service, t.server.defaultProjectId, 'trigger.message', fired({ n: 1 }));
    await settle();

    expect(receiver.received).toHaveLength(1);
    const [pending] = deliveries();
    expect(pending).toMatchObject({
      status: 'pending',
      attempts: 1,
      last_status: 500,
      last_error: 'The receiver answered HTTP 500: receiver is down',
      next_attempt_at: new Date(clock().getTime() + 5_000).toISOString(),
    });

    expect(await advance(4_000)).toBe(0);
    expect(receiver.received).toHaveLength(1);
    expect(await advance(1_000)).toBe(1);
    expect(receiver.received).toHaveLength(2);
    const [first, second] = receiver.received;
    expect(second!.headers['webhook-id']).toBe(first!.headers['webhook-id']);
    expect(second!.body).toBe(first!.body);
    expect(Number(second!.headers['webhook-timestamp']) - Number(first!.headers['webhook-timestamp'])).toBe(5);
    expectSignedWith(subscription.secret, second!);
    expect(deliveries()[0]).toMatchObject({ status: 'delivered', attempts: 2, last_status: 200, last_error: null, next_attempt_at: null });
    expect(await advance(60_000)).toBe(0);
    expect(receiver.received).toHaveLength(2);
  });

  it('backs off and gives up after the last retry', async () => {
    await subscribe();
    receiver.statuses.push(...Array<number>(10).fill(503));
    publishWebhookEvent(service, t.server.defaultProjectId, 'trigger.message', fired({ n: 1 }));
    await settle();
    for (const delay of [5_000, 30_000, 120_000, 600_000, 1_800_000]) {
      const before = receiver.received.length;
      expect(await advance(delay - 1)).toBe(0);
      expect(await advance(1)).toBe(1);
      expect(receiver.received).toHaveLength(before + 1);
    }
    expect(receiver.received).toHaveLength(6);
    expect(deliveries()[0]).toMatchObject({ status: 'failed', attempts: 6, last_status: 503, next_attempt_at: null });
    expect(await advance(86_400_000)).toBe(0);
    expect(receiver.received).toHaveLength(6);
    // Finished deliveries are dropped after a week.
    await advance(6 * 86_400_000);
    expect(deliveries()).toHaveLength(1);
    await advance(1);
    expect(deliveries()).toEqual([]);
  });

  it('retries after a network error', async () => {
    const dead = await startReceiver();
    await dead.close();
    const res = await t.api('POST', '/api/v3/webhook_subscriptions', { body: { webhook_url: dead.url } });
    publishWebhookEvent(service, t.server.defaultProjectId, 'trigger.message', fired({ n: 1 }));
    await settle();
    expect(deliveries()[0]).toMatchObject({
      status: 'pending',
      attempts: 1,
      last_status: null,
      last_error: expect.stringMatching(/^The request failed: /),
    });

    await t.api('PATCH', `/api/v3/webhook_subscriptions/${res.body.id}`, { body: { webhook_url: receiver.url } });
    await advance(5_000);
    expect(receiver.received).toHaveLength(1);
    expect(deliveries()[0]).toMatchObject({ status: 'delivered', attempts: 2 });
  });

  it('signs with the rotated secret once rotated', async () => {
    const subscription = await subscribe();
    publishWebhookEvent(service, t.server.defaultProjectId, 'trigger.message', fired({ n: 1 }));
    await settle();
    const rotated = await t.api('POST', `/api/v3/webhook_subscriptions/${subscription.id}/rotate_secret`);
    publishWebhookEvent(service, t.server.defaultProjectId, 'trigger.message', fired({ n: 2 }));
    await settle();

    const [before, after] = receiver.received;
    expectSignedWith(subscription.secret, before!);
    expectSignedWith(rotated.body.secret, after!);
    expect(await verifyWebhook(subscription.secret, after!.headers, after!.body, { now: clock() })).toBe(false);
    expect(await verifyWebhook(rotated.body.secret, after!.headers, after!.body, { now: clock() })).toBe(true);
  });

  it('fails pending deliveries of a deleted subscription', async () => {
    const subscription = await subscribe();
    receiver.statuses.push(500);
    publishWebhookEvent(service, t.server.defaultProjectId, 'trigger.message', fired({ n: 1 }));
    await settle();
    await t.api('DELETE', `/api/v3/webhook_subscriptions/${subscription.id}`);
    await advance(5_000);
    expect(receiver.received).toHaveLength(1);
    expect(deliveries()[0]).toMatchObject({ status: 'failed', attempts: 2, last_error: 'The webhook subscription was deleted.' });
  });

  it('stops delivering for a deleted project', async () => {
    const other = await t.api('POST', '/api/v3/org/owner/project/new', { key: 'org', body: { name: 'leaving', should_create_api_key: true } });
    const key = { header: 'x-api-key' as const, value: other.body.api_key as string };
    await t.api('POST', '/api/v3/webhook_subscriptions', { key, body: { webhook_url: receiver.url } });
    receiver.statuses.push(500);
    publishWebhookEvent(service, other.body.id, 'trigger.message', fired({ n: 1 }));
    await settle();
    expect(receiver.received).toHaveLength(1);
    expect((await t.api('DELETE', `/api/v3/org/owner/project/${other.body.id}`, { key: 'org' })).status).toBe(200);
    await advance(5_000);
    expect(receiver.received).toHaveLength(1);
    expect(deliveries()[0]).toMatchObject({ project_id: other.body.id, status: 'failed', last_error: 'The project was deleted.' });
    publishWebhookEvent(service, other.body.id, 'trigger.message', fired({ n: 2 }));
    expect(deliveries()).toHaveLength(1);
  });

  it('polls the built-in poll trigger and emits when the threshold is crossed', async () => {
    const account = await activeAccount('user-1');
    const triggerId = await listen(account.id, { metric: 'signups', threshold: 10, direction: 'above' }, 'PATCHBAY_APIKEY_DEMO_THRESHOLD_CROSSED');
    await subscribe(['trigger.message']);
    const record = (value: number) =>
      fetch(`${t.baseUrl}/sandbox/patchbay_apikey_demo/events`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-api-key': account.apiKey },
        body: JSON.stringify({ name: 'signups', value }),
      });

    await record(4);
    expect(pollTriggers(service, BUILTIN_POLLERS)).toBe(0);
    await record(12);
    expect(pollTriggers(service, BUILTIN_POLLERS)).toBe(0); // interval_minutes (5) has not passed
    clock.advance(5 * 60_000);
    expect(pollTriggers(service, BUILTIN_POLLERS)).toBe(1);
    clock.advance(5 * 60_000);
    expect(pollTriggers(service, BUILTIN_POLLERS)).toBe(0); // still above: no new crossing
    await record(3);
    clock.advance(5 * 60_000);
    expect(pollTriggers(service, BUILTIN_POLLERS)).toBe(0);
    await record(11);
    clock.advance(5 * 60_000);
    expect(pollTriggers(service, BUILTIN_POLLERS)).toBe(1);
    await settle();

    expect(receiver.received.map((r) => JSON.parse(r.body) as { metadata: unknown; data: unknown })).toEqual([
      expect.objectContaining({
        metadata: expect.objectContaining({ trigger_id: triggerId, trigger_slug: 'PATCHBAY_APIKEY_DEMO_THRESHOLD_CROSSED' }),
        data: expect.objectContaining({ metric: 'signups', value: 12, threshold: 10 }),
      }),
      expect.objectContaining({ metadata: expect.objectContaining({ trigger_id: triggerId }), data: expect.objectContaining({ value: 11 }) }),
    ]);
    const listed = (await t.api('GET', `/api/v3/trigger_instances/active?trigger_ids=${triggerId}`)).body.items[0];
    expect(listed.state).toEqual({ crossed: true, last_value: 11, last_polled_at: clock().toISOString() });

    await t.api('PATCH', `/api/v3/trigger_instances/manage/${triggerId}`, { body: { status: 'disable' } });
    await record(1);
    clock.advance(5 * 60_000);
    expect(pollTriggers(service, BUILTIN_POLLERS)).toBe(0);
  });
});

describe('webhook delivery across a restart', () => {
  it('resumes a pending retry from the stored delivery', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'patchbay-webhooks-'));
    const receiver = await startReceiver([500]);
    const clock = testClock(START);
    const errors: unknown[] = [];
    try {
      const first = createPatchbayServer({ storage: { dataDir }, clock, rateLimit: false });
      const created = await first.fetch(
        new Request('http://patchbay.test/api/v3/webhook_subscriptions', {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-api-key': first.projectApiKey },
          body: JSON.stringify({ webhook_url: receiver.url }),
        }),
      );
      const { secret } = (await created.json()) as { secret: string };
      const firstService = serviceFor(first, clock, errors);
      publishWebhookEvent(firstService, first.defaultProjectId, 'trigger.message', fired({ n: 1 }));
      await firstService.background.idle();
      await first.idle();
      expect(receiver.received).toHaveLength(1);
      await first.close();

      const second = createPatchbayServer({ storage: { dataDir }, clock, rateLimit: false, projectApiKey: first.projectApiKey });
      const secondService = serviceFor(second, clock, errors);
      clock.advance(5_000);
      expect(await deliverDueWebhooks(secondService)).toBe(1);
      await second.idle(); // in case the service's own retry worker took this attempt
      expect(receiver.received).toHaveLength(2);
      expect(receiver.received[1]!.headers['webhook-id']).toBe(receiver.received[0]!.headers['webhook-id']);
      expectSignedWith(secret, receiver.received[1]!);
      expect(second.store.list('webhook_deliveries')[0]).toMatchObject({ status: 'delivered', attempts: 2 });
      await second.close();
      expect(errors).toEqual([]);
    } finally {
      await receiver.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
