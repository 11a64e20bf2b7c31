'use client';
import type { McpServer, UpdateMcpServerRequest } from '@patchbay/client';
import type { UseMutationResult } from '@tanstack/react-query';
import type { PatchbayMutationOptions, PatchbayQueryError } from '../../hookOptions';
import { mcpKeys } from '../../queries/mcp';
import { usePatchbayMutation } from '../usePatchbayMutation';

export interface UpdateMcpServerVariables extends UpdateMcpServerRequest {
  /** The server to change. */
  id: string;
}

/**
 * Renames an MCP server or changes its auth configs and allowed tools. The
 * response replaces the cached server; the server lists refetch.
 *
 * @param options Passed to `useMutation` (`onSuccess`, `onError`, ...).
 */
export function useUpdateMcpServer(
  options?: PatchbayMutationOptions<McpServer, UpdateMcpServerVariables>,
): UseMutationResult<McpServer, PatchbayQueryError, UpdateMcpServerVariables> {
  return usePatchbayMutation(
    {
      mutationFn: (client, { id, ...body }) => client.mcp.updateServer(id, body),
      update: (queryClient, server) => queryClient.setQueryData(mcpKeys.server(server.id), server),
      invalidates: () => [mcpKeys.serverLists()],
    },
    options,
  );
}
