import { describe, expect, it } from 'vitest';
import { BACKENDS, expectEnvelope, useTestServer } from '../harness';
import { authConfigOf, finishLink } from './toolFixtures';

/** `POST /connected_accounts`: the vendor SDK's `connectedAccounts.initiate` (and `toolkits.authorize`). */
describe.each(BACKENDS)('initiating a connection, the vendor way (%s)', (backend) => {
  const t = useTestServer(backend);
  const initiate = (authConfigId: string, connection: Record<string, unknown>, extra: Record<string, unknown> = {}) =>
    t.api('POST', '/api/v3/connected_accounts', { body: { auth_config: { id: authConfigId }, connection, ...extra } });

  it('makes an account ACTIVE at once with the credentials given up front, which the proxy then uses', async () => {
    const config = await authConfigOf(t, 'patchbay_apikey_demo', { auth_config: { type: 'use_custom_auth', auth_scheme: 'API_KEY' } });
    const res = await initiate(config, {
      user_id: 'user-1',
      state: { authScheme: 'API_KEY', val: { status: 'ACTIVE', api_key: 'pk_given_up_front' } },
    });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      id: expect.stringMatching(/^ca_/),
      status: 'ACTIVE',
      redirect_url: null,
      redirect_uri: null,
      connectionData: { authScheme: 'API_KEY', val: { status: 'ACTIVE' } },
      deprecated: { uuid: expect.any(String), authConfigUuid: expect.any(String) },
      expires_at: null,
    });
    const account = (await t.api('GET', `/api/v3/connected_accounts/${res.body.id}`)).body;
    expect(account).toMatchObject({ user_id: 'user-1', status: 'ACTIVE', connected_at: expect.any(String) });
    expect(account.auth_config).toMatchObject({ is_vendor_managed: false, is_composio_managed: false });
    const proxied = await t.api('POST', '/api/v3/tools/execute/proxy', {
      body: { endpoint: '/dashboards', method: 'GET', connected_account_id: res.body.id },
    });
    expect(proxied.body.status).toBe(200);
  });

  it('answers a hosted link when a user step is left: OAuth, or fields missing', async () => {
    const oauth = await authConfigOf(t, 'patchbay_oauth_demo');
    const started = await initiate(oauth, { user_id: 'user-2', callback_url: 'https://app.example/back' });
    expect(started.status).toBe(201);
    expect(started.body).toMatchObject({ status: 'INITIATED', connectionData: { authScheme: 'OAUTH2', val: { status: 'INITIATED' } } });
    expect(started.body.redirect_url).toMatch(new RegExp(`^${t.baseUrl}/connect/lt_`));
    expect(started.body.connectionData.val.redirectUrl).toBe(started.body.redirect_url);
    expect(started.body.expires_at).toEqual(expect.any(String));
    await finishLink(t, started.body.redirect_url, 'patchbay_oauth_demo');
    expect((await t.api('GET', `/api/v3/connected_accounts/${started.body.id}`)).body.status).toBe('ACTIVE');

    const keyConfig = await authConfigOf(t, 'patchbay_apikey_demo');
    const missing = await initiate(keyConfig, { user_id: 'user-2', data: { region: 'eu' } });
    expect(missing.body.status).toBe('INITIATED');
    // What was given pre-fills the hosted form.
    expect(await (await fetch(missing.body.redirect_url)).text()).toContain('value="eu"');
  });

  it('connects a no-auth toolkit at once, under the default user when none is named', async () => {
    const config = await authConfigOf(t, 'patchbay_noauth_demo');
    const res = await initiate(config, {});
    expect(res.body).toMatchObject({ status: 'ACTIVE', redirect_url: null });
    expect((await t.api('GET', `/api/v3/connected_accounts/${res.body.id}`)).body.user_id).toBe('default');
  });

  it('refuses another scheme, credentials the app rejects when asked to check, and a disabled config', async () => {
    const config = await authConfigOf(t, 'patchbay_apikey_demo');
    const wrong = expectEnvelope(await initiate(config, { state: { authScheme: 'OAUTH2', val: {} } }), 400);
    expect(wrong.field_errors[0]!.path).toEqual(['body', 'connection', 'state', 'authScheme']);
    expectEnvelope(await initiate(config, { data: { api_key: 'not-a-sandbox-key' } }, { validate_credentials: true }), 400);
    expect((await initiate(config, { data: { api_key: 'not-a-sandbox-key' } })).body.status).toBe('ACTIVE');
    await t.api('PATCH', `/api/v3/auth_configs/${config}/DISABLED`);
    expect(expectEnvelope(await initiate(config, { data: { api_key: 'pk_x' } }), 422).slug).toBe('auth_config_disabled');
    expectEnvelope(await initiate('ac_missing1234', {}), 404);
  });
});
