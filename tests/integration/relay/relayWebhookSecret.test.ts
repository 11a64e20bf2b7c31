import { describe, expect, it } from 'vitest';
import { DEFAULT_ALLOW, RELAY_RULES, type RelayOperationName } from '@patchbay/relay';
import { expectEnvelope } from '@patchbay/server/testing';
import { ADMIN, type RelayFixture, useRelayService } from './relayFixture';

/**
 * Every webhook subscription operation, as a browser would call it. Reads and
 * writes answer the signing secret in full (as the vendor's v3.1 does), so
 * none may reach an end user.
 */
const WEBHOOK_CALLS = (id: string) =>
  [
    ['GET', '/webhook_subscriptions'],
    ['POST', '/webhook_subscriptions'],
    ['GET', '/webhook_subscriptions/event_types'],
    ['GET', `/webhook_subscriptions/${id}`],
    ['PATCH', `/webhook_subscriptions/${id}`],
    ['DELETE', `/webhook_subscriptions/${id}`],
    ['POST', `/webhook_subscriptions/${id}/rotate_secret`],
  ] as const;

const WEBHOOK_OPERATIONS = (Object.keys(RELAY_RULES) as (keyof typeof RELAY_RULES)[]).filter(
  (name): name is Extract<RelayOperationName, `webhookSubscriptions.${string}`> => name.startsWith('webhookSubscriptions.'),
);

describe('relay: the webhook signing secret never reaches an end user', () => {
  const { t, open } = useRelayService();

  async function subscription(): Promise<{ id: string; secret: string }> {
    const created = await t.api('POST', '/api/v3/webhook_subscriptions', { body: { webhook_url: 'https://app.example/hooks' } });
    expect(created.status).toBe(201);
    return created.body;
  }

  async function refusedToAll(relay: RelayFixture, userId: string, id: string): Promise<void> {
    for (const apiVersion of ['v3', 'v3.1'] as const) {
      for (const [method, path] of WEBHOOK_CALLS(id)) {
        const body = method === 'POST' || method === 'PATCH' ? { webhook_url: 'https://evil.example/hooks' } : undefined;
        const refused = expectEnvelope(await relay.as(userId).call(method, path, { body, apiVersion }), 403);
        expect(refused.message, `${method} ${path}`).toBe('This operation is not allowed through the relay.');
      }
    }
  }

  it('keeps every webhook subscription operation admin-only, and out of the default allow list', () => {
    expect(WEBHOOK_OPERATIONS).toHaveLength(7);
    for (const name of WEBHOOK_OPERATIONS) {
      expect(RELAY_RULES[name].scope, name).toBe('admin');
      expect(DEFAULT_ALLOW, name).not.toContain(name);
    }
  });

  it('refuses them to users and admins alike by default, forwarding nothing', async () => {
    const { id, secret } = await subscription();
    const relay = await open();
    for (const user of ['alice', ADMIN]) await refusedToAll(relay, user, id);
    expect(relay.upstream).toEqual([]);
    relay.expectNoKeysLeaked([secret]);
  });

  it('refuses them to a user even when the app allows them, so the secret is never in what they see', async () => {
    const { id, secret } = await subscription();
    const relay = await open({ allow: [...DEFAULT_ALLOW, ...WEBHOOK_OPERATIONS] });
    await refusedToAll(relay, 'alice', id);
    expect(relay.upstream).toEqual([]);
    relay.expectNoKeysLeaked([secret]);
    // The service still has the subscription as it was.
    expect((await t.api('GET', `/api/v3/webhook_subscriptions/${id}`)).body).toMatchObject({ webhook_url: 'https://app.example/hooks', secret });
  });

  it('forwards them to an admin only where the app allows them', async () => {
    const { id, secret } = await subscription();
    const relay = await open({ allow: [...DEFAULT_ALLOW, 'webhookSubscriptions.get', 'webhookSubscriptions.listEventTypes'] });
    const read = await relay.as(ADMIN).call('GET', `/webhook_subscriptions/${id}`, { apiVersion: 'v3.1' });
    expect(read.status).toBe(200);
    expect(read.body.secret).toBe(secret);
    const types = await relay.as(ADMIN).call('GET', '/webhook_subscriptions/event_types');
    expect(types.body.items.map((item: { event_type: string }) => item.event_type)).toContain('composio.trigger.message');
    expectEnvelope(await relay.as('alice').call('GET', `/webhook_subscriptions/${id}`), 403);
    expectEnvelope(await relay.as('alice').call('GET', '/webhook_subscriptions/event_types'), 403);
    expectEnvelope(await relay.as(ADMIN).call('PATCH', `/webhook_subscriptions/${id}`, { body: {} }), 403);
  });
});
