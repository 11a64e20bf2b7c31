import { describe, expect, it } from 'vitest';
import { ACL_ONLY_FOR_SHARED } from '../../src/connectedAccounts/accountSharing';
import { BACKENDS, expectEnvelope, useTestServer } from '../harness';
import { authConfigOf, finishLink } from './toolFixtures';

const TASKS = 'patchbay_oauth_demo';
const LIST_TASKS = 'PATCHBAY_OAUTH_DEMO_LIST_TASKS';
const PREFIXES = ['/api/v3', '/api/v3.1'] as const;

/** The vendor's experimental SHARED accounts: who else may use an account, by its ACL. */
describe.each(BACKENDS)('SHARED connected accounts and their ACL (%s)', (backend) => {
  const t = useTestServer(backend, { testControls: true });
  const link = (prefix: string, body: unknown) => t.api('POST', `${prefix}/connected_accounts/link`, { body });
  const account = async (id: string) => (await t.api('GET', `/api/v3/connected_accounts/${id}`)).body;
  const ids = (page: { items: { id: string }[] }) => page.items.map((item) => item.id).sort();

  /** An ACTIVE account of `userId` at Acme Tasks through the hosted OAuth flow, with `experimental` sent on the link. */
  async function connect(prefix: string, config: string, userId: string, experimental?: unknown): Promise<string> {
    const started = await link(prefix, { auth_config_id: config, user_id: userId, ...(experimental === undefined ? {} : { experimental }) });
    expect(started.status).toBe(201);
    await finishLink(t, started.body.redirect_url, TASKS);
    return started.body.connected_account_id;
  }

  it.each(PREFIXES)('stores a SHARED account and its ACL from the link under %s; lists PRIVATE ones by default', async (prefix) => {
    const config = await authConfigOf(t, TASKS);
    const shared = await connect(prefix, config, 'ops', {
      account_type: 'SHARED',
      acl_config_for_shared: { allowed_user_ids: ['grace', 'linus', 'grace'] },
    });
    const own = await connect(prefix, config, 'ops');
    expect(await account(shared)).toMatchObject({
      user_id: 'ops',
      status: 'ACTIVE',
      experimental: {
        account_type: 'SHARED',
        acl_config_for_shared: { allow_all_users: false, allowed_user_ids: ['grace', 'linus'], not_allowed_user_ids: [] },
      },
    });
    expect(await account(own)).not.toHaveProperty('experimental');

    const list = async (query: string) => (await t.api('GET', `${prefix}/connected_accounts?user_ids=ops${query}`)).body;
    expect(ids(await list(''))).toEqual([own]);
    expect((await list('')).total_items).toBe(1);
    expect(ids(await list('&account_type=PRIVATE'))).toEqual([own]);
    expect(ids(await list('&account_type=SHARED'))).toEqual([shared]);
    expect(ids(await list('&account_type=ALL'))).toEqual([own, shared].sort());
    expectEnvelope(await t.api('GET', `${prefix}/connected_accounts?account_type=PUBLIC`), 400);

    // A SHARED link with no ACL: nobody but its owner.
    const alone = await connect(prefix, config, 'ada', { account_type: 'SHARED' });
    expect((await account(alone)).experimental).toEqual({
      account_type: 'SHARED',
      acl_config_for_shared: { allow_all_users: false, allowed_user_ids: [], not_allowed_user_ids: [] },
    });
  });

  it.each(PREFIXES)('changes the ACL field by field under %s; refuses one for a PRIVATE account in the vendor words', async (prefix) => {
    const config = await authConfigOf(t, TASKS);
    const shared = await connect(prefix, config, 'ops', { account_type: 'SHARED', acl_config_for_shared: { allowed_user_ids: ['grace', 'linus'] } });
    const patch = (id: string, body: unknown) => t.api('PATCH', `${prefix}/connected_accounts/${id}`, { body });
    const denied = await patch(shared, { experimental: { acl_config_for_shared: { not_allowed_user_ids: ['linus'] } } });
    expect(denied.status).toBe(200);
    expect(denied.body).toEqual({ id: shared, status: 'ACTIVE', success: true });
    expect((await account(shared)).experimental.acl_config_for_shared).toEqual({
      allow_all_users: false,
      allowed_user_ids: ['grace', 'linus'],
      not_allowed_user_ids: ['linus'],
    });
    await patch(shared, { experimental: { acl_config_for_shared: { allow_all_users: true, allowed_user_ids: [] } } });
    expect((await account(shared)).experimental.acl_config_for_shared).toEqual({
      allow_all_users: true,
      allowed_user_ids: [],
      not_allowed_user_ids: ['linus'],
    });

    const privateOne = await connect(prefix, config, 'ada');
    const refused = expectEnvelope(
      await patch(privateOne, { alias: 'Mine', experimental: { acl_config_for_shared: { allow_all_users: true } } }),
      400,
    );
    expect(refused.message).toContain(ACL_ONLY_FOR_SHARED);
    expect(refused.field_errors[0]?.path).toEqual(['body', 'experimental', 'acl_config_for_shared']);
    // One change: the alias given with it is not set either.
    expect(await account(privateOne)).toMatchObject({ alias: null });
    expect(await account(privateOne)).not.toHaveProperty('experimental');

    const before = (await t.api('GET', `${prefix}/connected_accounts?account_type=ALL&user_ids=margaret`)).body.total_items;
    const privateLink = await link(prefix, {
      auth_config_id: config,
      user_id: 'margaret',
      experimental: { account_type: 'PRIVATE', acl_config_for_shared: { allow_all_users: true } },
    });
    expect(expectEnvelope(privateLink, 400).message).toContain(ACL_ONLY_FOR_SHARED);
    expect((await t.api('GET', `${prefix}/connected_accounts?account_type=ALL&user_ids=margaret`)).body.total_items).toBe(before);
  });

  it('lets the users its ACL allows run tools with it, pinned in their session; the denied and the unlisted are refused', async () => {
    const config = await authConfigOf(t, TASKS);
    const shared = await connect('/api/v3.1', config, 'ops', {
      account_type: 'SHARED',
      acl_config_for_shared: { allowed_user_ids: ['grace', 'linus'], not_allowed_user_ids: ['linus'] },
    });
    const privateOne = await connect('/api/v3', config, 'ada');
    const session = (userId: string, accountId: string) =>
      t.api('POST', '/api/v3.1/tool_router/session', {
        body: { user_id: userId, toolkits: { enable: [TASKS] }, connected_accounts: { [TASKS]: [accountId] } },
      });

    const grace = await session('grace', shared);
    expect(grace.status).toBe(201);
    const run = await t.api('POST', `/api/v3.1/tool_router/session/${grace.body.session_id}/execute`, {
      body: { tool_slug: LIST_TASKS, arguments: {} },
    });
    expect(run.body).toMatchObject({ successful: true });
    // The owner, always.
    expect((await session('ops', shared)).status).toBe(201);

    for (const [userId, accountId] of [
      ['linus', shared],
      ['margaret', shared],
      ['grace', privateOne],
    ] as const) {
      const refused = expectEnvelope(await session(userId, accountId), 400);
      expect(refused.errors.join(' ')).toContain('belongs to another user');
    }
    // A tool run naming the user and the account: the same rule.
    const direct = (userId: string) =>
      t.api('POST', `/api/v3/tools/execute/${LIST_TASKS}`, { body: { user_id: userId, connected_account_id: shared, arguments: {} } });
    expect((await direct('grace')).body.successful).toBe(true);
    expectEnvelope(await direct('linus'), 400);
  });

  it('counts a pinned SHARED account as the session user’s while its ACL lets them, read again at each call', async () => {
    const config = await authConfigOf(t, TASKS);
    const shared = await connect('/api/v3', config, 'ops', { account_type: 'SHARED', acl_config_for_shared: { allowed_user_ids: ['grace'] } });
    const create = async (pins: string[]) => {
      const created = await t.api('POST', '/api/v3.1/tool_router/session', {
        body: { user_id: 'grace', toolkits: { enable: [TASKS] }, connected_accounts: { [TASKS]: pins }, multi_account: { enable: true } },
      });
      expect(created.status).toBe(201);
      return `/api/v3.1/tool_router/session/${created.body.session_id}`;
    };
    const session = await create([shared]);
    const execute = (base: string, account?: string) =>
      t.api('POST', `${base}/execute`, { body: { tool_slug: LIST_TASKS, arguments: {}, ...(account === undefined ? {} : { account }) } });
    const connection = async () =>
      (await t.api('POST', `${session}/execute_meta`, { body: { slug: 'PATCHBAY_MANAGE_CONNECTIONS', arguments: { toolkits: [TASKS] } } })).body.data
        .connections[0];
    const connectedToolkits = async () => (await t.api('GET', `${session}/toolkits?is_connected=true`)).body.items;
    const proxy = () => t.api('POST', `${session}/proxy_execute`, { body: { toolkit_slug: TASKS, endpoint: '/me', method: 'GET' } });

    expect(await connection()).toMatchObject({ toolkit: TASKS, connected: true, connected_account_id: shared });
    expect(await connectedToolkits()).toMatchObject([{ slug: TASKS, connected_account: { id: shared, user_id: 'ops' } }]);
    const named = await execute(session, shared);
    expect(named.status).toBe(200);
    expect(named.body.successful).toBe(true);
    expect((await proxy()).body).toMatchObject({ status: 200, data: { connected_account_id: shared } });
    // Pinned with one of the user's own, it is one of the two to choose from.
    const own = await connect('/api/v3', config, 'grace');
    const both = await create([shared, own]);
    expect(expectEnvelope(await execute(both), 400).message).toContain(shared);

    const patched = await t.api('PATCH', `/api/v3/connected_accounts/${shared}`, {
      body: { experimental: { acl_config_for_shared: { not_allowed_user_ids: ['grace'] } } },
    });
    expect(patched.status).toBe(200);
    expectEnvelope(await execute(session, shared), 404);
    expect(expectEnvelope(await execute(session), 400).errors.join(' ')).toContain('belongs to another user');
    expectEnvelope(await proxy(), 400);
    // The listing falls back to the user's own account, as for a pinned account that is gone.
    expect(await connectedToolkits()).toMatchObject([{ slug: TASKS, connected_account: { id: own, user_id: 'grace' } }]);
    expect(await connection()).toMatchObject({ toolkit: TASKS, connected: false });
    expectEnvelope(await execute(both, shared), 404);
    expect((await execute(both, own)).body.successful).toBe(true);
  });

  it('never hands a session user a reconnect link for another user’s pinned SHARED account whose access ended', async () => {
    const config = await authConfigOf(t, TASKS);
    const shared = await connect('/api/v3', config, 'ops', { account_type: 'SHARED', acl_config_for_shared: { allow_all_users: true } });
    const created = await t.api('POST', '/api/v3.1/tool_router/session', {
      body: { user_id: 'grace', toolkits: { enable: [TASKS] }, connected_accounts: { [TASKS]: [shared] } },
    });
    expect(created.status).toBe(201);
    const expired = await t.api('POST', `/api/v3/test_helpers/connected_accounts/${shared}/expire`, {
      key: 'org',
      body: { reason: 'token_expired' },
    });
    expect(expired.body.status).toBe('EXPIRED');
    const managed = await t.api('POST', `/api/v3.1/tool_router/session/${created.body.session_id}/execute_meta`, {
      body: { slug: 'PATCHBAY_MANAGE_CONNECTIONS', arguments: { toolkits: [TASKS] } },
    });
    const [connection] = managed.body.data.connections;
    expect(connection).toMatchObject({ toolkit: TASKS, connected: false });
    expect(connection.inactive_account).toBeUndefined();
    expect(connection.connected_account_id).not.toBe(shared);
    expect((await account(shared)).status).toBe('EXPIRED');
  });

  it('keeps ACL entries as user ids (trimmed), so a deny entry always meets its user; refuses one no user id could equal', async () => {
    const config = await authConfigOf(t, TASKS);
    const shared = await connect('/api/v3', config, 'ops', {
      account_type: 'SHARED',
      acl_config_for_shared: { allow_all_users: true, not_allowed_user_ids: [' linus '] },
    });
    expect((await account(shared)).experimental.acl_config_for_shared).toEqual({
      allow_all_users: true,
      allowed_user_ids: [],
      not_allowed_user_ids: ['linus'],
    });
    const direct = (userId: string) =>
      t.api('POST', `/api/v3/tools/execute/${LIST_TASKS}`, { body: { user_id: userId, connected_account_id: shared, arguments: {} } });
    expectEnvelope(await direct('linus'), 400);
    expectEnvelope(await direct('linus '), 400);
    expect((await direct('grace')).body.successful).toBe(true);
    const patch = (acl: unknown) =>
      t.api('PATCH', `/api/v3/connected_accounts/${shared}`, { body: { experimental: { acl_config_for_shared: acl } } });
    expect((await patch({ not_allowed_user_ids: ['grace ', 'grace'] })).status).toBe(200);
    expect((await account(shared)).experimental.acl_config_for_shared.not_allowed_user_ids).toEqual(['grace']);
    expectEnvelope(await direct('grace'), 400);

    for (const entry of [' ', 'x'.repeat(256), 'li\u0000nus', 'a\nb']) {
      const refused = expectEnvelope(await patch({ allowed_user_ids: ['ada', entry] }), 400);
      expect(refused.field_errors[0]?.path).toEqual(['body', 'experimental', 'acl_config_for_shared', 'allowed_user_ids', 1]);
    }
    expect((await account(shared)).experimental.acl_config_for_shared.allowed_user_ids).toEqual([]);
  });

  it.each(PREFIXES)('refuses malformed and oversized sharing input with a 400 under %s', async (prefix) => {
    const config = await authConfigOf(t, TASKS);
    const bad = async (experimental: unknown, path: (string | number)[]) => {
      const refused = expectEnvelope(await link(prefix, { auth_config_id: config, user_id: 'ops', experimental }), 400);
      expect(refused.field_errors[0]?.path).toEqual(path);
    };
    await bad('SHARED', ['body', 'experimental']);
    await bad({ account_type: 'PUBLIC' }, ['body', 'experimental', 'account_type']);
    await bad({ account_type: 'SHARED', acl_config_for_shared: { allow_all_users: 'yes' } }, [
      'body',
      'experimental',
      'acl_config_for_shared',
      'allow_all_users',
    ]);
    await bad({ account_type: 'SHARED', acl_config_for_shared: { allowed_user_ids: 'grace' } }, [
      'body',
      'experimental',
      'acl_config_for_shared',
      'allowed_user_ids',
    ]);
    await bad({ account_type: 'SHARED', acl_config_for_shared: { allowed_user_ids: [''] } }, [
      'body',
      'experimental',
      'acl_config_for_shared',
      'allowed_user_ids',
      0,
    ]);
    await bad({ account_type: 'SHARED', acl_config_for_shared: { allowed_user_ids: ['x'.repeat(257)] } }, [
      'body',
      'experimental',
      'acl_config_for_shared',
      'allowed_user_ids',
      0,
    ]);
    await bad({ account_type: 'SHARED', acl_config_for_shared: { not_allowed_user_ids: Array.from({ length: 1001 }, (_, i) => `u${i}`) } }, [
      'body',
      'experimental',
      'acl_config_for_shared',
      'not_allowed_user_ids',
    ]);
  });
});
