import { describe, expect, it } from 'vitest';
import { CALLBACK, hop, useConnectScenario } from '../connectScenario';
import { BACKENDS, expectEnvelope } from '../harness';

describe.each(BACKENDS)('connect attempts: one per user and auth config, however often they retry (%s)', (backend) => {
  const { clock, t, account } = useConnectScenario(backend);

  async function authConfig(slug: string): Promise<string> {
    const res = await t.api('POST', '/api/v3/auth_configs', { body: { toolkit: { slug } } });
    expect(res.status).toBe(201);
    return res.body.auth_config.id;
  }

  async function link(body: Record<string, unknown>) {
    const res = await t.api('POST', '/api/v3/connected_accounts/link', { body });
    expect(res.status).toBe(201);
    return res.body as { link_token: string; redirect_url: string; expires_at: string; connected_account_id: string };
  }

  const accountsOf = async (userId: string) => (await t.api('GET', `/api/v3/connected_accounts?user_ids=${userId}`)).body.items as any[];

  it('retry, close the popup, cancel, retry: one account id throughout, nothing FAILED, then connected', async () => {
    const configId = await authConfig('patchbay_apikey_demo');
    const first = await link({ auth_config_id: configId, user_id: 'user-1', callback_url: CALLBACK });
    expect(await account(first.connected_account_id)).toMatchObject({
      status: 'INITIATED',
      connected_at: null,
      alias: null,
      last_used_at: null,
      latest_link: { status: 'PENDING', reconnect: false, reason_code: null, expires_at: first.expires_at, finished_at: null },
    });

    // "Try again" while the link still waits: the same link, with the latest caller's callback and prefill.
    const again = await link({ auth_config_id: configId, user_id: 'user-1', callback_url: `${CALLBACK}?again=1`, connection_data: { region: 'eu' } });
    expect(again).toEqual(first);
    const page = await hop(again.redirect_url);
    expect(page.html).toContain('<option value="eu" selected>European Union</option>');

    // The popup was closed: nothing happens until the 10 minutes are up; then the attempt is EXPIRED.
    clock.advance(10 * 60_000 + 1);
    expect(await account(first.connected_account_id)).toMatchObject({ status: 'EXPIRED', status_reason_code: 'link_expired' });

    // Tried again later: the same account, a fresh 10-minute link, INITIATED again.
    const third = await link({ auth_config_id: configId, user_id: 'user-1', callback_url: CALLBACK });
    expect(third.connected_account_id).toBe(first.connected_account_id);
    expect(third.link_token).not.toBe(first.link_token);
    expect(Date.parse(third.expires_at) - clock().getTime()).toBe(10 * 60_000);
    expect(await account(first.connected_account_id)).toMatchObject({ status: 'INITIATED', status_reason: null, status_reason_code: null });
    expect((await hop(first.redirect_url)).status).toBe(410);

    // Cancel on the hosted page: back to the app with status=cancelled, and the attempt is given up, not failed.
    const cancelled = await hop(`${third.redirect_url}/cancel`, {});
    expect(cancelled.status).toBe(303);
    expect(new URL(cancelled.location!).searchParams.get('status')).toBe('cancelled');
    expect(await account(first.connected_account_id)).toMatchObject({
      status: 'EXPIRED',
      status_reason_code: 'cancelled_by_user',
      connected_at: null,
      latest_link: { status: 'CANCELLED', reason_code: 'cancelled_by_user' },
    });

    // And once more: this time the user finishes.
    const fourth = await link({ auth_config_id: configId, user_id: 'user-1', callback_url: CALLBACK });
    expect(fourth.connected_account_id).toBe(first.connected_account_id);
    const done = await hop(fourth.redirect_url, { api_key: 'pk_live_1' });
    expect(new URL(done.location!).searchParams.get('status')).toBe('success');

    const accounts = await accountsOf('user-1');
    expect(accounts.map((a) => [a.id, a.status])).toEqual([[first.connected_account_id, 'ACTIVE']]);
    expect(accounts[0]).toMatchObject({ connected_at: clock().toISOString(), latest_link: { status: 'COMPLETED', reason_code: null } });
    expect(accounts.some((a) => a.status === 'FAILED')).toBe(false);
  });

  it('a connected account is never reused ("add another account"), nor a deleted attempt, and another user never gets one', async () => {
    const configId = await authConfig('patchbay_noauth_demo');
    const first = await link({ auth_config_id: configId, user_id: 'user-1' });
    // Another user of the project starts their own attempt.
    const theirs = await link({ auth_config_id: configId, user_id: 'user-2' });
    expect(theirs.connected_account_id).not.toBe(first.connected_account_id);

    expect((await hop(first.redirect_url, {})).status).toBe(200);
    expect(await account(first.connected_account_id)).toMatchObject({ status: 'ACTIVE', connected_at: clock().toISOString() });

    // "Add another account": a new one, the connected one is left alone.
    clock.advance(1000);
    const another = await link({ auth_config_id: configId, user_id: 'user-1' });
    expect(another.connected_account_id).not.toBe(first.connected_account_id);
    expect(another.connected_account_id).not.toBe(theirs.connected_account_id);
    expect(await account(first.connected_account_id)).toMatchObject({ status: 'ACTIVE', latest_link: { status: 'COMPLETED' } });

    // Nor is a deleted attempt.
    expect((await t.api('DELETE', `/api/v3/connected_accounts/${another.connected_account_id}`)).status).toBe(200);
    const afterDelete = await link({ auth_config_id: configId, user_id: 'user-1' });
    expect(afterDelete.connected_account_id).not.toBe(another.connected_account_id);
    expect(afterDelete.connected_account_id).not.toBe(first.connected_account_id);
  });

  it('an OAuth attempt the user denied is FAILED, and the retry reuses it', async () => {
    const configId = await authConfig('patchbay_oauth_demo');
    const first = await link({ auth_config_id: configId, user_id: 'user-1', callback_url: CALLBACK });
    const page = await hop(first.redirect_url);
    const state = new URL(/href="([^"]*\/oauth\/authorize\?[^"]*)"/.exec(page.html)![1]!.replaceAll('&amp;', '&')).searchParams.get('state');
    const denied = await hop(`${first.redirect_url}/oauth/callback?error=access_denied&state=${state}`);
    expect(new URL(denied.location!).searchParams.get('status')).toBe('failed');
    expect(await account(first.connected_account_id)).toMatchObject({
      status: 'FAILED',
      status_reason_code: 'access_denied',
      latest_link: { status: 'FAILED', reason_code: 'access_denied' },
    });
    const retry = await link({ auth_config_id: configId, user_id: 'user-1', callback_url: CALLBACK });
    expect(retry.connected_account_id).toBe(first.connected_account_id);
    expect(await account(first.connected_account_id)).toMatchObject({ status: 'INITIATED', status_reason_code: null });
  });

  it('the session link and Manage connections reuse the attempt the link endpoint started, and the other way round', async () => {
    const configId = await authConfig('patchbay_apikey_demo');
    const session = await t.api('POST', '/api/v3/tool_router/session', {
      body: { user_id: 'user-1', toolkits: { enable: ['patchbay_apikey_demo'] }, auth_configs: { patchbay_apikey_demo: configId } },
    });
    expect(session.status).toBe(201);
    const sessionId = session.body.session_id as string;

    const first = await link({ auth_config_id: configId, user_id: 'user-1' });
    await hop(`${first.redirect_url}/cancel`, {});
    const viaSession = await t.api('POST', `/api/v3/tool_router/session/${sessionId}/link`, { body: { toolkit: 'patchbay_apikey_demo' } });
    expect(viaSession.body.connected_account_id).toBe(first.connected_account_id);
    const managed = await t.api('POST', `/api/v3/tool_router/session/${sessionId}/execute_meta`, {
      body: { slug: 'PATCHBAY_MANAGE_CONNECTIONS', arguments: { toolkits: ['patchbay_apikey_demo'] } },
    });
    expect(managed.body.data.connections[0]).toMatchObject({
      connected_account_id: first.connected_account_id,
      link_token: viaSession.body.link_token,
    });
    clock.advance(10 * 60_000 + 1);
    const viaLink = await link({ auth_config_id: configId, user_id: 'user-1' });
    expect(viaLink.connected_account_id).toBe(first.connected_account_id);
    expect(await accountsOf('user-1')).toHaveLength(1);
  });

  it('reads records stored before these fields existed: connected when ACTIVE or holding credentials, at their updated_at', async () => {
    const configId = await authConfig('patchbay_apikey_demo');
    const waiting = await link({ auth_config_id: configId, user_id: 'user-1' });
    const connected = await link({ auth_config_id: configId, user_id: 'user-2' });
    const { store } = t.server;
    const older = (id: string, change: Record<string, unknown>) => {
      const { alias: _alias, connected_at: _connectedAt, last_used_at: _lastUsedAt, ...record } = store.get('connected_accounts', id)!;
      store.put('connected_accounts', { ...record, ...change });
    };
    older(waiting.connected_account_id, {});
    older(connected.connected_account_id, { status: 'ACTIVE', credentials: { api_key: 'pk_1' }, updated_at: '2026-02-01T00:00:00.000Z' });
    const storedLink = store.get('link_sessions', waiting.link_token)!;
    const { restore: _restore, reason_code: _reasonCode, ...olderLink } = storedLink;
    store.put('link_sessions', olderLink);

    expect(await account(waiting.connected_account_id)).toMatchObject({
      alias: null,
      connected_at: null,
      last_used_at: null,
      latest_link: { status: 'PENDING', reconnect: false, reason_code: null },
    });
    expect(await account(connected.connected_account_id)).toMatchObject({
      alias: null,
      connected_at: '2026-02-01T00:00:00.000Z',
      last_used_at: null,
    });
    // The older attempt is reused like any other; the connected account is not.
    expect((await link({ auth_config_id: configId, user_id: 'user-1' })).connected_account_id).toBe(waiting.connected_account_id);
    expect((await link({ auth_config_id: configId, user_id: 'user-2' })).connected_account_id).not.toBe(connected.connected_account_id);
  });

  describe('aliases', () => {
    it('tells two accounts of one app apart, and refuses a duplicate with 409', async () => {
      const configId = await authConfig('patchbay_noauth_demo');
      const work = await link({ auth_config_id: configId, user_id: 'user-1', alias: '  Work  ' });
      await hop(work.redirect_url, {});
      const personal = await link({ auth_config_id: configId, user_id: 'user-1', alias: 'Personal' });
      await hop(personal.redirect_url, {});
      expect(personal.connected_account_id).not.toBe(work.connected_account_id);
      const accounts = await accountsOf('user-1');
      expect(accounts.map((a) => [a.alias, a.status]).sort()).toEqual([
        ['Personal', 'ACTIVE'],
        ['Work', 'ACTIVE'],
      ]);

      // Unique per user and toolkit, whatever the case; another user may use the same label.
      const duplicate = expectEnvelope(
        await t.api('POST', '/api/v3/connected_accounts/link', { body: { auth_config_id: configId, user_id: 'user-1', alias: 'work' } }),
        409,
      );
      expect(duplicate.slug).toBe('conflict');
      expect(duplicate.message).toContain(
        `Alias 'work' is already used by another patchbay_noauth_demo account of this user ('${work.connected_account_id}')`,
      );
      expect(duplicate.field_errors[0]?.path).toEqual(['body', 'alias']);
      expect(await accountsOf('user-1')).toHaveLength(2);
      const theirs = await link({ auth_config_id: configId, user_id: 'user-2', alias: 'Work' });
      expect((await account(theirs.connected_account_id)).alias).toBe('Work');

      // A retry may relabel the attempt it reuses.
      const attempt = await link({ auth_config_id: configId, user_id: 'user-1', alias: 'Side project' });
      const retried = await link({ auth_config_id: configId, user_id: 'user-1', alias: 'Side' });
      expect(retried.connected_account_id).toBe(attempt.connected_account_id);
      expect((await account(attempt.connected_account_id)).alias).toBe('Side');
      expect((await hop(retried.redirect_url)).html).toContain('Account: <strong>Side</strong>');
    });

    it('validates the alias: a string of at most 100 characters, no control characters', async () => {
      const configId = await authConfig('patchbay_noauth_demo');
      for (const alias of ['x'.repeat(101), 'line\nbreak', 'nul\u0000', 'bidi\u202eevil', 42]) {
        const refused = expectEnvelope(
          await t.api('POST', '/api/v3/connected_accounts/link', { body: { auth_config_id: configId, user_id: 'user-1', alias } }),
          400,
        );
        expect(refused.field_errors[0]?.path).toEqual(['body', 'alias']);
      }
      const blank = await link({ auth_config_id: configId, user_id: 'user-1', alias: '   ' });
      expect((await account(blank.connected_account_id)).alias).toBeNull();
    });
  });
});
