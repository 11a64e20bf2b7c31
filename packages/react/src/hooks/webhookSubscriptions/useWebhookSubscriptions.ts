'use client';
import type { CursorPage, ListWebhookSubscriptionsQuery, WebhookSubscription } from '@patchbay/client';
import type { UseQueryResult } from '@tanstack/react-query';
import type { PatchbayQueryError, PatchbayQueryOptions } from '../../hookOptions';
import { usePatchbayClient } from '../../usePatchbayClient';
import { webhookSubscriptionsQueryOptions } from '../../queries/webhookSubscriptions';
import { usePatchbayQuery } from '../usePatchbayQuery';

/**
 * The project's webhook subscriptions (at most one), each with its signing secret.
 *
 * @param options Passed to `useQuery` (`enabled`, `staleTime`, `select`, ...).
 */
export function useWebhookSubscriptions<TData = CursorPage<WebhookSubscription>>(
  query: ListWebhookSubscriptionsQuery = {},
  options?: PatchbayQueryOptions<CursorPage<WebhookSubscription>, TData>,
): UseQueryResult<TData, PatchbayQueryError> {
  const client = usePatchbayClient();
  return usePatchbayQuery(webhookSubscriptionsQueryOptions(client, query), options);
}
