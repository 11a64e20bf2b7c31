'use client';
import type { DeleteMcpInstanceResponse } from '@patchbay/client';
import type { UseMutationResult } from '@tanstack/react-query';
import { accountQueryKeys } from '../../cache/accountQueryKeys';
import type { PatchbayMutationOptions, PatchbayQueryError } from '../../hookOptions';
import { mcpKeys } from '../../queries/mcp';
import { usePatchbayMutation } from '../usePatchbayMutation';

/**
 * Removes a user's instance of the MCP server `serverId`; `mutate(userId)`.
 * The service also deletes the user's accounts tied to the server's auth
 * configs, so account queries refetch along with the server's.
 *
 * @param options Passed to `useMutation` (`onSuccess`, `onError`, ...).
 */
export function useDeleteMcpInstance(
  serverId: string,
  options?: PatchbayMutationOptions<DeleteMcpInstanceResponse, string>,
): UseMutationResult<DeleteMcpInstanceResponse, PatchbayQueryError, string> {
  return usePatchbayMutation(
    {
      mutationFn: (client, instanceId) => client.mcp.deleteInstance(serverId, instanceId),
      invalidates: () => [mcpKeys.server(serverId), mcpKeys.serverLists(), ...accountQueryKeys()],
    },
    options,
  );
}
