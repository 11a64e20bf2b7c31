import { describe, expect, it } from 'vitest';
import { BACKENDS, expectEnvelope, useTestServer } from '../harness';
import { connect } from './toolFixtures';

/** Auth configs as the vendor's SDK creates, reads, updates and deletes them. */
describe.each(BACKENDS)('auth configs, the vendor way (%s)', (backend) => {
  const t = useTestServer(backend);
  const create = (body: unknown) => t.api('POST', '/api/v3/auth_configs', { body });

  it("takes the vendor's type and scheme names and answers with both names of the managed flag", async () => {
    const managed = await create({ toolkit: { slug: 'patchbay_oauth_demo' }, auth_config: { type: 'use_composio_managed_auth', name: 'Tasks' } });
    expect(managed.status).toBe(201);
    expect(managed.body.auth_config).toMatchObject({ auth_scheme: 'OAUTH2', is_vendor_managed: true, is_composio_managed: true });
    const custom = await create({
      toolkit: { slug: 'patchbay_apikey_demo' },
      auth_config: {
        type: 'use_custom_auth',
        authScheme: 'API_KEY',
        credentials: {},
        tool_access_config: { tools_for_connected_account_creation: ['PATCHBAY_APIKEY_DEMO_RECORD_METRIC'] },
      },
    });
    expect(custom.status).toBe(201);
    expect(custom.body.auth_config).toMatchObject({ auth_scheme: 'API_KEY', is_vendor_managed: false, is_composio_managed: false });

    const read = await t.api('GET', `/api/v3/auth_configs/${custom.body.auth_config.id}`);
    expect(read.body).toMatchObject({
      id: custom.body.auth_config.id,
      uuid: expect.stringMatching(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/),
      type: 'custom',
      is_composio_managed: false,
      tool_access_config: { tools_available_for_execution: [], tools_for_connected_account_creation: ['PATCHBAY_APIKEY_DEMO_RECORD_METRIC'] },
      is_enabled_for_tool_router: true,
      expected_input_fields: [expect.objectContaining({ name: 'api_key', required: true }), expect.objectContaining({ name: 'region' })],
      last_updated_at: read.body.created_at,
    });
    expect((await t.api('GET', `/api/v3/auth_configs/${managed.body.auth_config.id}`)).body).toMatchObject({
      type: 'default',
      is_composio_managed: true,
    });
  });

  it('lists by the vendor filters: managed or not, and a search over name, id and toolkit', async () => {
    const tasks = (await create({ toolkit: { slug: 'patchbay_oauth_demo' }, auth_config: { name: 'Team tasks' } })).body.auth_config.id;
    const metrics = (await create({ toolkit: { slug: 'patchbay_apikey_demo' }, auth_config: { type: 'use_custom_auth', auth_scheme: 'API_KEY' } }))
      .body.auth_config.id;
    const ids = async (query: string) => (await t.api('GET', `/api/v3/auth_configs?${query}`)).body.items.map((item: { id: string }) => item.id);
    expect(await ids('is_composio_managed=true')).toEqual([tasks]);
    expect(await ids('is_composio_managed=false')).toEqual([metrics]);
    expect(await ids('search=TEAM')).toEqual([tasks]);
    expect(await ids('search=apikey_demo')).toEqual([metrics]);
    expect(await ids('search=apikey&is_composio_managed=true')).toEqual([]);
  });

  it('updates tool lists, name and credentials by type, and refuses the other type', async () => {
    const id = (await create({ toolkit: { slug: 'patchbay_oauth_demo' } })).body.auth_config.id;
    const tools = ['PATCHBAY_OAUTH_DEMO_CREATE_TASK', 'PATCHBAY_OAUTH_DEMO_LIST_TASKS'];
    const updated = await t.api('PATCH', `/api/v3/auth_configs/${id}`, {
      body: { type: 'default', name: 'Tasks, restricted', tool_access_config: { tools_available_for_execution: tools } },
    });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({
      name: 'Tasks, restricted',
      restrict_to_following_tools: tools,
      tool_access_config: { tools_available_for_execution: tools },
    });
    expectEnvelope(await t.api('PATCH', `/api/v3/auth_configs/${id}`, { body: { type: 'custom', credentials: { client_id: 'x' } } }), 400);
    expectEnvelope(
      await t.api('PATCH', `/api/v3/auth_configs/${id}`, { body: { type: 'default', restrict_to_following_tools: ['NOT_A_TOOL'] } }),
      400,
    );
    expectEnvelope(await t.api('PATCH', '/api/v3/auth_configs/ac_missing1234', { body: { type: 'default' } }), 404);
  });

  it('deletes a config and soft-deletes its accounts with it', async () => {
    const { accountId, authConfigId } = await connect(t, 'patchbay_noauth_demo', 'user-1');
    const deleted = await t.api('DELETE', `/api/v3/auth_configs/${authConfigId}`);
    expect(deleted.status).toBe(200);
    expect(deleted.body).toEqual({ success: true, deleted_connected_accounts: 1 });
    expectEnvelope(await t.api('GET', `/api/v3/auth_configs/${authConfigId}`), 404);
    expect((await t.api('GET', `/api/v3/connected_accounts/${accountId}`)).body.deleted_at).toEqual(expect.any(String));
    expectEnvelope(await t.api('DELETE', `/api/v3/auth_configs/${authConfigId}`), 404);
  });
});
