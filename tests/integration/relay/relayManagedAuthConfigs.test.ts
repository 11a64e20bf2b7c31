import { describe, expect, it } from 'vitest';
import { expectEnvelope } from '@patchbay/server/testing';
import { ADMIN, CALLBACK_PATH, useRelayService } from './relayFixture';

/** A catalog app, not one of the built-in sandbox toolkits. */
const CATALOG_APP = 'github';

describe("relay: a user's connect flow and the project's vendor-managed auth configs", () => {
  const { t, open } = useRelayService('each');
  const configsOf = async (slug: string) =>
    (await t.api('GET', `/api/v3/auth_configs?toolkit_slug=${slug}&show_disabled=true`)).body.items as {
      id: string;
      status: string;
      is_vendor_managed: boolean;
    }[];

  it('lets a non-admin connect a catalog app nobody set up: the vendor-managed config is created once, then used', async () => {
    const relay = await open();
    const created = await relay.as('alice').call('POST', '/auth_configs', { body: { toolkit: { slug: CATALOG_APP } } });
    expect(created.status).toBe(201);
    expect(created.body.auth_config).toMatchObject({ is_vendor_managed: true, restrict_to_following_tools: [] });
    const link = await relay.as('alice').call('POST', '/connected_accounts/link', {
      body: { auth_config_id: created.body.auth_config.id, callback_url: relay.url + CALLBACK_PATH },
    });
    expect(link.status).toBe(201);
    expect(link.body.redirect_url.startsWith(`${relay.base}/connect/`)).toBe(true);

    // A second user meets the existing config: nothing more is created.
    const again = expectEnvelope(await relay.as('bob').call('POST', '/auth_configs', { body: { toolkit: { slug: CATALOG_APP } } }), 409);
    expect(again.message).toContain('already has an auth config');
    expect(await configsOf(CATALOG_APP)).toHaveLength(1);
  });

  it('never takes credentials, tool restrictions or custom auth from a user', async () => {
    const relay = await open();
    const attempts = [
      { type: 'use_custom_auth', auth_scheme: 'OAUTH2', credentials: { client_id: 'mine', client_secret: 'mine' } },
      { type: 'use_vendor_managed_auth', credentials: { api_key: 'x' } },
      { type: 'use_vendor_managed_auth', restrict_to_following_tools: ['GITHUB_DELETE_REPO'] },
      { type: 'use_vendor_managed_auth', name: 'Renamed' },
      'use_vendor_managed_auth',
    ];
    for (const auth_config of attempts) {
      expectEnvelope(await relay.as('alice').call('POST', '/auth_configs', { body: { toolkit: { slug: CATALOG_APP }, auth_config } }), 403);
    }
    expect(await configsOf(CATALOG_APP)).toEqual([]);
    // The vendor's own name for the managed variant is accepted, and sent on as the service's defaults.
    const composio = await relay.as('alice').call('POST', '/auth_configs', {
      body: { toolkit: { slug: CATALOG_APP }, auth_config: { type: 'use_composio_managed_auth', credentials: {} } },
    });
    expect(composio.status).toBe(201);
    const sent = relay.upstream.filter((request) => request.method === 'POST' && request.path === '/api/v3/auth_configs');
    expect(sent).toHaveLength(1);
  });

  it('keeps a toolkit an admin disabled disabled', async () => {
    const relay = await open();
    const config = await t.api('POST', '/api/v3/auth_configs', { body: { toolkit: { slug: CATALOG_APP } } });
    await t.api('PATCH', `/api/v3/auth_configs/${config.body.auth_config.id}/DISABLED`);
    // Turned off, in the words the kit maps to "Connecting this app is turned off.", with no retry.
    const refused = expectEnvelope(await relay.as('alice').call('POST', '/auth_configs', { body: { toolkit: { slug: CATALOG_APP } } }), 422);
    expect(refused.slug).toBe('auth_config_disabled');
    expect((await configsOf(CATALOG_APP)).map((c) => c.status)).toEqual(['DISABLED']);
  });

  it('follows the managedAuthConfigs policy for users, and leaves admins free', async () => {
    const none = await open({ managedAuthConfigs: false, allow: ['authConfigs.create', 'authConfigs.list'] });
    const refused = expectEnvelope(await none.as('alice').call('POST', '/auth_configs', { body: { toolkit: { slug: CATALOG_APP } } }), 403);
    expect(refused.message).toBe('This app cannot be connected here yet: it is not set up for this app.');
    const custom = await none.as(ADMIN).call('POST', '/auth_configs', {
      body: {
        toolkit: { slug: CATALOG_APP },
        auth_config: { type: 'use_custom_auth', auth_scheme: 'OAUTH2', credentials: { client_id: 'a', client_secret: 'b' } },
      },
    });
    expect(custom.status).toBe(201);

    const some = await open({ managedAuthConfigs: ['gmail'] });
    expectEnvelope(await some.as('alice').call('POST', '/auth_configs', { body: { toolkit: { slug: 'slack' } } }), 403);
    expect((await some.as('alice').call('POST', '/auth_configs', { body: { toolkit: { slug: 'gmail' } } })).status).toBe(201);
  });
});
