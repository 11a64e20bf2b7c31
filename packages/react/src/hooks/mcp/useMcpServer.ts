'use client';
import type { McpServer } from '@patchbay/client';
import type { UseQueryResult } from '@tanstack/react-query';
import type { PatchbayQueryError, PatchbayQueryOptions } from '../../hookOptions';
import { usePatchbayClient } from '../../usePatchbayClient';
import { mcpServerQueryOptions } from '../../queries/mcp';
import { usePatchbayQuery } from '../usePatchbayQuery';

/**
 * One MCP server. Idle until `id` is given.
 *
 * @param options Passed to `useQuery` (`enabled`, `staleTime`, `select`, ...).
 */
export function useMcpServer<TData = McpServer>(
  id: string | null | undefined,
  options?: PatchbayQueryOptions<McpServer, TData>,
): UseQueryResult<TData, PatchbayQueryError> {
  const client = usePatchbayClient();
  return usePatchbayQuery(mcpServerQueryOptions(client, id ?? ''), options, Boolean(id));
}
