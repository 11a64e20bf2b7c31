'use client';
import type { CreateMcpServerRequest, McpServer } from '@patchbay/client';
import type { UseMutationResult } from '@tanstack/react-query';
import type { PatchbayMutationOptions, PatchbayQueryError } from '../../hookOptions';
import { mcpKeys } from '../../queries/mcp';
import { usePatchbayMutation } from '../usePatchbayMutation';

/**
 * Creates an MCP server over some auth configs. The new server goes into the
 * cache (`useMcpServer(data.id)` needs no request); the server lists refetch.
 *
 * @param options Passed to `useMutation` (`onSuccess`, `onError`, ...).
 */
export function useCreateMcpServer(
  options?: PatchbayMutationOptions<McpServer, CreateMcpServerRequest>,
): UseMutationResult<McpServer, PatchbayQueryError, CreateMcpServerRequest> {
  return usePatchbayMutation(
    {
      mutationFn: (client, request) => client.mcp.createServer(request),
      update: (queryClient, server) => queryClient.setQueryData(mcpKeys.server(server.id), server),
      invalidates: () => [mcpKeys.serverLists()],
    },
    options,
  );
}
