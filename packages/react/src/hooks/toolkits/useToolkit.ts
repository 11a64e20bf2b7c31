'use client';
import type { ToolkitDetails } from '@patchbay/client';
import type { UseQueryResult } from '@tanstack/react-query';
import type { PatchbayQueryError, PatchbayQueryOptions } from '../../hookOptions';
import { usePatchbayClient } from '../../usePatchbayClient';
import { toolkitQueryOptions } from '../../queries/toolkits';
import { usePatchbayQuery } from '../usePatchbayQuery';

/**
 * One toolkit in full: tools (and `tool_kinds`, how many read, create, update
 * and delete), base URL and the fields a user fills in to connect.
 * Idle until `slug` is given.
 *
 * @param options Passed to `useQuery` (`enabled`, `staleTime`, `select`, ...).
 */
export function useToolkit<TData = ToolkitDetails>(
  slug: string | null | undefined,
  options?: PatchbayQueryOptions<ToolkitDetails, TData>,
): UseQueryResult<TData, PatchbayQueryError> {
  const client = usePatchbayClient();
  return usePatchbayQuery(toolkitQueryOptions(client, slug ?? ''), options, Boolean(slug));
}
