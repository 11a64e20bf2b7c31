'use client';
import type { AuthConfig, AuthConfigStatus, UpdateAuthConfigStatusResponse } from '@patchbay/client';
import type { UseMutationResult } from '@tanstack/react-query';
import { snapshotQueries } from '../../cache/snapshotQueries';
import { updateCachedLists } from '../../cache/updateCachedLists';
import type { PatchbayMutationOptions, PatchbayQueryError } from '../../hookOptions';
import { authConfigKeys } from '../../queries/authConfigs';
import { connectedAccountKeys } from '../../queries/connectedAccounts';
import { usePatchbayMutation } from '../usePatchbayMutation';

export interface SetAuthConfigStatusVariables {
  /** The auth config. */
  id: string;
  /** `'DISABLED'` stops new connections through this config; existing accounts stay. */
  status: AuthConfigStatus;
}

/**
 * Enables or disables an auth config. The cached lists and detail show the
 * new status at once and go back if the request fails; then they refetch,
 * with the connected accounts (whose `auth_config.is_disabled` changes).
 *
 * @param options Passed to `useMutation` (`onSuccess`, `onError`, ...).
 */
export function useSetAuthConfigStatus(
  options?: PatchbayMutationOptions<UpdateAuthConfigStatusResponse, SetAuthConfigStatusVariables>,
): UseMutationResult<UpdateAuthConfigStatusResponse, PatchbayQueryError, SetAuthConfigStatusVariables> {
  return usePatchbayMutation(
    {
      mutationFn: (client, { id, status }) => client.authConfigs.updateStatus(id, status),
      optimistic: async (queryClient, { id, status }) => {
        const undo = await snapshotQueries(queryClient, [authConfigKeys.all()]);
        const withStatus = (config: AuthConfig) => (config.id === id ? { ...config, status } : config);
        queryClient.setQueryData<AuthConfig>(authConfigKeys.detail(id), (config) => config && withStatus(config));
        updateCachedLists<AuthConfig>(queryClient, authConfigKeys.lists(), (configs) => configs.map(withStatus));
        return undo;
      },
      invalidates: ({ id }) => [authConfigKeys.lists(), authConfigKeys.detail(id), connectedAccountKeys.all()],
    },
    options,
  );
}
