import { describe, expect, it } from 'vitest';
import { BACKENDS, expectEnvelope, useTestServer } from '../harness';

/** The vendor's `mcp.retrieveApp(appKey)`: the MCP servers that include one toolkit. */
describe.each(BACKENDS)('MCP servers of one app (%s)', (backend) => {
  const t = useTestServer(backend);
  const create = async (name: string, toolkits: string[]) => {
    const created = await t.api('POST', '/api/v3/mcp/servers/custom', { body: { name, toolkits } });
    expect(created.status).toBe(201);
    return created.body.id as string;
  };
  const idsOf = (page: { items: { id: string }[] }) => page.items.map((server) => server.id);

  it.each(['/api/v3', '/api/v3.1'])('lists the live servers including the toolkit, page-numbered like the listing (%s)', async (prefix) => {
    const tasks = await create('tasks', ['patchbay_oauth_demo']);
    const both = await create('tasks and status', ['patchbay_oauth_demo', 'patchbay_noauth_demo']);
    const status = await create('status', ['patchbay_noauth_demo']);
    const gone = await create('gone', ['patchbay_oauth_demo']);
    expect((await t.api('DELETE', `/api/v3/mcp/${gone}`)).status).toBe(200);

    const listed = await t.api('GET', `${prefix}/mcp/app/patchbay_oauth_demo`);
    expect(listed.status).toBe(200);
    expect(listed.body).toMatchObject({ current_page: 1, total_pages: 1 });
    // Newest first by default, as the listing.
    expect(idsOf(listed.body)).toEqual([both, tasks]);
    expect(listed.body.items[0]).toMatchObject({ id: both, toolkits: ['patchbay_oauth_demo', 'patchbay_noauth_demo'], mcp_url: expect.any(String) });

    const paged = await t.api('GET', `${prefix}/mcp/app/patchbay_oauth_demo?limit=1&page_no=2&order_direction=asc`);
    expect(paged.body).toMatchObject({ current_page: 2, total_pages: 2 });
    expect(idsOf(paged.body)).toEqual([both]);
    expect(idsOf((await t.api('GET', `${prefix}/mcp/app/patchbay_noauth_demo?name=STATUS`)).body)).toEqual([status, both]);
    // A key in another case names the same toolkit.
    expect(idsOf((await t.api('GET', `${prefix}/mcp/app/PATCHBAY_NOAUTH_DEMO?name=and`)).body)).toEqual([both]);
  });

  it('answers an empty page for a toolkit no server includes, and 404 for one the catalog lacks', async () => {
    expect((await t.api('GET', '/api/v3/mcp/app/patchbay_apikey_demo')).body).toEqual({ items: [], current_page: 1, total_pages: 0 });
    expect(expectEnvelope(await t.api('GET', '/api/v3/mcp/app/no_such_app'), 404).message).toBe("Toolkit 'no_such_app' was not found.");
    expectEnvelope(await t.api('GET', '/api/v3/mcp/app/bad%20key'), 400);
    expectEnvelope(await t.api('GET', '/api/v3/mcp/app/patchbay_oauth_demo?page_no=0'), 400);
  });
});
