import { describe, expect, it } from 'vitest';
import { buildCatalog } from '../../src/catalog';
import { BACKENDS, expectEnvelope, useTestServer } from '../harness';

const catalog = buildCatalog();

/** `GET /toolkits`: the listing the vendor's SDK reads (`toolkits.get({...})`), with its filters in the query string. */
describe.each(BACKENDS)('GET /toolkits (%s)', (backend) => {
  const t = useTestServer(backend);
  const get = (query = '') => t.api('GET', `/api/v3/toolkits${query}`);
  const slugs = (body: { items: { slug: string }[] }) => body.items.map((item) => item.slug);

  it('answers the same pages as toolkits/multi, with the vendor names beside the spec ones', async () => {
    const listed = await get('?limit=5&sort_by=alphabetically');
    expect(listed.status).toBe(200);
    const multi = await t.api('POST', '/api/v3/toolkits/multi', { body: { limit: 5, sort_by: 'alphabetically' } });
    expect(listed.body).toEqual(multi.body);
    const github = (await get('?toolkit_slugs=github')).body.items[0];
    expect(github).toMatchObject({ type: 'native', composio_managed_auth_schemes: github.vendor_managed_auth_schemes });
    expect(github.meta.categories[0]).toEqual({ id: 'developer-tools', slug: 'developer-tools', name: 'Developer Tools' });
    const next = await get(`?cursor=${encodeURIComponent(listed.body.next_cursor)}&sort_by=alphabetically`);
    expect(slugs(next.body)).toEqual(catalog.toolkits.slice(5, 10).map((toolkit) => toolkit.slug));
  });

  it('filters by category, management, search and slugs', async () => {
    const productivity = slugs((await get('?category=productivity&limit=1000')).body);
    expect(productivity.length).toBeGreaterThan(0);
    expect(productivity.every((slug) => catalog.toolkit(slug)!.categories.some((c) => c.id === 'productivity'))).toBe(true);
    const managed = slugs((await get('?managed_by=composio&limit=1000')).body);
    expect(managed.every((slug) => catalog.toolkit(slug)!.vendorManagedAuthSchemes.length > 0)).toBe(true);
    expect(managed).toEqual(slugs((await get('?managed_by=vendor&limit=1000')).body));
    expect(slugs((await get('?search=acme&sort_by=alphabetically')).body)).toEqual([
      'patchbay_apikey_demo',
      'patchbay_noauth_demo',
      'patchbay_oauth_demo',
    ]);
    // Sorted by name: Acme Tasks before GitHub.
    expect(slugs((await get('?toolkit_slugs=github,patchbay_oauth_demo&sort_by=alphabetically')).body)).toEqual(['patchbay_oauth_demo', 'github']);
    expect((await get('?type=custom')).body.items).toEqual([]);
    expect((await get('?include_deprecated=true&limit=3')).body.items).toHaveLength(3);
  });

  it('refuses an unknown category, a bad cursor and a bad limit at their query fields', async () => {
    expect(expectEnvelope(await get('?category=nope'), 400).field_errors[0]!.path).toEqual(['query', 'category']);
    expect(expectEnvelope(await get('?cursor=bad'), 400).field_errors[0]!.path).toEqual(['query', 'cursor']);
    expectEnvelope(await get('?limit=0'), 400);
    expectEnvelope(await get('?managed_by=someone'), 400);
  });

  it('answers toolkit details with the fields the vendor SDK starts connections from', async () => {
    const details = (await t.api('GET', '/api/v3/toolkits/patchbay_apikey_demo')).body;
    expect(details).toMatchObject({ enabled: true, meta: { available_versions: [details.meta.version] }, composio_managed_auth: [] });
    expect(details.auth_config_details[0]).toMatchObject({
      mode: 'API_KEY',
      fields: {
        connected_account_initiation: {
          required: [{ name: 'api_key', displayName: 'API key', display_name: 'API key', is_secret: true, secret: true, required: true }],
        },
      },
    });
    const tasks = (await t.api('GET', '/api/v3/toolkits/patchbay_oauth_demo')).body;
    expect(tasks.composio_managed_auth).toEqual([{ mode: 'OAUTH2', scopes: { available: [] } }]);
  });
});
