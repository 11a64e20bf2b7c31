import { beforeAll, describe, expect, it } from 'vitest';
import { expectEnvelope } from '@patchbay/server/testing';
import { authConfigFor, connectThroughRelay, useRelayService, type RelayFixture } from './relayFixture';

const TRIGGER = 'PATCHBAY_NOAUTH_DEMO_INCIDENT_OPENED';

describe('relay: end-user operations are bound to the signed-in user', () => {
  const { t, open } = useRelayService('all');
  let relay: RelayFixture;
  let configId: string;
  let accountA: string;
  let accountB: string;
  const alice = () => relay.as('alice');
  const bob = () => relay.as('bob');

  beforeAll(async () => {
    relay = await open();
    configId = await authConfigFor(t);
    accountA = await connectThroughRelay(relay, 'alice', configId);
    accountB = await connectThroughRelay(relay, 'bob', configId);
  });

  /** How the service itself sees an account (project key, no relay). */
  const serviceAccount = async (id: string) => (await t.api('GET', `/api/v3/connected_accounts/${id}`)).body;

  it('serves the catalog and auth configs to any signed-in user', async () => {
    const toolkits = await alice().call('POST', '/toolkits/multi', { body: { toolkits: ['patchbay_noauth_demo'] } });
    expect(toolkits.status).toBe(200);
    expect(toolkits.body.items.map((k: { slug: string }) => k.slug)).toEqual(['patchbay_noauth_demo']);
    expect((await alice().call('GET', '/toolkits/categories')).status).toBe(200);
    expect((await alice().call('GET', '/toolkits/patchbay_noauth_demo')).body.slug).toBe('patchbay_noauth_demo');
    const triggers = await alice().call('GET', '/triggers_types?toolkit_slugs=patchbay_noauth_demo');
    expect(triggers.body.items.map((k: { slug: string }) => k.slug)).toContain(TRIGGER);
    expect((await alice().call('GET', `/triggers_types/${TRIGGER}`)).status).toBe(200);
    expect((await alice().call('GET', '/auth_configs')).body.items.map((c: { id: string }) => c.id)).toContain(configId);
    expect((await alice().call('GET', `/auth_configs/${configId}`)).status).toBe(200);
  });

  it("lists only the user's own accounts, whatever user_ids filter is sent", async () => {
    for (const query of ['', '?user_ids=bob', '?user_ids=bob,alice', '?user_ids[]=bob&user_ids=bob', '?user_%69ds=bob']) {
      const listed = await alice().call('GET', `/connected_accounts${query}`);
      expect(listed.status).toBe(200);
      expect(listed.body.items.map((a: { id: string }) => a.id)).toEqual([accountA]);
    }
    expect((await alice().call('GET', `/connected_accounts/${accountA}`)).body).toMatchObject({ id: accountA, user_id: 'alice', status: 'ACTIVE' });
  });

  it('creates links for the signed-in user, whatever user_id the body names', async () => {
    const link = await alice().call('POST', '/connected_accounts/link', { body: { auth_config_id: configId, user_id: 'bob' } });
    expect(link.status).toBe(201);
    expect((await serviceAccount(link.body.connected_account_id)).user_id).toBe('alice');
  });

  it("answers another user's account exactly like a missing one, and leaves it untouched", async () => {
    const missing = expectEnvelope(await alice().call('GET', '/connected_accounts/ca_doesnotexist1'), 404);
    for (const [method, path] of [
      ['GET', `/connected_accounts/${accountB}`],
      ['POST', `/connected_accounts/${accountB}/refresh`],
      ['POST', `/connected_accounts/${accountB}/link/cancel`],
      ['DELETE', `/connected_accounts/${accountB}`],
    ] as const) {
      const refused = expectEnvelope(await alice().call(method, path), 404);
      expect(refused.message).toBe(missing.message.replace('ca_doesnotexist1', accountB));
    }
    expect(await serviceAccount(accountB)).toMatchObject({ user_id: 'bob', status: 'ACTIVE', deleted_at: null });
  });

  it("proxies with the user's own account only, never a default one", async () => {
    const own = await alice().call('POST', '/tools/execute/proxy', { body: { endpoint: '/status', method: 'GET', connected_account_id: accountA } });
    expect(own.status).toBe(200);
    expect(own.body).toMatchObject({ status: 200, data: { status: 'operational' } });
    const before = relay.upstream.filter((r) => r.path === '/api/v3/tools/execute/proxy').length;
    expectEnvelope(
      await alice().call('POST', '/tools/execute/proxy', { body: { endpoint: '/status', method: 'GET', connected_account_id: accountB } }),
      404,
    );
    const none = expectEnvelope(await alice().call('POST', '/tools/execute/proxy', { body: { endpoint: '/status', method: 'GET' } }), 400);
    expect(none.message).toContain('connected_account_id is required');
    // Only the toolkit's own API: the service must not be made to fetch arbitrary URLs.
    const proxy = (body: Record<string, unknown>) =>
      alice().call('POST', '/tools/execute/proxy', { body: { method: 'GET', connected_account_id: accountA, ...body } });
    expectEnvelope(await proxy({ endpoint: 'http://169.254.169.254/latest/meta-data' }), 400);
    expectEnvelope(await proxy({ endpoint: '//169.254.169.254/latest/meta-data' }), 400);
    expectEnvelope(await proxy({ endpoint: '/status', method: 'POST', binary_body: { url: 'http://10.0.0.1/secret' } }), 400);
    expect(relay.upstream.filter((r) => r.path === '/api/v3/tools/execute/proxy').length).toBe(before);
  });

  it("manages the user's own trigger instances and refuses another user's", async () => {
    const upsert = (browser: ReturnType<typeof alice>, account: string) =>
      browser.call('POST', `/trigger_instances/${TRIGGER}/upsert`, { body: { connected_account_id: account, trigger_config: {} } });
    const bobs = await upsert(bob(), accountB);
    expect(bobs.status).toBe(201);
    const bobTrigger: string = bobs.body.trigger_id;

    expectEnvelope(await upsert(alice(), accountB), 404);
    const alices = await upsert(alice(), accountA);
    expect(alices.status).toBe(201);
    const aliceTrigger: string = alices.body.trigger_id;

    const listed = await alice().call('GET', '/trigger_instances/active?user_ids=bob&show_disabled=true');
    expect(listed.body.items.map((i: { id: string }) => i.id)).toEqual([aliceTrigger]);

    expectEnvelope(await alice().call('PATCH', `/trigger_instances/manage/${bobTrigger}`, { body: { status: 'disable' } }), 404);
    expectEnvelope(await alice().call('DELETE', `/trigger_instances/manage/${bobTrigger}`), 404);
    expectEnvelope(await alice().call('DELETE', `/trigger_instances/manage/${aliceTrigger},${bobTrigger}`), 404);
    const bobsList = await bob().call('GET', '/trigger_instances/active');
    expect(bobsList.body.items).toEqual([expect.objectContaining({ id: bobTrigger, disabled_at: null })]);

    expect((await alice().call('PATCH', `/trigger_instances/manage/${aliceTrigger}`, { body: { status: 'disable' } })).status).toBe(200);
    // Paused instances are found too, so their owner can resume or delete them.
    expect((await alice().call('PATCH', `/trigger_instances/manage/${aliceTrigger}`, { body: { status: 'enable' } })).status).toBe(200);
    expect((await alice().call('DELETE', `/trigger_instances/manage/${aliceTrigger}`)).body).toEqual({ trigger_id: aliceTrigger });
  });

  it("binds tool router sessions to the user and hides other users' sessions", async () => {
    const bobs = await bob().call('POST', '/tool_router/session', { body: { user_id: 'alice' } });
    expect(bobs.status).toBe(201);
    expect(bobs.body.config.user_id).toBe('bob');
    const bobSession: string = bobs.body.session_id;

    expectEnvelope(await alice().call('GET', `/tool_router/session/${bobSession}`), 404);
    expectEnvelope(await alice().call('GET', `/tool_router/session/${bobSession}/toolkits`), 404);
    expectEnvelope(await alice().call('POST', `/tool_router/session/${bobSession}/link`, { body: { toolkit: 'patchbay_noauth_demo' } }), 404);
    expectEnvelope(
      await alice().call('POST', '/tool_router/session', { body: { user_id: 'alice', connected_accounts: { patchbay_noauth_demo: accountB } } }),
      404,
    );

    const own = await alice().call('POST', '/tool_router/session', { body: { connected_accounts: { patchbay_noauth_demo: accountA } } });
    expect(own.status).toBe(201);
    const session: string = own.body.session_id;
    expect((await alice().call('GET', `/tool_router/session/${session}`)).body.config.user_id).toBe('alice');
    const toolkits = await alice().call('GET', `/tool_router/session/${session}/toolkits?is_connected=true`);
    expect(toolkits.body.items).toEqual([
      expect.objectContaining({ slug: 'patchbay_noauth_demo', connected_account: expect.objectContaining({ id: accountA }) }),
    ]);
    const link = await alice().call('POST', `/tool_router/session/${session}/link`, { body: { toolkit: 'patchbay_apikey_demo' } });
    expect(link.status).toBe(201);
    expect(link.body.redirect_url.startsWith(`${relay.base}/connect/`)).toBe(true);
  });

  it("creates and deletes the user's own MCP instance only", async () => {
    const server = await t.api('POST', '/api/v3/mcp/servers', { body: { name: 'Status desk', auth_config_ids: [configId] } });
    expect(server.status).toBe(201);
    const instances = `/mcp/servers/${server.body.id}/instances`;

    const bobs = await bob().call('POST', instances, { body: { user_id: 'alice' } });
    expect(bobs.status).toBe(201);
    expect(bobs.body.instance_id).toBe('bob');
    expectEnvelope(await alice().call('DELETE', `${instances}/bob`), 404);
    const atService = await t.api('GET', `/api/v3${instances}`);
    expect(atService.body.instances.map((i: { instance_id: string }) => i.instance_id)).toEqual(['bob']);

    expect((await alice().call('POST', instances, { body: { user_id: 'bob' } })).body.instance_id).toBe('alice');
    expect((await alice().call('DELETE', `${instances}/alice`)).status).toBe(200);
  });

  it("deletes the user's own account", async () => {
    const extra = await connectThroughRelay(relay, 'alice', configId);
    expect((await alice().call('DELETE', `/connected_accounts/${extra}`)).body).toEqual({ success: true });
    expect((await serviceAccount(extra)).deleted_at).not.toBeNull();
  });
});
