import { describe, expect, it } from 'vitest';
import { DEFAULT_BODY_TIMEOUTS } from '@patchbay/relay/http';
import { createBackgroundTasks } from '../../src/background';
import { buildCatalog } from '../../src/catalog';
import { sweepExpiredLinks } from '../../src/connectedAccounts/linkSessions';
import { serveNode } from '../../src/serveNode';
import { createTestControlState } from '../../src/testControls/testControlState';
import { get, postForm } from '../browserSteps';
import { useConnectScenario } from '../connectScenario';
import { BACKENDS, objectStorageOf } from '../harness';

const unescape = (s: string) => s.replaceAll('&amp;', '&').replaceAll('&quot;', '"').replaceAll('&#39;', "'");

function authorizeHref(html: string): string {
  const match = /href="([^"]*\/oauth\/authorize\?[^"]*)"/.exec(html);
  if (!match?.[1]) throw new Error('no "Continue" link on the page');
  return unescape(match[1]);
}

function consentRequestId(html: string): string {
  const match = /name="request_id" value="([^"]+)"/.exec(html);
  if (!match?.[1]) throw new Error('no consent form on the page');
  return match[1];
}

const CALLBACK = 'https://app.example.com/connected?tab=integrations';

describe.each(BACKENDS)('hosted connect flow (%s)', (backend) => {
  const { clock, t, account } = useConnectScenario(backend);

  async function startLink(slug: string, extra: Record<string, unknown> = {}, authConfig: Record<string, unknown> = {}) {
    const config = await t.api('POST', '/api/v3/auth_configs', { body: { toolkit: { slug }, ...authConfig } });
    const res = await t.api('POST', '/api/v3/connected_accounts/link', {
      body: { auth_config_id: config.body.auth_config.id, user_id: 'user-1', ...extra },
    });
    return res.body as { link_token: string; redirect_url: string; connected_account_id: string };
  }

  /** Page -> Continue -> consent; returns the consent page's request id. */
  async function openConsent(redirectUrl: string): Promise<string> {
    const page = await get(redirectUrl);
    expect(page.status).toBe(200);
    const consent = await get(authorizeHref(page.html));
    expect(consent.status).toBe(200);
    expect(consent.html).toContain('Acme Tasks (simulated provider) wants to grant access');
    return consentRequestId(consent.html);
  }

  describe('OAuth2', () => {
    it('page -> provider consent -> Allow -> callback -> back to the app, account ACTIVE', async () => {
      const link = await startLink('patchbay_oauth_demo', { callback_url: CALLBACK });
      const page = await get(link.redirect_url);
      expect(page.headers.get('content-type')).toContain('text/html');
      expect(page.html).toContain('Continue to Acme Tasks');
      expect(page.html).toContain('Local project <strong>default</strong>');
      expect(page.html).toContain(`src="${t.baseUrl}/logos/patchbay_oauth_demo.svg"`);

      const authorize = new URL(authorizeHref(page.html));
      expect(authorize.pathname).toBe('/oauth/authorize');
      expect(authorize.searchParams.get('response_type')).toBe('code');
      expect(authorize.searchParams.get('redirect_uri')).toBe(`${link.redirect_url}/oauth/callback`);
      const state = authorize.searchParams.get('state');
      expect(state).toBeTruthy();

      const requestId = await openConsent(link.redirect_url);
      const allowed = await postForm(`${t.baseUrl}/oauth/authorize`, { request_id: requestId, decision: 'allow' });
      expect(allowed.status).toBe(303);
      const toCallback = new URL(allowed.location!);
      expect(`${toCallback.origin}${toCallback.pathname}`).toBe(`${link.redirect_url}/oauth/callback`);
      expect(toCallback.searchParams.get('state')).toBe(state);
      expect(toCallback.searchParams.get('code')).toBeTruthy();

      const back = await get(allowed.location!);
      expect(back.status).toBe(303);
      const done = new URL(back.location!);
      expect(`${done.origin}${done.pathname}`).toBe('https://app.example.com/connected');
      expect(done.searchParams.get('tab')).toBe('integrations');
      expect(done.searchParams.get('status')).toBe('success');
      expect(done.searchParams.get('connected_account_id')).toBe(link.connected_account_id);

      expect(await account(link.connected_account_id)).toMatchObject({ status: 'ACTIVE', status_reason: null, status_reason_code: null });
      const stored = t.server.store.get('connected_accounts', link.connected_account_id)!;
      expect(stored.credentials.access_token).toMatch(/^oat_/);
      expect(stored.credentials.refresh_token).toMatch(/^ort_/);

      // The link works once.
      const again = await get(link.redirect_url);
      expect(again.status).toBe(409);
      expect(again.html).toContain('This link was already used');
    });

    it('Deny fails the account and returns status=failed', async () => {
      const link = await startLink('patchbay_oauth_demo', { callback_url: CALLBACK });
      const denied = await postForm(`${t.baseUrl}/oauth/authorize`, { request_id: await openConsent(link.redirect_url), decision: 'deny' });
      expect(new URL(denied.location!).searchParams.get('error')).toBe('access_denied');
      const back = await get(denied.location!);
      expect(new URL(back.location!).searchParams.get('status')).toBe('failed');
      expect(await account(link.connected_account_id)).toMatchObject({
        status: 'FAILED',
        status_reason: 'The user denied access.',
        status_reason_code: 'access_denied',
      });
    });

    it('without callback_url the user sees a done page', async () => {
      const link = await startLink('patchbay_oauth_demo');
      const allowed = await postForm(`${t.baseUrl}/oauth/authorize`, { request_id: await openConsent(link.redirect_url), decision: 'allow' });
      const done = await get(allowed.location!);
      expect(done.status).toBe(200);
      expect(done.html).toContain('Acme Tasks is connected');
      expect(done.html).toContain('You can close this window.');
    });

    it('a forged callback state changes nothing', async () => {
      const link = await startLink('patchbay_oauth_demo');
      const forged = await get(`${link.redirect_url}/oauth/callback?code=abc&state=wrong`);
      expect(forged.status).toBe(400);
      expect((await account(link.connected_account_id)).status).toBe('INITIATED');
    });

    it('custom OAuth client: codes are one-time, expire in 60 s, and need the right secret', async () => {
      const link = await startLink(
        'patchbay_oauth_demo',
        { callback_url: CALLBACK },
        {
          auth_config: {
            type: 'use_custom_auth',
            auth_scheme: 'OAUTH2',
            credentials: { client_id: 'my-app', client_secret: 's3cret', scopes: ['tasks.read'] },
          },
        },
      );
      const page = await get(link.redirect_url);
      expect(new URL(authorizeHref(page.html)).searchParams.get('client_id')).toBe('my-app');
      const consent = await get(authorizeHref(page.html));
      expect(consent.html).toContain('<li>tasks.read</li>');
      const redirectUri = `${link.redirect_url}/oauth/callback`;
      const token = (fields: Record<string, string>) =>
        postForm(`${t.baseUrl}/oauth/token`, { grant_type: 'authorization_code', redirect_uri: redirectUri, ...fields });

      // Wrong secret, then a code that has waited too long.
      const first = await postForm(`${t.baseUrl}/oauth/authorize`, { request_id: consentRequestId(consent.html), decision: 'allow' });
      const code1 = new URL(first.location!).searchParams.get('code')!;
      const wrongSecret = await token({ code: code1, client_id: 'my-app', client_secret: 'nope' });
      expect(wrongSecret.status).toBe(401);
      expect(JSON.parse(wrongSecret.html)).toMatchObject({ error: 'invalid_client' });
      clock.advance(61_000);
      const late = await token({ code: code1, client_id: 'my-app', client_secret: 's3cret' });
      expect(late.status).toBe(400);
      expect(JSON.parse(late.html)).toEqual({ error: 'invalid_grant', error_description: 'The authorization code has expired.' });

      // A fresh code: the callback redeems it, a replay is refused.
      const second = await postForm(`${t.baseUrl}/oauth/authorize`, { request_id: await openConsent(link.redirect_url), decision: 'allow' });
      const code2 = new URL(second.location!).searchParams.get('code')!;
      const back = await get(second.location!);
      expect(new URL(back.location!).searchParams.get('status')).toBe('success');
      const replay = await token({ code: code2, client_id: 'my-app', client_secret: 's3cret' });
      expect(replay.status).toBe(400);
      expect(JSON.parse(replay.html)).toEqual({ error: 'invalid_grant', error_description: 'The authorization code was already used.' });
      expect(replay.headers.get('cache-control')).toBe('no-store');
    });

    it('the token endpoint answers RFC 6749 errors', async () => {
      const basic = (id: string, secret: string) => ({ authorization: `Basic ${Buffer.from(`${id}:${secret}`).toString('base64')}` });
      const call = async (fields: Record<string, string>, headers: Record<string, string> = {}) => {
        const hop = await postForm(`${t.baseUrl}/oauth/token`, fields, headers);
        return { status: hop.status, body: JSON.parse(hop.html) as { error: string } };
      };
      expect(await call({})).toMatchObject({ status: 400, body: { error: 'invalid_request' } });
      expect(await call({ grant_type: 'authorization_code', code: 'x' })).toMatchObject({ status: 401, body: { error: 'invalid_client' } });
      expect(await call({ grant_type: 'authorization_code', code: 'x' }, basic('unknown', 'x'))).toMatchObject({
        status: 401,
        body: { error: 'invalid_client' },
      });
      await startLink(
        'patchbay_oauth_demo',
        {},
        { auth_config: { type: 'use_custom_auth', auth_scheme: 'OAUTH2', credentials: { client_id: 'c1', client_secret: 's1' } } },
      );
      expect(await call({ grant_type: 'password' }, basic('c1', 's1'))).toMatchObject({ status: 400, body: { error: 'unsupported_grant_type' } });
      expect(await call({ grant_type: 'authorization_code' }, basic('c1', 's1'))).toMatchObject({ status: 400, body: { error: 'invalid_request' } });
      expect(await call({ grant_type: 'authorization_code', code: 'made-up' }, basic('c1', 's1'))).toMatchObject({
        status: 400,
        body: { error: 'invalid_grant' },
      });
    });

    it('the authorize endpoint validates client, redirect_uri, response_type and state', async () => {
      const link = await startLink('patchbay_oauth_demo');
      const valid = new URL(authorizeHref((await get(link.redirect_url)).html));
      const variant = (changes: Record<string, string | null>) => {
        const url = new URL(valid);
        for (const [k, v] of Object.entries(changes)) {
          if (v === null) url.searchParams.delete(k);
          else url.searchParams.set(k, v);
        }
        return get(url.toString());
      };
      expect((await variant({ client_id: null })).status).toBe(400);
      expect((await variant({ client_id: 'stranger' })).html).toContain('No app with client ID');
      const evil = await variant({ redirect_uri: 'https://evil.example/cb' });
      expect(evil.status).toBe(400);
      expect(evil.location).toBeNull();
      const token = await variant({ response_type: 'token' });
      expect(token.status).toBe(303);
      expect(new URL(token.location!).searchParams.get('error')).toBe('unsupported_response_type');
      const noState = await variant({ state: null });
      expect(new URL(noState.location!).searchParams.get('error')).toBe('invalid_request');
      const stale = await postForm(`${t.baseUrl}/oauth/authorize`, { request_id: 'areq_unknown', decision: 'allow' });
      expect(stale.status).toBe(400);
      expect(stale.html).toContain('expired or was already answered');
    });
  });

  describe('API key form', () => {
    it('renders fields, rejects a bad key clearly, then accepts a good one', async () => {
      const link = await startLink('patchbay_apikey_demo', { callback_url: CALLBACK, connection_data: { region: 'eu' } });
      const page = await get(link.redirect_url);
      expect(page.html).toMatch(/<label for="field-api_key">API key<span class="req" aria-hidden="true">\*<\/span><\/label>/);
      expect(page.html).toMatch(/<input type="password" id="field-api_key" name="api_key" required aria-required="true"/);
      expect(page.html).toContain('<option value="eu" selected>European Union</option>');

      const junk = await fetch(link.redirect_url, { method: 'POST', headers: { 'content-type': 'multipart/form-data; boundary=x' }, body: 'junk' });
      expect(junk.status).toBe(422);
      const missing = await postForm(link.redirect_url, { region: 'eu' });
      expect(missing.status).toBe(422);
      expect(missing.html).toContain('Enter your API key.');
      expect(missing.html).toContain('aria-invalid="true"');

      const rejected = await postForm(link.redirect_url, { api_key: 'sk_wrong', region: 'eu' });
      expect(rejected.status).toBe(422);
      expect(rejected.html).toContain('That API key was rejected by Acme Metrics.');
      expect(rejected.html).not.toContain('sk_wrong');
      expect(rejected.html).toContain('<option value="eu" selected>European Union</option>');
      expect((await account(link.connected_account_id)).status).toBe('INITIATED');

      const accepted = await postForm(link.redirect_url, { api_key: 'pk_live_123', region: 'eu' });
      expect(accepted.status).toBe(303);
      expect(new URL(accepted.location!).searchParams.get('status')).toBe('success');
      expect(await account(link.connected_account_id)).toMatchObject({ status: 'ACTIVE' });
      expect(t.server.store.get('connected_accounts', link.connected_account_id)!.credentials).toEqual({ api_key: 'pk_live_123', region: 'eu' });
    });

    it('escapes user-controlled text', async () => {
      const link = await startLink('patchbay_apikey_demo', { connection_data: { region: '"><script>alert(1)</script>' } });
      const page = await get(link.redirect_url);
      expect(page.html).not.toContain('<script>');
      const posted = await postForm(link.redirect_url, { api_key: 'pk_1', region: '<b>x</b>' });
      expect(posted.status).toBe(422);
      expect(posted.html).toContain('Choose one of: United States, European Union.');
      expect(posted.html).not.toContain('<b>x</b>');
    });
  });

  describe('no auth, cancel, expiry and bad tokens', () => {
    it('NO_AUTH: one Connect button', async () => {
      const link = await startLink('patchbay_noauth_demo', { callback_url: CALLBACK });
      const page = await get(link.redirect_url);
      expect(page.html).toContain('>Connect</button>');
      const done = await postForm(link.redirect_url, {});
      expect(new URL(done.location!).searchParams.get('status')).toBe('success');
      expect((await account(link.connected_account_id)).status).toBe('ACTIVE');
    });

    it('Cancel gives the attempt up (EXPIRED, not FAILED) and returns status=cancelled', async () => {
      const link = await startLink('patchbay_apikey_demo', { callback_url: CALLBACK });
      expect((await get(link.redirect_url)).html).toContain(`action="/connect/${link.link_token}/cancel"`);
      const cancelled = await postForm(`${link.redirect_url}/cancel`, {});
      expect(cancelled.status).toBe(303);
      const location = new URL(cancelled.location!);
      expect(location.searchParams.get('status')).toBe('cancelled');
      expect(location.searchParams.get('connected_account_id')).toBe(link.connected_account_id);
      expect(await account(link.connected_account_id)).toMatchObject({
        status: 'EXPIRED',
        status_reason: 'The user cancelled the connection.',
        status_reason_code: 'cancelled_by_user',
        latest_link: { status: 'CANCELLED', reason_code: 'cancelled_by_user', reconnect: false },
      });
      expect((await postForm(link.redirect_url, { api_key: 'pk_1' })).status).toBe(409);
    });

    it('after 10 minutes the page answers 410 and the account is EXPIRED', async () => {
      const link = await startLink('patchbay_oauth_demo');
      const requestId = await openConsent(link.redirect_url);
      clock.advance(11 * 60_000);
      const page = await get(link.redirect_url);
      expect(page.status).toBe(410);
      expect(page.html).toContain('This link has expired');
      expect(await account(link.connected_account_id)).toMatchObject({
        status: 'EXPIRED',
        status_reason: 'The connection was not completed within 10 minutes.',
        status_reason_code: 'link_expired',
      });
      // Finishing at the provider afterwards cannot revive it.
      const late = await postForm(`${t.baseUrl}/oauth/authorize`, { request_id: requestId, decision: 'allow' });
      if (late.location) expect((await get(late.location)).status).toBe(410);
      expect((await account(link.connected_account_id)).status).toBe('EXPIRED');
    });

    it('the periodic sweep expires links nobody reads', async () => {
      const link = await startLink('patchbay_noauth_demo');
      clock.advance(11 * 60_000);
      const record = t.server.store.get('link_sessions', link.link_token)!;
      expect(record.status).toBe('PENDING');
      const background = createBackgroundTasks((error) => {
        throw error;
      });
      sweepExpiredLinks({
        store: t.server.store,
        objects: objectStorageOf(t.server),
        catalog: buildCatalog(),
        clock,
        outboundFetch: (request) => fetch(request),
        bodyTimeouts: DEFAULT_BODY_TIMEOUTS,
        background,
        testControls: false,
        testState: createTestControlState(clock, t.server.store),
      });
      await background.idle();
      expect(t.server.store.get('link_sessions', link.link_token)!.status).toBe('EXPIRED');
      expect(t.server.store.get('connected_accounts', link.connected_account_id)!.status).toBe('EXPIRED');
    });

    it('each status change is announced to the webhook subscription', async () => {
      const received: { type: string; data: Record<string, unknown> }[] = [];
      const receiver = await serveNode(async (request) => {
        received.push(await request.json());
        return new Response(null, { status: 204 });
      });
      try {
        await t.api('POST', '/api/v3/webhook_subscriptions', {
          body: { webhook_url: receiver.url, enabled_events: ['connected_account.status_changed'] },
        });
        const link = await startLink('patchbay_noauth_demo');
        await postForm(link.redirect_url, {});
        await t.server.idle();
        expect(received.map((e) => [e.type, e.data])).toEqual([
          [
            'composio.connected_account.status_changed',
            {
              connected_account_id: link.connected_account_id,
              user_id: 'user-1',
              toolkit_slug: 'patchbay_noauth_demo',
              status: 'ACTIVE',
              previous_status: 'INITIATED',
            },
          ],
        ]);
      } finally {
        await receiver.close();
      }
    });

    it('unknown tokens get a 404 page, never a 500', async () => {
      for (const path of ['/connect/lt_doesnotexist', '/connect/garbage', '/connect/%3Cscript%3E', '/connect/lt_x/oauth/callback?state=a&code=b']) {
        const page = await get(t.baseUrl + path);
        expect(page.status).toBe(404);
        expect(page.html).toContain('Link not found');
        expect(page.html).not.toContain('<script>');
      }
      expect((await postForm(`${t.baseUrl}/connect/lt_nope/cancel`, {})).status).toBe(404);
      const junk = await fetch(`${t.baseUrl}/connect/lt_nope`, { method: 'POST', headers: { 'content-type': 'multipart/form-data' }, body: 'junk' });
      expect(junk.status).toBe(404);
    });

    it('a link of a disabled auth config cannot be completed', async () => {
      const link = await startLink('patchbay_noauth_demo');
      const configId = (await account(link.connected_account_id)).auth_config.id;
      await t.api('PATCH', `/api/v3/auth_configs/${configId}/DISABLED`);
      const page = await postForm(link.redirect_url, {});
      expect(page.status).toBe(409);
      expect(page.html).toContain('Connecting is turned off');
      expect((await account(link.connected_account_id)).status).toBe('INITIATED');
    });
  });
});
