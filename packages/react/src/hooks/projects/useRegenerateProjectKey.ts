'use client';
import type { RegenerateApiKeyResponse } from '@patchbay/client';
import type { UseMutationResult } from '@tanstack/react-query';
import type { PatchbayMutationOptions, PatchbayQueryError } from '../../hookOptions';
import { usePatchbayMutation } from '../usePatchbayMutation';

/**
 * Invalidates every key of a project and creates a new one; `mutate(projectId)`.
 * The new key is in `data.api_key.key`, shown only here. Changes nothing cached.
 *
 * @param options Passed to `useMutation` (`onSuccess`, `onError`, ...).
 */
export function useRegenerateProjectKey(
  options?: PatchbayMutationOptions<RegenerateApiKeyResponse, string>,
): UseMutationResult<RegenerateApiKeyResponse, PatchbayQueryError, string> {
  return usePatchbayMutation({ mutationFn: (client, id) => client.projects.regenerateApiKey(id) }, options);
}
