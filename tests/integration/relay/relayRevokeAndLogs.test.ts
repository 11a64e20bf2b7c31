import { beforeAll, describe, expect, it } from 'vitest';
import { expectEnvelope } from '@patchbay/server/testing';
import { authConfigFor, connectApiKeyThroughRelay, useRelayService, type RelayFixture } from './relayFixture';

const RECORD = 'PATCHBAY_APIKEY_DEMO_RECORD_METRIC';
let keyCounter = 0;

describe('relay: revoking accounts and reading execution logs are bound to the signed-in user', () => {
  const { t, open } = useRelayService('all');
  let relay: RelayFixture;
  let configId: string;
  const alice = () => relay.as('alice');
  const serviceAccount = async (id: string) => (await t.api('GET', `/api/v3/connected_accounts/${id}`)).body;

  beforeAll(async () => {
    relay = await open({ toolExecution: true });
    configId = await authConfigFor(t, 'patchbay_apikey_demo');
  });

  it.each(['v3', 'v3.1'] as const)("revokes the user's own account (%s); another user's answers like a missing one and stays", async (apiVersion) => {
    const own = await connectApiKeyThroughRelay(relay, 'alice', configId);
    const bobs = await connectApiKeyThroughRelay(relay, 'bob', configId);
    const revoked = await alice().call('POST', `/connected_accounts/${own}/revoke`, { apiVersion });
    expect(revoked.status).toBe(200);
    expect(revoked.body).toEqual({ revoked_tokens: ['credential'], connected_account: { id: own, status: 'REVOKED' } });
    const run = await alice().call('POST', `/tools/execute/${RECORD}`, { body: { connected_account_id: own, arguments: { name: 'x', value: 1 } } });
    expect(expectEnvelope(run, 422).slug).toBe('connected_account_not_active');

    const missing = expectEnvelope(await alice().call('POST', '/connected_accounts/ca_doesnotexist1/revoke', { apiVersion }), 404);
    const before = relay.upstream.filter((r) => r.path.endsWith('/revoke')).length;
    const refused = expectEnvelope(await alice().call('POST', `/connected_accounts/${bobs}/revoke`, { apiVersion }), 404);
    expect(refused.message).toBe(missing.message.replace('ca_doesnotexist1', bobs));
    // Refused before it reached the service.
    expect(relay.upstream.filter((r) => r.path.endsWith('/revoke')).length).toBe(before);
    expect((await serviceAccount(bobs)).status).toBe('ACTIVE');
  });

  it("reads and searches the user's own execution logs only, whatever user filter is sent", async () => {
    const aliceAccount = await connectApiKeyThroughRelay(relay, 'alice', configId);
    const bobAccount = await connectApiKeyThroughRelay(relay, 'bob', configId);
    const runAs = async (user: string, account: string) =>
      (await relay.as(user).call('POST', `/tools/execute/${RECORD}`, { body: { connected_account_id: account, arguments: { name: 'x', value: 1 } } }))
        .body.log_id as string;
    const aliceLog = await runAs('alice', aliceAccount);
    const bobLog = await runAs('bob', bobAccount);

    const own = await alice().call('GET', `/logs/tool_execution/${aliceLog}`, { apiVersion: 'v3.1' });
    expect(own.status).toBe(200);
    expect(own.body).toMatchObject({ id: aliceLog, metadata: { user_id: 'alice', connected_account_id: aliceAccount } });
    const users = (logs: { metadata: { user_id: string } }[]) => [...new Set(logs.map((log) => log.metadata.user_id))];
    const missing = expectEnvelope(await alice().call('GET', '/logs/tool_execution/log_doesnotexist1'), 404);
    const refused = expectEnvelope(await alice().call('GET', `/logs/tool_execution/${bobLog}`, { apiVersion: 'v3.1' }), 404);
    expect(refused.message).toBe(missing.message.replace('log_doesnotexist1', bobLog));

    // A user filter is replaced by the signed-in user's: asking for bob's logs finds alice's own; bob's log id, nothing.
    const asked = await alice().call('POST', '/logs/tool_execution', {
      body: { filters: [{ field: 'user_id', operator: '==', value: 'bob' }] },
      apiVersion: 'v3.1',
    });
    expect(asked.status).toBe(200);
    expect(users(asked.body.logs)).toEqual(['alice']);
    const others = await alice().call('POST', '/logs/tool_execution', { body: { filters: [{ field: 'user_id', operator: '!=', value: 'alice' }] } });
    expect(users(others.body.logs)).toEqual(['alice']);
    const all = await alice().call('POST', '/logs/tool_execution', { body: {} });
    expect(users(all.body.logs)).toEqual(['alice']);
    expect(all.body.logs.map((log: { id: string }) => log.id)).toContain(aliceLog);
    const byId = await alice().call('POST', '/logs/tool_execution', { body: { filters: [{ field: 'log_id', operator: '==', value: bobLog }] } });
    expect(byId.body.logs).toEqual([]);
    expectEnvelope(await alice().call('POST', '/logs/tool_execution', { body: { filters: 'user_id' } }), 400);
  });
  it("logs a run on a SHARED account as the caller's: the account's owner neither reads nor finds it", async () => {
    // The backend shares alice's account with everyone and runs a tool on it for bob (the ACL allows it).
    const link = await t.api('POST', '/api/v3/connected_accounts/link', {
      body: {
        auth_config_id: configId,
        user_id: 'alice',
        experimental: { account_type: 'SHARED', acl_config_for_shared: { allow_all_users: true } },
      },
    });
    expect(link.status).toBe(201);
    await alice().visit(link.body.redirect_url, { api_key: `pk_revoke_${++keyCounter}` });
    const shared = link.body.connected_account_id as string;
    const run = await t.api('POST', `/api/v3/tools/execute/${RECORD}`, {
      body: { user_id: 'bob', connected_account_id: shared, arguments: { name: 'bob-private-note', value: 42 } },
    });
    expect(run.body.successful).toBe(true);
    const logId = run.body.log_id as string;

    expectEnvelope(await alice().call('GET', `/logs/tool_execution/${logId}`), 404);
    const aliceSearch = await alice().call('POST', '/logs/tool_execution', {
      body: { filters: [{ field: 'connected_account_id', operator: '==', value: shared }] },
    });
    expect(aliceSearch.status).toBe(200);
    expect(aliceSearch.body.logs).toEqual([]);
    const bobs = await relay.as('bob').call('GET', `/logs/tool_execution/${logId}`);
    expect(bobs.status).toBe(200);
    expect(bobs.body).toMatchObject({ id: logId, metadata: { user_id: 'bob', connected_account_id: shared } });
    const bobSearch = await relay
      .as('bob')
      .call('POST', '/logs/tool_execution', { body: { filters: [{ field: 'connected_account_id', operator: '==', value: shared }] } });
    expect(bobSearch.body.logs.map((log: { id: string }) => log.id)).toEqual([logId]);
  });

  it('leaves room for its user filter: 19 filters of the user pass, 20 are refused at body.filters naming 19', async () => {
    const filters = (count: number) => Array.from({ length: count }, () => ({ field: 'tool_slug', operator: '!=', value: 'x' }));
    expect((await alice().call('POST', '/logs/tool_execution', { body: { filters: filters(19) } })).status).toBe(200);
    // A user filter sent is replaced, so it takes no place.
    const withUser = [...filters(19), { field: 'user_id', operator: '==', value: 'bob' }];
    expect((await alice().call('POST', '/logs/tool_execution', { body: { filters: withUser } })).status).toBe(200);
    const before = relay.upstream.length;
    const refused = expectEnvelope(await alice().call('POST', '/logs/tool_execution', { body: { filters: filters(20) } }), 400);
    expect(refused.field_errors[0]?.path).toEqual(['body', 'filters']);
    expect(refused.message).toContain('at most 19 filters');
    expect(relay.upstream.length).toBe(before);
  });
});

describe('relay: execution logs need the toolExecution opt-in', () => {
  const { t, open } = useRelayService('all');
  let relay: RelayFixture;
  let configId: string;

  beforeAll(async () => {
    relay = await open();
    configId = await authConfigFor(t, 'patchbay_apikey_demo');
  });

  it("refuses a user's log reads and searches without it, even of runs the backend made for them", async () => {
    await connectApiKeyThroughRelay(relay, 'alice', configId);
    const run = await t.api('POST', `/api/v3/tools/execute/${RECORD}`, {
      body: { user_id: 'alice', arguments: { name: 'backend-context', value: 1 } },
    });
    expect(run.body.successful).toBe(true);
    const before = relay.upstream.length;
    for (const [method, path] of [
      ['GET', `/logs/tool_execution/${run.body.log_id}`],
      ['POST', '/logs/tool_execution'],
    ] as const) {
      const refused = expectEnvelope(await relay.as('alice').call(method, path, method === 'POST' ? { body: {} } : {}), 403);
      expect(refused.message).toBe('Tool execution is not enabled in this relay.');
      expect(refused.suggested_fix).toContain('toolExecution: true');
    }
    expect(relay.upstream.length).toBe(before);
  });
});
