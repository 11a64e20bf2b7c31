'use client';
import type { UpdateWebhookSubscriptionRequest, WebhookSubscription } from '@patchbay/client';
import type { UseMutationResult } from '@tanstack/react-query';
import type { PatchbayMutationOptions, PatchbayQueryError } from '../../hookOptions';
import { webhookSubscriptionKeys } from '../../queries/webhookSubscriptions';
import { usePatchbayMutation } from '../usePatchbayMutation';

export interface UpdateWebhookSubscriptionVariables extends UpdateWebhookSubscriptionRequest {
  /** The subscription to change. */
  id: string;
}

/**
 * Changes the subscription's URL or enabled events. The response replaces
 * the cached subscription; the lists refetch.
 *
 * @param options Passed to `useMutation` (`onSuccess`, `onError`, ...).
 */
export function useUpdateWebhookSubscription(
  options?: PatchbayMutationOptions<WebhookSubscription, UpdateWebhookSubscriptionVariables>,
): UseMutationResult<WebhookSubscription, PatchbayQueryError, UpdateWebhookSubscriptionVariables> {
  return usePatchbayMutation(
    {
      mutationFn: (client, { id, ...body }) => client.webhookSubscriptions.update(id, body),
      update: (queryClient, subscription) => queryClient.setQueryData(webhookSubscriptionKeys.detail(subscription.id), subscription),
      invalidates: () => [webhookSubscriptionKeys.lists()],
    },
    options,
  );
}
