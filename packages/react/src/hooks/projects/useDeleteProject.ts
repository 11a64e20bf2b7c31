'use client';
import type { DeleteProjectResponse } from '@patchbay/client';
import type { UseMutationResult } from '@tanstack/react-query';
import type { PatchbayMutationOptions, PatchbayQueryError } from '../../hookOptions';
import { projectKeys } from '../../queries/projects';
import { usePatchbayMutation } from '../usePatchbayMutation';

/**
 * Deletes a project for good (its keys stop working); `mutate(projectId)`.
 * Refetches the project lists.
 *
 * @param options Passed to `useMutation` (`onSuccess`, `onError`, ...).
 */
export function useDeleteProject(
  options?: PatchbayMutationOptions<DeleteProjectResponse, string>,
): UseMutationResult<DeleteProjectResponse, PatchbayQueryError, string> {
  return usePatchbayMutation(
    {
      mutationFn: (client, id) => client.projects.delete(id),
      invalidates: () => [projectKeys.all()],
    },
    options,
  );
}
