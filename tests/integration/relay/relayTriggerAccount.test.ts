import { beforeAll, describe, expect, it } from 'vitest';
import { expectEnvelope } from '@patchbay/server/testing';
import { authConfigFor, connectThroughRelay, useRelayService, type RelayFixture } from './relayFixture';

const TRIGGER = 'PATCHBAY_NOAUTH_DEMO_INCIDENT_OPENED';

/**
 * A trigger created without `connected_account_id` (the vendor's SDK since
 * 0.14 sends only `user_id`) listens on the signed-in user's own account:
 * the relay makes `user_id` theirs, whatever the body says.
 */
describe('relay: a trigger without an account listens on the signed-in user’s', () => {
  const { t, open } = useRelayService('all');
  let relay: RelayFixture;
  let accountA: string;
  let accountB: string;

  beforeAll(async () => {
    relay = await open();
    const configId = await authConfigFor(t);
    accountA = await connectThroughRelay(relay, 'alice', configId);
    accountB = await connectThroughRelay(relay, 'bob', configId);
  });

  const accountOf = async (triggerId: string) =>
    (await t.api('GET', `/api/v3/trigger_instances/active?trigger_ids=${triggerId}`)).body.items[0]?.connected_account_id as string;

  it.each(['v3', 'v3.1'] as const)('picks the user’s own account, whatever user_id is sent (%s)', async (apiVersion) => {
    for (const body of [{ trigger_config: {} }, { user_id: 'bob', trigger_config: {} }, { user_id: '__proto__', trigger_config: {} }]) {
      const created = await relay.as('alice').call('POST', `/trigger_instances/${TRIGGER}/upsert`, { body, apiVersion });
      expect(created.status, JSON.stringify(body)).toBeLessThan(300);
      expect(await accountOf(created.body.trigger_id)).toBe(accountA);
    }
    const bobs = await relay
      .as('bob')
      .call('POST', `/trigger_instances/${TRIGGER}/upsert`, { body: { user_id: 'alice', trigger_config: {} }, apiVersion });
    expect(await accountOf(bobs.body.trigger_id)).toBe(accountB);
  });

  it('still refuses another user’s account when one is named, and a user with no account gets a 422', async () => {
    expectEnvelope(await relay.as('alice').call('POST', `/trigger_instances/${TRIGGER}/upsert`, { body: { connected_account_id: accountB } }), 404);
    expectEnvelope(
      await relay.as('alice').call('POST', `/trigger_instances/${TRIGGER}/upsert`, { body: { connected_account_id: accountB, user_id: 'bob' } }),
      404,
    );
    const none = expectEnvelope(await relay.as('carol').call('POST', `/trigger_instances/${TRIGGER}/upsert`, { body: { user_id: 'alice' } }), 422);
    expect(none.slug).toBe('missing_connected_account');
    expect(none.message).toContain("'carol'");
  });
});
