'use client';
import type { RotateWebhookSecretResponse } from '@patchbay/client';
import type { UseMutationResult } from '@tanstack/react-query';
import type { PatchbayMutationOptions, PatchbayQueryError } from '../../hookOptions';
import { webhookSubscriptionKeys } from '../../queries/webhookSubscriptions';
import { usePatchbayMutation } from '../usePatchbayMutation';

/**
 * Replaces the subscription's signing secret; `mutate(subscriptionId)`. The
 * new secret is in `data.secret`, shown only here: the cached subscription
 * keeps the masked one (its detail and lists refetch for `updated_at`).
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
