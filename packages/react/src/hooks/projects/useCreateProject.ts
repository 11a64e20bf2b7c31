'use client';
import type { CreateProjectRequest, CreateProjectResponse } from '@patchbay/client';
import type { UseMutationResult } from '@tanstack/react-query';
import type { PatchbayMutationOptions, PatchbayQueryError } from '../../hookOptions';
import { projectKeys } from '../../queries/projects';
import { usePatchbayMutation } from '../usePatchbayMutation';

/**
 * Creates a project (organization key). With `should_create_api_key: true`
 * its first key is in `data.api_key`, shown only here. Refetches the project lists.
 *
 * @param options Passed to `useMutation` (`onSuccess`, `onError`, ...).
 */
export function useCreateProject(
  options?: PatchbayMutationOptions<CreateProjectResponse, CreateProjectRequest>,
): UseMutationResult<CreateProjectResponse, PatchbayQueryError, CreateProjectRequest> {
  return usePatchbayMutation(
    {
      mutationFn: (client, request) => client.projects.create(request),
      invalidates: () => [projectKeys.all()],
    },
    options,
  );
}
