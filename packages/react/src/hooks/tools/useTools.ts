'use client';
import type { Tool } from '@patchbay/client';
import { keepPreviousData } from '@tanstack/react-query';
import type { CursorPagesResult, PatchbayInfiniteQueryOptions } from '../../hookOptions';
import { usePatchbayClient } from '../../usePatchbayClient';
import { toolsInfiniteQueryOptions, type ToolFilters } from '../../queries/tools';
import { useCursorPages } from '../useCursorPages';

export type UseToolsResult = CursorPagesResult<Tool> & {
  /** The tools of every loaded page, in order, each with its input and output schemas. */
  tools: Tool[];
};

/**
 * Tools (the actions of toolkits) matching `filters`, loaded page by page
 * (`hasNextPage`, `fetchNextPage`): `toolkit_slug`, `tool_slugs`, `query`
 * (name, slug or description), `tags` (any of them). While other filters
 * load, the previous tools stay (`isPlaceholderData` is true), so typing a
 * search never flashes an empty list.
 *
 * @param options Passed to `useInfiniteQuery`. `placeholderData` defaults to `keepPreviousData`.
 * @example
 * const { tools, totalItems, hasNextPage, fetchNextPage } = useTools({ toolkit_slug: 'github', query: search, limit: 50 });
 */
export function useTools(filters: ToolFilters = {}, options?: PatchbayInfiniteQueryOptions<Tool>): UseToolsResult {
  const client = usePatchbayClient();
  return useCursorPages('tools', toolsInfiniteQueryOptions(client, filters), {
    placeholderData: keepPreviousData,
    ...options,
  });
}
