import { beforeEach, describe, expect, it } from 'vitest';
import { buildCatalog } from '../../src/catalog';
import { newId } from '../../src/ids';
import type { ConnectedAccountStatus } from '../../src/connectedAccounts/records';
import { BACKENDS, expectEnvelope, useTestServer } from '../harness';
import { useTestClock } from '../testClock';

const catalog = buildCatalog();
const toolsOf = (slug: string) => catalog.toolkit(slug)!.tools.map((t) => t.slug);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe.each(BACKENDS)('mcp (%s)', (backend) => {
  const clock = useTestClock('2030-01-01T00:00:00Z');
  const t = useTestServer(backend, { clock });

  /** An auth config straight in the store, as POST /auth_configs would leave it. */
  function seedAuthConfig(toolkit: string, projectId = t.server.defaultProjectId): string {
    const stamp = clock().toISOString();
    return t.server.store.put('auth_configs', {
      id: newId('authConfig'),
      project_id: projectId,
      toolkit_slug: toolkit,
      auth_scheme: toolkit === 'patchbay_apikey_demo' ? 'API_KEY' : 'OAUTH2',
      is_vendor_managed: true,
      credentials: {},
      restrict_to_following_tools: [],
      status: 'ENABLED',
      created_at: stamp,
      updated_at: stamp,
    }).id;
  }

  /** A connected account straight in the store, as a finished connect flow would leave it. */
  function seedAccount(authConfigId: string, userId: string, status: ConnectedAccountStatus = 'ACTIVE'): string {
    const config = t.server.store.get('auth_configs', authConfigId)!;
    const stamp = clock().toISOString();
    return t.server.store.put('connected_accounts', {
      id: newId('connectedAccount'),
      project_id: config.project_id,
      user_id: userId,
      toolkit_slug: config.toolkit_slug,
      auth_config_id: authConfigId,
      status,
      status_reason: null,
      credentials: { access_token: 'token' },
      is_disabled: false,
      created_at: stamp,
      updated_at: stamp,
      deleted_at: null,
    }).id;
  }

  const account = (id: string) => t.server.store.get('connected_accounts', id)!;

  async function createServer(body: Record<string, unknown>) {
    const result = await t.api('POST', '/api/v3/mcp/servers', { body });
    if (result.status !== 201) throw new Error(`server creation failed: ${JSON.stringify(result.body)}`);
    return result.body;
  }

  describe('servers', () => {
    it('creates a server with all tools of its toolkits by default', async () => {
      const tasks = seedAuthConfig('patchbay_oauth_demo');
      const metrics = seedAuthConfig('patchbay_apikey_demo');
      const result = await t.api('POST', '/api/v3/mcp/servers', { body: { name: 'Ops assistant', auth_config_ids: [tasks, metrics] } });
      expect(result.status).toBe(201);
      expect(result.body).toEqual({
        id: expect.stringMatching(UUID),
        name: 'Ops assistant',
        auth_config_ids: [tasks, metrics],
        allowed_tools: [...toolsOf('patchbay_oauth_demo'), ...toolsOf('patchbay_apikey_demo')],
        managed_auth_via_vendor: false,
        managed_auth_via_composio: false,
        toolkits: ['patchbay_oauth_demo', 'patchbay_apikey_demo'],
        toolkit_icons: {
          patchbay_oauth_demo: `${t.baseUrl}/logos/patchbay_oauth_demo.svg`,
          patchbay_apikey_demo: `${t.baseUrl}/logos/patchbay_apikey_demo.svg`,
        },
        mcp_url: `${t.baseUrl}/mcp/${result.body.id}`,
        commands: {
          claude: expect.stringContaining(`${t.baseUrl}/mcp/${result.body.id}`),
          cursor: expect.stringContaining(`${t.baseUrl}/mcp/${result.body.id}`),
          windsurf: expect.stringContaining(`${t.baseUrl}/mcp/${result.body.id}`),
        },
        server_instance_count: 0,
        deleted: false,
        created_at: '2030-01-01T00:00:00.000Z',
        updated_at: '2030-01-01T00:00:00.000Z',
      });
      const read = await t.api('GET', `/api/v3/mcp/${result.body.id}`);
      expect(read.body).toEqual(result.body);
    });

    it('keeps only the allowed tools given, and rejects tools of other toolkits', async () => {
      const tasks = seedAuthConfig('patchbay_oauth_demo');
      const [first] = toolsOf('patchbay_oauth_demo');
      const server = await createServer({ name: 'narrow', auth_config_ids: [tasks], allowed_tools: [first], managed_auth_via_vendor: true });
      expect(server.allowed_tools).toEqual([first]);
      expect(server.managed_auth_via_vendor).toBe(true);
      const foreign = toolsOf('patchbay_apikey_demo')[0]!;
      const error = expectEnvelope(
        await t.api('POST', '/api/v3/mcp/servers', { body: { name: 'wrong', auth_config_ids: [tasks], allowed_tools: [foreign, 'NOPE'] } }),
        400,
      );
      expect(error.message).toContain(foreign);
      expect(error.errors).toHaveLength(2);
    });

    it('answers 404 for an auth config that is unknown or of another project', async () => {
      const other = await t.api('POST', '/api/v3/org/owner/project/new', { key: 'org', body: { name: 'other' } });
      const foreign = seedAuthConfig('patchbay_oauth_demo', other.body.id);
      for (const id of [foreign, 'ac_unknown12345']) {
        const error = expectEnvelope(await t.api('POST', '/api/v3/mcp/servers', { body: { name: 'abcd', auth_config_ids: [id] } }), 404);
        expect(error.message).toContain(id);
      }
    });

    it('lists servers page by page with filters and ordering', async () => {
      const tasks = seedAuthConfig('patchbay_oauth_demo');
      const metrics = seedAuthConfig('patchbay_apikey_demo');
      const names = ['alpha one', 'beta two', 'gamma three'];
      for (const [i, name] of names.entries()) {
        await createServer({ name, auth_config_ids: [i === 1 ? metrics : tasks] });
        clock.advance(1000);
      }
      const all = await t.api('GET', '/api/v3/mcp/servers');
      expect(all.status).toBe(200);
      expect(all.body).toMatchObject({ current_page: 1, total_pages: 1 });
      expect(all.body.items.map((s: { name: string }) => s.name)).toEqual(['gamma three', 'beta two', 'alpha one']);
      const asc = await t.api('GET', '/api/v3/mcp/servers?order_direction=asc&limit=2&page_no=2');
      expect(asc.body).toEqual({ items: [expect.objectContaining({ name: 'gamma three' })], current_page: 2, total_pages: 2 });
      const byName = await t.api('GET', '/api/v3/mcp/servers?name=BETA');
      expect(byName.body.items.map((s: { name: string }) => s.name)).toEqual(['beta two']);
      const byToolkit = await t.api('GET', '/api/v3/mcp/servers?toolkits=patchbay_apikey_demo,nothing');
      expect(byToolkit.body.items.map((s: { name: string }) => s.name)).toEqual(['beta two']);
      const byConfig = await t.api('GET', `/api/v3/mcp/servers?auth_config_ids=${tasks}`);
      expect(byConfig.body.items).toHaveLength(2);
    });

    it('pages by 10 by default', async () => {
      const tasks = seedAuthConfig('patchbay_oauth_demo');
      for (let i = 0; i < 11; i++) await createServer({ name: `server ${i}`, auth_config_ids: [tasks] });
      const first = await t.api('GET', '/api/v3/mcp/servers');
      expect(first.body.items).toHaveLength(10);
      expect(first.body.total_pages).toBe(2);
    });

    it('updates a server; new auth configs bring their tools, kept toolkits keep their choice', async () => {
      const tasks = seedAuthConfig('patchbay_oauth_demo');
      const metrics = seedAuthConfig('patchbay_apikey_demo');
      const [first] = toolsOf('patchbay_oauth_demo');
      const server = await createServer({ name: 'evolving', auth_config_ids: [tasks], allowed_tools: [first] });
      clock.advance(5000);
      const updated = await t.api('PATCH', `/api/v3/mcp/${server.id}`, { body: { name: 'evolved', auth_config_ids: [tasks, metrics] } });
      expect(updated.status).toBe(200);
      expect(updated.body).toMatchObject({
        name: 'evolved',
        toolkits: ['patchbay_oauth_demo', 'patchbay_apikey_demo'],
        allowed_tools: [first, ...toolsOf('patchbay_apikey_demo')],
        updated_at: '2030-01-01T00:00:05.000Z',
        created_at: '2030-01-01T00:00:00.000Z',
      });
      const dropped = await t.api('PATCH', `/api/v3/mcp/${server.id}`, { body: { auth_config_ids: [metrics] } });
      expect(dropped.body.allowed_tools).toEqual(toolsOf('patchbay_apikey_demo'));
      const bad = await t.api('PATCH', `/api/v3/mcp/${server.id}`, { body: { allowed_tools: [first] } });
      expect(expectEnvelope(bad, 400).message).toContain(first);
    });

    it('soft-deletes a server: it is 404 afterwards and gone from the list', async () => {
      const server = await createServer({ name: 'short lived', auth_config_ids: [seedAuthConfig('patchbay_oauth_demo')] });
      const deleted = await t.api('DELETE', `/api/v3/mcp/${server.id}`);
      expect(deleted.body).toEqual({ id: server.id, deleted: true });
      expect(expectEnvelope(await t.api('GET', `/api/v3/mcp/${server.id}`), 404).slug).toBe('not_found');
      expect(expectEnvelope(await t.api('DELETE', `/api/v3/mcp/${server.id}`), 404).slug).toBe('not_found');
      expect(expectEnvelope(await t.api('GET', `/api/v3/mcp/servers/${server.id}/instances`), 404).slug).toBe('not_found');
      expect((await t.api('GET', '/api/v3/mcp/servers')).body.items).toEqual([]);
    });

    it('hides servers from other projects', async () => {
      const server = await createServer({ name: 'private', auth_config_ids: [seedAuthConfig('patchbay_oauth_demo')] });
      const other = await t.api('POST', '/api/v3/org/owner/project/new', { key: 'org', body: { name: 'other', should_create_api_key: true } });
      const key = { header: 'x-api-key' as const, value: other.body.api_key as string };
      expect(expectEnvelope(await t.api('GET', `/api/v3/mcp/${server.id}`, { key }), 404).slug).toBe('not_found');
      expect((await t.api('GET', '/api/v3/mcp/servers', { key })).body.items).toEqual([]);
      const generate = await t.api('POST', '/api/v3/mcp/servers/generate', { key, body: { mcp_server_id: server.id } });
      expect(expectEnvelope(generate, 404).slug).toBe('not_found');
      const instance = await t.api('POST', `/api/v3/mcp/servers/${server.id}/instances`, { key, body: { user_id: 'u' } });
      expect(expectEnvelope(instance, 404).slug).toBe('not_found');
    });
  });

  describe('instances', () => {
    let tasks: string;
    let metrics: string;
    let server: { id: string; name: string };
    beforeEach(async () => {
      tasks = seedAuthConfig('patchbay_oauth_demo');
      metrics = seedAuthConfig('patchbay_apikey_demo');
      server = await createServer({ name: 'Team bot', auth_config_ids: [tasks, metrics] });
    });
    const createInstance = (userId: unknown) => t.api('POST', `/api/v3/mcp/servers/${server.id}/instances`, { body: { user_id: userId } });

    it('rejects a user without connections with 422 listing the missing auth configs', async () => {
      const none = expectEnvelope(await createInstance('alice'), 422);
      expect(none.slug).toBe('missing_connected_account');
      expect(none.errors).toEqual([tasks, metrics]);
      expect(none.message).toContain('alice');

      seedAccount(tasks, 'alice');
      seedAccount(metrics, 'alice', 'INITIATED');
      const deletedId = seedAccount(metrics, 'alice');
      t.server.store.put('connected_accounts', { ...account(deletedId), deleted_at: clock().toISOString() });
      seedAccount(metrics, 'bob');
      const partial = expectEnvelope(await createInstance('alice'), 422);
      expect(partial.errors).toEqual([metrics]);
      expect((await t.api('GET', `/api/v3/mcp/servers/${server.id}/instances`)).body.instances).toEqual([]);
    });

    it('creates an instance once the user has every connection; a second one is 409', async () => {
      seedAccount(tasks, 'alice');
      seedAccount(metrics, 'alice');
      const created = await createInstance('alice');
      expect(created.status).toBe(201);
      expect(created.body).toEqual({
        id: expect.stringMatching(UUID),
        instance_id: 'alice',
        mcp_server_id: server.id,
        created_at: '2030-01-01T00:00:00.000Z',
        updated_at: '2030-01-01T00:00:00.000Z',
      });
      expect(expectEnvelope(await createInstance('alice'), 409).slug).toBe('conflict');
      expect((await t.api('GET', `/api/v3/mcp/${server.id}`)).body.server_instance_count).toBe(1);
    });

    it('lists instances with paging, search and ordering', async () => {
      for (const user of ['u-1', 'u-2', 'u-3']) {
        seedAccount(tasks, user);
        seedAccount(metrics, user);
        await createInstance(user);
        clock.advance(1000);
      }
      const list = await t.api('GET', `/api/v3/mcp/servers/${server.id}/instances`);
      expect(list.status).toBe(200);
      expect(list.body).toMatchObject({ server_id: server.id, server_name: 'Team bot', current_page: 1, total_pages: 1 });
      expect(list.body.instances.map((i: { instance_id: string }) => i.instance_id)).toEqual(['u-3', 'u-2', 'u-1']);
      const page = await t.api('GET', `/api/v3/mcp/servers/${server.id}/instances?limit=2&page_no=2&order_by=created_at&order_direction=asc`);
      expect(page.body.instances.map((i: { instance_id: string }) => i.instance_id)).toEqual(['u-3']);
      expect(page.body).toMatchObject({ current_page: 2, total_pages: 2 });
      const found = await t.api('GET', `/api/v3/mcp/servers/${server.id}/instances?search=U-2`);
      expect(found.body.instances.map((i: { instance_id: string }) => i.instance_id)).toEqual(['u-2']);
      const beyond = await t.api('GET', `/api/v3/mcp/servers/${server.id}/instances?page_no=9`);
      expect(beyond.body).toMatchObject({ instances: [], current_page: 9, total_pages: 1 });
    });

    it('pages instances by 20 by default', async () => {
      for (let i = 0; i < 21; i++) {
        seedAccount(tasks, `user-${i}`);
        seedAccount(metrics, `user-${i}`);
        expect((await createInstance(`user-${i}`)).status).toBe(201);
      }
      const list = await t.api('GET', `/api/v3/mcp/servers/${server.id}/instances`);
      expect(list.body.instances).toHaveLength(20);
      expect(list.body.total_pages).toBe(2);
    });

    it("deletes an instance and only the user's accounts tied to the server's auth configs", async () => {
      const other = seedAuthConfig('patchbay_oauth_demo');
      const tiedA = seedAccount(tasks, 'alice');
      const tiedB = seedAccount(metrics, 'alice');
      const untouched = seedAccount(other, 'alice');
      const bobs = seedAccount(tasks, 'bob');
      await createInstance('alice');
      clock.advance(1000);

      const deleted = await t.api('DELETE', `/api/v3/mcp/servers/${server.id}/instances/alice`);
      expect(deleted.status).toBe(200);
      expect(deleted.body).toEqual({ message: expect.stringContaining('alice'), deleted_connected_accounts: 2 });
      expect(account(tiedA).deleted_at).toBe('2030-01-01T00:00:01.000Z');
      expect(account(tiedB).deleted_at).toBe('2030-01-01T00:00:01.000Z');
      expect(account(untouched).deleted_at).toBeNull();
      expect(account(bobs).deleted_at).toBeNull();
      expect((await t.api('GET', `/api/v3/mcp/servers/${server.id}/instances`)).body.instances).toEqual([]);
      expect(expectEnvelope(await t.api('DELETE', `/api/v3/mcp/servers/${server.id}/instances/alice`), 404).slug).toBe('not_found');
      expect(expectEnvelope(await createInstance('alice'), 422).errors).toEqual([tasks, metrics]);
    });

    it('also deletes a tied account still being connected, and closes its pending link', async () => {
      seedAccount(tasks, 'carol');
      seedAccount(metrics, 'carol');
      await createInstance('carol');
      const link = await t.api('POST', '/api/v3/connected_accounts/link', { body: { auth_config_id: tasks, user_id: 'carol' } });
      expect(link.status).toBe(201);
      const deleted = await t.api('DELETE', `/api/v3/mcp/servers/${server.id}/instances/carol`);
      expect(deleted.body.deleted_connected_accounts).toBe(3);
      expect(account(link.body.connected_account_id).deleted_at).not.toBeNull();
      const sessions = t.server.store.list('link_sessions');
      expect(sessions.find((s) => s.connected_account_id === link.body.connected_account_id)?.status).toBe('SUPERSEDED');
    });

    it('decodes instance ids in the path', async () => {
      seedAccount(tasks, 'a b@c');
      seedAccount(metrics, 'a b@c');
      await createInstance('a b@c');
      const deleted = await t.api('DELETE', `/api/v3/mcp/servers/${server.id}/instances/${encodeURIComponent('a b@c')}`);
      expect(deleted.body.deleted_connected_accounts).toBe(2);
    });
  });

  describe('URL generation', () => {
    it('generates one URL per connected account and one per user, with the query of spec 4.6', async () => {
      const tasks = seedAuthConfig('patchbay_oauth_demo');
      const server = await createServer({ name: 'generated', auth_config_ids: [tasks] });
      const a1 = seedAccount(tasks, 'u1');
      const a2 = seedAccount(tasks, 'u2');
      const result = await t.api('POST', '/api/v3/mcp/servers/generate', {
        body: { mcp_server_id: server.id, user_ids: ['u1', 'u2'], connected_account_ids: [a1, a2], managed_auth_by_vendor: true },
      });
      expect(result.status).toBe(200);
      const mcpUrl = `${t.baseUrl}/mcp/${server.id}`;
      expect(result.body).toEqual({
        mcp_url: mcpUrl,
        connected_account_urls: [
          `${mcpUrl}?connected_account_ids=${a1}&user_id=u1,u2&include_vendor_helper_actions=true`,
          `${mcpUrl}?connected_account_ids=${a2}&user_id=u1,u2&include_vendor_helper_actions=true`,
        ],
        user_ids_url: [
          `${mcpUrl}?user_id=u1&connected_account_ids=${a1},${a2}&include_vendor_helper_actions=true`,
          `${mcpUrl}?user_id=u2&connected_account_ids=${a1},${a2}&include_vendor_helper_actions=true`,
        ],
      });
    });

    it('answers with just the server URL when no users or accounts are given', async () => {
      const server = await createServer({ name: 'bare', auth_config_ids: [seedAuthConfig('patchbay_oauth_demo')] });
      const result = await t.api('POST', '/api/v3/mcp/servers/generate', { body: { mcp_server_id: server.id } });
      expect(result.body).toEqual({ mcp_url: `${t.baseUrl}/mcp/${server.id}`, connected_account_urls: [], user_ids_url: [] });
      const onlyUser = await t.api('POST', '/api/v3/mcp/servers/generate', { body: { mcp_server_id: server.id, user_ids: ['x y'] } });
      expect(onlyUser.body.user_ids_url).toEqual([`${t.baseUrl}/mcp/${server.id}?user_id=x%20y&include_vendor_helper_actions=true`]);
    });

    it('answers 404 for unknown servers and accounts', async () => {
      const unknownServer = await t.api('POST', '/api/v3/mcp/servers/generate', { body: { mcp_server_id: '2f1e0e9c-5d4b-4c3a-9b8a-7f6e5d4c3b2a' } });
      expect(expectEnvelope(unknownServer, 404).slug).toBe('not_found');
      const server = await createServer({ name: 'known', auth_config_ids: [seedAuthConfig('patchbay_oauth_demo')] });
      const unknownAccount = await t.api('POST', '/api/v3/mcp/servers/generate', {
        body: { mcp_server_id: server.id, connected_account_ids: ['ca_unknown12345'] },
      });
      expect(expectEnvelope(unknownAccount, 404).message).toContain('ca_unknown12345');
    });
  });

  describe('malformed input', () => {
    it('rejects bad server bodies with 400 naming the field', async () => {
      const tasks = seedAuthConfig('patchbay_oauth_demo');
      const cases: [unknown, string][] = [
        [{ auth_config_ids: [tasks] }, 'body.name'],
        [{ name: 'abc', auth_config_ids: [tasks] }, 'body.name'],
        [{ name: 'x'.repeat(31), auth_config_ids: [tasks] }, 'body.name'],
        [{ name: 'under_score', auth_config_ids: [tasks] }, 'body.name'],
        [{ name: '    ', auth_config_ids: [tasks] }, 'body.name'],
        [{ name: 'valid name' }, 'body.auth_config_ids'],
        [{ name: 'valid name', auth_config_ids: [] }, 'body.auth_config_ids'],
        [{ name: 'valid name', auth_config_ids: 'ac_x' }, 'body.auth_config_ids'],
        [{ name: 'valid name', auth_config_ids: ['nope'] }, 'body.auth_config_ids.0'],
        [{ name: 'valid name', auth_config_ids: [tasks], allowed_tools: 'all' }, 'body.allowed_tools'],
        [{ name: 'valid name', auth_config_ids: [tasks], managed_auth_via_vendor: 'yes' }, 'body.managed_auth_via_vendor'],
      ];
      for (const [body, field] of cases) {
        expect(expectEnvelope(await t.api('POST', '/api/v3/mcp/servers', { body }), 400).errors.join(' ')).toContain(field);
      }
      expect(expectEnvelope(await t.api('POST', '/api/v3/mcp/servers', { rawBody: '{' }), 400).message).toContain('JSON');
      const server = await createServer({ name: 'target', auth_config_ids: [tasks] });
      const patch = await t.api('PATCH', `/api/v3/mcp/${server.id}`, { body: { name: 'no' } });
      expect(expectEnvelope(patch, 400).errors.join(' ')).toContain('body.name');
    });

    it('rejects non-UUID server ids with 400 and unknown ones with 404', async () => {
      const unknown = '2f1e0e9c-5d4b-4c3a-9b8a-7f6e5d4c3b2a';
      for (const [method, path] of [
        ['GET', '/api/v3/mcp/not-a-uuid'],
        ['PATCH', '/api/v3/mcp/123'],
        ['DELETE', '/api/v3/mcp/servers'],
        ['GET', '/api/v3/mcp/servers/nope/instances'],
        ['POST', '/api/v3/mcp/servers/nope/instances'],
        ['DELETE', '/api/v3/mcp/servers/nope/instances/alice'],
      ] as const) {
        const error = expectEnvelope(await t.api(method, path, method === 'GET' ? {} : { body: { user_id: 'x' } }), 400);
        expect(error.errors.join(' ')).toMatch(/path\.(id|serverId)/);
      }
      expect(expectEnvelope(await t.api('GET', `/api/v3/mcp/${unknown}`), 404).slug).toBe('not_found');
      expect(expectEnvelope(await t.api('GET', `/api/v3/mcp/servers/${unknown}/instances`), 404).slug).toBe('not_found');
      const badGenerate = await t.api('POST', '/api/v3/mcp/servers/generate', { body: { mcp_server_id: 'nope' } });
      expect(expectEnvelope(badGenerate, 400).errors.join(' ')).toContain('body.mcp_server_id');
    });

    it('rejects bad instance and generate bodies and bad paging', async () => {
      const server = await createServer({ name: 'strict', auth_config_ids: [seedAuthConfig('patchbay_oauth_demo')] });
      for (const body of [{}, { user_id: 5 }, { user_id: '  ' }, { user_id: 'x'.repeat(256) }]) {
        const result = await t.api('POST', `/api/v3/mcp/servers/${server.id}/instances`, { body });
        expect(expectEnvelope(result, 400).errors.join(' ')).toContain('body.user_id');
      }
      const generateCases: [unknown, string][] = [
        [{}, 'body.mcp_server_id'],
        [{ mcp_server_id: server.id, user_ids: 'u1' }, 'body.user_ids'],
        [{ mcp_server_id: server.id, connected_account_ids: ['x'] }, 'body.connected_account_ids.0'],
        [{ mcp_server_id: server.id, managed_auth_by_vendor: 1 }, 'body.managed_auth_by_vendor'],
      ];
      for (const [body, field] of generateCases) {
        expect(expectEnvelope(await t.api('POST', '/api/v3/mcp/servers/generate', { body }), 400).errors.join(' ')).toContain(field);
      }
      for (const qs of ['page_no=0', 'page_no=abc', 'limit=0', 'limit=1001', 'order_by=name', 'order_direction=up']) {
        expect((await t.api('GET', `/api/v3/mcp/servers/${server.id}/instances?${qs}`)).status).toBe(400);
        expect((await t.api('GET', `/api/v3/mcp/servers?${qs}`)).status).toBe(400);
      }
    });
  });
});
