import { describe, expect, it } from 'vitest';
import { buildCatalog } from '../../src/catalog';
import { BACKENDS, expectEnvelope, useTestServer } from '../harness';
import { authConfigOf } from './toolFixtures';

const catalog = buildCatalog();
const toolsOf = (slug: string) => catalog.toolkit(slug)!.tools.map((tool) => tool.slug);

/** MCP servers as the vendor's SDK makes them (`mcp.create(name, { toolkits, allowedTools })`): of toolkits, not auth configs. */
describe.each(BACKENDS)('MCP servers of toolkits (%s)', (backend) => {
  const t = useTestServer(backend);
  const custom = (body: unknown) => t.api('POST', '/api/v3/mcp/servers/custom', { body });

  it("uses the project's enabled config of each toolkit, and creates its default one when there is none", async () => {
    const tasks = await authConfigOf(t, 'patchbay_oauth_demo');
    const res = await custom({
      name: 'agent tools',
      toolkits: ['patchbay_oauth_demo', 'patchbay_noauth_demo'],
      auth_config_ids: [],
      custom_tools: ['PATCHBAY_OAUTH_DEMO_LIST_TASKS'],
      managed_auth_via_composio: true,
    });
    expect(res.status).toBe(201);
    const created = (await t.api('GET', '/api/v3/auth_configs?toolkit_slug=patchbay_noauth_demo')).body.items;
    expect(created).toEqual([expect.objectContaining({ is_vendor_managed: true, auth_scheme: 'NO_AUTH' })]);
    expect(res.body).toMatchObject({
      name: 'agent tools',
      auth_config_ids: [tasks, created[0].id],
      toolkits: ['patchbay_oauth_demo', 'patchbay_noauth_demo'],
      allowed_tools: ['PATCHBAY_OAUTH_DEMO_LIST_TASKS'],
      managed_auth_via_vendor: true,
      managed_auth_via_composio: true,
      deleted: false,
      commands: { claude: expect.stringContaining(res.body.mcp_url) },
    });
    const listed = (await t.api('GET', '/api/v3/mcp/servers?toolkits=patchbay_noauth_demo')).body.items.map((s: { id: string }) => s.id);
    expect(listed).toEqual([res.body.id]);
  });

  it('leaves no auth config behind when it refuses the server', async () => {
    const refused = await custom({ name: 'bad tools', toolkits: ['patchbay_noauth_demo'], custom_tools: ['PATCHBAY_NO_SUCH_TOOL'] });
    expectEnvelope(refused, 400);
    expect((await t.api('GET', '/api/v3/auth_configs?toolkit_slug=patchbay_noauth_demo')).body.items).toEqual([]);
  });

  it('updates toolkits and tools as the SDK sends them (auth_config_ids empty, custom_tools)', async () => {
    const server = (await custom({ name: 'narrow', toolkits: ['patchbay_noauth_demo'] })).body;
    expect(server.allowed_tools).toEqual(toolsOf('patchbay_noauth_demo'));
    const updated = await t.api('PATCH', `/api/v3/mcp/${server.id}`, {
      body: {
        toolkits: ['patchbay_apikey_demo'],
        auth_config_ids: [],
        custom_tools: ['PATCHBAY_APIKEY_DEMO_QUERY_METRIC'],
        managed_auth_via_composio: true,
      },
    });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({
      toolkits: ['patchbay_apikey_demo'],
      allowed_tools: ['PATCHBAY_APIKEY_DEMO_QUERY_METRIC'],
      managed_auth_via_composio: true,
    });
    const renamed = await t.api('PATCH', `/api/v3/mcp/${server.id}`, { body: { name: 'renamed' } });
    expect(renamed.body).toMatchObject({ name: 'renamed', toolkits: ['patchbay_apikey_demo'] });
    const urls = await t.api('POST', '/api/v3/mcp/servers/generate', {
      body: { mcp_server_id: server.id, user_ids: ['u1'], managed_auth_by_composio: true },
    });
    expect(urls.body.user_ids_url).toEqual([expect.stringContaining('user_id=u1')]);
  });

  it('refuses unknown toolkits, a server of nothing, and toolkits an admin disabled', async () => {
    expectEnvelope(await custom({ name: 'nothing here', toolkits: [] }), 400);
    expect(expectEnvelope(await custom({ name: 'unknown', toolkits: ['no_such_toolkit'] }), 400).message).toContain('no_such_toolkit');
    const tasks = await authConfigOf(t, 'patchbay_oauth_demo');
    await t.api('PATCH', `/api/v3/auth_configs/${tasks}/DISABLED`);
    expect(expectEnvelope(await custom({ name: 'disabled', toolkits: ['patchbay_oauth_demo'] }), 422).slug).toBe('auth_config_disabled');
  });
});
