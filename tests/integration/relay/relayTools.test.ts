import { beforeAll, describe, expect, it } from 'vitest';
import { createRelay } from '@patchbay/relay';
import { expectEnvelope } from '@patchbay/server/testing';
import { authConfigFor, connectApiKeyThroughRelay, useRelayService, type RelayFixture } from './relayFixture';

const RECORD = 'PATCHBAY_APIKEY_DEMO_RECORD_METRIC';
const QUERY = 'PATCHBAY_APIKEY_DEMO_QUERY_METRIC';

describe('relay: tools', () => {
  const { t, open } = useRelayService('all');
  let closed: RelayFixture;
  let opted: RelayFixture;
  let aliceAccount: string;
  let bobAccount: string;
  let aliceSession: string;
  let bobSession: string;

  beforeAll(async () => {
    closed = await open();
    opted = await open({ toolExecution: true });
    const configId = await authConfigFor(t, 'patchbay_apikey_demo');
    aliceAccount = await connectApiKeyThroughRelay(opted, 'alice', configId);
    bobAccount = await connectApiKeyThroughRelay(opted, 'bob', configId);
    const session = async (user: string) =>
      (await opted.as(user).call('POST', '/tool_router/session', { body: { toolkits: { enable: ['patchbay_apikey_demo'] } } })).body
        .session_id as string;
    aliceSession = await session('alice');
    bobSession = await session('bob');
  });

  it('lists and reads tools for any signed-in user, opted in or not', async () => {
    const listed = await closed.as('alice').call('GET', '/tools?toolkit_slug=patchbay_apikey_demo&tags=readOnlyHint');
    expect(listed.status).toBe(200);
    expect(listed.body.items.map((tool: { slug: string }) => tool.slug)).toEqual([QUERY, 'PATCHBAY_APIKEY_DEMO_LIST_DASHBOARDS']);
    expect(listed.body.items[0].toolkit.logo.startsWith(`${closed.base}/logos/`)).toBe(true);
    expect((await closed.as('alice').call('GET', `/tools/${RECORD}`)).body.input_parameters.required).toEqual(['name']);
    expectEnvelope(await closed.as(null).call('GET', '/tools'), 401);
  });

  it('refuses tool execution unless the app opts in, saying so, before anything reaches the service', async () => {
    const before = closed.upstream.length;
    const attempts = [
      ['POST', `/tools/execute/${RECORD}`, { arguments: { name: 'x' } }],
      ['POST', `/tool_router/session/${aliceSession}/execute`, { tool_slug: RECORD, arguments: { name: 'x' } }],
      ['POST', `/tool_router/session/${aliceSession}/execute_meta`, { slug: 'PATCHBAY_SEARCH_TOOLS', arguments: { query: 'metric' } }],
    ] as const;
    for (const [method, path, body] of attempts) {
      const refused = expectEnvelope(await closed.as('alice').call(method, path, { body }), 403);
      expect(refused.message).toBe('Tool execution is not enabled in this relay.');
      expect(refused.suggested_fix).toContain('toolExecution: true');
    }
    expect(closed.upstream.length).toBe(before);
    // Reading the user's own session's tools needs no opt-in.
    expect((await closed.as('alice').call('GET', `/tool_router/session/${aliceSession}/tools`)).status).toBe(200);
    const searched = await closed
      .as('alice')
      .call('POST', `/tool_router/session/${aliceSession}/search`, { body: { queries: [{ use_case: 'record a metric' }] } });
    expect(searched.body.results[0].primary_tool_slugs[0]).toBe(RECORD);
    expectEnvelope(await closed.as('alice').call('GET', `/tool_router/session/${bobSession}/tools`), 404);
    expectEnvelope(
      await closed.as('alice').call('POST', `/tool_router/session/${bobSession}/search`, { body: { queries: [{ use_case: 'x' }] } }),
      404,
    );
    // A custom allow list still decides first.
    const narrow = await open({ toolExecution: true, allow: ['tools.list'] });
    expect(expectEnvelope(await narrow.as('alice').call('POST', `/tools/execute/${RECORD}`, { body: {} }), 403).message).toBe(
      'This operation is not allowed through the relay.',
    );
  });

  it('runs tools as the signed-in user, whatever user_id is sent, and only with their own accounts', async () => {
    const alice = opted.as('alice');
    const recorded = await alice.call('POST', `/tools/execute/${RECORD}`, {
      body: { user_id: 'bob', arguments: { name: 'relay_visits', value: 5 } },
    });
    expect(recorded.status).toBe(200);
    expect(recorded.body).toMatchObject({ successful: true, data: { name: 'relay_visits', value: 5 } });
    const query = (account: string) =>
      t.api('POST', `/api/v3/tools/execute/${QUERY}`, { body: { connected_account_id: account, arguments: { name: 'relay_visits' } } });
    expect((await query(aliceAccount)).body.data.count).toBe(1);
    expect((await query(bobAccount)).body.data.count).toBe(0);
    expect(t.server.store.get('tool_executions', recorded.body.log_id)).toMatchObject({ user_id: 'alice', connected_account_id: aliceAccount });

    expect(
      (await alice.call('POST', `/tools/execute/${QUERY}`, { body: { connected_account_id: aliceAccount, arguments: { name: 'relay_visits' } } }))
        .body.data.count,
    ).toBe(1);
    const before = opted.upstream.filter((request) => request.path.startsWith('/api/v3/tools/execute/')).length;
    expectEnvelope(
      await alice.call('POST', `/tools/execute/${QUERY}`, { body: { connected_account_id: bobAccount, arguments: { name: 'x' } } }),
      404,
    );
    expect(opted.upstream.filter((request) => request.path.startsWith('/api/v3/tools/execute/')).length).toBe(before);
    expect(expectEnvelope(await alice.call('POST', '/tools/execute/PATCHBAY_OAUTH_DEMO_LIST_TASKS', { body: {} }), 422).message).toContain(
      'Acme Tasks',
    );
  });

  it("runs session tools only in the user's own sessions", async () => {
    const alice = opted.as('alice');
    const own = await alice.call('POST', `/tool_router/session/${aliceSession}/execute`, {
      body: { tool_slug: RECORD, arguments: { name: 'in_session' } },
    });
    expect(own.body).toMatchObject({ successful: true, data: { name: 'in_session' } });
    expect(t.server.store.get('tool_executions', own.body.log_id)).toMatchObject({
      user_id: 'alice',
      connected_account_id: aliceAccount,
      session_id: aliceSession,
    });
    const multi = await alice.call('POST', `/tool_router/session/${aliceSession}/execute_meta`, {
      body: { slug: 'PATCHBAY_MULTI_EXECUTE_TOOL', arguments: { tools: [{ tool_slug: QUERY, arguments: { name: 'in_session' } }] } },
    });
    expect(multi.body.data.results[0]).toMatchObject({ successful: true, data: { count: 1 } });
    const managed = await alice.call('POST', `/tool_router/session/${aliceSession}/execute_meta`, {
      body: { slug: 'PATCHBAY_MANAGE_CONNECTIONS', arguments: { toolkits: ['patchbay_apikey_demo'] } },
    });
    expect(managed.body.data.connections[0]).toMatchObject({ connected: true, connected_account_id: aliceAccount });

    expectEnvelope(
      await alice.call('POST', `/tool_router/session/${bobSession}/execute`, { body: { tool_slug: RECORD, arguments: { name: 'x' } } }),
      404,
    );
    expectEnvelope(
      await alice.call('POST', `/tool_router/session/${bobSession}/execute_meta`, {
        body: { slug: 'PATCHBAY_SEARCH_TOOLS', arguments: { query: 'x' } },
      }),
      404,
    );
  });

  it('refuses a toolExecution that is not a boolean when the relay is created', () => {
    expect(() => createRelay({ target: t.baseUrl, apiKey: 'k', authenticate: () => null, toolExecution: 'yes' as unknown as boolean })).toThrow(
      'toolExecution must be true or false.',
    );
  });
});
