import type { CursorPage } from '@patchbay/client';
import { infiniteQueryOptions, type QueryKey } from '@tanstack/react-query';
import type { CursorPages, PatchbayQueryError } from '../hookOptions';

/**
 * Infinite-query options over a cursor-paginated endpoint (spec 2.1): the
 * page param is the cursor, and the next one is the page's `next_cursor`.
 */
export function cursorPagesQueryOptions<TItem>(
  queryKey: QueryKey,
  fetchPage: (cursor: string | undefined, signal: AbortSignal) => Promise<CursorPage<TItem>>,
) {
  return infiniteQueryOptions<CursorPage<TItem>, PatchbayQueryError, CursorPages<TItem>, QueryKey, string | undefined>({
    queryKey,
    queryFn: ({ pageParam, signal }) => fetchPage(pageParam, signal),
    initialPageParam: undefined,
    // null, absent and '' all mean "last page".
    getNextPageParam: (page) => page.next_cursor || undefined,
  });
}
