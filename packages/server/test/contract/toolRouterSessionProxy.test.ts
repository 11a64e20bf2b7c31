import { describe, expect, it } from 'vitest';
import { BACKENDS, expectEnvelope, useTestServer } from '../harness';
import { useTestClock } from '../testClock';
import { authConfigOf, connect, openLink } from './toolFixtures';

const TASKS = 'patchbay_oauth_demo';
const STATUS = 'patchbay_noauth_demo';

/** A session's proxy (the vendor's v3.1 proxy_execute): the proxy with the session's account of a toolkit. */
describe.each(BACKENDS)('tool router session proxy (%s)', (backend) => {
  const clock = useTestClock('2026-03-01T12:00:00.000Z');
  const t = useTestServer(backend, { clock });
  const session = async (body: Record<string, unknown>) => {
    const created = await t.api('POST', '/api/v3/tool_router/session', { body: { user_id: 'user-1', ...body } });
    expect(created.status).toBe(201);
    return created.body.session_id as string;
  };
  const proxy = (sessionId: string, body: unknown, prefix = '/api/v3') =>
    t.api('POST', `${prefix}/tool_router/session/${sessionId}/proxy_execute`, { body });

  it.each(['/api/v3', '/api/v3.1'])('calls the toolkit’s API with the user’s newest usable account, or the pinned one (%s)', async (prefix) => {
    const config = await authConfigOf(t, TASKS);
    const older = (await connect(t, TASKS, 'user-1', config)).accountId;
    clock.advance(1000);
    const newer = (await connect(t, TASKS, 'user-1', config)).accountId;
    // Someone else's newer account is never the user's.
    clock.advance(1000);
    await connect(t, TASKS, 'user-2', config);

    const open = await session({ toolkits: { enable: [TASKS] } });
    const me = await proxy(open, { toolkit_slug: TASKS, endpoint: '/me', method: 'get' }, prefix);
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ status: 200, data: { connected_account_id: newer } });
    expect((await t.api('GET', `/api/v3/connected_accounts/${newer}`)).body.last_used_at).toBe(clock().toISOString());

    const pinned = await session({ toolkits: { enable: [TASKS] }, connected_accounts: { [TASKS]: [older, newer] } });
    expect((await proxy(pinned, { toolkit_slug: TASKS, endpoint: '/me', method: 'GET' }, prefix)).body.data.connected_account_id).toBe(older);
    // The third party's own answer, whatever its status, is the result.
    const missing = await proxy(pinned, { toolkit_slug: TASKS, endpoint: '/tasks/task_nothere', method: 'GET' }, prefix);
    expect(missing.status).toBe(200);
    expect(missing.body.status).toBe(404);
  });

  it('needs no account for a no-auth toolkit', async () => {
    const open = await session({ toolkits: { enable: [STATUS] } });
    const status = await proxy(open, { toolkit_slug: STATUS, endpoint: '/status', method: 'GET' });
    expect(status.status).toBe(200);
    expect(status.body.status).toBe(200);
  });

  it('refuses a toolkit outside the session (403), an unknown one (400), and a user with no usable account (422)', async () => {
    const open = await session({ toolkits: { enable: [STATUS] } });
    expect(expectEnvelope(await proxy(open, { toolkit_slug: TASKS, endpoint: '/me', method: 'GET' }), 403).message).toBe(
      `Toolkit '${TASKS}' is not enabled in tool router session '${open}'.`,
    );
    expect(expectEnvelope(await proxy(open, { toolkit_slug: 'nope', endpoint: '/me', method: 'GET' }), 400).field_errors[0]?.path).toEqual([
      'body',
      'toolkit_slug',
    ]);
    expectEnvelope(await proxy(open, { endpoint: '/me', method: 'GET' }), 400);

    const tasks = await session({ toolkits: { enable: [TASKS] } });
    // A link never finished is no connection.
    await openLink(t, TASKS, 'user-1');
    const none = expectEnvelope(await proxy(tasks, { toolkit_slug: TASKS, endpoint: '/me', method: 'GET' }), 422);
    expect(none.slug).toBe('missing_connected_account');
    expectEnvelope(await proxy('trs_unknown1234', { toolkit_slug: TASKS, endpoint: '/me', method: 'GET' }), 404);
  });

  it('refuses (403) a toolkit any approval setting covers: a raw call cannot ask for approval; other toolkits still proxy', async () => {
    await connect(t, TASKS, 'user-1');
    const create = { toolkit_slug: TASKS, endpoint: '/tasks', method: 'POST', body: { title: 'Through the proxy' } };
    const gatings = [
      { toolkits: { enable: [TASKS, STATUS], require_approval: [TASKS] } },
      { toolkits: { enable: [TASKS, STATUS] }, tools: { [TASKS]: { require_approval: ['PATCHBAY_OAUTH_DEMO_UPDATE_TASK'] } } },
      { toolkits: { enable: [TASKS, STATUS] }, tags: { require_approval: ['createHint'] } },
      { toolkits: { enable: [TASKS, STATUS] }, tools: { [TASKS]: { tags: { require_approval: ['destructiveHint'] } } } },
    ];
    for (const gating of gatings) {
      const gated = await session(gating);
      const refused = expectEnvelope(await proxy(gated, create), 403);
      expect(refused.slug, JSON.stringify(gating)).toBe('forbidden');
      expect(refused.message).toContain('requires approval');
      expect(refused.suggested_fix).toContain('ask the user first');
      expect((await proxy(gated, { toolkit_slug: STATUS, endpoint: '/status', method: 'GET' })).body.status).toBe(200);
    }
    const listed = await t.api('POST', '/api/v3/tools/execute/PATCHBAY_OAUTH_DEMO_LIST_TASKS', { body: { user_id: 'user-1', arguments: {} } });
    expect(listed.body.data.tasks).toEqual([]);
  });

  it('refuses a pinned account that is no longer usable, and one of a disabled auth config', async () => {
    const config = await authConfigOf(t, TASKS);
    const account = (await connect(t, TASKS, 'user-1', config)).accountId;
    const pinned = await session({ toolkits: { enable: [TASKS] }, connected_accounts: { [TASKS]: account } });
    const call = () => proxy(pinned, { toolkit_slug: TASKS, endpoint: '/me', method: 'GET' });
    expect((await t.api('PATCH', `/api/v3/auth_configs/${config}/DISABLED`)).status).toBe(200);
    expect(expectEnvelope(await call(), 422).slug).toBe('auth_config_disabled');
    await t.api('PATCH', `/api/v3/auth_configs/${config}/ENABLED`);
    await t.api('PATCH', `/api/v3/connected_accounts/${account}/status`, { body: { enabled: false } });
    expect(expectEnvelope(await call(), 422).slug).toBe('connected_account_not_active');
    await t.api('DELETE', `/api/v3/connected_accounts/${account}`);
    expect(expectEnvelope(await call(), 422).slug).toBe('connected_account_deleted');
  });
});
