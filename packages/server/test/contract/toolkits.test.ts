import { describe, expect, it } from 'vitest';
import { getCatalog, renderToolkitLogo, toolSchemas } from '../../src/catalog';
import { toolKinds } from '../../src/toolkits/toolKinds';
import { BACKENDS, expectEnvelope, useTestServer } from '../harness';

const catalog = getCatalog();
/** A toolkit with tools that delete, from the catalog's own hints. */
const withDeletes = catalog.toolkits.find((toolkit) => toolkit.tools.some((tool) => toolSchemas(toolkit, tool).tags.includes('destructiveHint')))!;

describe.each(BACKENDS)('toolkits (%s)', (backend) => {
  const t = useTestServer(backend);

  const multi = (body: unknown) => t.api('POST', '/api/v3/toolkits/multi', { body });

  describe('POST /toolkits/multi', () => {
    it('answers the first page sorted by usage with the full toolkit shape', async () => {
      const res = await multi({});
      expect(res.status).toBe(200);
      expect(res.body.total_items).toBe(catalog.toolkits.length);
      expect(res.body.total_items).toBeGreaterThanOrEqual(1000);
      expect(res.body.items).toHaveLength(20);
      expect(res.body.current_page).toBe(1);
      expect(res.body.total_pages).toBe(Math.ceil(catalog.toolkits.length / 20));
      const usages = res.body.items.map((item: { slug: string }) => catalog.toolkit(item.slug)!.usage);
      expect(usages).toEqual([...usages].sort((a, b) => b - a));
      const top = [...catalog.toolkits].sort((a, b) => b.usage - a.usage)[0]!;
      expect(res.body.items[0].slug).toBe(top.slug);

      const github = catalog.toolkit('github')!;
      const item = (await multi({ toolkits: ['github'] })).body.items[0];
      expect(item).toEqual({
        slug: 'github',
        name: 'GitHub',
        auth_schemes: github.authSchemes,
        vendor_managed_auth_schemes: github.vendorManagedAuthSchemes,
        composio_managed_auth_schemes: github.vendorManagedAuthSchemes,
        is_local_toolkit: false,
        no_auth: false,
        type: 'native',
        deprecated: { toolkitId: '' },
        meta: {
          created_at: github.createdAt,
          updated_at: github.updatedAt,
          description: github.description,
          logo: `${t.baseUrl}/logos/github.svg`,
          app_url: 'https://github.com',
          categories: github.categories.map((category) => ({ ...category, slug: category.id })),
          triggers_count: github.triggers.length,
          tools_count: github.tools.length,
          version: github.version,
        },
      });
    });

    it('walks every toolkit through next_cursor', async () => {
      const seen: string[] = [];
      let res = await multi({ limit: 250, sort_by: 'alphabetically' });
      for (;;) {
        expect(res.status).toBe(200);
        seen.push(...res.body.items.map((i: { slug: string }) => i.slug));
        if (!res.body.next_cursor) break;
        res = await multi({ cursor: res.body.next_cursor, sort_by: 'alphabetically' });
      }
      expect(seen).toEqual(catalog.toolkits.map((tk) => tk.slug));
      expect(res.body.current_page).toBe(Math.ceil(catalog.toolkits.length / 250));
    });

    it('accepts limit 1000', async () => {
      const res = await multi({ limit: 1000, search: 'a' });
      expect(res.status).toBe(200);
      expect(res.body.items).toHaveLength(Math.min(1000, res.body.total_items));
    });

    it('sorts alphabetically by name', async () => {
      const res = await multi({ sort_by: 'alphabetically', limit: 50 });
      const names = res.body.items.map((i: { name: string }) => i.name.toLowerCase());
      expect(names).toEqual([...names].sort());
      expect(res.body.items[0].slug).toBe(catalog.toolkits[0]!.slug);
    });

    it('filters by category id or name, case-insensitively', async () => {
      const expected = catalog.toolkits.filter((tk) => tk.categories.some((c) => c.id === 'crm')).length;
      const byId = await multi({ category: 'crm', limit: 1000 });
      expect(byId.body.total_items).toBe(expected);
      for (const item of byId.body.items) expect(item.meta.categories.map((c: { id: string }) => c.id)).toContain('crm');
      const byName = await multi({ category: 'Developer TOOLS', limit: 1000 });
      expect(byName.body.total_items).toBe(catalog.toolkits.filter((tk) => tk.categories.some((c) => c.id === 'developer-tools')).length);
      const unknown = expectEnvelope(await multi({ category: 'no-such-category' }), 400);
      expect(unknown.errors[0]).toMatch(/^body\.category/);
    });

    it('searches name, slug and description case-insensitively', async () => {
      const byName = await multi({ search: 'GITHUB', limit: 1000 });
      expect(byName.body.items.map((i: { slug: string }) => i.slug)).toContain('github');
      const term = 'pull requests';
      const expected = catalog.toolkits.filter((tk) => `${tk.name} ${tk.slug} ${tk.description}`.toLowerCase().includes(term));
      const byDescription = await multi({ search: 'Pull Requests', limit: 1000 });
      expect(byDescription.body.total_items).toBe(expected.length);
      expect(byDescription.body.total_items).toBeGreaterThan(0);
      const bySlug = await multi({ search: 'patchbay_apikey', limit: 10 });
      expect(bySlug.body.items.map((i: { slug: string }) => i.slug)).toEqual(['patchbay_apikey_demo']);
      expect((await multi({ search: 'zzzz-nothing-matches' })).body).toMatchObject({ items: [], total_items: 0, next_cursor: null });
    });

    it('lists name and slug matches first (prefix, word start, inside a word), description matches last, each in the sort order', async () => {
      const res = await multi({ search: 'git', limit: 1000 });
      const slugs: string[] = res.body.items.map((i: { slug: string }) => i.slug);
      expect(slugs.slice(0, 2)).toEqual(['github', 'gitlab']);
      expect(slugs.indexOf('github_actions')).toBeLessThan(slugs.indexOf('digitalocean'));
      expect(slugs.indexOf('digitalocean')).toBeLessThan(slugs.indexOf('amplitude'));
      expect(slugs.indexOf('amplitude')).toBeLessThan(slugs.indexOf('bynder'));
      // Every group on its own, told apart by plain string checks, in the order of usage.
      const tier = (slug: string) => {
        const tk = catalog.toolkit(slug)!;
        const texts = [tk.name.toLowerCase(), tk.slug];
        if (texts.some((text) => text.startsWith('git'))) return 0;
        if (texts.some((text) => /[^\p{L}\p{N}]git/u.test(text))) return 1;
        return texts.some((text) => text.includes('git')) ? 2 : 3;
      };
      const tiers = slugs.map(tier);
      expect(tiers).toEqual([...tiers].sort((a, b) => a - b));
      for (const group of [0, 1, 2, 3]) {
        const usages = slugs.filter((slug) => tier(slug) === group).map((slug) => catalog.toolkit(slug)!.usage);
        expect(usages).toEqual([...usages].sort((a, b) => b - a));
      }
      expect(tiers).toContain(3);
      // Pages follow the ranked order.
      const first = await multi({ search: 'git', limit: 5 });
      const second = await multi({ search: 'git', limit: 5, cursor: first.body.next_cursor });
      expect([...first.body.items, ...second.body.items].map((i: { slug: string }) => i.slug)).toEqual(slugs.slice(0, 10));
      // Alphabetical order holds inside each group.
      const alphabetical = await multi({ search: 'git', limit: 1000, sort_by: 'alphabetically' });
      const prefixed = alphabetical.body.items.map((i: { slug: string; name: string }) => i).filter((i: { slug: string }) => tier(i.slug) === 0);
      expect(prefixed.map((i: { name: string }) => i.name.toLowerCase())).toEqual(prefixed.map((i: { name: string }) => i.name.toLowerCase()).sort());
    });

    it('selects slugs and combines filters', async () => {
      const res = await multi({ toolkits: ['github', 'patchbay_oauth_demo', 'not_a_toolkit'], sort_by: 'alphabetically' });
      expect(res.body.items.map((i: { slug: string }) => i.slug)).toEqual(['patchbay_oauth_demo', 'github']);
      const combined = await multi({ toolkits: ['github', 'patchbay_oauth_demo'], category: 'productivity' });
      expect(combined.body.items.map((i: { slug: string }) => i.slug)).toEqual(['patchbay_oauth_demo']);
    });

    it('shows deprecation', async () => {
      const deprecated = catalog.toolkits.find((tk) => tk.deprecated)!;
      const item = (await multi({ toolkits: [deprecated.slug] })).body.items[0];
      expect(item.deprecated).toEqual({ toolkitId: deprecated.deprecated!.toolkitId });
    });

    it('filters by managed_by', async () => {
      const vendor = await multi({ managed_by: 'vendor', limit: 1000, sort_by: 'alphabetically' });
      expect(vendor.body.total_items).toBe(catalog.toolkits.filter((tk) => tk.vendorManagedAuthSchemes.length > 0).length);
      for (const item of vendor.body.items) expect(item.vendor_managed_auth_schemes.length).toBeGreaterThan(0);
      expect((await multi({ managed_by: 'all' })).body.total_items).toBe(catalog.toolkits.length);

      expect((await multi({ managed_by: 'project' })).body.total_items).toBe(0);
      await t.api('POST', '/api/v3/auth_configs', { body: { toolkit: { slug: 'patchbay_apikey_demo' } } });
      await t.api('POST', '/api/v3/auth_configs', { body: { toolkit: { slug: 'github' } } });
      const project = await multi({ managed_by: 'project', sort_by: 'alphabetically' });
      expect(project.body.items.map((i: { slug: string }) => i.slug)).toEqual(['patchbay_apikey_demo', 'github']);

      const other = await t.api('POST', '/api/v3/org/owner/project/new', {
        key: 'org',
        body: { name: 'toolkits-other', should_create_api_key: true },
      });
      const key = { header: 'x-api-key' as const, value: other.body.api_key as string };
      expect((await t.api('POST', '/api/v3/toolkits/multi', { key, body: { managed_by: 'project' } })).body.total_items).toBe(0);
    });

    it('rejects malformed input with 400 envelopes', async () => {
      const cases: [unknown, string][] = [
        [{ limit: 0 }, 'body.limit'],
        [{ limit: 1001 }, 'body.limit'],
        [{ limit: 'abc' }, 'body.limit'],
        [{ limit: 2.5 }, 'body.limit'],
        [{ toolkits: 'github' }, 'body.toolkits'],
        [{ toolkits: [1] }, 'body.toolkits.0'],
        [{ sort_by: 'name' }, 'body.sort_by'],
        [{ managed_by: 'me' }, 'body.managed_by'],
        [{ category: 5 }, 'body.category'],
        [{ search: {} }, 'body.search'],
        [{ cursor: 'notacursor' }, 'body.cursor'],
      ];
      for (const [body, field] of cases) {
        const error = expectEnvelope(await multi(body), 400);
        expect(error.errors[0], JSON.stringify(body)).toMatch(new RegExp(`^${field.replace(/\./g, '\\.')}`));
      }
      expectEnvelope(await t.api('POST', '/api/v3/toolkits/multi', { rawBody: '{nope', headers: { 'content-type': 'application/json' } }), 400);
      expectEnvelope(await t.api('POST', '/api/v3/toolkits/multi', { body: [1, 2] }), 400);
      expectEnvelope(await t.api('POST', '/api/v3/toolkits/multi', { body: {}, key: 'none' }), 401);
      expectEnvelope(await t.api('POST', '/api/v3/toolkits/multi', { body: {}, key: 'org' }), 403);
      // Unknown fields are ignored; null means "not given".
      expect((await multi({ limit: null, category: null, colour: 'blue' })).body.items).toHaveLength(20);
    });
  });

  describe('GET /toolkits/categories', () => {
    it('lists every category as {id, name}, paginated', async () => {
      const all = await t.api('GET', '/api/v3/toolkits/categories?limit=1000');
      expect(all.status).toBe(200);
      expect(all.body.items).toEqual(catalog.categories.map((c) => ({ id: c.id, name: c.name })));
      expect(all.body.total_items).toBe(catalog.categories.length);
      const first = await t.api('GET', '/api/v3/toolkits/categories?limit=5');
      expect(first.body.items).toHaveLength(5);
      const second = await t.api('GET', `/api/v3/toolkits/categories?cursor=${first.body.next_cursor}`);
      expect(second.body.items).toEqual(all.body.items.slice(5, 10));
      expect(second.body.current_page).toBe(2);
    });

    it('rejects bad paging', async () => {
      for (const q of ['limit=0', 'limit=1001', 'limit=abc', 'cursor=notacursor']) {
        expectEnvelope(await t.api('GET', `/api/v3/toolkits/categories?${q}`), 400);
      }
    });
  });

  describe('GET /toolkits/:slug', () => {
    it('answers the details of a built-in toolkit', async () => {
      const res = await t.api('GET', '/api/v3/toolkits/patchbay_apikey_demo');
      expect(res.status).toBe(200);
      const toolkit = catalog.toolkit('patchbay_apikey_demo')!;
      expect(res.body).toMatchObject({
        slug: 'patchbay_apikey_demo',
        name: toolkit.name,
        base_url: `${t.baseUrl}/sandbox/patchbay_apikey_demo`,
        tools: toolkit.tools.map(({ slug, name, description }) => ({ slug, name, description })),
        meta: { logo: `${t.baseUrl}/logos/patchbay_apikey_demo.svg`, tools_count: toolkit.tools.length },
      });
      expect(res.body.auth_config_details).toHaveLength(1);
      const detail = res.body.auth_config_details[0];
      // The vendor's SDK finds a scheme's fields by `mode` (getConnectedAccountInitiationFields(slug, 'API_KEY')).
      expect(detail.mode).toBe('API_KEY');
      expect(detail.name).toBe('API_KEY');
      expect(detail.fields.auth_config_creation).toEqual({ required: [], optional: [] });
      expect(detail.proxy).toEqual({ base_url: `${t.baseUrl}/sandbox/patchbay_apikey_demo` });
      expect(detail.fields.connected_account_initiation.required.map((f: { name: string }) => f.name)).toEqual(['api_key']);
      expect(detail.fields.connected_account_initiation.required[0]).toMatchObject({ secret: true, type: 'string', required: true });
      expect(detail.fields.connected_account_initiation.optional).toEqual([
        expect.objectContaining({ name: 'region', type: 'enum', options: ['us', 'eu'], default: 'us', required: false }),
      ]);
    });

    it('answers OAuth and no-auth toolkits with field-less schemes', async () => {
      const github = await t.api('GET', '/api/v3/toolkits/github');
      expect(github.body.base_url).toBe('https://api.github.com');
      expect(github.body.auth_config_details).toEqual([
        {
          mode: 'OAUTH2',
          name: 'OAUTH2',
          fields: {
            // A custom OAuth config takes the caller's own OAuth app.
            auth_config_creation: {
              required: [expect.objectContaining({ name: 'client_id' }), expect.objectContaining({ name: 'client_secret', is_secret: true })],
              optional: [expect.objectContaining({ name: 'scopes' })],
            },
            connected_account_initiation: { required: [], optional: [] },
          },
          proxy: { base_url: 'https://api.github.com' },
        },
      ]);
      const noauth = await t.api('GET', '/api/v3/toolkits/patchbay_noauth_demo');
      expect(noauth.body.no_auth).toBe(true);
      expect(noauth.body.auth_config_details.map((d: { mode: string }) => d.mode)).toEqual(['NO_AUTH']);
    });

    // `tool_kinds` against the tool listing of the same toolkit: each kind is the tools with its hint.
    it.each(['patchbay_oauth_demo', 'patchbay_apikey_demo', 'github', withDeletes.slug, catalog.toolkits[500]!.slug])(
      'sums up the tools of %s by kind, as the tool listing tags them',
      async (slug) => {
        const res = await t.api('GET', `/api/v3/toolkits/${slug}`);
        expect(res.status).toBe(200);
        const listed = await t.api('GET', `/api/v3/tools?toolkit_slug=${slug}&limit=1000`);
        expect(listed.status).toBe(200);
        const tools: { slug: string; name: string; tags: string[] }[] = listed.body.items;
        const hint = { reads: 'readOnlyHint', creates: 'createHint', updates: 'updateHint', deletes: 'destructiveHint' } as const;
        const kinds = res.body.tool_kinds;
        expect(Object.keys(kinds).sort()).toEqual(Object.keys(hint).sort());
        for (const [kind, tag] of Object.entries(hint)) {
          const ofKind = tools.filter((tool) => tool.tags.includes(tag));
          expect(kinds[kind], kind).toEqual({
            count: ofKind.length,
            examples: ofKind.slice(0, 3).map(({ slug: toolSlug, name }) => ({ slug: toolSlug, name })),
          });
        }
        expect(Object.values(kinds).reduce((sum: number, kind) => sum + (kind as { count: number }).count, 0)).toBe(res.body.meta.tools_count);
      },
    );

    it('names the tools of each kind, deletes only where a tool deletes', async () => {
      const { tool_kinds: tasks } = (await t.api('GET', '/api/v3/toolkits/patchbay_oauth_demo')).body;
      expect(tasks).toEqual({
        reads: {
          count: 2,
          examples: [
            { slug: 'PATCHBAY_OAUTH_DEMO_LIST_TASKS', name: 'List tasks' },
            { slug: 'PATCHBAY_OAUTH_DEMO_GET_TASK', name: 'Get task' },
          ],
        },
        creates: { count: 1, examples: [{ slug: 'PATCHBAY_OAUTH_DEMO_CREATE_TASK', name: 'Create task' }] },
        updates: {
          count: 2,
          examples: [
            { slug: 'PATCHBAY_OAUTH_DEMO_UPDATE_TASK', name: 'Update task' },
            { slug: 'PATCHBAY_OAUTH_DEMO_COMPLETE_TASK', name: 'Complete task' },
          ],
        },
        deletes: { count: 1, examples: [{ slug: 'PATCHBAY_OAUTH_DEMO_DELETE_TASK', name: 'Delete task' }] },
      });
      const { tool_kinds: deleting } = (await t.api('GET', `/api/v3/toolkits/${withDeletes.slug}`)).body;
      expect(deleting.deletes.count).toBeGreaterThan(0);
      expect(deleting.deletes.examples.length).toBe(Math.min(3, deleting.deletes.count));
      // Summed once per toolkit: the catalog does not change while the process runs.
      expect(toolKinds(withDeletes)).toBe(toolKinds(withDeletes));
    });

    it('answers 404 for an unknown slug and 400 for a malformed one', async () => {
      const error = expectEnvelope(await t.api('GET', '/api/v3/toolkits/not_a_toolkit'), 404);
      expect(error.message).toContain('not_a_toolkit');
      expectEnvelope(await t.api('GET', `/api/v3/toolkits/${encodeURIComponent('bad slug!')}`), 400);
    });
  });

  describe('GET /logos/:file', () => {
    it('serves the SVG logo with cache headers and honours If-None-Match', async () => {
      const res = await fetch(`${t.baseUrl}/logos/github.svg`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
      expect(res.headers.get('cache-control')).toBe('public, max-age=86400');
      const etag = res.headers.get('etag');
      expect(etag).toMatch(/^".+"$/);
      expect(await res.text()).toBe(renderToolkitLogo('github', 'GitHub'));
      const again = await fetch(`${t.baseUrl}/logos/github.svg`, { headers: { 'if-none-match': etag! } });
      expect(again.status).toBe(304);
    });

    it('answers 404 for unknown or malformed names, never 500', async () => {
      for (const path of ['/logos/not_a_toolkit.svg', '/logos/github.png', '/logos/github', '/logos/..%2Fetc.svg', '/logos/%E0%A4%A.svg']) {
        const res = await fetch(t.baseUrl + path);
        expect(res.status, path).toBe(404);
      }
    });

    it('serves every logo URL the listing hands out', async () => {
      const items = (await multi({ limit: 5 })).body.items as { meta: { logo: string } }[];
      for (const item of items) expect((await fetch(item.meta.logo)).status).toBe(200);
    });
  });
});
