'use client';
import type { RotateWebhookSecretResponse } from '@patchbay/client';
import type { UseMutationResult } from '@tanstack/react-query';
import type { PatchbayMutationOptions, PatchbayQueryError } from '../../hookOptions';
import { webhookSubscriptionKeys } from '../../queries/webhookSubscriptions';
import { usePatchbayMutation } from '../usePatchbayMutation';

/**
 * Replaces the subscription's signing secret; `mutate(subscriptionId)`. The
 * new secret is in `data.secret`; the previous one stops validating. The
 * subscription's detail and lists refetch, with the new secret.
 *
 * @param options Passed to `useMutation` (`onSuccess`, `onError`, ...).
 */
export function useRotateWebhookSecret(
  options?: PatchbayMutationOptions<RotateWebhookSecretResponse, string>,
): UseMutationResult<RotateWebhookSecretResponse, PatchbayQueryError, string> {
  return usePatchbayMutation(
    {
      mutationFn: (client, id) => client.webhookSubscriptions.rotateSecret(id),
      invalidates: (id) => [webhookSubscriptionKeys.detail(id), webhookSubscriptionKeys.lists()],
    },
    options,
  );
}
