'use client';
import type { WebhookSubscription } from '@patchbay/client';
import type { UseQueryResult } from '@tanstack/react-query';
import type { PatchbayQueryError, PatchbayQueryOptions } from '../../hookOptions';
import { usePatchbayClient } from '../../usePatchbayClient';
import { webhookSubscriptionQueryOptions } from '../../queries/webhookSubscriptions';
import { usePatchbayQuery } from '../usePatchbayQuery';

/**
 * One webhook subscription, with its signing secret. Idle until `id` is given.
 *
 * @param options Passed to `useQuery` (`enabled`, `staleTime`, `select`, ...).
 */
export function useWebhookSubscription<TData = WebhookSubscription>(
  id: string | null | undefined,
  options?: PatchbayQueryOptions<WebhookSubscription, TData>,
): UseQueryResult<TData, PatchbayQueryError> {
  const client = usePatchbayClient();
  return usePatchbayQuery(webhookSubscriptionQueryOptions(client, id ?? ''), options, Boolean(id));
}
