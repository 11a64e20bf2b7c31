'use client';
import type { CreateWebhookSubscriptionRequest, WebhookSubscription } from '@patchbay/client';
import type { UseMutationResult } from '@tanstack/react-query';
import type { PatchbayMutationOptions, PatchbayQueryError } from '../../hookOptions';
import { webhookSubscriptionKeys } from '../../queries/webhookSubscriptions';
import { usePatchbayMutation } from '../usePatchbayMutation';

/**
 * Creates the project's webhook subscription (a second one fails with a 409).
 * The signing secret is in `data.secret` (reads answer it too). Refetches
 * the subscription lists.
 *
 * @param options Passed to `useMutation` (`onSuccess`, `onError`, ...).
 */
export function useCreateWebhookSubscription(
  options?: PatchbayMutationOptions<WebhookSubscription, CreateWebhookSubscriptionRequest>,
): UseMutationResult<WebhookSubscription, PatchbayQueryError, CreateWebhookSubscriptionRequest> {
  return usePatchbayMutation(
    {
      mutationFn: (client, request) => client.webhookSubscriptions.create(request),
      invalidates: () => [webhookSubscriptionKeys.lists()],
    },
    options,
  );
}
