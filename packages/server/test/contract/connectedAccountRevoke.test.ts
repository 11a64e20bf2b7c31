import { describe, expect, it } from 'vitest';
import { BACKENDS, expectEnvelope, useTestServer } from '../harness';
import { connect, openLink } from './toolFixtures';

const PREFIXES = ['/api/v3', '/api/v3.1'] as const;

describe.each(BACKENDS)('POST /connected_accounts/{id}/revoke (%s)', (backend) => {
  const t = useTestServer(backend);
  const revoke = (prefix: string, id: string) => t.api('POST', `${prefix}/connected_accounts/${id}/revoke`);
  const account = async (id: string) => (await t.api('GET', `/api/v3/connected_accounts/${id}`)).body;

  it.each(PREFIXES)('revokes an OAuth account under %s: its token stops working at the provider, tools and the proxy refuse it', async (prefix) => {
    const { accountId } = await connect(t, 'patchbay_oauth_demo', 'user-1');
    const token = t.server.store.get('connected_accounts', accountId)!.credentials.access_token;
    const headers = { authorization: `Bearer ${token}` };
    expect((await fetch(`${t.baseUrl}/sandbox/patchbay_oauth_demo/me`, { headers })).status).toBe(200);
    const run = () =>
      t.api('POST', '/api/v3/tools/execute/PATCHBAY_OAUTH_DEMO_LIST_TASKS', { body: { connected_account_id: accountId, arguments: {} } });
    expect((await run()).body.successful).toBe(true);

    const revoked = await revoke(prefix, accountId);
    expect(revoked.status).toBe(200);
    expect(revoked.body).toEqual({ revoked_tokens: ['access_token', 'refresh_token'], connected_account: { id: accountId, status: 'REVOKED' } });

    // The provider (the service's own) no longer takes the token, and nothing stored holds it.
    expect((await fetch(`${t.baseUrl}/sandbox/patchbay_oauth_demo/me`, { headers })).status).toBe(401);
    expect(t.server.store.get('connected_accounts', accountId)!.credentials).toEqual({});
    expect(await account(accountId)).toMatchObject({ status: 'REVOKED', status_reason_code: 'access_revoked' });
    expect(expectEnvelope(await run(), 422).slug).toBe('connected_account_not_active');
    const proxied = await t.api('POST', '/api/v3/tools/execute/proxy', { body: { connected_account_id: accountId, endpoint: '/me', method: 'GET' } });
    expect(expectEnvelope(proxied, 422).slug).toBe('connected_account_not_active');
    // Listed under its status.
    const listed = await t.api('GET', '/api/v3/connected_accounts?statuses=REVOKED');
    expect(listed.body.items.map((a: { id: string }) => a.id)).toEqual([accountId]);

    // Again, under either prefix: nothing left to revoke.
    for (const again of PREFIXES) {
      expect((await revoke(again, accountId)).body).toEqual({ revoked_tokens: [], connected_account: { id: accountId, status: 'REVOKED' } });
    }
  });

  it('revokes an API key account as one credential, and a refresh reconnects it under the same id', async () => {
    const { accountId } = await connect(t, 'patchbay_apikey_demo', 'user-1');
    const revoked = await revoke('/api/v3.1', accountId);
    expect(revoked.body.revoked_tokens).toEqual(['credential']);
    const refreshed = await t.api('POST', `/api/v3/connected_accounts/${accountId}/refresh`, { body: {} });
    expect(refreshed.status).toBe(200);
    // No credentials left to reuse: the user enters new ones on the hosted page.
    expect(refreshed.body.redirect_url).toEqual(expect.any(String));
    expect(
      (await fetch(refreshed.body.redirect_url, { method: 'POST', redirect: 'manual', body: new URLSearchParams({ api_key: 'pk_new_key_1' }) }))
        .status,
    ).toBeLessThan(400);
    expect((await account(accountId)).status).toBe('ACTIVE');
  });

  it.each(PREFIXES)('answers 409 for an account never connected, and 4xx for the rest under %s', async (prefix) => {
    const pending = await openLink(t, 'patchbay_oauth_demo', 'user-1');
    const conflict = expectEnvelope(await revoke(prefix, pending.accountId), 409);
    expect(conflict.slug).toBe('conflict');
    expect(conflict.message).toContain('INITIATED');
    expect((await account(pending.accountId)).status).toBe('INITIATED');

    expect(expectEnvelope(await revoke(prefix, 'ca_doesnotexist1'), 404).slug).toBe('not_found');
    expect(expectEnvelope(await revoke(prefix, 'not-an-id'), 400).slug).toBe('bad_request');
    expect(expectEnvelope(await revoke(prefix, `ca_${'x'.repeat(5000)}`), 400).slug).toBe('bad_request');

    // No auth: no credential to revoke.
    const { accountId: noAuth } = await connect(t, 'patchbay_noauth_demo', 'user-1');
    expect(expectEnvelope(await revoke(prefix, noAuth), 400).message).toContain('no credentials');

    const { accountId: gone } = await connect(t, 'patchbay_apikey_demo', 'user-1');
    await t.api('DELETE', `/api/v3/connected_accounts/${gone}`);
    expect(expectEnvelope(await revoke(prefix, gone), 422).slug).toBe('connected_account_deleted');
  });

  it("refuses another project's account as a missing one", async () => {
    const { accountId } = await connect(t, 'patchbay_apikey_demo', 'user-1');
    const other = await t.api('POST', '/api/v3/org/owner/project/new', { key: 'org', body: { name: 'elsewhere', should_create_api_key: true } });
    const key = { header: 'x-api-key' as const, value: other.body.api_key as string };
    const elsewhere = await t.api('POST', `/api/v3/connected_accounts/${accountId}/revoke`, { key });
    expectEnvelope(elsewhere, 404);
    expect((await account(accountId)).status).toBe('ACTIVE');
  });
});
