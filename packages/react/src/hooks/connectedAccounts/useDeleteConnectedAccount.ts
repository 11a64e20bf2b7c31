'use client';
import type { ConnectedAccount, DeleteConnectedAccountResponse } from '@patchbay/client';
import type { UseMutationResult } from '@tanstack/react-query';
import { accountQueryKeys } from '../../cache/accountQueryKeys';
import { snapshotQueries } from '../../cache/snapshotQueries';
import { updateCachedLists } from '../../cache/updateCachedLists';
import type { PatchbayMutationOptions, PatchbayQueryError } from '../../hookOptions';
import { connectedAccountKeys } from '../../queries/connectedAccounts';
import { usePatchbayMutation } from '../usePatchbayMutation';

/**
 * Deletes a connected account; `mutate(accountId)`. The account leaves every
 * cached account list at once, comes back if the request fails, and the
 * account queries refetch afterwards.
 *
 * @param options Passed to `useMutation` (`onSuccess`, `onError`, ...).
 */
export function useDeleteConnectedAccount(
  options?: PatchbayMutationOptions<DeleteConnectedAccountResponse, string>,
): UseMutationResult<DeleteConnectedAccountResponse, PatchbayQueryError, string> {
  return usePatchbayMutation(
    {
      mutationFn: (client, id) => client.connectedAccounts.delete(id),
      optimistic: async (queryClient, id) => {
        const lists = connectedAccountKeys.lists();
        const undo = await snapshotQueries(queryClient, [lists]);
        updateCachedLists<ConnectedAccount>(queryClient, lists, (accounts) => accounts.filter((a) => a.id !== id));
        return undo;
      },
      invalidates: (id) => accountQueryKeys(id),
    },
    options,
  );
}
