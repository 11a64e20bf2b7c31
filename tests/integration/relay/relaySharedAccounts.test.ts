import { beforeAll, describe, expect, it } from 'vitest';
import { expectEnvelope } from '@patchbay/server/testing';
import { ADMIN, authConfigFor, CALLBACK_PATH, useRelayService, type RelayFixture } from './relayFixture';

const SHARED = { account_type: 'SHARED', acl_config_for_shared: { allow_all_users: true } };

describe('relay: shared accounts and their ACL are for admins', () => {
  const { t, open } = useRelayService('all');
  let relay: RelayFixture;
  let configId: string;
  const serviceAccount = async (id: string) => (await t.api('GET', `/api/v3/connected_accounts/${id}`)).body;

  /** A link through the relay as `userId`, finished on the hosted page (no auth). */
  async function connect(userId: string, experimental?: unknown): Promise<string> {
    const browser = relay.as(userId);
    const link = await browser.call('POST', '/connected_accounts/link', {
      body: { auth_config_id: configId, callback_url: relay.url + CALLBACK_PATH, ...(experimental === undefined ? {} : { experimental }) },
    });
    expect(link.status).toBe(201);
    const done = await browser.visit(link.body.redirect_url, {});
    expect(new URL(done.location ?? '').searchParams.get('status')).toBe('success');
    return link.body.connected_account_id;
  }

  beforeAll(async () => {
    relay = await open();
    configId = await authConfigFor(t);
  });

  it('refuses an end user a SHARED link or an ACL change, before the service sees it', async () => {
    const before = relay.upstream.filter((r) => r.method === 'POST' && r.path.endsWith('/connected_accounts/link')).length;
    for (const apiVersion of ['v3', 'v3.1'] as const) {
      const refused = await relay
        .as('alice')
        .call('POST', '/connected_accounts/link', { body: { auth_config_id: configId, experimental: SHARED }, apiVersion });
      expect(expectEnvelope(refused, 403).field_errors[0]?.path).toEqual(['body', 'experimental']);
      // Even PRIVATE named explicitly: the block is an admin's.
      expectEnvelope(
        await relay.as('alice').call('POST', '/connected_accounts/link', { body: { auth_config_id: configId, experimental: {} }, apiVersion }),
        403,
      );
    }
    expect(relay.upstream.filter((r) => r.method === 'POST' && r.path.endsWith('/connected_accounts/link')).length).toBe(before);

    const own = await connect('alice');
    const change = await relay
      .as('alice')
      .call('PATCH', `/connected_accounts/${own}`, { body: { experimental: { acl_config_for_shared: { allow_all_users: true } } } });
    expectEnvelope(change, 403);
    expect(await serviceAccount(own)).not.toHaveProperty('experimental');
  });

  it('lets an admin share their own account; other users neither see nor pin it', async () => {
    const shared = await connect(ADMIN, SHARED);
    expect((await serviceAccount(shared)).experimental).toMatchObject({ account_type: 'SHARED' });
    const changed = await relay
      .as(ADMIN)
      .call('PATCH', `/connected_accounts/${shared}`, { body: { experimental: { acl_config_for_shared: { not_allowed_user_ids: ['bob'] } } } });
    expect(changed.status).toBe(200);
    expect((await serviceAccount(shared)).experimental.acl_config_for_shared.not_allowed_user_ids).toEqual(['bob']);
    // The admin lists it when asking for SHARED ones (the default lists PRIVATE ones).
    const mine = await relay.as(ADMIN).call('GET', '/connected_accounts?account_type=SHARED');
    expect(mine.body.items.map((a: { id: string }) => a.id)).toEqual([shared]);

    // Allowed by its ACL, alice still cannot read or pin it through the relay: it is not hers.
    const theirs = await relay.as('alice').call('GET', '/connected_accounts?account_type=ALL');
    expect(theirs.body.items.map((a: { id: string }) => a.id)).not.toContain(shared);
    expectEnvelope(await relay.as('alice').call('GET', `/connected_accounts/${shared}`), 404);
    const pinned = await relay.as('alice').call('POST', '/tool_router/session', {
      body: { toolkits: { enable: ['patchbay_noauth_demo'] }, connected_accounts: { patchbay_noauth_demo: shared } },
    });
    expectEnvelope(pinned, 404);
    // The admin may pin their own SHARED account.
    const adminSession = await relay.as(ADMIN).call('POST', '/tool_router/session', {
      body: { toolkits: { enable: ['patchbay_noauth_demo'] }, connected_accounts: { patchbay_noauth_demo: shared } },
    });
    expect(adminSession.status).toBe(201);
  });
});
