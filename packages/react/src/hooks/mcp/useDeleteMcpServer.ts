'use client';
import type { DeleteMcpServerResponse } from '@patchbay/client';
import type { UseMutationResult } from '@tanstack/react-query';
import type { PatchbayMutationOptions, PatchbayQueryError } from '../../hookOptions';
import { mcpKeys } from '../../queries/mcp';
import { usePatchbayMutation } from '../usePatchbayMutation';

/**
 * Deletes an MCP server; `mutate(serverId)`. Its cached detail and instances
 * are dropped and the server lists refetch.
 *
 * @param options Passed to `useMutation` (`onSuccess`, `onError`, ...).
 */
export function useDeleteMcpServer(
  options?: PatchbayMutationOptions<DeleteMcpServerResponse, string>,
): UseMutationResult<DeleteMcpServerResponse, PatchbayQueryError, string> {
  return usePatchbayMutation(
    {
      mutationFn: (client, id) => client.mcp.deleteServer(id),
      removes: (id) => [mcpKeys.server(id)],
      invalidates: () => [mcpKeys.serverLists()],
    },
    options,
  );
}
