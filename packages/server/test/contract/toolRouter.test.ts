import { describe, expect, it } from 'vitest';
import { BACKENDS, expectEnvelope, useTestServer } from '../harness';
import { useTestClock } from '../testClock';

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
        meta: { logo: `${t.baseUrl}/logos/patchbay_noauth_demo.svg`, description: expect.any(String) },
        connected_account: {
          id: mapped,
          user_id: 'user-1',
          status: 'ACTIVE',
          created_at: expect.any(String),
          auth_config: { id: expect.stringMatching(/^ac_/), auth_scheme: 'NO_AUTH', is_vendor_managed: true },
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
});
