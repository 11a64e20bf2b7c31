import type { ListToolsQuery, PatchbayClient, Tool } from '@patchbay/client';
import { queryOptions } from '@tanstack/react-query';
import type { PatchbayQueryError } from '../hookOptions';
import { toolKeys } from '../keys/toolKeys';
import { cursorPagesQueryOptions } from './cursorPagesQueryOptions';

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
