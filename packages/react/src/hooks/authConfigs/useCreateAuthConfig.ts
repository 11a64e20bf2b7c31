'use client';
import type { CreateAuthConfigRequest, CreateAuthConfigResponse } from '@patchbay/client';
import type { UseMutationResult } from '@tanstack/react-query';
import type { PatchbayMutationOptions, PatchbayQueryError } from '../../hookOptions';
import { authConfigKeys } from '../../queries/authConfigs';
import { toolkitKeys } from '../../queries/toolkits';
import { usePatchbayMutation, type MutationRecipe } from '../usePatchbayMutation';

/** Creates an auth config; the lists it may join refetch. */
export const createAuthConfigRecipe: MutationRecipe<CreateAuthConfigResponse, CreateAuthConfigRequest> = {
  mutationFn: (client, request) => client.authConfigs.create(request),
  invalidates: () => [authConfigKeys.lists(), toolkitKeys.list({ managed_by: 'project' })],
};

/**
 * Creates an auth config for a toolkit (vendor-managed unless
 * `auth_config.type` is `'use_custom_auth'`). Refetches the auth config
 * lists and the toolkit lists filtered to the project's (`managed_by: 'project'`).
 *
 * @param options Passed to `useMutation` (`onSuccess`, `onError`, ...).
 */
export function useCreateAuthConfig(
  options?: PatchbayMutationOptions<CreateAuthConfigResponse, CreateAuthConfigRequest>,
): UseMutationResult<CreateAuthConfigResponse, PatchbayQueryError, CreateAuthConfigRequest> {
  return usePatchbayMutation(createAuthConfigRecipe, options);
}
