import { describe, expect, it } from 'vitest';
import { BACKENDS, expectEnvelope, useTestServer } from '../harness';
import { useTestClock } from '../testClock';

describe.each(BACKENDS)('connected accounts (%s)', (backend) => {
  const clock = useTestClock('2026-03-01T12:00:00.000Z');
  const t = useTestServer(backend, { clock });

  async function authConfig(slug: string): Promise<string> {
    const res = await t.api('POST', '/api/v3/auth_configs', { body: { toolkit: { slug } } });
    return res.body.auth_config.id;
  }

  const link = (body: unknown) => t.api('POST', '/api/v3/connected_accounts/link', { body });

  /** Completes a link's hosted page the way a browser form post would. */
  async function submitPage(redirectUrl: string, fields: Record<string, string> = {}): Promise<Response> {
    return fetch(redirectUrl, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(fields),
    });
  }

  async function activeAccount(slug: string, userId: string, fields: Record<string, string> = {}): Promise<string> {
    const created = await link({ auth_config_id: await authConfig(slug), user_id: userId });
    await submitPage(created.body.redirect_url, fields);
    return created.body.connected_account_id;
  }

  describe('POST /connected_accounts/link', () => {
    it('creates an INITIATED account and a 10-minute link', async () => {
      const res = await link({ auth_config_id: await authConfig('patchbay_oauth_demo'), user_id: 'user-1', callback_url: 'https://app.example/cb' });
      expect(res.status).toBe(201);
      expect(res.body).toEqual({
        link_token: expect.stringMatching(/^lt_/),
        redirect_url: `${t.baseUrl}/connect/${res.body.link_token}`,
        expires_at: new Date(clock().getTime() + 10 * 60_000).toISOString(),
        connected_account_id: expect.stringMatching(/^ca_/),
      });
      const account = await t.api('GET', `/api/v3/connected_accounts/${res.body.connected_account_id}`);
      expect(account.body).toMatchObject({
        id: res.body.connected_account_id,
        user_id: 'user-1',
        status: 'INITIATED',
        status_reason: null,
        toolkit: { slug: 'patchbay_oauth_demo' },
        auth_config: { auth_scheme: 'OAUTH2', is_vendor_managed: true, is_disabled: false },
        deleted_at: null,
      });
    });

    it('refuses a disabled auth config with 422', async () => {
      const id = await authConfig('patchbay_oauth_demo');
      await t.api('PATCH', `/api/v3/auth_configs/${id}/DISABLED`);
      const error = expectEnvelope(await link({ auth_config_id: id, user_id: 'u' }), 422);
      expect(error.slug).toBe('auth_config_disabled');
      expect(error.suggested_fix).toContain(`/api/v3/auth_configs/${id}/ENABLED`);
    });

    it('validates the body', async () => {
      const id = await authConfig('patchbay_oauth_demo');
      expect(expectEnvelope(await link({ user_id: 'u' }), 400).errors[0]).toMatch(/^body\.auth_config_id/);
      expect(expectEnvelope(await link({ auth_config_id: 'nope', user_id: 'u' }), 400).errors[0]).toMatch(/^body\.auth_config_id/);
      expect(expectEnvelope(await link({ auth_config_id: id }), 400).errors[0]).toMatch(/^body\.user_id/);
      expect(expectEnvelope(await link({ auth_config_id: id, user_id: 42 }), 400).errors[0]).toMatch(/^body\.user_id/);
      const js = expectEnvelope(await link({ auth_config_id: id, user_id: 'u', callback_url: 'javascript:alert(1)' }), 400);
      expect(js.errors[0]).toMatch(/^body\.callback_url/);
      expect(expectEnvelope(await link({ auth_config_id: id, user_id: 'u', connection_data: 'x' }), 400).errors[0]).toMatch(/^body\.connection_data/);
      expectEnvelope(await link({ auth_config_id: 'ac_unknown1234', user_id: 'u' }), 404);
      expectEnvelope(
        await t.api('POST', '/api/v3/connected_accounts/link', { rawBody: 'nope', headers: { 'content-type': 'application/json' } }),
        400,
      );
    });
  });

  describe('list and read', () => {
    it('filters, orders and pages; deleted accounts are left out', async () => {
      const a = await activeAccount('patchbay_noauth_demo', 'alice');
      clock.advance(1000);
      const b = (await link({ auth_config_id: await authConfig('patchbay_oauth_demo'), user_id: 'bob' })).body.connected_account_id;
      clock.advance(1000);
      const c = await activeAccount('patchbay_apikey_demo', 'alice', { api_key: 'pk_live', region: 'eu' });
      const ids = async (q = '') => (await t.api('GET', `/api/v3/connected_accounts${q}`)).body.items.map((x: { id: string }) => x.id);

      expect(await ids()).toEqual([c, b, a]);
      expect(await ids('?order_direction=asc')).toEqual([a, b, c]);
      expect(await ids('?user_ids=alice')).toEqual([c, a]);
      expect(await ids('?statuses=INITIATED')).toEqual([b]);
      expect(await ids('?statuses=ACTIVE&toolkit_slugs=patchbay_apikey_demo,patchbay_oauth_demo')).toEqual([c]);
      expect(await ids(`?connected_account_ids=${a},${b}`)).toEqual([b, a]);
      const page = await t.api('GET', '/api/v3/connected_accounts?limit=2');
      expect(page.body).toMatchObject({ total_items: 3, total_pages: 2, current_page: 1 });
      const next = await t.api('GET', `/api/v3/connected_accounts?cursor=${page.body.next_cursor}`);
      expect(next.body.items.map((x: { id: string }) => x.id)).toEqual([a]);

      // A refresh moves updated_at, which order_by=updated_at follows.
      clock.advance(1000);
      await t.api('POST', `/api/v3/connected_accounts/${a}/refresh`);
      expect(await ids('?order_by=updated_at')).toEqual([a, c, b]);

      await t.api('DELETE', `/api/v3/connected_accounts/${b}`);
      expect(await ids()).toEqual([c, a]);
    });

    it('rejects bad list queries and ids', async () => {
      for (const q of ['limit=0', 'limit=1001', 'limit=abc', 'cursor=zzz', 'statuses=ACTIVE,SLEEPING', 'order_by=name', 'order_direction=up']) {
        expectEnvelope(await t.api('GET', `/api/v3/connected_accounts?${q}`), 400);
      }
      expect(expectEnvelope(await t.api('GET', '/api/v3/connected_accounts/abc'), 400).errors[0]).toMatch(/^path\.nanoid/);
      expectEnvelope(await t.api('GET', '/api/v3/connected_accounts/ca_unknown1234'), 404);
    });

    it('keeps projects apart', async () => {
      const id = await activeAccount('patchbay_noauth_demo', 'alice');
      const other = await t.api('POST', '/api/v3/org/owner/project/new', { key: 'org', body: { name: 'second', should_create_api_key: true } });
      const key = { header: 'x-api-key' as const, value: other.body.api_key as string };
      expectEnvelope(await t.api('GET', `/api/v3/connected_accounts/${id}`, { key }), 404);
      expectEnvelope(await t.api('DELETE', `/api/v3/connected_accounts/${id}`, { key }), 404);
      expectEnvelope(await t.api('POST', `/api/v3/connected_accounts/${id}/refresh`, { key }), 404);
      expect((await t.api('GET', '/api/v3/connected_accounts', { key })).body.total_items).toBe(0);
      const foreignConfig = await authConfig('patchbay_oauth_demo');
      expectEnvelope(await t.api('POST', '/api/v3/connected_accounts/link', { key, body: { auth_config_id: foreignConfig, user_id: 'x' } }), 404);
    });
  });

  describe('DELETE (soft delete)', () => {
    it('keeps the record readable with deleted_at, and a second delete answers 422', async () => {
      const id = await activeAccount('patchbay_noauth_demo', 'alice');
      clock.advance(5000);
      const res = await t.api('DELETE', `/api/v3/connected_accounts/${id}`);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ success: true });
      const read = await t.api('GET', `/api/v3/connected_accounts/${id}`);
      expect(read.status).toBe(200);
      expect(read.body.deleted_at).toBe(clock().toISOString());
      expect(read.body.status).toBe('ACTIVE');
      expect(expectEnvelope(await t.api('DELETE', `/api/v3/connected_accounts/${id}`), 422).slug).toBe('connected_account_deleted');
      expect(expectEnvelope(await t.api('POST', `/api/v3/connected_accounts/${id}/refresh`), 422).slug).toBe('connected_account_deleted');
      expect(expectEnvelope(await t.api('DELETE', '/api/v3/connected_accounts/x'), 400).errors[0]).toMatch(/^path\.nanoid/);
    });

    it('closes the pending link of a deleted account', async () => {
      const created = await link({ auth_config_id: await authConfig('patchbay_noauth_demo'), user_id: 'u' });
      await t.api('DELETE', `/api/v3/connected_accounts/${created.body.connected_account_id}`);
      const page = await fetch(created.body.redirect_url);
      expect(page.status).toBe(410);
    });
  });

  describe('POST /connected_accounts/{id}/refresh', () => {
    it('OAuth: back to INITIATED with a new hosted link that returns to redirect_url', async () => {
      const created = await link({ auth_config_id: await authConfig('patchbay_oauth_demo'), user_id: 'u', callback_url: 'https://app.example/old' });
      const id = created.body.connected_account_id;
      const res = await t.api('POST', `/api/v3/connected_accounts/${id}/refresh?redirect_url=${encodeURIComponent('https://app.example/new')}`);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        id,
        status: 'INITIATED',
        redirect_url: expect.stringMatching(new RegExp(`^${t.baseUrl}/connect/lt_`)),
        expires_at: expect.any(String),
      });
      expect(res.body.redirect_url).not.toBe(created.body.redirect_url);
      // The earlier link no longer works; the new one does.
      expect((await fetch(created.body.redirect_url)).status).toBe(409);
      const cancelled = await fetch(`${res.body.redirect_url}/cancel`, { method: 'POST', redirect: 'manual' });
      expect(new URL(cancelled.headers.get('location')!).origin + new URL(cancelled.headers.get('location')!).pathname).toBe(
        'https://app.example/new',
      );
    });

    it('API key: ACTIVE without a redirect; validate_credentials checks the stored key', async () => {
      const good = await activeAccount('patchbay_apikey_demo', 'u', { api_key: 'pk_good' });
      const ok = await t.api('POST', `/api/v3/connected_accounts/${good}/refresh`, { body: { validate_credentials: true } });
      expect(ok.body).toEqual({ id: good, status: 'ACTIVE', redirect_url: null, expires_at: null });

      // A key stored before the app changed its rules fails validation.
      const configId = await authConfig('patchbay_apikey_demo');
      const created = await link({ auth_config_id: configId, user_id: 'u' });
      const store = t.server.store;
      const record = store.get('connected_accounts', created.body.connected_account_id)!;
      store.put('connected_accounts', { ...record, status: 'ACTIVE', credentials: { api_key: 'legacy' } });
      const bad = await t.api('POST', `/api/v3/connected_accounts/${record.id}/refresh`, { body: { validate_credentials: true } });
      expect(bad.body).toEqual({ id: record.id, status: 'FAILED', redirect_url: null, expires_at: null });
      const failed = await t.api('GET', `/api/v3/connected_accounts/${record.id}`);
      expect(failed.body.status_reason).toBe('That API key was rejected by Acme Metrics.');
      expect(failed.body.status_reason_code).toBe('credentials_rejected');
      const unvalidated = await t.api('POST', `/api/v3/connected_accounts/${record.id}/refresh`, { body: {} });
      expect(unvalidated.body.status).toBe('ACTIVE');
    });

    it('an API-key account that never got a key gets a new link', async () => {
      const created = await link({ auth_config_id: await authConfig('patchbay_apikey_demo'), user_id: 'u' });
      const res = await t.api('POST', `/api/v3/connected_accounts/${created.body.connected_account_id}/refresh`);
      expect(res.body.status).toBe('INITIATED');
      expect(res.body.redirect_url).toMatch(/\/connect\/lt_/);
    });

    it('rejects a disabled auth config and bad input', async () => {
      const configId = await authConfig('patchbay_oauth_demo');
      const id = (await link({ auth_config_id: configId, user_id: 'u' })).body.connected_account_id;
      expect(
        expectEnvelope(await t.api('POST', `/api/v3/connected_accounts/${id}/refresh`, { body: { validate_credentials: 'yes' } }), 400).errors[0],
      ).toMatch(/^body\.validate_credentials/);
      expect(
        expectEnvelope(await t.api('POST', `/api/v3/connected_accounts/${id}/refresh`, { body: { redirect_url: 'ftp://x' } }), 400).errors[0],
      ).toMatch(/^body\.redirect_url/);
      expect(expectEnvelope(await t.api('POST', `/api/v3/connected_accounts/${id}/refresh?redirect_url=nope`), 400).errors[0]).toMatch(
        /^query\.redirect_url/,
      );
      expectEnvelope(
        await t.api('POST', `/api/v3/connected_accounts/${id}/refresh`, { rawBody: '[', headers: { 'content-type': 'application/json' } }),
        400,
      );
      await t.api('PATCH', `/api/v3/auth_configs/${configId}/DISABLED`);
      expectEnvelope(await t.api('POST', `/api/v3/connected_accounts/${id}/refresh`), 422);
    });
  });

  describe('expiry', () => {
    it('an unfinished link expires the account after 10 minutes, seen on read and on list', async () => {
      const created = await link({ auth_config_id: await authConfig('patchbay_oauth_demo'), user_id: 'u' });
      const id = created.body.connected_account_id;
      clock.advance(9 * 60_000);
      expect((await t.api('GET', `/api/v3/connected_accounts/${id}`)).body.status).toBe('INITIATED');
      clock.advance(2 * 60_000);
      const list = await t.api('GET', '/api/v3/connected_accounts?statuses=EXPIRED');
      expect(list.body.items.map((x: { id: string }) => x.id)).toEqual([id]);
      const read = await t.api('GET', `/api/v3/connected_accounts/${id}`);
      expect(read.body).toMatchObject({ status: 'EXPIRED', status_reason: 'The connection was not completed within 10 minutes.' });
    });
  });
});
