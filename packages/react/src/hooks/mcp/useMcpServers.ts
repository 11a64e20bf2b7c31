'use client';
import type { ListMcpServersQuery, McpServerPage } from '@patchbay/client';
import { keepPreviousData, type UseQueryResult } from '@tanstack/react-query';
import type { PatchbayQueryError, PatchbayQueryOptions } from '../../hookOptions';
import { usePatchbayClient } from '../../usePatchbayClient';
import { mcpServersQueryOptions } from '../../queries/mcp';
import { usePatchbayQuery } from '../usePatchbayQuery';

/**
 * One numbered page of MCP servers (`page_no` from 1, `total_pages`). The
 * previous page stays on screen while the next one loads (`isPlaceholderData`).
 *
 * @param options Passed to `useQuery`. `placeholderData` defaults to `keepPreviousData`.
 */
export function useMcpServers<TData = McpServerPage>(
  query: ListMcpServersQuery = {},
  options?: PatchbayQueryOptions<McpServerPage, TData>,
): UseQueryResult<TData, PatchbayQueryError> {
  const client = usePatchbayClient();
  return usePatchbayQuery(mcpServersQueryOptions(client, query), { placeholderData: keepPreviousData, ...options });
}
