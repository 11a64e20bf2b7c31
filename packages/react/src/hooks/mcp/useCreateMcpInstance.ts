'use client';
import type { CreateMcpInstanceRequest, McpInstance } from '@patchbay/client';
import type { UseMutationResult } from '@tanstack/react-query';
import type { PatchbayMutationOptions, PatchbayQueryError } from '../../hookOptions';
import { mcpKeys } from '../../queries/mcp';
import { usePatchbayMutation } from '../usePatchbayMutation';

/**
 * Binds a user to the MCP server `serverId`; `mutate({ user_id })`. Fails
 * with a 422 (`errors` lists the auth config ids) unless the user has an
 * ACTIVE account for every auth config of the server. Refetches the server
 * and its instances, and the server lists (instance counts).
 *
 * @param options Passed to `useMutation` (`onSuccess`, `onError`, ...).
 */
export function useCreateMcpInstance(
  serverId: string,
  options?: PatchbayMutationOptions<McpInstance, CreateMcpInstanceRequest>,
): UseMutationResult<McpInstance, PatchbayQueryError, CreateMcpInstanceRequest> {
  return usePatchbayMutation(
    {
      mutationFn: (client, request) => client.mcp.createInstance(serverId, request),
      invalidates: () => [mcpKeys.server(serverId), mcpKeys.serverLists()],
    },
    options,
  );
}
