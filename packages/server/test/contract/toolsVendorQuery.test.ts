import { describe, expect, it } from 'vitest';
import { buildCatalog } from '../../src/catalog';
import { BACKENDS, expectEnvelope, useTestServer } from '../harness';
import { authConfigOf } from './toolFixtures';

const catalog = buildCatalog();
const toolsOf = (slug: string) => catalog.toolkit(slug)!.tools.map((tool) => tool.slug);

/** `GET /tools` as the vendor's SDK calls it for `tools.get(user, { toolkits })` and `tools.get(user, { tools })`. */
describe.each(BACKENDS)('GET /tools, the vendor way (%s)', (backend) => {
  const t = useTestServer(backend);
  const slugs = async (query: string) => {
    const res = await t.api('GET', `/api/v3/tools?${query}`);
    expect(res.status).toBe(200);
    return res.body.items.map((tool: { slug: string }) => tool.slug);
  };

  it('lists the tools of several toolkits, comma-separated', async () => {
    expect(await slugs('toolkit_slug=patchbay_oauth_demo,patchbay_noauth_demo&important=true&toolkit_versions=latest')).toEqual([
      ...toolsOf('patchbay_noauth_demo'),
      ...toolsOf('patchbay_oauth_demo'),
    ]);
    expect(expectEnvelope(await t.api('GET', '/api/v3/tools?toolkit_slug=patchbay_oauth_demo,nope'), 400).message).toContain("'nope'");
  });

  it('reads a limit past the largest page as the largest page (the SDK asks 9999 with a tool list)', async () => {
    const wanted = ['PATCHBAY_OAUTH_DEMO_CREATE_TASK', 'PATCHBAY_NOAUTH_DEMO_GET_STATUS'];
    expect(await slugs(`tool_slugs=${wanted.join(',')}&limit=9999`)).toEqual(['PATCHBAY_NOAUTH_DEMO_GET_STATUS', 'PATCHBAY_OAUTH_DEMO_CREATE_TASK']);
    const page = await t.api('GET', '/api/v3/tools?limit=9999');
    expect(page.body.items).toHaveLength(1000);
    expect(page.body.total_pages).toBe(Math.ceil(page.body.total_items / 1000));
  });

  it("lists the tools of auth configs' toolkits", async () => {
    const config = await authConfigOf(t, 'patchbay_apikey_demo');
    expect(await slugs(`auth_config_ids=${config}`)).toEqual(toolsOf('patchbay_apikey_demo'));
    expect(await slugs(`auth_config_ids=${config}&toolkit_slug=patchbay_noauth_demo`)).toEqual([
      ...toolsOf('patchbay_apikey_demo'),
      ...toolsOf('patchbay_noauth_demo'),
    ]);
    expect(await slugs('auth_config_ids=ac_nothere1234')).toEqual([]);
  });
});
