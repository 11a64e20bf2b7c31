'use client';
import type { DeleteWebhookSubscriptionResponse } from '@patchbay/client';
import type { UseMutationResult } from '@tanstack/react-query';
import type { PatchbayMutationOptions, PatchbayQueryError } from '../../hookOptions';
import { webhookSubscriptionKeys } from '../../queries/webhookSubscriptions';
import { usePatchbayMutation } from '../usePatchbayMutation';

/**
 * Deletes the webhook subscription; `mutate(subscriptionId)`. Its cached
 * detail is dropped and the lists refetch.
 *
 * @param options Passed to `useMutation` (`onSuccess`, `onError`, ...).
 */
export function useDeleteWebhookSubscription(
  options?: PatchbayMutationOptions<DeleteWebhookSubscriptionResponse, string>,
): UseMutationResult<DeleteWebhookSubscriptionResponse, PatchbayQueryError, string> {
  return usePatchbayMutation(
    {
      mutationFn: (client, id) => client.webhookSubscriptions.delete(id),
      removes: (id) => [webhookSubscriptionKeys.detail(id)],
      invalidates: () => [webhookSubscriptionKeys.lists()],
    },
    options,
  );
}
