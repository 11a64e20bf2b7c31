import type { CursorPage, Toolkit, ToolkitCategory, ToolkitDetails } from '@patchbay/client';
import { Hono } from 'hono';
import { route } from '../http/endpointRoute';
import { z } from 'zod';
import type { Catalog, CatalogToolkit } from '../catalog';
import { searchRank, type SearchableText } from './searchRank';
import { toToolkitDetails } from './toToolkitDetails';
import { toolkitLogoUrl } from './toolkitUrls';
import { ApiError } from '../http/ApiError';
import { body, params, query, type AppEnv } from '../http/context';
import { decodeCursor, paginate } from '../http/pagination';
import { pageLimit, q } from '../http/validate';
import { atField } from '../http/atField';

/** Spec 4.3 (`toolkits/multi`), plus the categories and one-toolkit extensions. */
export const toolkitsRoutes = new Hono<AppEnv>();

interface IndexedToolkit {
  toolkit: CatalogToolkit;
  /** Lower-cased name, slug and description, for `search`. */
  searchText: SearchableText;
  /** Lower-cased ids and names of its categories, for `category`. */
  categoryKeys: ReadonlySet<string>;
}

interface ToolkitIndex {
  alphabetically: readonly IndexedToolkit[];
  usage: readonly IndexedToolkit[];
  categoryKeys: ReadonlySet<string>;
}

/** Everything a listing needs that does not depend on the request, computed once per catalog. */
const indexes = new WeakMap<Catalog, ToolkitIndex>();

function indexOf(catalog: Catalog): ToolkitIndex {
  let index = indexes.get(catalog);
  if (!index) {
    const alphabetically = catalog.toolkits.map((toolkit) => ({
      toolkit,
      searchText: { name: toolkit.name.toLowerCase(), slug: toolkit.slug.toLowerCase(), description: toolkit.description.toLowerCase() },
      categoryKeys: new Set(toolkit.categories.flatMap((c) => [c.id.toLowerCase(), c.name.toLowerCase()])),
    }));
    // catalog.toolkits is already sorted by name; a stable sort keeps that order among equal usage.
    const usage = [...alphabetically].sort((a, b) => b.toolkit.usage - a.toolkit.usage);
    const categoryKeys = new Set(catalog.categories.flatMap((c) => [c.id.toLowerCase(), c.name.toLowerCase()]));
    index = { alphabetically, usage, categoryKeys };
    indexes.set(catalog, index);
  }
  return index;
}

export function toToolkitWire(origin: string, toolkit: CatalogToolkit): Toolkit {
  return {
    slug: toolkit.slug,
    name: toolkit.name,
    auth_schemes: [...toolkit.authSchemes],
    vendor_managed_auth_schemes: [...toolkit.vendorManagedAuthSchemes],
    composio_managed_auth_schemes: [...toolkit.vendorManagedAuthSchemes],
    is_local_toolkit: toolkit.isLocalToolkit,
    no_auth: toolkit.noAuth,
    type: 'native',
    deprecated: { toolkitId: toolkit.deprecated?.toolkitId ?? '' },
    meta: {
      created_at: toolkit.createdAt,
      updated_at: toolkit.updatedAt,
      description: toolkit.description,
      logo: toolkitLogoUrl(origin, toolkit.slug),
      app_url: toolkit.appUrl,
      // The vendor's listing names a category by `id`, its toolkit details by `slug`: both, the same value.
      categories: toolkit.categories.map((c) => ({ id: c.id, slug: c.id, name: c.name })),
      triggers_count: toolkit.triggers.length,
      tools_count: toolkit.tools.length,
      version: toolkit.version,
    },
  };
}

const optionalString = z.string({ error: 'expected a string' }).nullable().optional();

export const multiBody = z.object({
  toolkits: z
    .array(z.string({ error: 'expected a string' }), { error: 'expected an array of toolkit slugs' })
    .max(1000, 'must list at most 1000 slugs')
    .nullable()
    .optional(),
  category: optionalString,
  managed_by: z
    .enum(['vendor', 'composio', 'all', 'project'], { error: "expected 'vendor' (or 'composio'), 'all' or 'project'" })
    .nullable()
    .optional(),
  sort_by: z.enum(['usage', 'alphabetically'], { error: "expected 'usage' or 'alphabetically'" }).nullable().optional(),
  limit: z
    .number({ error: 'expected a number' })
    .int('expected an integer')
    .min(1, 'must be at least 1')
    .max(1000, 'must be at most 1000')
    .nullable()
    .optional(),
  cursor: optionalString,
  search: z.string({ error: 'expected a string' }).max(200, 'must be at most 200 characters').nullable().optional(),
});

/** The cursor, checked up front so a bad one is reported where it was sent (`body.cursor` or `query.cursor`). */
function validCursor(cursor: string, part: 'body' | 'query'): void {
  try {
    decodeCursor(cursor);
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    throw new ApiError('BAD_REQUEST', error.message, {
      ...atField(`${part}.cursor`, 'invalid_format', 'not a cursor issued by this service'),
      suggestedFix: error.suggestedFix,
    });
  }
}

route(toolkitsRoutes, 'toolkits.list', async (c) => {
  const input = await body(c, 'toolkits.list', multiBody);
  return c.json<CursorPage<Toolkit>>(listToolkits(c.var, input, 'body'));
});

/** What `toolkits/multi` and the vendor's `GET /toolkits` filter by. */
type ToolkitFilters = z.output<typeof multiBody> & { type?: 'native' | 'custom' | 'all' | undefined };

/** One page of the catalog's toolkits, filtered, searched and sorted; `part` names where the filters came from, for errors. */
function listToolkits({ service, project, origin }: AppEnv['Variables'], input: ToolkitFilters, part: 'body' | 'query'): CursorPage<Toolkit> {
  if (input.cursor) validCursor(input.cursor, part);
  const index = indexOf(service.catalog);

  const category = input.category?.trim().toLowerCase();
  if (category && !index.categoryKeys.has(category)) {
    throw new ApiError('BAD_REQUEST', `Unknown category '${input.category}'.`, {
      ...atField(`${part}.category`, 'invalid_value', `'${input.category}' is neither a category id nor a category name`),
      suggestedFix: 'Use an id or name from GET /api/v3/toolkits/categories.',
    });
  }
  const slugs = input.toolkits ? new Set(input.toolkits.map((s) => s.trim().toLowerCase())) : undefined;
  const search = input.search?.trim().toLowerCase();
  const managedBy = input.managed_by === 'composio' ? 'vendor' : (input.managed_by ?? 'all');
  const configured =
    managedBy === 'project'
      ? new Set(service.store.find('auth_configs', { where: { project_id: project.id } }).map((a) => a.toolkit_slug))
      : undefined;

  const ordered = input.sort_by === 'alphabetically' ? index.alphabetically : index.usage;
  // Every catalog toolkit is the vendor's own ('native'); a project has no toolkits of its own here.
  const filtered = ordered.filter(
    (entry) =>
      input.type !== 'custom' &&
      (!slugs || slugs.has(entry.toolkit.slug)) &&
      (!category || entry.categoryKeys.has(category)) &&
      (managedBy !== 'vendor' || entry.toolkit.vendorManagedAuthSchemes.length > 0) &&
      (!configured || configured.has(entry.toolkit.slug)),
  );
  // Name and slug matches come before description matches (see searchRank); each group keeps the sort order.
  const ranked: IndexedToolkit[][] = [[], [], [], []];
  if (search) {
    for (const entry of filtered) {
      const rank = searchRank(entry.searchText, search);
      if (rank !== null) ranked[rank]!.push(entry);
    }
  }
  const matching = search ? ranked.flat() : filtered;
  const page = paginate(matching, { limit: input.limit, cursor: input.cursor ?? undefined });
  return { ...page, items: page.items.map((entry) => toToolkitWire(origin, entry.toolkit)) };
}

export const vendorListQuery = z.object({
  limit: pageLimit(),
  cursor: z.string().optional(),
  category: z.string().optional(),
  managed_by: z.enum(['vendor', 'composio', 'all', 'project'], { error: "expected 'vendor' (or 'composio'), 'all' or 'project'" }).optional(),
  sort_by: z.enum(['usage', 'alphabetically'], { error: "expected 'usage' or 'alphabetically'" }).optional(),
  search: z.string().max(200, 'must be at most 200 characters').optional(),
  toolkit_slugs: q.list(),
  include_deprecated: q.boolean(),
  type: z.enum(['native', 'custom', 'all'], { error: "expected 'native', 'custom' or 'all'" }).optional(),
});

route(toolkitsRoutes, 'toolkits.query', (c) => {
  const { toolkit_slugs, ...input } = query(c, 'toolkits.query', vendorListQuery);
  return c.json<CursorPage<Toolkit>>(listToolkits(c.var, { ...input, toolkits: toolkit_slugs }, 'query'));
});

export const listQuery = z.object({ limit: pageLimit(), cursor: z.string().optional() });

route(toolkitsRoutes, 'toolkits.categories', (c) => {
  const page = query(c, 'toolkits.categories', listQuery);
  const categories = c.var.service.catalog.categories.map((cat) => ({ id: cat.id, name: cat.name }));
  return c.json<CursorPage<ToolkitCategory>>(paginate(categories, page));
});

const slugParams = z.object({
  slug: z.string().regex(/^[A-Za-z0-9_-]{1,100}$/, 'expected a toolkit slug (letters, digits, _ or -)'),
});

route(toolkitsRoutes, 'toolkits.get', (c) => {
  const { slug } = params(c, slugParams);
  const { service, origin } = c.var;
  const toolkit = service.catalog.toolkit(slug.toLowerCase());
  if (!toolkit) {
    throw new ApiError('NOT_FOUND', `Toolkit '${slug}' was not found.`, {
      suggestedFix: 'Use a slug from POST /api/v3/toolkits/multi.',
    });
  }
  return c.json<ToolkitDetails>(toToolkitDetails(origin, toolkit, toToolkitWire(origin, toolkit)));
});
