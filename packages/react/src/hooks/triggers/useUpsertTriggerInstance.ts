'use client';
import type { UpsertTriggerInstanceRequest, UpsertTriggerInstanceResponse } from '@patchbay/client';
import type { UseMutationResult } from '@tanstack/react-query';
import type { PatchbayMutationOptions, PatchbayQueryError } from '../../hookOptions';
import { triggerInstanceKeys } from '../../queries/triggerInstances';
import { usePatchbayMutation } from '../usePatchbayMutation';

export interface UpsertTriggerInstanceVariables extends UpsertTriggerInstanceRequest {
  /** The trigger type, e.g. `'GITHUB_COMMIT_EVENT'`. */
  slug: string;
}

/**
 * Creates a trigger instance, or resumes the one with the same account and
 * config. Without `connected_account_id` it listens on `user_id`'s newest
 * ACTIVE account of the trigger's toolkit (through the relay, the signed-in
 * user's). An invalid `trigger_config` fails with a 400 whose `errors` name
 * each field (`body.trigger_config.<field>: ...`). Refetches trigger instances.
 *
 * @param options Passed to `useMutation` (`onSuccess`, `onError`, ...).
 */
export function useUpsertTriggerInstance(
  options?: PatchbayMutationOptions<UpsertTriggerInstanceResponse, UpsertTriggerInstanceVariables>,
): UseMutationResult<UpsertTriggerInstanceResponse, PatchbayQueryError, UpsertTriggerInstanceVariables> {
  return usePatchbayMutation(
    {
      mutationFn: (client, { slug, ...body }) => client.triggerInstances.upsert(slug, body),
      invalidates: () => [triggerInstanceKeys.all()],
    },
    options,
  );
}
