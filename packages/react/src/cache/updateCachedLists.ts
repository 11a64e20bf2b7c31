import type { CursorPage } from '@patchbay/client';
import type { InfiniteData, QueryClient, QueryKey } from '@tanstack/react-query';

type CachedList<T> = CursorPage<T> | InfiniteData<CursorPage<T>>;

/**
 * Applies `change` to the items of every cached list under `queryKey`,
 * single pages and infinite pages alike, keeping `total_items` in step.
 */
export function updateCachedLists<T>(queryClient: QueryClient, queryKey: QueryKey, change: (items: T[]) => T[]): void {
  const apply = (page: CursorPage<T>): CursorPage<T> => {
    const items = change(page.items);
    return { ...page, items, total_items: page.total_items + items.length - page.items.length };
  };
  queryClient.setQueriesData<CachedList<T>>({ queryKey }, (data) => {
    if (!data) return data;
    return 'pages' in data ? { ...data, pages: data.pages.map(apply) } : apply(data);
  });
}
