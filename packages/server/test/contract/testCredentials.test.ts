import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { providerFailedReason } from '../../src/credentials/providerFailedReason';
import { TEST_CREDENTIALS, type TestCredential } from '../../src/credentials/testCredentials';
import { get, postForm, type Hop } from '../browserSteps';
import { CALLBACK, useConnectScenario, type ConnectScenario } from '../connectScenario';
import { BACKENDS, expectEnvelope, useTestServer, type RunningTestServer } from '../harness';
import { authConfigOf } from './toolFixtures';

const { invalid_credentials: INVALID, access_denied: DENIED, provider_error: PROVIDER_ERROR } = TEST_CREDENTIALS;

const unescape = (s: string) => s.replaceAll('&amp;', '&').replaceAll('&quot;', '"').replaceAll('&#39;', "'");

function attribute(html: string, pattern: RegExp): string {
  const match = pattern.exec(html);
  if (!match?.[1]) throw new Error(`nothing matches ${pattern} on the page`);
  return unescape(match[1]);
}

/** What the app reads once the hosted page sent the user back. */
function callbackParams(hop: Hop): URLSearchParams {
  expect(hop.status).toBe(303);
  const url = new URL(hop.location!);
  expect(`${url.origin}${url.pathname}`).toBe(CALLBACK);
  return url.searchParams;
}

/** The browser side of the hosted pages of one service, and the API the app reads them through. */
function hostedPages({ t, account }: ConnectScenario) {
  async function startLink(slug: string, extra: Record<string, unknown> = {}) {
    const configs = await t.api('GET', `/api/v3/auth_configs?toolkit_slug=${slug}`);
    const configId: string =
      configs.body.items[0]?.id ?? (await t.api('POST', '/api/v3/auth_configs', { body: { toolkit: { slug } } })).body.auth_config.id;
    const res = await t.api('POST', '/api/v3/connected_accounts/link', {
      body: { auth_config_id: configId, user_id: 'user-1', callback_url: CALLBACK, ...extra },
    });
    expect(res.status).toBe(201);
    return res.body as { redirect_url: string; connected_account_id: string };
  }

  /** The link's page, then Continue to the provider's consent screen. */
  async function openConsent(redirectUrl: string): Promise<Hop> {
    const page = await get(redirectUrl);
    const consent = await get(attribute(page.html, /href="([^"]*\/oauth\/authorize\?[^"]*)"/));
    expect(consent.status).toBe(200);
    return consent;
  }

  /** Answers a consent screen with Allow, signing in as `username` when given. */
  async function allow(consent: Hop, username?: string): Promise<Hop> {
    const requestId = attribute(consent.html, /name="request_id" value="([^"]+)"/);
    return postForm(`${t.baseUrl}/oauth/authorize`, { request_id: requestId, decision: 'allow', ...(username === undefined ? {} : { username }) });
  }

  /** A whole OAuth attempt: page, consent, Allow as `username`, the provider's redirect to the callback, and where that sends the user. */
  async function connectOAuth(redirectUrl: string, username?: string): Promise<Hop> {
    const answered = await allow(await openConsent(redirectUrl), username);
    expect(answered.status).toBe(303);
    return get(answered.location!);
  }

  /** The account and its newest link as the app reads them, against what the README documents for `credential`. */
  async function expectDocumentedOutcome(accountId: string, credential: TestCredential) {
    const read = await account(accountId);
    expect(read).toMatchObject({
      status: credential.accountStatus,
      status_reason_code: credential.reasonCode,
      latest_link: { status: credential.linkStatus, reason_code: credential.reasonCode },
    });
    return read as { status_reason: string | null };
  }

  return { startLink, openConsent, allow, connectOAuth, expectDocumentedOutcome };
}

describe.each(BACKENDS)('test credentials on the hosted pages (%s)', (backend) => {
  describe('with the test controls on', () => {
    const scenario = useConnectScenario(backend, { testControls: true });
    const { t, account } = scenario;
    const pages = hostedPages(scenario);

    it(`${INVALID.value} as an API key is refused on the form, and the same link then connects with a good key`, async () => {
      const link = await pages.startLink('patchbay_apikey_demo');
      const refused = await postForm(link.redirect_url, { api_key: INVALID.value, region: 'eu' });
      expect(refused.status).toBe(422);
      expect(refused.html).toContain(
        '<div class="alert" role="alert" id="form-alert">Acme Metrics rejected these credentials. Check them and try again.</div>',
      );
      // The message is the field's own: announced with it, the field marked invalid.
      expect(refused.html).toMatch(
        /<input type="password" id="field-api_key" [^>]*aria-invalid="true" aria-describedby="[^"]*\bfield-api_key-error"/,
      );
      expect(refused.html).toContain('<div class="error" id="field-api_key-error">Not accepted by Acme Metrics.</div>');
      // The secret is not sent back; the region is kept.
      expect(refused.html).not.toContain(INVALID.value);
      expect(refused.html).toContain('<option value="eu" selected>European Union</option>');
      await pages.expectDocumentedOutcome(link.connected_account_id, INVALID);

      const accepted = await postForm(link.redirect_url, { api_key: 'pk_live_123', region: 'eu' });
      const back = callbackParams(accepted);
      expect(back.get('status')).toBe('success');
      expect(back.get('connected_account_id')).toBe(link.connected_account_id);
      expect(await account(link.connected_account_id)).toMatchObject({ status: 'ACTIVE', status_reason_code: null });
    });

    it(`${INVALID.value} in any credential field is refused there, and a field that is not secret keeps it`, async () => {
      const link = await pages.startLink('bitbucket_server');
      const refused = await postForm(link.redirect_url, { username: INVALID.value, password: 'hunter2' });
      expect(refused.status).toBe(422);
      expect(refused.html).toMatch(/<input type="text" id="field-username" [^>]*aria-invalid="true" aria-describedby="[^"]*\bfield-username-error"/);
      expect(refused.html).toContain(`value="${INVALID.value}"`);
      expect(refused.html).not.toContain('hunter2');
      expect(refused.html).not.toMatch(/id="field-password" [^>]*aria-invalid/);

      const accepted = await postForm(link.redirect_url, { username: 'ada', password: 'hunter2' });
      expect(callbackParams(accepted).get('status')).toBe('success');
      expect(t.server.store.get('connected_accounts', link.connected_account_id)!.credentials).toEqual({ username: 'ada', password: 'hunter2' });
    });

    it('the consent screen signs in by username and names the test values beside the field', async () => {
      const link = await pages.startLink('patchbay_oauth_demo');
      const consent = await pages.openConsent(link.redirect_url);
      expect(consent.html).toContain('<label for="field-username">Acme Tasks username</label>');
      expect(consent.html).toMatch(
        /<input type="text" id="field-username" name="username" value="demo_user" [^>]*aria-describedby="field-username-hint">/,
      );
      const hint = attribute(consent.html, /<span class="hint" id="field-username-hint">(.*?)<\/span>/);
      for (const credential of Object.values(TEST_CREDENTIALS)) expect(hint).toContain(`<code>${credential.value}</code>`);
      // Marked as what it is, for whoever turned the test controls on.
      expect(hint).toMatch(/^<strong>Test controls are on:<\/strong> /);
    });

    it(`${INVALID.value} as the consent screen's username is refused there, and signing in again connects`, async () => {
      const link = await pages.startLink('patchbay_oauth_demo');
      const consent = await pages.openConsent(link.redirect_url);
      const refused = await pages.allow(consent, INVALID.value);
      expect(refused.status).toBe(422);
      expect(refused.location).toBeNull();
      expect(refused.html).toContain('<div class="alert" role="alert">Acme Tasks did not recognise that username. Check it and try again.</div>');
      expect(refused.html).toMatch(
        /<input type="text" id="field-username" name="username" value="pb_test_invalid_credentials" [^>]*aria-invalid="true" aria-describedby="field-username-hint field-username-error">/,
      );
      expect(refused.html).toContain('<div class="error" id="field-username-error">Not accepted by Acme Tasks.</div>');
      await pages.expectDocumentedOutcome(link.connected_account_id, INVALID);

      // The refused answer is spent; the screen it rendered is a fresh request.
      expect((await pages.allow(consent)).status).toBe(400);
      const signedIn = await pages.allow(refused, 'demo_user');
      const back = callbackParams(await get(signedIn.location!));
      expect(back.get('status')).toBe('success');
      expect(back.get('connected_account_id')).toBe(link.connected_account_id);
    });

    it(`${DENIED.value} makes the provider deny access: FAILED with access_denied, not a cancel; a new link then connects the same account`, async () => {
      const link = await pages.startLink('patchbay_oauth_demo');
      const consent = await pages.openConsent(link.redirect_url);
      const denied = await pages.allow(consent, DENIED.value);
      const toCallback = new URL(denied.location!);
      expect(toCallback.searchParams.get('error')).toBe('access_denied');
      expect(toCallback.searchParams.has('code')).toBe(false);

      const back = callbackParams(await get(denied.location!));
      expect(back.get('status')).toBe(DENIED.callbackStatus);
      expect(back.get('connected_account_id')).toBe(link.connected_account_id);
      const failed = await pages.expectDocumentedOutcome(link.connected_account_id, DENIED);
      expect(failed.status_reason).toBe('Acme Tasks denied access to your account.');

      const retry = await pages.startLink('patchbay_oauth_demo');
      expect(retry.connected_account_id).toBe(link.connected_account_id);
      const connected = callbackParams(await pages.connectOAuth(retry.redirect_url, 'demo_user'));
      expect(connected.get('status')).toBe('success');
      expect(await account(link.connected_account_id)).toMatchObject({ status: 'ACTIVE', status_reason_code: null });
    });

    it(`${PROVIDER_ERROR.value} makes the token exchange answer 503: FAILED with sign_in_failed and a plain reason; a new link then connects`, async () => {
      const link = await pages.startLink('patchbay_oauth_demo');
      const back = callbackParams(await pages.connectOAuth(link.redirect_url, PROVIDER_ERROR.value));
      expect(back.get('status')).toBe(PROVIDER_ERROR.callbackStatus);
      expect(back.get('connected_account_id')).toBe(link.connected_account_id);
      const failed = await pages.expectDocumentedOutcome(link.connected_account_id, PROVIDER_ERROR);
      expect(failed.status_reason).toBe(providerFailedReason('Acme Tasks'));

      const retry = await pages.startLink('patchbay_oauth_demo');
      expect(retry.connected_account_id).toBe(link.connected_account_id);
      expect(callbackParams(await pages.connectOAuth(retry.redirect_url)).get('status')).toBe('success');
      expect(await account(link.connected_account_id)).toMatchObject({ status: 'ACTIVE', status_reason_code: null });
    });

    it(`${PROVIDER_ERROR.value} without a callback_url: the user reads the plain sentence`, async () => {
      const link = await pages.startLink('patchbay_oauth_demo', { callback_url: undefined });
      const done = await pages.connectOAuth(link.redirect_url, PROVIDER_ERROR.value);
      expect(done.status).toBe(200);
      expect(done.html).toContain('Could not connect Acme Tasks');
      expect(done.html).toContain(`<p class="lead" role="alert">${providerFailedReason('Acme Tasks')}</p>`);
    });
  });

  describe('with the test controls off', () => {
    const scenario = useConnectScenario(backend);
    const { t, account } = scenario;
    const pages = hostedPages(scenario);

    it(`${INVALID.value} is an API key like any other`, async () => {
      const link = await pages.startLink('circleci');
      const accepted = await postForm(link.redirect_url, { api_key: INVALID.value });
      expect(callbackParams(accepted).get('status')).toBe('success');
      expect(t.server.store.get('connected_accounts', link.connected_account_id)!.credentials).toEqual({ api_key: INVALID.value });
    });

    it('the consent screen has no sign-in field', async () => {
      const link = await pages.startLink('patchbay_oauth_demo');
      const consent = await pages.openConsent(link.redirect_url);
      expect(consent.html).not.toContain('name="username"');
      expect(consent.html).toContain('You are signed in to Acme Tasks as the demo user.');
    });

    it.each(Object.values(TEST_CREDENTIALS).map((credential) => credential.value))('a username of %s signs in like any other', async (value) => {
      const link = await pages.startLink('patchbay_oauth_demo');
      const back = callbackParams(await pages.connectOAuth(link.redirect_url, value));
      expect(back.get('status')).toBe('success');
      expect(await account(link.connected_account_id)).toMatchObject({ status: 'ACTIVE', status_reason_code: null });
    });
  });
});

/** Key-style credentials given through the API: `POST /connected_accounts`, and the stored ones a refresh reuses. */
function apiConnections(t: RunningTestServer) {
  const keyConfig = () => authConfigOf(t, 'patchbay_apikey_demo', { auth_config: { type: 'use_custom_auth', auth_scheme: 'API_KEY' } });
  const initiate = async (connection: Record<string, unknown>) =>
    t.api('POST', '/api/v3/connected_accounts', {
      body: { auth_config: { id: await keyConfig() }, connection: { user_id: 'user-1', ...connection } },
    });
  const withKey = (apiKey: string) => initiate({ state: { authScheme: 'API_KEY', val: { status: 'ACTIVE', api_key: apiKey } } });
  const accounts = () => t.server.store.list('connected_accounts');
  return { initiate, withKey, accounts };
}

describe.each(BACKENDS)('test credentials through the API (%s)', (backend) => {
  describe('with the test controls on', () => {
    const t = useTestServer(backend, { testControls: true });
    const api = apiConnections(t);

    it(`${INVALID.value} is refused with the field named, and nothing is stored`, async () => {
      const inState = expectEnvelope(await api.withKey(INVALID.value), 400);
      expect(inState.errors).toEqual([`body.connection.state.val.api_key: Not accepted by Acme Metrics: the credentials are invalid.`]);
      const inData = expectEnvelope(await api.initiate({ data: { api_key: ` ${INVALID.value} ` } }), 400);
      expect(inData.errors[0]).toMatch(/^body\.connection\.data\.api_key: /);
      expect(api.accounts()).toEqual([]);
      // A good key connects next.
      expect((await api.withKey('pk_live_123')).body.status).toBe('ACTIVE');
    });

    it.each([DENIED, PROVIDER_ERROR])('$value makes the account FAILED with its reason, without storing the key', async (credential) => {
      const res = await api.withKey(credential.value);
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({ status: 'FAILED', connectionData: { val: { status: 'FAILED' } } });
      const read = (await t.api('GET', `/api/v3/connected_accounts/${res.body.id}`)).body;
      expect(read).toMatchObject({
        status: 'FAILED',
        status_reason_code: credential.reasonCode,
        status_reason: expect.stringContaining('Acme Metrics'),
      });
      expect(t.server.store.get('connected_accounts', res.body.id)!.credentials).toEqual({});
    });

    it.each([
      [INVALID.value, 'credentials_rejected'],
      [DENIED.value, 'access_denied'],
      [PROVIDER_ERROR.value, 'sign_in_failed'],
    ] as const)('a refresh that reuses a stored %s fails the account with %s', async (value, reasonCode) => {
      const id: string = (await api.withKey('pk_live_123')).body.id;
      // Stored while the controls were off, say: a refresh meets the app with it again.
      const stored = t.server.store.get('connected_accounts', id)!;
      t.server.store.put('connected_accounts', { ...stored, credentials: { api_key: value } });
      const refreshed = await t.api('POST', `/api/v3/connected_accounts/${id}/refresh`, { body: {} });
      expect(refreshed.body).toMatchObject({ id, status: 'FAILED', redirect_url: null });
      expect((await t.api('GET', `/api/v3/connected_accounts/${id}`)).body).toMatchObject({ status: 'FAILED', status_reason_code: reasonCode });
    });
  });

  describe('with the test controls off', () => {
    const t = useTestServer(backend);
    const api = apiConnections(t);

    it.each(Object.values(TEST_CREDENTIALS))('$value is an API key like any other', async (credential) => {
      const res = await api.withKey(credential.value);
      expect(res.body.status).toBe('ACTIVE');
      expect((await t.api('POST', `/api/v3/connected_accounts/${res.body.id}/refresh`, { body: {} })).body.status).toBe('ACTIVE');
    });
  });
});

/** The rows of the README's "Test credentials" table, cells without their backticks. */
function readmeTestCredentialRows(): string[][] {
  const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');
  const section = readme.split(/^### Test credentials$/m)[1]?.split(/^#{2,3} /m)[0];
  if (!section) throw new Error('the README has no "### Test credentials" section');
  return section
    .split('\n')
    .filter((line) => line.startsWith('| `pb_'))
    .map((line) =>
      line
        .slice(1, -1)
        .split(' | ')
        .map((cell) => cell.trim().replaceAll('`', '')),
    );
}

describe('the README documents the test credentials', () => {
  it('one row per value, with where to type it and what the app sees, as the service has them', () => {
    const documented = readmeTestCredentialRows().map(([value, where, , accountStatus, reasonCode, linkStatus, callbackStatus, throughTheApi]) => ({
      value,
      where,
      accountStatus,
      reasonCode,
      linkStatus,
      callbackStatus,
      throughTheApi,
    }));
    const cell = (text: string | null) => text ?? 'none';
    expect(documented).toEqual(
      Object.values(TEST_CREDENTIALS).map((credential) => ({
        value: credential.value,
        where: credential.where,
        accountStatus: credential.accountStatus,
        reasonCode: cell(credential.reasonCode),
        linkStatus: credential.linkStatus,
        callbackStatus: cell(credential.callbackStatus),
        throughTheApi: credential.throughTheApi,
      })),
    );
  });
});
