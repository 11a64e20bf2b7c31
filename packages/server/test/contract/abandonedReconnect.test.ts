import { describe, expect, it } from 'vitest';
import { CALLBACK, hop, useConnectScenario } from '../connectScenario';
import { BACKENDS, expectEnvelope, testControls } from '../harness';
import { connect, finishLink } from './toolFixtures';

describe.each(BACKENDS)('a reconnect given up from the app leaves the account as it was (%s)', (backend) => {
  const { clock, t, account } = useConnectScenario(backend, { testControls: true });

  const refresh = (id: string) =>
    t.api('POST', `/api/v3/connected_accounts/${id}/refresh`, { body: { collect_credentials: true, redirect_url: CALLBACK } });
  const cancelLink = (id: string, body: Record<string, unknown> = {}) => t.api('POST', `/api/v3/connected_accounts/${id}/link/cancel`, { body });

  /** An Acme Tasks (OAuth) account of user-1 whose token expired: EXPIRED, `token_expired`, with its reason. */
  async function expiredAccount(): Promise<{ id: string; expired: any }> {
    const { accountId: id } = await connect(t, 'patchbay_oauth_demo', 'user-1');
    await testControls(t.server).expireAccount(id, 'token_expired');
    const expired = await account(id);
    expect(expired).toMatchObject({ status: 'EXPIRED', status_reason_code: 'token_expired', status_reason: expect.any(String) });
    return { id, expired };
  }

  it('expire, refresh, give up: the account is EXPIRED with its reason at once, and a later reconnect makes the same id ACTIVE', async () => {
    const { id, expired } = await expiredAccount();
    const before = { status: 'EXPIRED', status_reason: expired.status_reason, status_reason_code: 'token_expired' };

    const started = await refresh(id);
    // The vendor's refresh: INITIATED while the user is away; the link says what the account goes back to.
    expect(started.body).toMatchObject({ id, status: 'INITIATED', expires_at: expect.any(String) });
    expect(await account(id)).toMatchObject({ status: 'INITIATED', latest_link: { status: 'PENDING', reconnect: true, previous: before } });

    // The user closes the window: the app gives the attempt up, naming it by its expiry.
    const cancelled = await cancelLink(id, { expires_at: started.body.expires_at });
    expect(cancelled.status).toBe(200);
    const after = await account(id);
    expect(cancelled.body).toEqual(after);
    expect(after).toMatchObject({
      id,
      ...before,
      connected_at: expired.connected_at,
      latest_link: { status: 'CANCELLED', reconnect: true, reason_code: 'cancelled_by_user', previous: before },
    });
    // The link it gave up no longer works.
    expect((await hop(started.body.redirect_url)).status).toBe(409);

    // Reconnect again, and finish this time: the same account, ACTIVE.
    const again = await refresh(id);
    expect(again.body).toMatchObject({ id, status: 'INITIATED' });
    await finishLink(t, again.body.redirect_url, 'patchbay_oauth_demo');
    expect(await account(id)).toMatchObject({ id, status: 'ACTIVE', status_reason: null, status_reason_code: null });
    expect((await t.api('GET', '/api/v3/connected_accounts?user_ids=user-1')).body.items.map((a: { id: string }) => a.id)).toEqual([id]);
  });

  it("a cancel names its attempt: an older link's expiry, or nothing pending, changes nothing", async () => {
    const { id, expired } = await expiredAccount();
    const first = await refresh(id);
    clock.advance(1000);
    const second = await refresh(id);
    expect(second.body.expires_at).not.toBe(first.body.expires_at);

    // A late cancel of the first attempt leaves the second one going.
    expect((await cancelLink(id, { expires_at: first.body.expires_at })).body).toMatchObject({
      status: 'INITIATED',
      latest_link: { status: 'PENDING' },
    });
    expect((await hop(second.body.redirect_url)).status).toBe(200);

    // The second's cancel puts back what the first refresh found, not INITIATED; said twice, it is said once.
    for (let i = 0; i < 2; i++) {
      expect((await cancelLink(id, { expires_at: second.body.expires_at })).body).toMatchObject({
        status: 'EXPIRED',
        status_reason: expired.status_reason,
        status_reason_code: 'token_expired',
        latest_link: { status: 'CANCELLED' },
      });
    }
  });

  it('a first attempt given up from the app is EXPIRED (cancelled, nothing failed), and the next link reuses it', async () => {
    const config = await t.api('POST', '/api/v3/auth_configs', { body: { toolkit: { slug: 'patchbay_oauth_demo' } } });
    const link = () => t.api('POST', '/api/v3/connected_accounts/link', { body: { auth_config_id: config.body.auth_config.id, user_id: 'user-2' } });
    const first = await link();
    const id = first.body.connected_account_id;
    expect((await cancelLink(id)).body).toMatchObject({
      status: 'EXPIRED',
      status_reason_code: 'cancelled_by_user',
      connected_at: null,
      latest_link: { status: 'CANCELLED', reconnect: false, previous: null },
    });
    expect((await link()).body.connected_account_id).toBe(id);
  });

  it('refuses input it cannot read, naming the field, and answers an unknown account 404', async () => {
    const { id } = await expiredAccount();
    expect(expectEnvelope(await cancelLink(id, { expires_at: 'soon' }), 400).field_errors?.[0]).toMatchObject({ path: ['body', 'expires_at'] });
    expectEnvelope(await cancelLink(id, { expires_at: 7 }), 400);
    expectEnvelope(await cancelLink(id, { link: 'lt_x' }), 400);
    expectEnvelope(await cancelLink('ca_unknown12345'), 404);
    expectEnvelope(await cancelLink('not-an-id'), 400);
    expect(await account(id)).toMatchObject({ status: 'EXPIRED' });
  });
});
