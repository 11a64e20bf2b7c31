import type { CursorPage, Toolkit, ToolkitCategory } from '@patchbay/client';

/*
 * Benchmark input, not a test mock: N toolkits shaped exactly like the wire
 * type, and the two listing endpoints the picker calls, answered the way the
 * service does (search on name, slug and description; category; one page of
 * `limit`), so the real component and client run unchanged on a catalog
 * larger than the service's 1,773. The bench's HTTP server answers them, off
 * the page's main thread, as a real service would.
 */

const WORDS = [
  'Acme',
  'Blue',
  'Cloud',
  'Data',
  'Echo',
  'Flow',
  'Git',
  'Hub',
  'Insight',
  'Jet',
  'Kite',
  'Loop',
  'Metric',
  'Nova',
  'Orbit',
  'Pixel',
  'Quill',
  'Relay',
  'Signal',
  'Task',
  'Unity',
  'Vault',
  'Wave',
  'Xero',
  'Yield',
  'Zen',
];
const KINDS = ['CRM', 'Mail', 'Docs', 'Chat', 'Pay', 'Ops', 'Forms', 'Drive', 'Sheets', 'Calendar', 'Analytics', 'Desk'];
const CATEGORIES: ToolkitCategory[] = [
  'Developer Tools',
  'Communication',
  'CRM',
  'Marketing',
  'Productivity',
  'Analytics',
  'Finance',
  'Payments',
  'E-commerce',
  'Customer Support',
  'HR',
  'File Storage',
  'Design',
  'AI',
  'Security',
  'Scheduling',
].map((name) => ({ id: name.toLowerCase().replace(/[^a-z]+/g, '-'), name }));
const LOGO = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="7" fill="#6366f1"/></svg>',
)}`;

export function generateToolkits(count: number): Toolkit[] {
  return Array.from({ length: count }, (_, i) => {
    const name = `${WORDS[i % WORDS.length]} ${KINDS[Math.floor(i / WORDS.length) % KINDS.length]} ${i + 1}`;
    const category = CATEGORIES[i % CATEGORIES.length]!;
    return {
      slug: name.toLowerCase().replace(/\s+/g, '_'),
      name,
      auth_schemes: ['OAUTH2'],
      vendor_managed_auth_schemes: ['OAUTH2'],
      composio_managed_auth_schemes: ['OAUTH2'],
      is_local_toolkit: false,
      no_auth: false,
      type: 'native',
      deprecated: { toolkitId: '' },
      meta: {
        created_at: '2026-01-01T00:00:00.000Z',
        updated_at: '2026-01-01T00:00:00.000Z',
        description: `${name} keeps your ${category.name.toLowerCase()} work in one place, with an API for everything.`,
        logo: LOGO,
        app_url: 'https://example.com',
        categories: [{ ...category, slug: category.id }],
        triggers_count: i % 7,
        tools_count: 10 + (i % 40),
        version: '20260101_00',
      },
    };
  });
}

function page<T>(items: T[], limit: number, offset: number): CursorPage<T> {
  const next = offset + limit < items.length ? Buffer.from(String(offset + limit)).toString('base64') : null;
  return {
    items: items.slice(offset, offset + limit),
    next_cursor: next,
    total_pages: Math.ceil(items.length / limit),
    current_page: Math.floor(offset / limit) + 1,
    total_items: items.length,
  };
}

export interface CatalogResponse {
  status: number;
  body: unknown;
}

/** The listing endpoints over `count` generated toolkits: (path below /api/v3, JSON body) -> response. */
export function createCatalog(count: number) {
  const toolkits = generateToolkits(count);
  const index = toolkits.map((t) => `${t.name}\n${t.slug}\n${t.meta.description}`.toLowerCase());
  return (path: string, requestBody: string): CatalogResponse => {
    if (path === '/toolkits/categories') return { status: 200, body: page(CATEGORIES, 1000, 0) };
    if (path !== '/toolkits/multi') return { status: 404, body: { error: { message: 'Not found' } } };
    const body = JSON.parse(requestBody || '{}') as { search?: string; category?: string; limit?: number; cursor?: string };
    const search = body.search?.trim().toLowerCase();
    const matching = toolkits.filter(
      (t, i) => (!search || index[i]!.includes(search)) && (!body.category || t.meta.categories.some((c) => c.id === body.category)),
    );
    return { status: 200, body: page(matching, body.limit ?? 20, body.cursor ? Number(Buffer.from(body.cursor, 'base64').toString()) : 0) };
  };
}
