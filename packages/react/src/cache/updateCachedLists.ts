import type { CursorPage } from '@patchbay/client';
import type { InfiniteData, QueryClient, QueryKey } from '@tanstack/react-query';

type CachedList<T> = CursorPage<T> | InfiniteData<CursorPage<T>>;

/**
 * Applies `change` to the items of every cached list under `queryKey`,
 * single pages and infinite pages alike, keeping `total_items` in step.
 */
export function updateCachedLists<T>(queryClient: QueryClient, queryKey: QueryKey, change: (items: T[]) => T[]): void {
  const update = (pages: CursorPage<T>[]): CursorPage<T>[] => {
    const changed = pages.map((page) => ({ page, items: change(page.items) }));
    // total_items counts the whole list, so every page gets the same correction.
    const delta = changed.reduce((sum, { page, items }) => sum + items.length - page.items.length, 0);
    return changed.map(({ page, items }) => ({ ...page, items, total_items: page.total_items + delta }));
  };
  queryClient.setQueriesData<CachedList<T>>({ queryKey }, (data) => {
    if (!data) return data;
    return 'pages' in data ? { ...data, pages: update(data.pages) } : (update([data])[0] ?? data);
  });
}
