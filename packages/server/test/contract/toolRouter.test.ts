import { describe, expect, it, vi } from 'vitest';
import { BACKENDS, expectEnvelope, useTestServer } from '../harness';
import { useTestClock } from '../testClock';
import { connect, finishLink } from './toolFixtures';
import { SIGNAL_TIMEOUT_MS } from '../../../../scripts/test/signalTimeouts';

const DEMOS = ['patchbay_oauth_demo', 'patchbay_apikey_demo', 'patchbay_noauth_demo'];

describe.each(BACKENDS)('tool router (%s)', (backend) => {
  const clock = useTestClock('2026-03-01T12:00:00.000Z');
  const t = useTestServer(backend, { clock });

  const createSession = (body: unknown) => t.api('POST', '/api/v3/tool_router/session', { body });
  const slugsOf = (page: { items: { slug: string }[] }) => page.items.map((i) => i.slug);

  async function connectNoAuth(userId: string): Promise<string> {
    const config = await t.api('POST', '/api/v3/auth_configs', { body: { toolkit: { slug: 'patchbay_noauth_demo' } } });
    const link = await t.api('POST', '/api/v3/connected_accounts/link', { body: { auth_config_id: config.body.auth_config.id, user_id: userId } });
    await fetch(link.body.redirect_url, { method: 'POST', redirect: 'manual' });
    return link.body.connected_account_id;
  }

  describe('create and read', () => {
    it('creates a session with a normalised config and an MCP URL', async () => {
      const res = await createSession({
        user_id: 'user-1',
        toolkits: { enable: DEMOS },
        manage_connections: { callback_url: 'https://app.example/cb' },
        tools: { patchbay_oauth_demo: { enable: ['PATCHBAY_OAUTH_DEMO_CREATE_TASK'] } },
        tags: ['readOnlyHint'],
        workbench: { enable_proxy_execution: true },
      });
      expect(res.status).toBe(201);
      const id = res.body.session_id;
      expect(id).toMatch(/^trs_/);
      expect(res.body).toEqual({
        session_id: id,
        mcp: { type: 'http', url: `${t.baseUrl}/mcp/tool_router/${id}` },
        tool_router_tools: ['PATCHBAY_SEARCH_TOOLS', 'PATCHBAY_MULTI_EXECUTE_TOOL', 'PATCHBAY_MANAGE_CONNECTIONS'],
        config_version: 1,
        config: {
          user_id: 'user-1',
          // Catalog order (alphabetical by name): Acme Metrics, Acme Status, Acme Tasks.
          toolkits: { enabled: ['patchbay_apikey_demo', 'patchbay_noauth_demo', 'patchbay_oauth_demo'] },
          auth_configs: {},
          connected_accounts: {},
          manage_connections: { enabled: true, callback_url: 'https://app.example/cb', enable_wait_for_connections: false },
          tools: { patchbay_oauth_demo: { enabled: ['PATCHBAY_OAUTH_DEMO_CREATE_TASK'] } },
          tags: { enabled: ['readOnlyHint'], disabled: [] },
          workbench: { proxy_execution_enabled: true },
          preload: { tools: [] },
          search: { enable: true },
          execute: { enable_multi_execute: true },
        },
      });
      const read = await t.api('GET', `/api/v3/tool_router/session/${id}`);
      expect(read.status).toBe(200);
      expect(read.body).toEqual(res.body);
    });

    it('defaults to every toolkit; a disable list removes some', async () => {
      const all = await createSession({ user_id: 'u' });
      const total = all.body.config.toolkits.enabled.length;
      expect(total).toBeGreaterThan(100);
      expect(all.body.config.toolkits.enabled).toContain('patchbay_oauth_demo');
      const some = await createSession({ user_id: 'u', toolkits: { disable: ['patchbay_oauth_demo'] }, manage_connections: { enable: false } });
      expect(some.body.config.toolkits.enabled).toHaveLength(total - 1);
      expect(some.body.config.toolkits.enabled).not.toContain('patchbay_oauth_demo');
      expect(some.body.tool_router_tools).toEqual(['PATCHBAY_SEARCH_TOOLS', 'PATCHBAY_MULTI_EXECUTE_TOOL']);
      expect(some.body.config.manage_connections).toEqual({ enabled: false, enable_wait_for_connections: false });
    });

    it('rejects unknown slugs and foreign or mismatched ids, naming each field', async () => {
      const unknown = expectEnvelope(await createSession({ user_id: 'u', toolkits: { enable: ['patchbay_oauth_demo', 'nope'] } }), 400);
      expect(unknown.errors).toEqual(["body.toolkits.enable: unknown toolkit 'nope'"]);
      const both = expectEnvelope(await createSession({ user_id: 'u', toolkits: { enable: [], disable: [] } }), 400);
      expect(both.errors[0]).toMatch(/^body\.toolkits/);
      const config = await t.api('POST', '/api/v3/auth_configs', { body: { toolkit: { slug: 'patchbay_apikey_demo' } } });
      const mismatch = expectEnvelope(await createSession({ user_id: 'u', auth_configs: { patchbay_oauth_demo: config.body.auth_config.id } }), 400);
      expect(mismatch.errors[0]).toContain("is for toolkit 'patchbay_apikey_demo'");
      const account = await connectNoAuth('someone-else');
      const otherUser = expectEnvelope(await createSession({ user_id: 'u', connected_accounts: { patchbay_noauth_demo: account } }), 400);
      expect(otherUser.errors[0]).toBe(`body.connected_accounts.patchbay_noauth_demo: connected account '${account}' belongs to another user`);
      const badTool = expectEnvelope(await createSession({ user_id: 'u', tools: { patchbay_oauth_demo: { enable: ['X'] } } }), 400);
      expect(badTool.errors[0]).toContain("'X' is not a tool");
    });

    it('answers malformed input with 400s', async () => {
      expect(expectEnvelope(await createSession({}), 400).errors[0]).toMatch(/^body\.user_id/);
      expect(expectEnvelope(await createSession({ user_id: '' }), 400).errors[0]).toMatch(/^body\.user_id/);
      expect(expectEnvelope(await createSession({ user_id: 'u', toolkits: ['a'] }), 400).errors[0]).toMatch(/^body\.toolkits/);
      expect(expectEnvelope(await createSession({ user_id: 'u', tags: ['loud'] }), 400).errors[0]).toMatch(/^body\.tags/);
      expect(expectEnvelope(await createSession({ user_id: 'u', manage_connections: { callback_url: 'x' } }), 400).errors[0]).toMatch(
        /^body\.manage_connections\.callback_url/,
      );
      expectEnvelope(await t.api('POST', '/api/v3/tool_router/session', { rawBody: '{', headers: { 'content-type': 'application/json' } }), 400);
      expect(expectEnvelope(await t.api('GET', '/api/v3/tool_router/session/bad'), 400).errors[0]).toMatch(/^path\.session_id/);
      expectEnvelope(await t.api('GET', '/api/v3/tool_router/session/trs_unknown1234'), 404);
    });
  });

  describe('session toolkits', () => {
    it('lists the session’s toolkits with connection state, filters and pages', async () => {
      const mapped = await connectNoAuth('user-1');
      clock.advance(1000);
      const newer = await connectNoAuth('user-1');
      const session = (await createSession({ user_id: 'user-1', toolkits: { enable: DEMOS }, connected_accounts: { patchbay_noauth_demo: mapped } }))
        .body.session_id;
      const base = `/api/v3/tool_router/session/${session}/toolkits`;

      const all = await t.api('GET', base);
      expect(all.status).toBe(200);
      expect(all.body).toMatchObject({ total_items: 3, current_page: 1, total_pages: 1 });
      expect(slugsOf(all.body)).toEqual(['patchbay_apikey_demo', 'patchbay_noauth_demo', 'patchbay_oauth_demo']);
      const noAuth = all.body.items[1];
      expect(noAuth).toEqual({
        name: 'Acme Status',
        slug: 'patchbay_noauth_demo',
        enabled: true,
        is_no_auth: true,
        vendor_managed_auth_schemes: [],
        composio_managed_auth_schemes: [],
        meta: { logo: `${t.baseUrl}/logos/patchbay_noauth_demo.svg`, description: expect.any(String) },
        connected_account: {
          id: mapped,
          user_id: 'user-1',
          status: 'ACTIVE',
          created_at: expect.any(String),
          auth_config: { id: expect.stringMatching(/^ac_/), auth_scheme: 'NO_AUTH', is_vendor_managed: true, is_composio_managed: true },
        },
      });
      expect(all.body.items[0].connected_account).toBeUndefined();
      expect(newer).not.toBe(mapped);

      expect(slugsOf((await t.api('GET', `${base}?is_connected=true`)).body)).toEqual(['patchbay_noauth_demo']);
      expect(slugsOf((await t.api('GET', `${base}?search=METRICS`)).body)).toEqual(['patchbay_apikey_demo']);
      expect(slugsOf((await t.api('GET', `${base}?search=status%20page`)).body)).toEqual(['patchbay_noauth_demo']);
      const override = await t.api('GET', `${base}?toolkits=github,patchbay_oauth_demo`);
      expect(slugsOf(override.body)).toEqual(['github', 'patchbay_oauth_demo']);
      expect(override.body.items[0].enabled).toBe(false);

      const first = await t.api('GET', `${base}?limit=2`);
      expect(first.body.total_pages).toBe(2);
      const second = await t.api('GET', `${base}?cursor=${first.body.next_cursor}`);
      expect(slugsOf(second.body)).toEqual(['patchbay_oauth_demo']);
    });

    it('without a mapping shows the newest ACTIVE account, and never a deleted one', async () => {
      const older = await connectNoAuth('u');
      clock.advance(1000);
      const config = await t.api('POST', '/api/v3/auth_configs', { body: { toolkit: { slug: 'patchbay_noauth_demo' } } });
      const pending = await t.api('POST', '/api/v3/connected_accounts/link', { body: { auth_config_id: config.body.auth_config.id, user_id: 'u' } });
      const session = (await createSession({ user_id: 'u', toolkits: { enable: ['patchbay_noauth_demo'] } })).body.session_id;
      const shown = async () => (await t.api('GET', `/api/v3/tool_router/session/${session}/toolkits`)).body.items[0].connected_account;
      expect((await shown()).id).toBe(older);
      await t.api('DELETE', `/api/v3/connected_accounts/${older}`);
      expect(await shown()).toMatchObject({ id: pending.body.connected_account_id, status: 'INITIATED' });
    });

    it('rejects bad queries', async () => {
      const session = (await createSession({ user_id: 'u' })).body.session_id;
      const base = `/api/v3/tool_router/session/${session}/toolkits`;
      for (const q of ['limit=0', 'limit=1001', 'limit=abc', 'cursor=bad', 'is_connected=perhaps'])
        expectEnvelope(await t.api('GET', `${base}?${q}`), 400);
      expect(expectEnvelope(await t.api('GET', `${base}?toolkits=nope`), 400).errors[0]).toBe("query.toolkits: unknown toolkit 'nope'");
      expectEnvelope(await t.api('GET', '/api/v3/tool_router/session/trs_unknown1234/toolkits'), 404);
    });
  });

  describe('session link', () => {
    it('creates a vendor-managed auth config when the project has none, then reuses it', async () => {
      const session = (await createSession({ user_id: 'u', manage_connections: { callback_url: 'https://app.example/cb' } })).body.session_id;
      const res = await t.api('POST', `/api/v3/tool_router/session/${session}/link`, { body: { toolkit: 'patchbay_oauth_demo' } });
      expect(res.status).toBe(201);
      expect(res.body).toEqual({
        link_token: expect.stringMatching(/^lt_/),
        redirect_url: `${t.baseUrl}/connect/${res.body.link_token}`,
        connected_account_id: expect.stringMatching(/^ca_/),
      });
      const account = (await t.api('GET', `/api/v3/connected_accounts/${res.body.connected_account_id}`)).body;
      expect(account).toMatchObject({ user_id: 'u', status: 'INITIATED', auth_config: { auth_scheme: 'OAUTH2', is_vendor_managed: true } });
      // The session's callback is where the page returns.
      const cancelled = await fetch(`${res.body.redirect_url}/cancel`, { method: 'POST', redirect: 'manual' });
      expect(cancelled.headers.get('location')).toMatch(/^https:\/\/app\.example\/cb\?status=cancelled/);

      const again = await t.api('POST', `/api/v3/tool_router/session/${session}/link`, { body: { toolkit: 'patchbay_oauth_demo' } });
      const second = (await t.api('GET', `/api/v3/connected_accounts/${again.body.connected_account_id}`)).body;
      expect(second.auth_config.id).toBe(account.auth_config.id);
      expect((await t.api('GET', '/api/v3/auth_configs')).body.total_items).toBe(1);
    });

    it('answers the user’s pending link again, and reuses the attempt once its link ended, instead of leaving accounts to expire', async () => {
      const sessionOf = async (user_id: string) => (await createSession({ user_id })).body.session_id;
      const link = (session: string, body: unknown) => t.api('POST', `/api/v3/tool_router/session/${session}/link`, { body });
      const session = await sessionOf('u');
      const first = (await link(session, { toolkit: 'patchbay_apikey_demo' })).body;
      // An agent's Manage connections asks for the same connection: it gets the same link.
      const managed = await t.api('POST', `/api/v3/tool_router/session/${session}/execute_meta`, {
        body: { slug: 'PATCHBAY_MANAGE_CONNECTIONS', arguments: { toolkits: ['patchbay_apikey_demo'] } },
      });
      expect(managed.body.data.connections[0]).toMatchObject({ connected_account_id: first.connected_account_id, link_token: first.link_token });
      const second = await link(session, { toolkit: 'patchbay_apikey_demo', callback_url: 'https://app.example/done' });
      expect(second.status).toBe(201);
      expect(second.body).toEqual(first);
      expect((await t.api('GET', '/api/v3/connected_accounts?user_ids=u')).body.total_items).toBe(1);
      // The flow returns to the latest caller's page.
      const cancelled = await fetch(`${first.redirect_url}/cancel`, { method: 'POST', redirect: 'manual' });
      expect(cancelled.headers.get('location')).toMatch(/^https:\/\/app\.example\/done\?status=cancelled/);

      // A link that ended, or whose 10 minutes are up, is not answered again: the same attempt gets a new one.
      const third = (await link(session, { toolkit: 'patchbay_apikey_demo' })).body;
      expect(third.connected_account_id).toBe(first.connected_account_id);
      expect(third.link_token).not.toBe(first.link_token);
      clock.advance(10 * 60 * 1000 + 1);
      expect((await t.api('GET', `/api/v3/connected_accounts/${third.connected_account_id}`)).body.status).toBe('EXPIRED');
      const fourth = (await link(session, { toolkit: 'patchbay_apikey_demo' })).body;
      expect(fourth.connected_account_id).toBe(first.connected_account_id);
      expect(fourth.link_token).not.toBe(third.link_token);
      expect((await t.api('GET', '/api/v3/connected_accounts?user_ids=u')).body.total_items).toBe(1);
      // Nor is one of another user of the project.
      const theirs = (await link(await sessionOf('v'), { toolkit: 'patchbay_apikey_demo' })).body;
      expect(theirs.connected_account_id).not.toBe(fourth.connected_account_id);
    });

    it('uses the session’s auth config mapping, and refuses it when disabled', async () => {
      const config = (await t.api('POST', '/api/v3/auth_configs', { body: { toolkit: { slug: 'patchbay_apikey_demo' } } })).body.auth_config.id;
      const session = (await createSession({ user_id: 'u', auth_configs: { patchbay_apikey_demo: config } })).body.session_id;
      const res = await t.api('POST', `/api/v3/tool_router/session/${session}/link`, {
        body: { toolkit: 'patchbay_apikey_demo', callback_url: 'https://x.example/' },
      });
      expect((await t.api('GET', `/api/v3/connected_accounts/${res.body.connected_account_id}`)).body.auth_config.id).toBe(config);
      await t.api('PATCH', `/api/v3/auth_configs/${config}/DISABLED`);
      expectEnvelope(await t.api('POST', `/api/v3/tool_router/session/${session}/link`, { body: { toolkit: 'patchbay_apikey_demo' } }), 422);
    });

    it('refuses toolkits that are unknown or outside the session, and bad input', async () => {
      const session = (await createSession({ user_id: 'u', toolkits: { enable: ['patchbay_noauth_demo'] } })).body.session_id;
      const link = (body: unknown) => t.api('POST', `/api/v3/tool_router/session/${session}/link`, { body });
      expect(expectEnvelope(await link({ toolkit: 'nope' }), 400).errors[0]).toBe("body.toolkit: unknown toolkit 'nope'");
      expect(expectEnvelope(await link({ toolkit: 'patchbay_oauth_demo' }), 400).message).toContain('is not part of tool router session');
      expect(expectEnvelope(await link({}), 400).errors[0]).toMatch(/^body\.toolkit/);
      expect(expectEnvelope(await link({ toolkit: 'patchbay_noauth_demo', callback_url: 'javascript:x' }), 400).errors[0]).toMatch(
        /^body\.callback_url/,
      );
      expectEnvelope(await t.api('POST', '/api/v3/tool_router/session/trs_unknown1234/link', { body: { toolkit: 'patchbay_noauth_demo' } }), 404);
    });

    it('keeps projects apart', async () => {
      const session = (await createSession({ user_id: 'u' })).body.session_id;
      const other = await t.api('POST', '/api/v3/org/owner/project/new', { key: 'org', body: { name: 'elsewhere', should_create_api_key: true } });
      const key = { header: 'x-api-key' as const, value: other.body.api_key as string };
      expectEnvelope(await t.api('GET', `/api/v3/tool_router/session/${session}`, { key }), 404);
      expectEnvelope(await t.api('GET', `/api/v3/tool_router/session/${session}/toolkits`, { key }), 404);
      expectEnvelope(await t.api('POST', `/api/v3/tool_router/session/${session}/link`, { key, body: { toolkit: 'github' } }), 404);
    });
  });

  describe('session tools', () => {
    const base = (session: string) => `/api/v3/tool_router/session/${session}`;
    const run = (session: string, body: unknown) => t.api('POST', `${base(session)}/execute`, { body });
    const meta = (session: string, slug: string, args?: unknown) =>
      t.api('POST', `${base(session)}/execute_meta`, { body: { slug, arguments: args } });
    const demoSession = async (extra: Record<string, unknown> = {}) =>
      (await createSession({ user_id: 'user-1', toolkits: { enable: DEMOS }, ...extra })).body.session_id as string;

    it('lists the meta tools the session offers, with their schemas', async () => {
      const session = await demoSession({ manage_connections: { enable_wait_for_connections: true } });
      const tools = await t.api('GET', `${base(session)}/tools`);
      expect(tools.status).toBe(200);
      expect(tools.body.items.map((tool: { slug: string }) => tool.slug)).toEqual([
        'PATCHBAY_SEARCH_TOOLS',
        'PATCHBAY_MULTI_EXECUTE_TOOL',
        'PATCHBAY_MANAGE_CONNECTIONS',
        'PATCHBAY_WAIT_FOR_CONNECTIONS',
      ]);
      expect(tools.body.items[0]).toMatchObject({
        toolkit: { slug: 'patchbay', name: 'Patchbay', logo: expect.stringMatching(/^data:image\/svg\+xml/) },
        input_parameters: { type: 'object', required: ['query'], properties: { query: { type: 'string' }, limit: { type: 'integer', maximum: 50 } } },
        tags: ['readOnlyHint', 'idempotentHint'],
      });
      const off = await demoSession({ manage_connections: { enable: false } });
      expect((await t.api('GET', `${base(off)}/tools`)).body.items.map((tool: { slug: string }) => tool.slug)).toEqual([
        'PATCHBAY_SEARCH_TOOLS',
        'PATCHBAY_MULTI_EXECUTE_TOOL',
      ]);
      expectEnvelope(await t.api('GET', `${base('trs_unknown1234')}/tools`), 404);
    });

    it('searches the session’s tools for use cases, with schemas and connection statuses', async () => {
      await connect(t, 'patchbay_apikey_demo', 'user-1');
      const session = await demoSession();
      const found = await t.api('POST', `${base(session)}/search`, {
        body: { queries: [{ use_case: 'create a task in Acme Tasks' }, { use_case: 'record a metric data point' }, { use_case: 'zzqx' }] },
      });
      expect(found.status).toBe(200);
      const [tasks, metrics, nothing] = found.body.results;
      expect(tasks).toMatchObject({ index: 1, use_case: 'create a task in Acme Tasks', toolkits: expect.arrayContaining(['patchbay_oauth_demo']) });
      expect(tasks.primary_tool_slugs[0]).toBe('PATCHBAY_OAUTH_DEMO_CREATE_TASK');
      expect(metrics.primary_tool_slugs[0]).toBe('PATCHBAY_APIKEY_DEMO_RECORD_METRIC');
      expect(nothing).toMatchObject({ primary_tool_slugs: [], related_tool_slugs: [], toolkits: [] });
      // Only the session's toolkits: the demo session has no GitHub.
      expect(Object.values(found.body.tool_schemas).every((schema: any) => DEMOS.includes(schema.toolkit))).toBe(true);
      expect(found.body.tool_schemas.PATCHBAY_OAUTH_DEMO_CREATE_TASK).toMatchObject({
        toolkit: 'patchbay_oauth_demo',
        hasFullSchema: true,
        input_schema: { required: ['title'] },
      });
      const statuses = Object.fromEntries(found.body.toolkit_connection_statuses.map((status: any) => [status.toolkit, status]));
      expect(statuses.patchbay_oauth_demo).toMatchObject({
        has_active_connection: false,
        status_message: expect.stringContaining('PATCHBAY_MANAGE_CONNECTIONS'),
      });
      expect(statuses.patchbay_apikey_demo).toMatchObject({
        has_active_connection: true,
        connection_details: { connected_account_id: expect.stringMatching(/^ca_/) },
      });
      expect(found.body).toMatchObject({
        success: true,
        error: null,
        session: { id: session },
        time_info: { current_time_utc: '2026-03-01T12:00:00.000Z' },
      });
      expect(found.body.next_steps_guidance[0]).toContain('patchbay_oauth_demo');
      for (const body of [{}, { queries: [] }, { queries: Array.from({ length: 8 }, () => ({ use_case: 'x' })) }, { queries: [{ use_case: ' ' }] }]) {
        expect(expectEnvelope(await t.api('POST', `${base(session)}/search`, { body }), 400).errors[0]).toMatch(/^body\.queries/);
      }
    });

    it('runs a session tool for its user, with the account the session pins', async () => {
      const first = await connect(t, 'patchbay_apikey_demo', 'user-1');
      clock.advance(1000);
      await connect(t, 'patchbay_apikey_demo', 'user-1');
      const session = await demoSession({ connected_accounts: { patchbay_apikey_demo: first.accountId } });
      const recorded = await run(session, { tool_slug: 'PATCHBAY_APIKEY_DEMO_RECORD_METRIC', arguments: { name: 'visits', value: 2 } });
      expect(recorded.body).toMatchObject({
        successful: true,
        error: null,
        data: { name: 'visits', value: 2 },
        log_id: expect.stringMatching(/^log_/),
      });
      expect(t.server.store.get('tool_executions', recorded.body.log_id)).toMatchObject({
        session_id: session,
        connected_account_id: first.accountId,
        user_id: 'user-1',
      });
      // The newest account is the default without a pin: it has no data points.
      const unpinned = await demoSession();
      expect((await run(unpinned, { tool_slug: 'PATCHBAY_APIKEY_DEMO_QUERY_METRIC', arguments: { name: 'visits' } })).body.data.count).toBe(0);
      expect((await run(session, { tool_slug: 'PATCHBAY_APIKEY_DEMO_QUERY_METRIC', arguments: { name: 'visits' } })).body.data.count).toBe(1);

      expect(expectEnvelope(await run(session, { tool_slug: 'PATCHBAY_OAUTH_DEMO_LIST_TASKS' }), 422).message).toContain(
        'Acme Tasks (patchbay_oauth_demo)',
      );
      expect(
        expectEnvelope(await run(session, { tool_slug: 'PATCHBAY_APIKEY_DEMO_RECORD_METRIC', arguments: {} }), 400).field_errors[0]?.path,
      ).toEqual(['body', 'arguments', 'name']);
      expectEnvelope(await run(session, {}), 400);
      expectEnvelope(await run(session, { tool_slug: 'NO_SUCH_TOOL' }), 404);
      await t.api('DELETE', `/api/v3/connected_accounts/${first.accountId}`);
      expect(expectEnvelope(await run(session, { tool_slug: 'PATCHBAY_APIKEY_DEMO_LIST_DASHBOARDS' }), 422).slug).toBe('connected_account_deleted');
    });

    it('refuses tools outside the session: toolkit not enabled, tool not enabled, tags', async () => {
      const only = await demoSession({
        toolkits: { enable: ['patchbay_noauth_demo', 'patchbay_oauth_demo'] },
        tools: { patchbay_oauth_demo: { enable: ['PATCHBAY_OAUTH_DEMO_LIST_TASKS'] } },
      });
      const toolkitOff = expectEnvelope(await run(only, { tool_slug: 'PATCHBAY_APIKEY_DEMO_LIST_DASHBOARDS' }), 403);
      expect(toolkitOff.message).toContain("its toolkit 'patchbay_apikey_demo' is not enabled in the session");
      const toolOff = expectEnvelope(await run(only, { tool_slug: 'PATCHBAY_OAUTH_DEMO_CREATE_TASK', arguments: { title: 'x' } }), 403);
      expect(toolOff.message).toContain('enables only these tools of patchbay_oauth_demo: PATCHBAY_OAUTH_DEMO_LIST_TASKS');
      expect((await run(only, { tool_slug: 'PATCHBAY_NOAUTH_DEMO_GET_STATUS' })).body.successful).toBe(true);

      const readOnly = await demoSession({ tags: ['readOnlyHint'] });
      expect((await run(readOnly, { tool_slug: 'PATCHBAY_NOAUTH_DEMO_LIST_INCIDENTS' })).body.successful).toBe(true);
      expect(expectEnvelope(await run(readOnly, { tool_slug: 'PATCHBAY_OAUTH_DEMO_CREATE_TASK', arguments: { title: 'x' } }), 403).message).toContain(
        'only tools tagged readOnlyHint',
      );
      const noWrites = await createSession({ user_id: 'user-1', tags: { disable: ['openWorldHint'] } });
      expect(expectEnvelope(await run(noWrites.body.session_id, { tool_slug: 'PATCHBAY_NOAUTH_DEMO_GET_STATUS' }), 403).message).toContain(
        'excludes tools tagged openWorldHint',
      );
      // Search offers only what the session would run.
      const searched = await meta(only, 'PATCHBAY_SEARCH_TOOLS', { query: 'create task' });
      expect(searched.body.data.tools.map((tool: { slug: string }) => tool.slug)).not.toContain('PATCHBAY_OAUTH_DEMO_CREATE_TASK');
    });

    it('PATCHBAY_SEARCH_TOOLS finds tools with their input schema and whether the user is connected', async () => {
      await connect(t, 'patchbay_oauth_demo', 'user-1');
      const session = await demoSession();
      const found = await meta(session, 'PATCHBAY_SEARCH_TOOLS', { query: 'complete a task', limit: 3 });
      expect(found.body).toMatchObject({ successful: true, error: null, error_code: null, log_id: expect.stringMatching(/^log_/) });
      expect(found.body.data.tools).toHaveLength(3);
      expect(found.body.data.tools[0]).toMatchObject({
        slug: 'PATCHBAY_OAUTH_DEMO_COMPLETE_TASK',
        toolkit: 'patchbay_oauth_demo',
        input_schema: { required: ['task_id'] },
        is_connected: true,
      });
      const narrowed = await meta(session, 'PATCHBAY_SEARCH_TOOLS', { query: 'status', toolkits: ['patchbay_noauth_demo'] });
      expect(narrowed.body.data.tools.map((tool: { slug: string }) => tool.slug)).toEqual([
        'PATCHBAY_NOAUTH_DEMO_GET_STATUS',
        'PATCHBAY_NOAUTH_DEMO_LIST_INCIDENTS',
      ]);
      expect(narrowed.body.data.tools[0].is_connected).toBe(true);
      expect(expectEnvelope(await meta(session, 'PATCHBAY_SEARCH_TOOLS', {}), 400).field_errors[0]).toMatchObject({
        path: ['body', 'arguments', 'query'],
        code: 'required',
      });
      expect(expectEnvelope(await meta(session, 'PATCHBAY_SEARCH_TOOLS', { query: 'x', toolkits: ['nope'] }), 400).errors[0]).toContain('nope');
      expect(expectEnvelope(await meta(session, 'COMPOSIO_SEARCH_TOOLS', {}), 400).field_errors[0]?.path).toEqual(['body', 'slug']);
    });

    it('PATCHBAY_MULTI_EXECUTE_TOOL runs each tool in order, one result each; a failure does not stop the rest', async () => {
      await connect(t, 'patchbay_oauth_demo', 'user-1');
      const session = await demoSession({ tools: { patchbay_apikey_demo: { enable: ['PATCHBAY_APIKEY_DEMO_LIST_DASHBOARDS'] } } });
      const result = await meta(session, 'PATCHBAY_MULTI_EXECUTE_TOOL', {
        tools: [
          { tool_slug: 'PATCHBAY_OAUTH_DEMO_CREATE_TASK', arguments: { title: 'From an agent' } },
          { tool_slug: 'PATCHBAY_OAUTH_DEMO_CREATE_TASK', arguments: { title: 42 } },
          { tool_slug: 'PATCHBAY_APIKEY_DEMO_RECORD_METRIC', arguments: { name: 'x' } },
          { tool_slug: 'PATCHBAY_APIKEY_DEMO_LIST_DASHBOARDS' },
          { tool_slug: 'PATCHBAY_OAUTH_DEMO_LIST_TASKS' },
        ],
      });
      expect(result.status).toBe(200);
      expect(result.body).toMatchObject({
        successful: false,
        error: "3 of 5 tools failed; see each result's error.",
      });
      const [created, invalid, refused, unconnected, listed] = result.body.data.results;
      expect(created).toMatchObject({
        tool_slug: 'PATCHBAY_OAUTH_DEMO_CREATE_TASK',
        successful: true,
        data: { title: 'From an agent' },
        log_id: expect.stringMatching(/^log_/),
      });
      expect(invalid).toMatchObject({
        successful: false,
        error_code: 'bad_request',
        log_id: null,
        error: expect.stringContaining('arguments.tools.1.arguments.title'),
      });
      expect(refused).toMatchObject({ successful: false, error_code: 'forbidden' });
      expect(unconnected).toMatchObject({ successful: false, error_code: 'missing_connected_account' });
      expect(listed).toMatchObject({ successful: true, data: { total: 1 } });
      const tooMany = Array.from({ length: 21 }, () => ({ tool_slug: 'PATCHBAY_NOAUTH_DEMO_GET_STATUS' }));
      expect(expectEnvelope(await meta(session, 'PATCHBAY_MULTI_EXECUTE_TOOL', { tools: tooMany }), 400).field_errors[0]).toMatchObject({
        path: ['body', 'arguments', 'tools'],
        code: 'too_big',
      });
      expectEnvelope(await meta(session, 'PATCHBAY_MULTI_EXECUTE_TOOL', { tools: [] }), 400);
    });

    it('PATCHBAY_MANAGE_CONNECTIONS answers connected toolkits as such and gives a real link for the others', async () => {
      await connect(t, 'patchbay_apikey_demo', 'user-1');
      const session = await demoSession({ toolkits: { enable: ['patchbay_apikey_demo', 'patchbay_oauth_demo', 'patchbay_noauth_demo'] } });
      const managed = await meta(session, 'PATCHBAY_MANAGE_CONNECTIONS', {
        toolkits: ['patchbay_apikey_demo', 'patchbay_oauth_demo', 'patchbay_noauth_demo', 'github'],
      });
      expect(managed.status).toBe(200);
      const [metrics, tasks, status, github] = managed.body.data.connections;
      expect(metrics).toMatchObject({ toolkit: 'patchbay_apikey_demo', connected: true, status: 'ACTIVE' });
      expect(metrics.redirect_url).toBeUndefined();
      expect(tasks).toMatchObject({
        toolkit: 'patchbay_oauth_demo',
        connected: false,
        status: 'INITIATED',
        redirect_url: expect.stringMatching(`^${t.baseUrl}/connect/lt_`),
      });
      expect(status).toMatchObject({ toolkit: 'patchbay_noauth_demo', connected: true });
      expect(github).toMatchObject({ toolkit: 'github', connected: false, error_code: 'forbidden' });
      expect(managed.body).toMatchObject({ successful: false, error_code: 'forbidden', error: expect.stringContaining('github') });

      // The link is the session link: finishing it connects the session's user, and the tools run.
      expect((await t.api('GET', `/api/v3/connected_accounts/${tasks.connected_account_id}`)).body).toMatchObject({
        user_id: 'user-1',
        status: 'INITIATED',
      });
      await finishLink(t, tasks.redirect_url, 'patchbay_oauth_demo');
      expect((await run(session, { tool_slug: 'PATCHBAY_OAUTH_DEMO_LIST_TASKS' })).body.successful).toBe(true);
      const again = await meta(session, 'PATCHBAY_MANAGE_CONNECTIONS', { toolkits: ['patchbay_oauth_demo'] });
      expect(again.body).toMatchObject({
        successful: true,
        data: { all_connected: true, connections: [{ connected: true, connected_account_id: tasks.connected_account_id }] },
      });
    });

    it('PATCHBAY_WAIT_FOR_CONNECTIONS returns as soon as the account is ACTIVE', async () => {
      const session = await demoSession({ manage_connections: { enable_wait_for_connections: true } });
      const link = (await meta(session, 'PATCHBAY_MANAGE_CONNECTIONS', { toolkits: ['patchbay_apikey_demo'] })).body.data.connections[0];
      const reads = vi.spyOn(t.server.store, 'find');
      // Real time stands still for the wait (as service time does, on the test's clock): it cannot reach its own end,
      // so an answer at all is the account turning ACTIVE.
      const now = performance.now();
      const stillTime = vi.spyOn(performance, 'now').mockReturnValue(now);
      const waiting = meta(session, 'PATCHBAY_WAIT_FOR_CONNECTIONS', {
        toolkits: ['patchbay_apikey_demo', 'patchbay_noauth_demo'],
        timeout_seconds: 20,
      });
      // The link is finished only once the wait has read the accounts: a pass of its loop does not yield, so by
      // then it has found the link still in progress and is waiting, rather than answering at once.
      const apiKeyAccounts = expect.objectContaining({ where: expect.objectContaining({ toolkit_slug: 'patchbay_apikey_demo' }) });
      await vi.waitFor(() => expect(reads).toHaveBeenCalledWith('connected_accounts', apiKeyAccounts), { timeout: SIGNAL_TIMEOUT_MS });
      await finishLink(t, link.redirect_url, 'patchbay_apikey_demo');
      const done = await waiting.finally(() => stillTime.mockRestore());
      expect(done.body).toMatchObject({
        successful: true,
        data: {
          all_connected: true,
          connections: [
            { toolkit: 'patchbay_apikey_demo', connected: true, status: 'ACTIVE', connected_account_id: link.connected_account_id },
            { toolkit: 'patchbay_noauth_demo', connected: true },
          ],
        },
      });
    });

    it('PATCHBAY_WAIT_FOR_CONNECTIONS times out, and answers at once when nothing is in progress', async () => {
      const session = await demoSession({ manage_connections: { enable_wait_for_connections: true } });
      const nothing = await meta(session, 'PATCHBAY_WAIT_FOR_CONNECTIONS', { toolkits: ['patchbay_oauth_demo'], timeout_seconds: 20 });
      expect(nothing.body).toMatchObject({ successful: false, error_code: 'missing_connected_account', data: { all_connected: false } });
      expect(nothing.body.error).toContain('PATCHBAY_MANAGE_CONNECTIONS');

      await meta(session, 'PATCHBAY_MANAGE_CONNECTIONS', { toolkits: ['patchbay_oauth_demo'] });
      const started = performance.now();
      const timedOut = await meta(session, 'PATCHBAY_WAIT_FOR_CONNECTIONS', { toolkits: ['patchbay_oauth_demo'], timeout_seconds: 0.6 });
      // It waited out its time rather than answering at once.
      expect(performance.now() - started).toBeGreaterThanOrEqual(550);
      expect(timedOut.body).toMatchObject({
        successful: false,
        error_code: 'timed_out',
        data: { all_connected: false, connections: [{ toolkit: 'patchbay_oauth_demo', connected: false, status: 'INITIATED' }] },
      });
      expect(
        expectEnvelope(await meta(session, 'PATCHBAY_WAIT_FOR_CONNECTIONS', { toolkits: ['patchbay_oauth_demo'], timeout_seconds: 26 }), 400)
          .field_errors[0],
      ).toMatchObject({
        path: ['body', 'arguments', 'timeout_seconds'],
        code: 'too_big',
      });
    });

    it('without manage_connections, the manage tools are absent and refused', async () => {
      const off = await demoSession({ manage_connections: { enable: false } });
      for (const slug of ['PATCHBAY_MANAGE_CONNECTIONS', 'PATCHBAY_WAIT_FOR_CONNECTIONS']) {
        const refused = expectEnvelope(await meta(off, slug, { toolkits: ['patchbay_oauth_demo'] }), 403);
        expect(refused.message).toContain('manage_connections is disabled');
      }
      const noWait = await demoSession();
      expect(expectEnvelope(await meta(noWait, 'PATCHBAY_WAIT_FOR_CONNECTIONS', { toolkits: ['patchbay_oauth_demo'] }), 403).message).toContain(
        'enable_wait_for_connections is off',
      );
    });

    it('keeps projects apart', async () => {
      const session = await demoSession();
      const other = await t.api('POST', '/api/v3/org/owner/project/new', { key: 'org', body: { name: 'elsewhere', should_create_api_key: true } });
      const key = { header: 'x-api-key' as const, value: other.body.api_key as string };
      expectEnvelope(await t.api('GET', `${base(session)}/tools`, { key }), 404);
      expectEnvelope(await t.api('POST', `${base(session)}/search`, { key, body: { queries: [{ use_case: 'x' }] } }), 404);
      expectEnvelope(await t.api('POST', `${base(session)}/execute`, { key, body: { tool_slug: 'PATCHBAY_NOAUTH_DEMO_GET_STATUS' } }), 404);
      expectEnvelope(
        await t.api('POST', `${base(session)}/execute_meta`, { key, body: { slug: 'PATCHBAY_SEARCH_TOOLS', arguments: { query: 'x' } } }),
        404,
      );
    });
  });
});
