'use client';
import type { Toolkit } from '@patchbay/client';
import { keepPreviousData } from '@tanstack/react-query';
import type { CursorPagesResult, PatchbayInfiniteQueryOptions } from '../../hookOptions';
import { usePatchbayClient } from '../../usePatchbayClient';
import { toolkitsInfiniteQueryOptions, type ToolkitFilters } from '../../queries/toolkits';
import { useCursorPages } from '../useCursorPages';

export type UseToolkitsResult = CursorPagesResult<Toolkit> & {
  /** The toolkits of every loaded page, in order. */
  toolkits: Toolkit[];
};

/**
 * Toolkits matching `filters`, loaded page by page (`hasNextPage`,
 * `fetchNextPage`). While other filters load, the previous toolkits stay
 * (`isPlaceholderData` is true), so typing a search never flashes an empty list.
 *
 * @param options Passed to `useInfiniteQuery`. `placeholderData` defaults to `keepPreviousData`.
 * @example
 * const { toolkits, totalItems, hasNextPage, fetchNextPage } = useToolkits({ search, sort_by: 'alphabetically', limit: 50 });
 */
export function useToolkits(filters: ToolkitFilters = {}, options?: PatchbayInfiniteQueryOptions<Toolkit>): UseToolkitsResult {
  const client = usePatchbayClient();
  return useCursorPages('toolkits', toolkitsInfiniteQueryOptions(client, filters), {
    placeholderData: keepPreviousData,
    ...options,
  });
}
