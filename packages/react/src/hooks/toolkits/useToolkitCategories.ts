'use client';
import type { ToolkitCategory } from '@patchbay/client';
import type { UseQueryResult } from '@tanstack/react-query';
import type { PatchbayQueryError, PatchbayQueryOptions } from '../../hookOptions';
import { usePatchbayClient } from '../../usePatchbayClient';
import { toolkitCategoriesQueryOptions } from '../../queries/toolkits';
import { usePatchbayQuery } from '../usePatchbayQuery';

/**
 * Every toolkit category (all pages walked), e.g. for a category filter.
 *
 * @param options Passed to `useQuery` (`enabled`, `staleTime`, `select`, ...).
 */
export function useToolkitCategories<TData = ToolkitCategory[]>(
  options?: PatchbayQueryOptions<ToolkitCategory[], TData>,
): UseQueryResult<TData, PatchbayQueryError> {
  const client = usePatchbayClient();
  return usePatchbayQuery(toolkitCategoriesQueryOptions(client), options);
}
