import { describe, expect, it } from 'vitest';
import { paginate, paginateByPageNumber, paginateItems, type McpServerPage } from '@patchbay/client';
import { APIKEY_TOOLKIT, useFileHarness } from './harness';

const h = useFileHarness();

describe('cursor pagination', () => {
  it('walks every toolkit page', async () => {
    const pages = [];
    for await (const page of paginate((q) => h.client.toolkits.list(q), { limit: 250 })) pages.push(page);
    const total = pages[0]!.total_items;
    expect(total).toBeGreaterThanOrEqual(1000);
    expect(pages).toHaveLength(Math.ceil(total / 250));
    expect(pages.map((p) => p.current_page)).toEqual(pages.map((_, i) => i + 1));
    expect(pages.at(-1)!.next_cursor ?? null).toBeNull();
    const slugs = pages.flatMap((p) => p.items.map((t) => t.slug));
    expect(slugs).toHaveLength(total);
    expect(new Set(slugs).size).toBe(total);
  });

  it('yields items one by one, and stops early on break', async () => {
    let count = 0;
    for await (const toolkit of paginateItems((q) => h.client.toolkits.list(q), { limit: 250, sort_by: 'alphabetically' })) {
      expect(typeof toolkit.slug).toBe('string');
      count += 1;
    }
    expect(count).toBeGreaterThanOrEqual(1000);

    h.calls.length = 0;
    for await (const page of paginate((q) => h.client.toolkits.list(q), { limit: 100 })) {
      expect(page.items).toHaveLength(100);
      break;
    }
    expect(h.calls).toHaveLength(1);
  });

  it('handles a single page (no next_cursor) with one request', async () => {
    h.calls.length = 0;
    const pages = [];
    for await (const page of paginate((q) => h.client.files.list(q))) pages.push(page);
    expect(pages).toHaveLength(1);
    expect(h.calls).toHaveLength(1);
  });
});

describe('page_no pagination', () => {
  it('walks MCP server pages until total_pages', async () => {
    const { auth_config } = await h.client.authConfigs.create({
      toolkit: { slug: APIKEY_TOOLKIT },
      auth_config: { type: 'use_custom_auth', auth_scheme: 'API_KEY' },
    });
    for (let i = 1; i <= 5; i++) await h.client.mcp.createServer({ name: `Server ${i}`, auth_config_ids: [auth_config.id] });

    const pages: McpServerPage[] = [];
    for await (const page of paginateByPageNumber(h.client.mcp.listServers, { limit: 2, name: 'Server ' })) pages.push(page);
    expect(pages.map((p) => p.current_page)).toEqual([1, 2, 3]);
    expect(pages.every((p) => p.total_pages === 3)).toBe(true);
    expect(pages.flatMap((p) => p.items.map((s) => s.name)).sort()).toEqual(['Server 1', 'Server 2', 'Server 3', 'Server 4', 'Server 5']);
  });

  it('walks MCP instance pages', async () => {
    const { auth_config } = await h.client.authConfigs.create({ toolkit: { slug: 'patchbay_noauth_demo' } });
    const server = await h.client.mcp.createServer({ name: 'Instances', auth_config_ids: [auth_config.id] });
    const pages = [];
    for await (const page of paginateByPageNumber((q) => h.client.mcp.listInstances(server.id, q), { limit: 5 })) pages.push(page);
    expect(pages).toHaveLength(1);
    expect(pages[0]).toMatchObject({ server_id: server.id, instances: [] });
  });
});
