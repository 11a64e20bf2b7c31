import { describe, expect, it } from 'vitest';
import { CALLBACK, hop, useConnectScenario, type Hop } from '../connectScenario';
import { BACKENDS } from '../harness';

const unescape = (s: string) => s.replaceAll('&amp;', '&').replaceAll('&quot;', '"').replaceAll('&#39;', "'");

describe.each(BACKENDS)('reconnect keeps the account and asks for what it needs (%s)', (backend) => {
  const { clock, t, account } = useConnectScenario(backend);

  const credentials = (id: string) => t.server.store.get('connected_accounts', id)!.credentials;
  const refresh = (id: string, body: Record<string, unknown> = {}) => t.api('POST', `/api/v3/connected_accounts/${id}/refresh`, { body });
  const status = (location: string | null) => new URL(location!).searchParams.get('status');

  async function connectApiKey(key: string): Promise<string> {
    const config = await t.api('POST', '/api/v3/auth_configs', { body: { toolkit: { slug: 'patchbay_apikey_demo' } } });
    const link = await t.api('POST', '/api/v3/connected_accounts/link', {
      body: { auth_config_id: config.body.auth_config.id, user_id: 'user-1', callback_url: CALLBACK, alias: 'Work' },
    });
    expect(status((await hop(link.body.redirect_url, { api_key: key, region: 'us' })).location)).toBe('success');
    return link.body.connected_account_id;
  }

  /** The hosted page's Continue -> the provider's consent -> Allow or Deny -> back on the hosted page's callback. */
  async function answerConsent(redirectUrl: string, decision: 'allow' | 'deny'): Promise<Hop> {
    const page = await hop(redirectUrl);
    const authorize = /href="([^"]*\/oauth\/authorize\?[^"]*)"/.exec(page.html)?.[1];
    const consent = await hop(unescape(authorize!));
    const requestId = /name="request_id" value="([^"]+)"/.exec(consent.html)?.[1];
    const answered = await hop(`${t.baseUrl}/oauth/authorize`, { request_id: requestId!, decision });
    return hop(answered.location!);
  }

  async function connectOAuth(): Promise<string> {
    const config = await t.api('POST', '/api/v3/auth_configs', { body: { toolkit: { slug: 'patchbay_oauth_demo' } } });
    const link = await t.api('POST', '/api/v3/connected_accounts/link', {
      body: { auth_config_id: config.body.auth_config.id, user_id: 'user-1', callback_url: CALLBACK },
    });
    expect(status((await answerConsent(link.body.redirect_url, 'allow')).location)).toBe('success');
    return link.body.connected_account_id;
  }

  it('lists each account exactly as its own GET answers it: its auth config and newest link', async () => {
    const apiKey = await connectApiKey('pk_old');
    const oauth = await connectOAuth();
    // A second link on the API-key account (a reconnect), so its newest link is not its first.
    await refresh(apiKey, { collect_credentials: true, redirect_url: CALLBACK });
    const listed = await t.api('GET', '/api/v3/connected_accounts?user_ids=user-1');
    expect(listed.status).toBe(200);
    const byId = new Map((listed.body.items as { id: string }[]).map((item) => [item.id, item]));
    expect([...byId.keys()].sort()).toEqual([apiKey, oauth].sort());
    for (const id of [apiKey, oauth]) expect(byId.get(id)).toEqual(await account(id));
    expect(byId.get(apiKey)).toMatchObject({ latest_link: { status: 'PENDING', reconnect: true } });
    expect(byId.get(oauth)).toMatchObject({ auth_config: { auth_scheme: 'OAUTH2' }, latest_link: { status: 'COMPLETED', reconnect: false } });
  });

  describe('API key', () => {
    it('without collect_credentials, refresh stays the vendor’s: ACTIVE at once, no page', async () => {
      const id = await connectApiKey('pk_old');
      expect((await refresh(id)).body).toEqual({ id, status: 'ACTIVE', redirect_url: null, expires_at: null });
    });

    it('with collect_credentials: the hosted form on the same account, which stays ACTIVE until the new key is in', async () => {
      const id = await connectApiKey('pk_old');
      const connectedAt = (await account(id)).connected_at;
      expect(connectedAt).toBe(clock().toISOString());
      clock.advance(60_000);

      const started = await refresh(id, { collect_credentials: true, redirect_url: CALLBACK });
      expect(started.status).toBe(200);
      expect(started.body).toEqual({
        id,
        status: 'ACTIVE',
        redirect_url: expect.stringMatching(new RegExp(`^${t.baseUrl}/connect/lt_`)),
        expires_at: new Date(clock().getTime() + 10 * 60_000).toISOString(),
      });
      expect(await account(id)).toMatchObject({
        status: 'ACTIVE',
        connected_at: connectedAt,
        latest_link: { status: 'PENDING', reconnect: true, expires_at: started.body.expires_at },
      });

      // The page says it is a reconnect, and asks for the key.
      const page = await hop(started.body.redirect_url);
      expect(page.status).toBe(200);
      expect(page.html).toContain('<title>Reconnect Acme Metrics');
      expect(page.html).toContain('<h1>Reconnect Acme Metrics</h1>');
      expect(page.html).toContain('for new credentials for your connected Acme Metrics account');
      expect(page.html).toContain('Account: <strong>Work</strong>');
      expect(page.html).toMatch(/<input type="password" id="field-api_key" name="api_key"/);
      expect(page.html).not.toContain('pk_old');
      expect(page.html).toContain('>Reconnect Acme Metrics</button>');

      // Meanwhile the old key still works.
      const meanwhile = await t.api('POST', '/api/v3/tools/execute/proxy', {
        body: { endpoint: '/dashboards', method: 'GET', connected_account_id: id },
      });
      expect(meanwhile.body.status).toBe(200);

      // A key the app refuses is asked for again; nothing changes.
      const refused = await hop(started.body.redirect_url, { api_key: 'sk_wrong', region: 'us' });
      expect(refused.status).toBe(422);
      expect((await account(id)).status).toBe('ACTIVE');

      clock.advance(60_000);
      const done = await hop(started.body.redirect_url, { api_key: 'pk_new', region: 'us' });
      expect(done.status).toBe(303);
      expect(status(done.location)).toBe('success');
      expect(new URL(done.location!).searchParams.get('connected_account_id')).toBe(id);
      expect(await account(id)).toMatchObject({
        id,
        status: 'ACTIVE',
        alias: 'Work',
        connected_at: clock().toISOString(),
        latest_link: { status: 'COMPLETED', reconnect: true, reason_code: null },
      });
      expect(credentials(id)).toEqual({ api_key: 'pk_new', region: 'us' });
      expect((await t.api('GET', '/api/v3/connected_accounts?user_ids=user-1')).body.total_items).toBe(1);

      // The proxy sends the new key: the app knows no other.
      const proxied = await t.api('POST', '/api/v3/tools/execute/proxy', {
        body: { endpoint: '/dashboards', method: 'GET', connected_account_id: id },
      });
      expect(proxied.body.status).toBe(200);
      const sandbox = `${t.baseUrl}/sandbox/patchbay_apikey_demo/dashboards`;
      expect((await fetch(sandbox, { headers: { 'x-api-key': 'pk_old' } })).status).toBe(401);
      expect((await fetch(sandbox, { headers: { 'x-api-key': 'pk_new' } })).status).toBe(200);
    });

    it('cancelled, the account is left exactly as it was: ACTIVE, same key, nothing failed', async () => {
      const id = await connectApiKey('pk_old');
      const started = await refresh(id, { collect_credentials: true, redirect_url: CALLBACK });
      const cancelled = await hop(`${started.body.redirect_url}/cancel`, {});
      expect(cancelled.status).toBe(303);
      expect(status(cancelled.location)).toBe('cancelled');
      expect(await account(id)).toMatchObject({
        status: 'ACTIVE',
        status_reason: null,
        status_reason_code: null,
        latest_link: { status: 'CANCELLED', reconnect: true, reason_code: 'cancelled_by_user' },
      });
      expect(credentials(id)).toEqual({ api_key: 'pk_old', region: 'us' });
    });

    it('expired, or started again while pending, it still puts back the status it found', async () => {
      const id = await connectApiKey('pk_old');
      // An account whose key the app stopped accepting: FAILED, with its reason.
      t.server.store.put('connected_accounts', {
        ...t.server.store.get('connected_accounts', id)!,
        credentials: { api_key: 'legacy', region: 'us' },
      });
      expect((await refresh(id, { validate_credentials: true })).body.status).toBe('FAILED');
      const failed = await account(id);

      await refresh(id, { collect_credentials: true });
      const again = await refresh(id, { collect_credentials: true });
      expect(again.body.status).toBe('FAILED');
      clock.advance(10 * 60_000 + 1);
      expect(await account(id)).toMatchObject({
        status: 'FAILED',
        status_reason: failed.status_reason,
        status_reason_code: 'credentials_rejected',
        latest_link: { status: 'EXPIRED', reconnect: true, reason_code: 'link_expired' },
      });
    });

    it('without a callback_url, the done page says the account was left as it was', async () => {
      const config = await t.api('POST', '/api/v3/auth_configs', { body: { toolkit: { slug: 'patchbay_apikey_demo' } } });
      const link = await t.api('POST', '/api/v3/connected_accounts/link', { body: { auth_config_id: config.body.auth_config.id, user_id: 'u' } });
      await hop(link.body.redirect_url, { api_key: 'pk_1', region: 'us' });
      const started = await refresh(link.body.connected_account_id, { collect_credentials: true });
      const cancelled = await hop(`${started.body.redirect_url}/cancel`, {});
      expect(cancelled.status).toBe(200);
      expect(cancelled.html).toContain('Reconnection cancelled');
      expect(cancelled.html).toContain('Your Acme Metrics account was left as it was.');
    });
  });

  describe('OAuth', () => {
    it('a new consent flow (INITIATED, as the vendor’s refresh); allowed, a new token on the same account', async () => {
      const id = await connectOAuth();
      const oldToken = credentials(id).access_token;
      clock.advance(60_000);
      const started = await refresh(id, { collect_credentials: true, redirect_url: CALLBACK });
      expect(started.body).toMatchObject({ id, status: 'INITIATED', redirect_url: expect.stringContaining('/connect/lt_') });
      const page = await hop(started.body.redirect_url);
      expect(page.html).toContain('<h1>Reconnect Acme Tasks</h1>');
      expect(page.html).toContain('to sign in again for your connected Acme Tasks account');

      const back = await answerConsent(started.body.redirect_url, 'allow');
      expect(status(back.location)).toBe('success');
      expect(await account(id)).toMatchObject({ status: 'ACTIVE', connected_at: clock().toISOString(), latest_link: { status: 'COMPLETED' } });
      expect(credentials(id).access_token).not.toBe(oldToken);
    });

    it('denied at the provider, the account gets back the status it had, with its token', async () => {
      const id = await connectOAuth();
      const before = await account(id);
      const token = credentials(id).access_token;
      const started = await refresh(id, { redirect_url: CALLBACK });
      expect((await account(id)).status).toBe('INITIATED');

      const back = await answerConsent(started.body.redirect_url, 'deny');
      expect(status(back.location)).toBe('failed');
      expect(await account(id)).toMatchObject({
        status: 'ACTIVE',
        status_reason: null,
        status_reason_code: null,
        connected_at: before.connected_at,
        latest_link: { status: 'FAILED', reconnect: true, reason_code: 'access_denied' },
      });
      expect(credentials(id).access_token).toBe(token);
      const me = await t.api('POST', '/api/v3/tools/execute/proxy', { body: { endpoint: '/me', method: 'GET', connected_account_id: id } });
      expect(me.body.status).toBe(200);
    });

    it('started twice, then cancelled or left to expire, it puts back what the first one found (not INITIATED)', async () => {
      const id = await connectOAuth();
      await refresh(id);
      const second = await refresh(id);
      expect(second.body.status).toBe('INITIATED');
      const cancelled = await hop(`${second.body.redirect_url}/cancel`, {});
      expect(status(cancelled.location)).toBe('cancelled');
      expect((await account(id)).status).toBe('ACTIVE');

      await refresh(id);
      clock.advance(10 * 60_000 + 1);
      expect(await account(id)).toMatchObject({ status: 'ACTIVE', latest_link: { status: 'EXPIRED', reconnect: true } });
    });
  });
});
