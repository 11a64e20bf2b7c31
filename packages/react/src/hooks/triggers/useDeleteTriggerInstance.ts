'use client';
import type { DeleteTriggerInstanceResponse } from '@patchbay/client';
import type { UseMutationResult } from '@tanstack/react-query';
import type { PatchbayMutationOptions, PatchbayQueryError } from '../../hookOptions';
import { triggerInstanceKeys } from '../../queries/triggerInstances';
import { usePatchbayMutation } from '../usePatchbayMutation';

/**
 * Removes a trigger instance for good; `mutate(triggerId)`. Refetches trigger instances.
 *
 * @param options Passed to `useMutation` (`onSuccess`, `onError`, ...).
 */
export function useDeleteTriggerInstance(
  options?: PatchbayMutationOptions<DeleteTriggerInstanceResponse, string>,
): UseMutationResult<DeleteTriggerInstanceResponse, PatchbayQueryError, string> {
  return usePatchbayMutation(
    {
      mutationFn: (client, id) => client.triggerInstances.delete(id),
      invalidates: () => [triggerInstanceKeys.all()],
    },
    options,
  );
}
