import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BACKENDS, expectEnvelope, testControls, useTestServer } from '../harness';
import { connect, finishLink, startReceiver, type Receiver } from './toolFixtures';

const CREATE_TASK = 'PATCHBAY_OAUTH_DEMO_CREATE_TASK';

describe.each(BACKENDS)('test controls: an account whose access ends (%s)', (backend) => {
  const t = useTestServer(backend, { testControls: true });
  let receiver: Receiver;
  beforeEach(async () => {
    receiver = await startReceiver();
    const subscribed = await t.api('POST', '/api/v3/webhook_subscriptions', {
      body: { webhook_url: receiver.url, enabled_events: ['composio.connected_account.expired'] },
    });
    expect(subscribed.status).toBe(201);
  });
  afterEach(async () => {
    await t.server.idle();
    await receiver.close();
  });

  const expire = (id: string, body: Record<string, unknown>) =>
    t.api('POST', `/api/v3/test_helpers/connected_accounts/${id}/expire`, { key: 'org', body });
  const account = async (id: string) => (await t.api('GET', `/api/v3/connected_accounts/${id}`)).body;

  it('expires an ACTIVE account with a reason code and sends composio.connected_account.expired', async () => {
    const { accountId } = await connect(t, 'patchbay_oauth_demo', 'user-1');
    const expired = await expire(accountId, { reason: 'token_expired' });
    expect(expired.status).toBe(200);
    expect(expired.body).toMatchObject({
      id: accountId,
      status: 'EXPIRED',
      status_reason_code: 'token_expired',
      status_reason: expect.stringContaining('Reconnect'),
    });
    expect(await account(accountId)).toEqual(expired.body);

    await t.server.idle();
    expect(receiver.events).toHaveLength(1);
    expect(receiver.events[0]).toMatchObject({
      type: 'composio.connected_account.expired',
      metadata: { project_id: t.server.defaultProjectId },
      data: { id: accountId, status: 'EXPIRED', user_id: 'user-1', toolkit: { slug: 'patchbay_oauth_demo' }, status_reason_code: 'token_expired' },
    });
  });

  it('a tool on the EXPIRED account answers 422 connected_account_not_active with the reason, by account id or by user', async () => {
    const { accountId } = await connect(t, 'patchbay_oauth_demo', 'user-1');
    await testControls(t.server).expireAccount(accountId, 'access_revoked');
    const byId = await t.api('POST', `/api/v3/tools/execute/${CREATE_TASK}`, {
      body: { connected_account_id: accountId, arguments: { title: 'x', project: 'ops' } },
    });
    const byUser = await t.api('POST', `/api/v3/tools/execute/${CREATE_TASK}`, {
      body: { user_id: 'user-1', arguments: { title: 'x', project: 'ops' } },
    });
    for (const answer of [byId, byUser]) {
      const error = expectEnvelope(answer, 422);
      expect(error.slug).toBe('connected_account_not_active');
      expect(error.message).toBe(`Connected account '${accountId}' is EXPIRED (access_revoked), not ACTIVE.`);
      expect(error.errors).toContain('status_reason_code: access_revoked');
      expect(error.suggested_fix).toContain(`/api/v3/connected_accounts/${accountId}/refresh`);
    }
    // The proxy says the same.
    const proxied = await t.api('POST', '/api/v3/tools/execute/proxy', {
      body: { connected_account_id: accountId, endpoint: '/tasks', method: 'GET' },
    });
    expect(expectEnvelope(proxied, 422).slug).toBe('connected_account_not_active');
  });

  it('reconnecting the same account id (refresh, then consent) brings an OAuth account back to ACTIVE', async () => {
    const { accountId } = await connect(t, 'patchbay_oauth_demo', 'user-1');
    await expire(accountId, { reason: 'token_expired' });
    const refreshed = await t.api('POST', `/api/v3/connected_accounts/${accountId}/refresh`, { body: {} });
    expect(refreshed.body).toMatchObject({ id: accountId, status: 'INITIATED' });
    await finishLink(t, refreshed.body.redirect_url, 'patchbay_oauth_demo');
    expect(await account(accountId)).toMatchObject({ id: accountId, status: 'ACTIVE', status_reason: null, status_reason_code: null });
    const run = await t.api('POST', `/api/v3/tools/execute/${CREATE_TASK}`, {
      body: { user_id: 'user-1', arguments: { title: 'back', project: 'ops' } },
    });
    expect(run.body.successful).toBe(true);
  });

  it('reconnecting an API-key account with its stored key brings it back to ACTIVE at once', async () => {
    const { accountId } = await connect(t, 'patchbay_apikey_demo', 'user-1');
    await expire(accountId, { reason: 'access_revoked' });
    const refreshed = await t.api('POST', `/api/v3/connected_accounts/${accountId}/refresh`, { body: {} });
    expect(refreshed.body).toEqual({ id: accountId, status: 'ACTIVE', redirect_url: null, expires_at: null });
  });

  it('refuses what cannot expire, and wrong input, naming why', async () => {
    const { accountId } = await connect(t, 'patchbay_oauth_demo', 'user-1');
    expect(expectEnvelope(await expire(accountId, { reason: 'bored' }), 400).errors[0]).toMatch(
      /^body\.reason: expected 'token_expired' or 'access_revoked'/,
    );
    expect(expectEnvelope(await expire(accountId, {}), 400).field_errors?.[0]).toMatchObject({ path: ['body', 'reason'] });
    expectEnvelope(await expire(accountId, { reason: 'token_expired', extra: 1 }), 400);
    expectEnvelope(await expire('ca_unknown12345', { reason: 'token_expired' }), 404);
    expectEnvelope(await expire('not-an-id', { reason: 'token_expired' }), 400);
    // Another project's id, or one that is not a project, is a 404 / 400: the account is not there.
    const other = await t.api('POST', '/api/v3/org/owner/project/new', { key: 'org', body: { name: 'other' } });
    expectEnvelope(await expire(accountId, { reason: 'token_expired', project_id: other.body.id }), 404);
    expectEnvelope(await expire(accountId, { reason: 'token_expired', project_id: 'pr_nosuchproject' }), 404);
    expectEnvelope(await expire(accountId, { reason: 'token_expired', project_id: 'nope' }), 400);

    expect((await expire(accountId, { reason: 'token_expired', project_id: t.server.defaultProjectId })).status).toBe(200);
    const again = expectEnvelope(await expire(accountId, { reason: 'token_expired' }), 422);
    expect(again).toMatchObject({
      slug: 'invalid_state',
      message: `Connected account '${accountId}' is EXPIRED: only an ACTIVE account can expire.`,
    });
    await t.api('DELETE', `/api/v3/connected_accounts/${(await connect(t, 'patchbay_oauth_demo', 'user-2')).accountId}`);
    await t.server.idle();
    expect(receiver.events.map((event) => event.type)).toEqual(['composio.connected_account.expired']);
  });
});
