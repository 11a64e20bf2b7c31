import { describe, expect, it } from 'vitest';
import { BACKENDS, expectEnvelope, useTestServer } from '../harness';
import { useTestClock } from '../testClock';
import { authConfigOf, connect } from './toolFixtures';

const STATUS = 'patchbay_noauth_demo';
const STATUS_TOOL = 'PATCHBAY_NOAUTH_DEMO_GET_STATUS';
const ALL_META = ['PATCHBAY_SEARCH_TOOLS', 'PATCHBAY_MULTI_EXECUTE_TOOL', 'PATCHBAY_MANAGE_CONNECTIONS'];

/** The vendor's v3.1 session surface: pinned account lists, update, history, attach, delete, paged tools. */
describe.each(BACKENDS)('tool router sessions after creation (%s)', (backend) => {
  const clock = useTestClock('2026-03-01T12:00:00.000Z');
  const t = useTestServer(backend, { clock });
  const base = (id: string, prefix = '/api/v3') => `${prefix}/tool_router/session/${id}`;
  const create = async (body: Record<string, unknown>, prefix = '/api/v3') => {
    const created = await t.api('POST', `${prefix}/tool_router/session`, { body: { user_id: 'user-1', ...body } });
    expect(created.status).toBe(201);
    return created.body;
  };
  const accountOf = async (id: string) => (await t.api('GET', `/api/v3/connected_accounts/${id}`)).body;

  describe('pinned accounts as lists (v3.1)', () => {
    it('pins several accounts per toolkit: a list under /api/v3.1, the default one under /api/v3', async () => {
      const config = await authConfigOf(t, STATUS);
      const first = (await connect(t, STATUS, 'user-1', config)).accountId;
      const second = (await connect(t, STATUS, 'user-1', config)).accountId;
      const created = await create({ toolkits: { enable: [STATUS] }, connected_accounts: { [STATUS]: [first, second, first] } }, '/api/v3.1');
      expect(created.config.connected_accounts).toEqual({ [STATUS]: [first, second] });
      expect((await t.api('GET', base(created.session_id, '/api/v3.1'))).body.config.connected_accounts).toEqual({ [STATUS]: [first, second] });
      expect((await t.api('GET', base(created.session_id))).body.config.connected_accounts).toEqual({ [STATUS]: first });
      // One id is still taken, on either version.
      expect((await create({ connected_accounts: { [STATUS]: second } }, '/api/v3.1')).config.connected_accounts).toEqual({ [STATUS]: [second] });

      // The default pin runs tools; `account` may pick another pin, and nothing else.
      clock.advance(1000);
      const run = await t.api('POST', `${base(created.session_id)}/execute`, { body: { tool_slug: STATUS_TOOL } });
      expect(run.body.successful).toBe(true);
      expect((await accountOf(first)).last_used_at).toBe(clock().toISOString());
      expect((await accountOf(second)).last_used_at).toBeNull();
      expect(
        (await t.api('POST', `${base(created.session_id)}/execute`, { body: { tool_slug: STATUS_TOOL, account: second } })).body.successful,
      ).toBe(true);
      expect((await accountOf(second)).last_used_at).toBe(clock().toISOString());
      const third = (await connect(t, STATUS, 'user-1', config)).accountId;
      const refused = expectEnvelope(
        await t.api('POST', `${base(created.session_id)}/execute`, { body: { tool_slug: STATUS_TOOL, account: third } }),
        400,
      );
      expect(refused.message).toContain(`the session pins accounts '${first}', '${second}' for ${STATUS}`);
    });

    it('checks every id of a list, and bounds the lists', async () => {
      const mine = (await connect(t, STATUS, 'user-1')).accountId;
      const theirs = (await connect(t, STATUS, 'user-2')).accountId;
      const session = (body: unknown) => t.api('POST', '/api/v3.1/tool_router/session', { body: { user_id: 'user-1', connected_accounts: body } });
      const foreign = expectEnvelope(await session({ [STATUS]: [mine, theirs] }), 400);
      expect(foreign.errors).toEqual([`body.connected_accounts.${STATUS}: connected account '${theirs}' belongs to another user`]);
      expect(expectEnvelope(await session({ [STATUS]: [] }), 400).errors).toEqual([
        `body.connected_accounts.${STATUS}: must name at least one account`,
      ]);
      const eleven = Array.from({ length: 11 }, () => mine);
      expect(expectEnvelope(await session({ [STATUS]: eleven }), 400).errors[0]).toBe(
        `body.connected_accounts.${STATUS}: at most 10 accounts per toolkit`,
      );
      // 110 ids: refused for their number before any is looked up.
      const many = Object.fromEntries(Array.from({ length: 11 }, (_, i) => [`toolkit_${i}`, Array.from({ length: 10 }, (_, j) => `ca_x${i}_${j}`)]));
      expect(expectEnvelope(await session(many), 400).field_errors).toEqual([
        { path: ['body', 'connected_accounts'], code: 'too_big', message: 'at most 100 connected accounts in all' },
      ]);
      expectEnvelope(await session({ [STATUS]: [42] }), 400);
    });
  });

  describe('update (PATCH)', () => {
    it('replaces only the fields given, counts the version up and keeps the user', async () => {
      const created = await create({ toolkits: { enable: [STATUS] }, manage_connections: { callback_url: 'https://app.example/cb' } });
      expect(created.config_version).toBe(1);
      clock.advance(60_000);
      const updated = await t.api('PATCH', base(created.session_id), {
        body: { user_id: 'someone-else', toolkits: { enable: [STATUS, 'patchbay_oauth_demo'] }, manage_connections: { enable: false } },
      });
      expect(updated.status).toBe(200);
      expect(updated.body).toMatchObject({
        session_id: created.session_id,
        config_version: 2,
        tool_router_tools: ['PATCHBAY_SEARCH_TOOLS', 'PATCHBAY_MULTI_EXECUTE_TOOL'],
        mcp: created.mcp,
        config: {
          user_id: 'user-1',
          toolkits: { enabled: [STATUS, 'patchbay_oauth_demo'] },
          manage_connections: { enabled: false, enable_wait_for_connections: false },
          tags: created.config.tags,
        },
      });
      expect((await t.api('GET', base(created.session_id))).body).toEqual(updated.body);

      // null puts a field back to a new session's default.
      const reset = await t.api('PATCH', base(created.session_id), { body: { manage_connections: null, workbench: null } });
      expect(reset.body).toMatchObject({ config_version: 3, tool_router_tools: ALL_META });
      expect(reset.body.config.manage_connections).toEqual({ enabled: true, enable_wait_for_connections: false });
      // An empty update is a version too, as the vendor's.
      expect((await t.api('PATCH', base(created.session_id), { body: {} })).body.config_version).toBe(4);
    });

    it('checks what it changes as create does, changing nothing when refused', async () => {
      const created = await create({ toolkits: { enable: [STATUS] } });
      const theirs = (await connect(t, STATUS, 'user-2')).accountId;
      const refused = expectEnvelope(
        await t.api('PATCH', base(created.session_id), { body: { toolkits: { enable: ['nope'] }, connected_accounts: { [STATUS]: [theirs] } } }),
        400,
      );
      expect(refused.errors).toEqual([
        "body.toolkits.enable: unknown toolkit 'nope'",
        `body.connected_accounts.${STATUS}: connected account '${theirs}' belongs to another user`,
      ]);
      expect((await t.api('GET', base(created.session_id))).body).toEqual(created);
      expectEnvelope(await t.api('PATCH', base('trs_unknown1234'), { body: {} }), 404);
      expectEnvelope(await t.api('PATCH', base('not-a-session'), { body: {} }), 400);
    });

    it('pins and unpins accounts, which the session then runs with', async () => {
      const config = await authConfigOf(t, STATUS);
      const older = (await connect(t, STATUS, 'user-1', config)).accountId;
      clock.advance(1000);
      const newer = (await connect(t, STATUS, 'user-1', config)).accountId;
      const created = await create({ toolkits: { enable: [STATUS] } });
      const pinned = await t.api('PATCH', base(created.session_id, '/api/v3.1'), { body: { connected_accounts: { [STATUS]: [older] } } });
      expect(pinned.body.config.connected_accounts).toEqual({ [STATUS]: [older] });
      clock.advance(1000);
      await t.api('POST', `${base(created.session_id)}/execute`, { body: { tool_slug: STATUS_TOOL } });
      expect((await accountOf(older)).last_used_at).toBe(clock().toISOString());
      const unpinned = await t.api('PATCH', base(created.session_id), { body: { connected_accounts: null } });
      expect(unpinned.body.config.connected_accounts).toEqual({});
      clock.advance(1000);
      // Unpinned, the user's newest account runs it.
      await t.api('POST', `${base(created.session_id)}/execute`, { body: { tool_slug: STATUS_TOOL } });
      expect((await accountOf(newer)).last_used_at).toBe(clock().toISOString());
    });
  });

  describe('config history', () => {
    it('lists the live configuration first, then those updates replaced, newest first, page by page', async () => {
      const created = await create({ toolkits: { enable: [STATUS] } });
      clock.advance(1000);
      await t.api('PATCH', base(created.session_id), { body: { tags: ['readOnlyHint'] } });
      const firstUpdate = clock().toISOString();
      clock.advance(1000);
      await t.api('PATCH', base(created.session_id), { body: { toolkits: { enable: ['patchbay_oauth_demo'] } } });
      const secondUpdate = clock().toISOString();

      const history = await t.api('GET', `${base(created.session_id)}/config_history`);
      expect(history.status).toBe(200);
      expect(history.body).toMatchObject({ total_items: 3, total_pages: 1, current_page: 1, next_cursor: null });
      expect(
        history.body.items.map((item: { version: number; is_current: boolean; created_at: string }) => [
          item.version,
          item.is_current,
          item.created_at,
        ]),
      ).toEqual([
        [3, true, secondUpdate],
        [2, false, secondUpdate],
        [1, false, firstUpdate],
      ]);
      expect(history.body.items[0].config.toolkits).toEqual({ enabled: ['patchbay_oauth_demo'] });
      expect(history.body.items[1].config.tags).toEqual({ enabled: ['readOnlyHint'], disabled: [] });
      expect(history.body.items[2].config).toEqual(created.config);

      const first = await t.api('GET', `${base(created.session_id)}/config_history?limit=2`);
      expect(first.body.items.map((item: { version: number }) => item.version)).toEqual([3, 2]);
      const next = await t.api('GET', `${base(created.session_id)}/config_history?cursor=${first.body.next_cursor}`);
      expect(next.body.items.map((item: { version: number }) => item.version)).toEqual([1]);
      expectEnvelope(await t.api('GET', `${base(created.session_id)}/config_history?limit=101`), 400);
      expectEnvelope(await t.api('GET', `${base('trs_unknown1234')}/config_history`), 404);
    });
  });

  describe('attach and delete', () => {
    it('attach answers the session as GET does, whatever the vendor’s inline custom tools', async () => {
      const created = await create({ toolkits: { enable: [STATUS] } });
      const attached = await t.api('POST', `${base(created.session_id)}/attach`, { body: { experimental: { custom_tools: [] } } });
      expect(attached.status).toBe(200);
      expect(attached.body).toEqual(created);
      expect((await t.api('POST', `${base(created.session_id, '/api/v3.1')}/attach`)).body).toEqual(created);
      expectEnvelope(await t.api('POST', `${base('trs_unknown1234')}/attach`, { body: {} }), 404);
    });

    it('delete removes the session and its history; its endpoints and MCP URL answer 404 after', async () => {
      const created = await create({ toolkits: { enable: [STATUS] } });
      await t.api('PATCH', base(created.session_id), { body: { tags: ['readOnlyHint'] } });
      const deleted = await t.api('DELETE', base(created.session_id, '/api/v3.1'));
      expect(deleted.status).toBe(200);
      expect(deleted.body).toEqual({ session_id: created.session_id, deleted: true });
      expectEnvelope(await t.api('GET', base(created.session_id)), 404);
      expectEnvelope(await t.api('GET', `${base(created.session_id)}/config_history`), 404);
      expectEnvelope(await t.api('GET', `${base(created.session_id)}/tools`), 404);
      expectEnvelope(await t.api('DELETE', base(created.session_id)), 404);
      const mcp = await fetch(created.mcp.url, {
        method: 'POST',
        headers: { 'x-api-key': t.server.projectApiKey, 'content-type': 'application/json', accept: 'application/json, text/event-stream' },
        body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list' }),
      });
      expect(mcp.status).toBe(404);
    });
  });

  it('reads a session stored before pins were lists and configurations had versions', async () => {
    const account = (await connect(t, STATUS, 'user-1')).accountId;
    const created = await create({ toolkits: { enable: [STATUS] } });
    const stored = t.server.store.get('tool_router_sessions', created.session_id)!;
    const { config_version: _version, config_updated_at: _updated, preload: _preload, ...older } = stored;
    // As an earlier version of the service wrote it: one id per toolkit, no version fields, no preload.
    t.server.store.put('tool_router_sessions', { ...older, connected_accounts: { [STATUS]: account } } as unknown as typeof stored);
    expect((await t.api('GET', base(created.session_id, '/api/v3.1'))).body).toMatchObject({
      config_version: 1,
      config: { connected_accounts: { [STATUS]: [account] }, preload: { tools: [] } },
    });
    const history = await t.api('GET', `${base(created.session_id)}/config_history`);
    expect(history.body.items).toEqual([expect.objectContaining({ version: 1, is_current: true, created_at: stored.created_at })]);
    expect((await t.api('POST', `${base(created.session_id)}/execute`, { body: { tool_slug: STATUS_TOOL } })).body.successful).toBe(true);
    expect((await t.api('PATCH', base(created.session_id), { body: {} })).body.config_version).toBe(2);
  });

  it('pages the session’s tools, as the vendor’s v3.1 does', async () => {
    const created = await create({ toolkits: { enable: [STATUS] } });
    const all = await t.api('GET', `${base(created.session_id)}/tools`);
    expect(all.body).toMatchObject({ total_items: 3, total_pages: 1, current_page: 1, next_cursor: null });
    expect(all.body.items.map((tool: { slug: string }) => tool.slug)).toEqual(ALL_META);
    const first = await t.api('GET', `${base(created.session_id, '/api/v3.1')}/tools?limit=2`);
    expect(first.body).toMatchObject({ total_items: 3, total_pages: 2, current_page: 1 });
    const second = await t.api('GET', `${base(created.session_id, '/api/v3.1')}/tools?cursor=${first.body.next_cursor}`);
    expect([...first.body.items, ...second.body.items].map((tool: { slug: string }) => tool.slug)).toEqual(ALL_META);
    expectEnvelope(await t.api('GET', `${base(created.session_id)}/tools?limit=501`), 400);
  });
});
