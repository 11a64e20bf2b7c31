'use client';
import type { UpdateConnectedAccountRequest, UpdateConnectedAccountResponse } from '@patchbay/client';
import type { UseMutationResult } from '@tanstack/react-query';
import { accountQueryKeys } from '../../cache/accountQueryKeys';
import { patchCachedAccount } from '../../cache/patchCachedAccount';
import type { PatchbayMutationOptions, PatchbayQueryError } from '../../hookOptions';
import { usePatchbayMutation } from '../usePatchbayMutation';

export interface UpdateConnectedAccountVariables extends UpdateConnectedAccountRequest {
  /** The account to update. */
  id: string;
}

/**
 * Renames a connected account: `mutate({ id, alias })`, `alias: ''` clears
 * the label. The cached account and lists show the new alias at once and go
 * back if the service refuses it (409 `conflict` when another of the user's
 * accounts of the toolkit has it); then the account queries refetch.
 *
 * @param options Passed to `useMutation` (`onSuccess`, `onError`, ...).
 */
export function useUpdateConnectedAccount(
  options?: PatchbayMutationOptions<UpdateConnectedAccountResponse, UpdateConnectedAccountVariables>,
): UseMutationResult<UpdateConnectedAccountResponse, PatchbayQueryError, UpdateConnectedAccountVariables> {
  return usePatchbayMutation(
    {
      mutationFn: (client, { id, ...body }) => client.connectedAccounts.update(id, body),
      optimistic: (queryClient, { id, alias }) =>
        patchCachedAccount(queryClient, id, alias === undefined ? {} : { alias: alias.trim() === '' ? null : alias.trim() }),
      invalidates: ({ id }) => accountQueryKeys(id),
    },
    options,
  );
}
