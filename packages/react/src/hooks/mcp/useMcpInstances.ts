'use client';
import type { ListMcpInstancesQuery, McpInstancePage } from '@patchbay/client';
import { keepPreviousData, type UseQueryResult } from '@tanstack/react-query';
import type { PatchbayQueryError, PatchbayQueryOptions } from '../../hookOptions';
import { usePatchbayClient } from '../../usePatchbayClient';
import { mcpInstancesQueryOptions } from '../../queries/mcp';
import { usePatchbayQuery } from '../usePatchbayQuery';

/**
 * One numbered page of an MCP server's user instances (`page_no` from 1,
 * `total_pages`). The previous page stays on screen while the next one
 * loads (`isPlaceholderData`). Idle until `serverId` is given.
 *
 * @param options Passed to `useQuery`. `placeholderData` defaults to `keepPreviousData`.
 */
export function useMcpInstances<TData = McpInstancePage>(
  serverId: string | null | undefined,
  query: ListMcpInstancesQuery = {},
  options?: PatchbayQueryOptions<McpInstancePage, TData>,
): UseQueryResult<TData, PatchbayQueryError> {
  const client = usePatchbayClient();
  return usePatchbayQuery(
    mcpInstancesQueryOptions(client, serverId ?? '', query),
    { placeholderData: keepPreviousData, ...options },
    Boolean(serverId),
  );
}
