import {
  paginateItems,
  type CursorPageQuery,
  type ListToolkitsRequest,
  type PatchbayClient,
  type ToolkitCategory,
  type ToolkitDetails,
} from '@patchbay/client';
import { queryOptions } from '@tanstack/react-query';
import type { PatchbayQueryError } from '../hookOptions';
import { patchbayKeys } from '../queryKeys';
import { cursorPagesQueryOptions } from './cursorPagesQueryOptions';

/** Filters of the toolkit listing (`toolkits`, `category`, `managed_by`, `sort_by`, `search`, `limit`). */
export type ToolkitFilters = Omit<ListToolkitsRequest, 'cursor'>;

/** Cursor pages of `client.toolkits.list(filters)`, for `useInfiniteQuery` or `queryClient.prefetchInfiniteQuery`. */
export function toolkitsInfiniteQueryOptions(client: PatchbayClient, filters: ToolkitFilters = {}) {
  return cursorPagesQueryOptions(patchbayKeys.toolkits.list(filters), (cursor, signal) => client.toolkits.list({ ...filters, cursor }, { signal }));
}

/** One toolkit in full (`client.toolkits.get(slug)`). */
export function toolkitQueryOptions(client: PatchbayClient, slug: string) {
  return queryOptions<ToolkitDetails, PatchbayQueryError>({
    queryKey: patchbayKeys.toolkits.detail(slug),
    queryFn: ({ signal }) => client.toolkits.get(slug, { signal }),
  });
}

/** Every toolkit category, all pages walked. */
export function toolkitCategoriesQueryOptions(client: PatchbayClient) {
  return queryOptions<ToolkitCategory[], PatchbayQueryError>({
    queryKey: patchbayKeys.toolkits.categories(),
    queryFn: async ({ signal }) => {
      const categories: ToolkitCategory[] = [];
      const pages = paginateItems((query: CursorPageQuery) => client.toolkits.categories(query, { signal }), { limit: 1000 });
      for await (const category of pages) categories.push(category);
      return categories;
    },
  });
}
