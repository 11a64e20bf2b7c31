'use client';
import type { ManageTriggerInstanceResponse, TriggerInstanceAction } from '@patchbay/client';
import type { UseMutationResult } from '@tanstack/react-query';
import type { PatchbayMutationOptions, PatchbayQueryError } from '../../hookOptions';
import { triggerInstanceKeys } from '../../queries/triggerInstances';
import { usePatchbayMutation } from '../usePatchbayMutation';

export interface SetTriggerInstanceStatusVariables {
  /** The trigger instance (`trigger_id`). */
  id: string;
  /** `'disable'` pauses listening and keeps the config; `'enable'` resumes it. */
  status: TriggerInstanceAction;
}

/**
 * Pauses or resumes a trigger instance. Refetches trigger instances.
 *
 * @param options Passed to `useMutation` (`onSuccess`, `onError`, ...).
 */
export function useSetTriggerInstanceStatus(
  options?: PatchbayMutationOptions<ManageTriggerInstanceResponse, SetTriggerInstanceStatusVariables>,
): UseMutationResult<ManageTriggerInstanceResponse, PatchbayQueryError, SetTriggerInstanceStatusVariables> {
  return usePatchbayMutation(
    {
      mutationFn: (client, { id, status }) => client.triggerInstances.manage(id, status),
      invalidates: () => [triggerInstanceKeys.all()],
    },
    options,
  );
}
