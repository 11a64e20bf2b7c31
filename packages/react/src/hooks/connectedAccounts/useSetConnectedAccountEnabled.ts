'use client';
import type { UpdateConnectedAccountStatusResponse } from '@patchbay/client';
import type { UseMutationResult } from '@tanstack/react-query';
import { accountQueryKeys } from '../../cache/accountQueryKeys';
import { patchCachedAccount } from '../../cache/patchCachedAccount';
import type { PatchbayMutationOptions, PatchbayQueryError } from '../../hookOptions';
import { usePatchbayMutation } from '../usePatchbayMutation';

export interface SetConnectedAccountEnabledVariables {
  /** The account. */
  id: string;
  /** false disables it: it cannot run tools or proxy calls until enabled again; its credentials stay. */
  enabled: boolean;
}

/**
 * Enables or disables a connected account: `mutate({ id, enabled })`. The
 * cached account and lists show the new `is_disabled` at once and go back if
 * the request fails; then the account queries refetch.
 *
 * @param options Passed to `useMutation` (`onSuccess`, `onError`, ...).
 */
export function useSetConnectedAccountEnabled(
  options?: PatchbayMutationOptions<UpdateConnectedAccountStatusResponse, SetConnectedAccountEnabledVariables>,
): UseMutationResult<UpdateConnectedAccountStatusResponse, PatchbayQueryError, SetConnectedAccountEnabledVariables> {
  return usePatchbayMutation(
    {
      mutationFn: (client, { id, enabled }) => client.connectedAccounts.updateStatus(id, enabled),
      optimistic: (queryClient, { id, enabled }) => patchCachedAccount(queryClient, id, { is_disabled: !enabled }),
      invalidates: ({ id }) => accountQueryKeys(id),
    },
    options,
  );
}
