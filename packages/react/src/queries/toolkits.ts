import {
  paginate,
  type CursorPageQuery,
  type ListToolkitsRequest,
  type PatchbayClient,
  type ToolkitCategory,
  type ToolkitDetails,
} from '@patchbay/client';
import { queryOptions } from '@tanstack/react-query';
import type { PatchbayQueryError } from '../hookOptions';
import { cursorPagesQueryOptions } from './cursorPagesQueryOptions';
import { patchbayKey } from './patchbayKey';

/** Query keys of toolkits (`patchbayKeys.toolkits`). */
export const toolkitKeys = {
  all: () => patchbayKey('toolkits'),
  list: (request: Omit<ListToolkitsRequest, 'cursor'> = {}) => patchbayKey('toolkits', 'list', request),
  detail: (slug: string) => patchbayKey('toolkits', 'detail', slug),
  categories: () => patchbayKey('toolkits', 'categories'),
};

/** Filters of the toolkit listing (`toolkits`, `category`, `managed_by`, `sort_by`, `search`, `limit`). */
export type ToolkitFilters = Omit<ListToolkitsRequest, 'cursor'>;

/** Cursor pages of `client.toolkits.list(filters)`, for `useInfiniteQuery` or `queryClient.prefetchInfiniteQuery`. */
export function toolkitsInfiniteQueryOptions(client: PatchbayClient, filters: ToolkitFilters = {}) {
  return cursorPagesQueryOptions(toolkitKeys.list(filters), (cursor, signal) => client.toolkits.list({ ...filters, cursor }, { signal }));
}

/** One toolkit in full (`client.toolkits.get(slug)`). */
export function toolkitQueryOptions(client: PatchbayClient, slug: string) {
  return queryOptions<ToolkitDetails, PatchbayQueryError>({
    queryKey: toolkitKeys.detail(slug),
    queryFn: ({ signal }) => client.toolkits.get(slug, { signal }),
  });
}

/** Every toolkit category, all pages walked. */
export function toolkitCategoriesQueryOptions(client: PatchbayClient) {
  return queryOptions<ToolkitCategory[], PatchbayQueryError>({
    queryKey: toolkitKeys.categories(),
    queryFn: async ({ signal }) => {
      const categories: ToolkitCategory[] = [];
      const pages = paginate((query: CursorPageQuery) => client.toolkits.categories(query, { signal }), { limit: 1000 });
      for await (const page of pages) categories.push(...page.items);
      return categories;
    },
  });
}
