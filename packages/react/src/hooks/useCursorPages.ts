'use client';
import type { CursorPage } from '@patchbay/client';
import { useInfiniteQuery, type QueryKey, type UseInfiniteQueryOptions } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { CursorPages, CursorPagesResult, PatchbayInfiniteQueryOptions, PatchbayQueryError } from '../hookOptions';

type CursorPagesOptions<TItem> = UseInfiniteQueryOptions<CursorPage<TItem>, PatchbayQueryError, CursorPages<TItem>, QueryKey, string | undefined>;

/**
 * `useInfiniteQuery` over cursor pages, plus the items of every loaded page
 * as one array under `name` (e.g. `toolkits`) and the list's `totalItems`.
 */
export function useCursorPages<TItem, TName extends string>(
  name: TName,
  queryOptions: CursorPagesOptions<TItem>,
  options?: PatchbayInfiniteQueryOptions<TItem>,
): CursorPagesResult<TItem> & Record<TName, TItem[]> {
  const query = useInfiniteQuery({ ...queryOptions, ...options });
  const items = useMemo(() => query.data?.pages.flatMap((page) => page.items) ?? [], [query.data]);
  return { ...query, totalItems: query.data?.pages[0]?.total_items, [name]: items };
}
