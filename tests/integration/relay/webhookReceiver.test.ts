import type { ConnectedAccountStatusChangedEvent, WebhookPayload } from '@patchbay/client';
import { describe, expect, it } from 'vitest';
import { createWebhookReceiver, DEFAULT_ALLOW, signWebhook, verifyWebhook } from '@patchbay/relay';
import { serveNode } from '@patchbay/server';
import { endlessBody, startTestServer } from '@patchbay/server/testing';
import { ADMIN, authConfigFor, connectThroughRelay, startRelay } from './relayFixture';
import { triggerMessageEvent } from './triggerMessageEvent';

const secretOf = (key: string) => `whsec_${Buffer.from(key).toString('base64')}`;
const SECRET = secretOf('a test secret of 24 bytes');
const EVENT = triggerMessageEvent();
const now = () => Math.floor(Date.now() / 1000);

async function delivery(
  options: { body?: string; timestamp?: number; secret?: string; headers?: Record<string, string | null>; method?: string } = {},
): Promise<Request> {
  const body = options.body ?? JSON.stringify(EVENT);
  const timestamp = options.timestamp ?? now();
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    'webhook-id': 'msg_1',
    'webhook-timestamp': String(timestamp),
    'webhook-signature': await signWebhook(options.secret ?? SECRET, 'msg_1', timestamp, body),
  };
  for (const [name, value] of Object.entries(options.headers ?? {})) {
    if (value === null) delete headers[name];
    else headers[name] = value;
  }
  const method = options.method ?? 'POST';
  return new Request('http://app.example/webhooks', { method, headers, ...(method === 'POST' ? { body } : {}) });
}

function receiver() {
  const events: WebhookPayload[] = [];
  return { events, handle: createWebhookReceiver({ secret: SECRET, onEvent: (event) => void events.push(event) }) };
}

async function rejected(response: Response, status: number): Promise<string> {
  expect(response.status).toBe(status);
  const body = (await response.json()) as { error: { message: string; status: number } };
  expect(body.error.status).toBe(status);
  return body.error.message;
}

describe('createWebhookReceiver', () => {
  it('accepts a signed delivery, hands the event over and answers 204', async () => {
    const { events, handle } = receiver();
    const response = await handle(await delivery());
    expect(response.status).toBe(204);
    expect(events).toEqual([EVENT]);
  });

  it('accepts any of several signatures in the header, and any of several secrets', async () => {
    const { events, handle } = receiver();
    const body = JSON.stringify(EVENT);
    const timestamp = now();
    const good = await signWebhook(SECRET, 'msg_1', timestamp, body);
    const stale = await signWebhook(secretOf('an older, rotated secret'), 'msg_1', timestamp, body);
    expect((await handle(await delivery({ body, timestamp, headers: { 'webhook-signature': `${stale} ${good}` } }))).status).toBe(204);

    const rotating = createWebhookReceiver({ secret: [secretOf('an older, rotated secret'), SECRET], onEvent: (event) => void events.push(event) });
    expect((await rotating(await delivery())).status).toBe(204);
    expect(events).toHaveLength(2);
  });

  it('rejects tampered bodies, old or future timestamps and other secrets with 401', async () => {
    const { events, handle } = receiver();
    const tampered = await delivery();
    const forged = new Request(tampered, { body: JSON.stringify({ ...EVENT, data: { title: 'Ship nothing' } }) });
    expect(await rejected(await handle(forged), 401)).toBe('No signature in webhook-signature matches this body with the signing secret.');
    expect(await rejected(await handle(await delivery({ timestamp: now() - 301 })), 401)).toMatch(
      /^webhook-timestamp is 30\d s old, beyond the 300 s tolerance/,
    );
    expect(await rejected(await handle(await delivery({ timestamp: now() + 600 })), 401)).toMatch(/s in the future/);
    expect(await rejected(await handle(await delivery({ secret: secretOf('another subscription key') })), 401)).toContain('No signature');
    expect(events).toEqual([]);
  });

  it('rejects missing headers, a bad timestamp, a body that is not an event and other methods', async () => {
    const { events, handle } = receiver();
    expect(await rejected(await handle(await delivery({ headers: { 'webhook-signature': null } })), 400)).toBe(
      'Missing the webhook-signature header: not a signed webhook delivery.',
    );
    expect(await rejected(await handle(await delivery({ headers: { 'webhook-id': null, 'webhook-timestamp': null } })), 400)).toContain(
      'webhook-id, webhook-timestamp headers',
    );
    expect(await rejected(await handle(await delivery({ headers: { 'webhook-timestamp': 'yesterday' } })), 400)).toBe(
      'webhook-timestamp must be a Unix time in seconds.',
    );
    expect(await rejected(await handle(await delivery({ body: '[1, 2]' })), 400)).toContain('not a webhook payload');
    expect(await rejected(await handle(await delivery({ body: 'not json' })), 400)).toContain('not a webhook payload');
    // Signed, but not one of the vendor's shapes: a V3 type outside composio., a V1 without log_id.
    expect(await rejected(await handle(await delivery({ body: JSON.stringify({ ...EVENT, type: 'trigger.message' }) })), 400)).toContain(
      'not a webhook payload',
    );
    expect(
      await rejected(
        await handle(await delivery({ body: JSON.stringify({ trigger_name: 'X', connection_id: 'ca_1', trigger_id: 'ti_1', payload: {} }) })),
        400,
      ),
    ).toContain('not a webhook payload');
    const get = await handle(await delivery({ method: 'GET' }));
    expect(get.status).toBe(405);
    expect(get.headers.get('allow')).toBe('POST');
    expect(events).toEqual([]);
    expect(() => createWebhookReceiver({ secret: [], onEvent: () => {} })).toThrow(/secret is required/);
  });

  it('refuses empty and short secrets (under 16 bytes after whsec_), when signing, verifying and creating a receiver', async () => {
    const unusable = ['', '   ', 'whsec_', 'whsec_!!!!', 'whsec_====', 'whsec_ab c', 'whsec_fifteen bytes!!', 'fifteen bytes!!', secretOf('')];
    const headers = { 'webhook-id': 'msg_1', 'webhook-timestamp': String(Math.floor(Date.now() / 1000)), 'webhook-signature': 'v1,x' };
    for (const secret of unusable) {
      await expect(signWebhook(secret, 'msg_1', 1, '{}'), secret).rejects.toThrow(/at least 16 bytes/);
      await expect(verifyWebhook(secret, headers, '{}'), secret).rejects.toThrow(/at least 16 bytes/);
      expect(() => createWebhookReceiver({ secret, onEvent: () => {} }), secret).toThrow(/createWebhookReceiver: .*at least 16 bytes/);
      expect(() => createWebhookReceiver({ secret: [SECRET, secret], onEvent: () => {} }), secret).toThrow(/at least 16 bytes/);
    }
    // Sixteen bytes is enough, with or without the prefix; the whole string is the key, as the vendor keys it.
    expect(await signWebhook('whsec_sixteen bytes!!!', 'msg_1', 1, '{}')).toMatch(/^v1,/);
    expect(await signWebhook('sixteen bytes!!!', 'msg_1', 1, '{}')).not.toBe(await signWebhook('whsec_sixteen bytes!!!', 'msg_1', 1, '{}'));
  });

  it('refuses a body over 1 MiB while it streams, without reading the rest', async () => {
    const { handle, events } = receiver();
    const body = endlessBody(64 * 1024 * 1024);
    const request = new Request('http://app.test/webhooks', {
      method: 'POST',
      body: body.stream,
      duplex: 'half',
      headers: { 'webhook-id': 'msg_1', 'webhook-timestamp': String(Math.floor(Date.now() / 1000)), 'webhook-signature': 'v1,x' },
    } as RequestInit);
    expect(await rejected(await handle(request), 413)).toContain('larger than 1 MiB');
    expect(body.pulled()).toBeLessThan(2 * 1024 * 1024);
    expect(events).toEqual([]);
  });

  it('verifies what it signs, and nothing else', async () => {
    const body = JSON.stringify(EVENT);
    const timestamp = now();
    const headers = {
      'webhook-id': 'msg_1',
      'webhook-timestamp': String(timestamp),
      'webhook-signature': await signWebhook(SECRET, 'msg_1', timestamp, body),
    };
    expect(await verifyWebhook(SECRET, headers, body)).toBe(true);
    expect(await verifyWebhook(SECRET, headers, `${body} `)).toBe(false);
    expect(await verifyWebhook(SECRET, { ...headers, 'webhook-signature': 'v1,!!!! v2,abc' }, body)).toBe(false);
  });

  it("receives the service's real signed event when a connection completes", async () => {
    const t = await startTestServer('memory');
    const relay = await startRelay(t, { allow: [...DEFAULT_ALLOW, 'webhookSubscriptions.create'] });
    const events: ConnectedAccountStatusChangedEvent[] = [];
    // The URL is needed to subscribe, the secret only comes back from subscribing.
    let handle: (request: Request) => Promise<Response> = () => Promise.resolve(new Response(null, { status: 503 }));
    const app = await serveNode((request) => handle(request));
    try {
      const subscribed = await relay.as(ADMIN).call('POST', '/webhook_subscriptions', {
        body: { webhook_url: `${app.url}/webhooks`, enabled_events: ['connected_account.status_changed'] },
      });
      expect(subscribed.status).toBe(201);
      handle = createWebhookReceiver({
        secret: subscribed.body.secret,
        onEvent: (event) => void events.push(event as ConnectedAccountStatusChangedEvent),
      });

      const account = await connectThroughRelay(relay, 'alice', await authConfigFor(t));
      await t.server.idle();
      expect(events).toEqual([
        expect.objectContaining({
          type: 'composio.connected_account.status_changed',
          data: expect.objectContaining({ connected_account_id: account, user_id: 'alice', status: 'ACTIVE', previous_status: 'INITIATED' }),
        }),
      ]);
      relay.expectNoKeysLeaked([t.server.projectApiKey, t.server.orgApiKey]);
    } finally {
      await app.close();
      await relay.close();
      await t.close();
    }
  });
});
