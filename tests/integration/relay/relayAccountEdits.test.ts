import { beforeAll, describe, expect, it } from 'vitest';
import { expectEnvelope } from '@patchbay/server/testing';
import { authConfigFor, CALLBACK_PATH, useRelayService, type RelayFixture } from './relayFixture';

const STATUS_TOOL = 'PATCHBAY_NOAUTH_DEMO_GET_STATUS';

describe('relay: labelling, enabling and reconnecting accounts are bound to the signed-in user', () => {
  const { t, open } = useRelayService('all');
  let relay: RelayFixture;
  let configId: string;
  let aliceWork: string;
  let bobAccount: string;
  const alice = () => relay.as('alice');

  /** A user connects a no-auth account through the relay, with a label. */
  async function connect(userId: string, alias: string): Promise<string> {
    const browser = relay.as(userId);
    const link = await browser.call('POST', '/connected_accounts/link', {
      body: { auth_config_id: configId, user_id: 'someone-else', alias, callback_url: relay.url + CALLBACK_PATH },
    });
    expect(link.status).toBe(201);
    const done = await browser.visit(link.body.redirect_url, {});
    expect(new URL(done.location ?? '').searchParams.get('status')).toBe('success');
    return link.body.connected_account_id;
  }

  /** How the service itself sees an account (project key, no relay). */
  const serviceAccount = async (id: string) => (await t.api('GET', `/api/v3/connected_accounts/${id}`)).body;

  beforeAll(async () => {
    relay = await open({ toolExecution: true });
    configId = await authConfigFor(t);
    aliceWork = await connect('alice', 'Work');
    bobAccount = await connect('bob', 'Work');
  });

  it('links with an alias for the signed-in user: one label per user and toolkit, whoever else uses it', async () => {
    expect(await serviceAccount(aliceWork)).toMatchObject({ user_id: 'alice', alias: 'Work', status: 'ACTIVE' });
    expect(await serviceAccount(bobAccount)).toMatchObject({ user_id: 'bob', alias: 'Work' });
    const duplicate = expectEnvelope(
      await alice().call('POST', '/connected_accounts/link', { body: { auth_config_id: configId, alias: 'work' } }),
      409,
    );
    expect(duplicate.slug).toBe('conflict');
  });

  it("renames the user's own account, and answers another user's exactly like a missing one", async () => {
    const own = await alice().call('PATCH', `/connected_accounts/${aliceWork}`, { body: { alias: 'Office' } });
    expect(own.status).toBe(200);
    expect(own.body).toEqual({ id: aliceWork, status: 'ACTIVE', success: true });
    expect((await alice().call('GET', `/connected_accounts/${aliceWork}`)).body.alias).toBe('Office');

    const missing = expectEnvelope(await alice().call('PATCH', '/connected_accounts/ca_doesnotexist1', { body: { alias: 'Mine' } }), 404);
    const before = relay.upstream.filter((r) => r.method === 'PATCH').length;
    const refused = expectEnvelope(await alice().call('PATCH', `/connected_accounts/${bobAccount}`, { body: { alias: 'Mine' } }), 404);
    expect(refused.message).toBe(missing.message.replace('ca_doesnotexist1', bobAccount));
    // Refused before it reached the service.
    expect(relay.upstream.filter((r) => r.method === 'PATCH').length).toBe(before);
    expect((await serviceAccount(bobAccount)).alias).toBe('Work');
  });

  it("disables and enables the user's own account; another user's is refused and untouched", async () => {
    const off = await alice().call('PATCH', `/connected_accounts/${aliceWork}/status`, { body: { enabled: false } });
    expect(off.status).toBe(200);
    expect(off.body).toEqual({ success: true });
    expect((await alice().call('GET', `/connected_accounts/${aliceWork}`)).body.is_disabled).toBe(true);
    // Disabled, it runs no tool.
    const run = await alice().call('POST', `/tools/execute/${STATUS_TOOL}`, { body: { connected_account_id: aliceWork } });
    expect(expectEnvelope(run, 422).slug).toBe('connected_account_not_active');
    expect((await alice().call('PATCH', `/connected_accounts/${aliceWork}/status`, { body: { enabled: true } })).status).toBe(200);
    expect((await serviceAccount(aliceWork)).is_disabled).toBe(false);

    expectEnvelope(await alice().call('PATCH', `/connected_accounts/${bobAccount}/status`, { body: { enabled: false } }), 404);
    expect((await serviceAccount(bobAccount)).is_disabled).toBe(false);
  });

  it("picks the user's own account by alias to run a tool; another user's account id answers like a missing one", async () => {
    const office = await alice().call('POST', `/tools/execute/${STATUS_TOOL}`, { body: { account: 'Office', user_id: 'bob' } });
    expect(office.status).toBe(200);
    expect(office.body.successful).toBe(true);
    expect((await serviceAccount(aliceWork)).last_used_at).toEqual(expect.any(String));
    // Bob's alias is not Alice's, and his id is nobody she knows.
    expectEnvelope(await alice().call('POST', `/tools/execute/${STATUS_TOOL}`, { body: { account: 'Work' } }), 400);
    expectEnvelope(await alice().call('POST', `/tools/execute/${STATUS_TOOL}`, { body: { account: bobAccount } }), 404);
    expect((await serviceAccount(bobAccount)).last_used_at).toBeNull();
  });

  it("reconnects the user's own API-key account through the hosted form (collect_credentials), never another's", async () => {
    const metrics = await authConfigFor(t, 'patchbay_apikey_demo');
    const link = await alice().call('POST', '/connected_accounts/link', {
      body: { auth_config_id: metrics, callback_url: relay.url + CALLBACK_PATH },
    });
    await alice().visit(link.body.redirect_url, { api_key: 'pk_alice_1' });
    const id = link.body.connected_account_id as string;

    const started = await alice().call('POST', `/connected_accounts/${id}/refresh`, {
      body: { collect_credentials: true, redirect_url: relay.url + CALLBACK_PATH },
    });
    expect(started.status).toBe(200);
    expect(started.body).toMatchObject({ id, status: 'ACTIVE' });
    expect(started.body.redirect_url.startsWith(`${relay.base}/connect/`)).toBe(true);
    const page = await alice().visit(started.body.redirect_url);
    expect(page.body).toContain('<h1>Reconnect Acme Metrics</h1>');
    const cancelled = await alice().visit(`${started.body.redirect_url}/cancel`, {});
    expect(new URL(cancelled.location ?? '').searchParams.get('status')).toBe('cancelled');
    expect(await serviceAccount(id)).toMatchObject({ status: 'ACTIVE', latest_link: { status: 'CANCELLED', reconnect: true } });

    expectEnvelope(await alice().call('POST', `/connected_accounts/${bobAccount}/refresh`, { body: { collect_credentials: true } }), 404);
    expect((await serviceAccount(bobAccount)).latest_link).toMatchObject({ status: 'COMPLETED', reconnect: false });

    // Given up from the app (the window closed): the user's own attempt only, named by its expiry.
    const again = await alice().call('POST', `/connected_accounts/${id}/refresh`, { body: { collect_credentials: true } });
    const given = await alice().call('POST', `/connected_accounts/${id}/link/cancel`, { body: { expires_at: again.body.expires_at } });
    expect(given.status).toBe(200);
    expect(given.body).toMatchObject({ id, status: 'ACTIVE', latest_link: { status: 'CANCELLED', reconnect: true } });
    expectEnvelope(await alice().call('POST', `/connected_accounts/${bobAccount}/link/cancel`, { body: {} }), 404);
  });
});
