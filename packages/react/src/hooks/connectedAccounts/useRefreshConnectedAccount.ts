'use client';
import type { RefreshConnectedAccountRequest, RefreshConnectedAccountResponse } from '@patchbay/client';
import type { UseMutationResult } from '@tanstack/react-query';
import { accountQueryKeys } from '../../cache/accountQueryKeys';
import type { PatchbayMutationOptions, PatchbayQueryError } from '../../hookOptions';
import { usePatchbayMutation, type MutationRecipe } from '../usePatchbayMutation';

export interface RefreshConnectedAccountVariables extends RefreshConnectedAccountRequest {
  /** The account to refresh. */
  id: string;
}

/** Refreshes an account; its queries refetch. */
export const refreshAccountRecipe: MutationRecipe<RefreshConnectedAccountResponse, RefreshConnectedAccountVariables> = {
  mutationFn: (client, { id, ...body }) => client.connectedAccounts.refresh(id, body),
  invalidates: ({ id }) => accountQueryKeys(id),
};

/**
 * Starts a new authentication flow for an account with expired or invalid
 * credentials. For OAuth the data holds the `redirect_url` to send the user
 * to; for API keys the account is ACTIVE again. Refetches account queries.
 *
 * @param options Passed to `useMutation` (`onSuccess`, `onError`, ...).
 */
export function useRefreshConnectedAccount(
  options?: PatchbayMutationOptions<RefreshConnectedAccountResponse, RefreshConnectedAccountVariables>,
): UseMutationResult<RefreshConnectedAccountResponse, PatchbayQueryError, RefreshConnectedAccountVariables> {
  return usePatchbayMutation(refreshAccountRecipe, options);
}
