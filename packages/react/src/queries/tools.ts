import type { ListToolsQuery, PatchbayClient, Tool } from '@patchbay/client';
import { queryOptions } from '@tanstack/react-query';
import type { PatchbayQueryError } from '../hookOptions';
import { cursorPagesQueryOptions } from './cursorPagesQueryOptions';
import { patchbayKey } from './patchbayKey';

/** Query keys of tools (`patchbayKeys.tools`). */
export const toolKeys = {
  all: () => patchbayKey('tools'),
  list: (query: Omit<ListToolsQuery, 'cursor'> = {}) => patchbayKey('tools', 'list', query),
  detail: (slug: string) => patchbayKey('tools', 'detail', slug),
};

/** Filters of the tool listing (`toolkit_slug`, `tool_slugs`, `query`, `tags`, `limit`). */
export type ToolFilters = Omit<ListToolsQuery, 'cursor'>;

/** Cursor pages of `client.tools.list(filters)`, for `useInfiniteQuery` or `prefetchInfiniteQuery`. */
export function toolsInfiniteQueryOptions(client: PatchbayClient, filters: ToolFilters = {}) {
  return cursorPagesQueryOptions(toolKeys.list(filters), (cursor, signal) => client.tools.list({ ...filters, cursor }, { signal }));
}

/** One tool with its input and output schemas (`client.tools.get(slug)`). */
export function toolQueryOptions(client: PatchbayClient, slug: string) {
  return queryOptions<Tool, PatchbayQueryError>({
    queryKey: toolKeys.detail(slug),
    queryFn: ({ signal }) => client.tools.get(slug, { signal }),
  });
}
