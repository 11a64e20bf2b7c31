'use client';
import type { RevokeConnectedAccountResponse } from '@patchbay/client';
import type { UseMutationResult } from '@tanstack/react-query';
import { accountQueryKeys } from '../../cache/accountQueryKeys';
import type { PatchbayMutationOptions, PatchbayQueryError } from '../../hookOptions';
import { usePatchbayMutation } from '../usePatchbayMutation';

/**
 * Revokes a connected account's credentials; `mutate(accountId)`. The
 * account becomes REVOKED (tools and proxy calls with it are refused until it
 * is reconnected with `useRefreshConnectedAccount`); the account queries
 * refetch afterwards. `revoked_tokens` is empty when it was revoked already.
 *
 * @param options Passed to `useMutation` (`onSuccess`, `onError`, ...).
 */
export function useRevokeConnectedAccount(
  options?: PatchbayMutationOptions<RevokeConnectedAccountResponse, string>,
): UseMutationResult<RevokeConnectedAccountResponse, PatchbayQueryError, string> {
  return usePatchbayMutation(
    {
      mutationFn: (client, id) => client.connectedAccounts.revoke(id),
      invalidates: (id) => accountQueryKeys(id),
    },
    options,
  );
}
