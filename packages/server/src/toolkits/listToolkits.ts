import type { CursorPage, Toolkit } from '@patchbay/client';
import type { z } from 'zod';
import type { Catalog, CatalogToolkit } from '../catalog';
import { ApiError } from '../http/ApiError';
import { atField } from '../http/atField';
import { pageWithKnownJsonText } from '../http/knownJsonText';
import { decodeCursor, paginate } from '../http/pagination';
import type { ProjectRecord } from '../projects/records';
import type { Service } from '../Service';
import { searchRank, type SearchableText } from './searchRank';
import { sharedToolkitWire } from './toToolkitWire';
import type { multiBody } from './toolkitsSchemas';

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

/** What `toolkits/multi` and the vendor's `GET /toolkits` filter by. */
export type ToolkitFilters = z.output<typeof multiBody> & { type?: 'native' | 'custom' | 'all' | undefined };

/** One page of the catalog's toolkits, filtered, searched and sorted; `part` names where the filters came from, for errors. */
export function listToolkits(
  service: Service,
  project: ProjectRecord,
  origin: string,
  input: ToolkitFilters,
  part: 'body' | 'query',
): CursorPage<Toolkit> {
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
  // The filters the request asks for. Every catalog toolkit is the vendor's own ('native'): a project has no toolkits of its own here.
  const keeps: ((entry: IndexedToolkit) => boolean)[] = [];
  if (input.type === 'custom') keeps.push(() => false);
  if (slugs) keeps.push((entry) => slugs.has(entry.toolkit.slug));
  if (category) keeps.push((entry) => entry.categoryKeys.has(category));
  if (managedBy === 'vendor') keeps.push((entry) => entry.toolkit.vendorManagedAuthSchemes.length > 0);
  if (configured) keeps.push((entry) => configured.has(entry.toolkit.slug));
  // Unfiltered (the usual first page), the whole catalog is the listing: no pass over it to copy it.
  const filtered = keeps.length === 0 ? ordered : ordered.filter((entry) => keeps.every((keep) => keep(entry)));
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
  // The toolkits' wires and texts are shared by every listing from this origin: only the page's own fields are serialized.
  return pageWithKnownJsonText({ ...page, items: page.items.map((entry) => sharedToolkitWire(origin, entry.toolkit)) });
}
