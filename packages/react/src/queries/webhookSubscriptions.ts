import type { CursorPage, ListWebhookSubscriptionsQuery, PatchbayClient, WebhookSubscription } from '@patchbay/client';
import { queryOptions } from '@tanstack/react-query';
import type { PatchbayQueryError } from '../hookOptions';
import { patchbayKey } from './patchbayKey';

/** Query keys of webhook subscriptions (`patchbayKeys.webhookSubscriptions`). */
export const webhookSubscriptionKeys = {
  all: () => patchbayKey('webhookSubscriptions'),
  lists: () => patchbayKey('webhookSubscriptions', 'list'),
  list: (query: ListWebhookSubscriptionsQuery = {}) => patchbayKey('webhookSubscriptions', 'list', query),
  detail: (id: string) => patchbayKey('webhookSubscriptions', 'detail', id),
};

/** One page of `client.webhookSubscriptions.list(query)`, each subscription with its signing secret. */
export function webhookSubscriptionsQueryOptions(client: PatchbayClient, query: ListWebhookSubscriptionsQuery = {}) {
  return queryOptions<CursorPage<WebhookSubscription>, PatchbayQueryError>({
    queryKey: webhookSubscriptionKeys.list(query),
    queryFn: ({ signal }) => client.webhookSubscriptions.list(query, { signal }),
  });
}

/** One webhook subscription, with its signing secret. */
export function webhookSubscriptionQueryOptions(client: PatchbayClient, id: string) {
  return queryOptions<WebhookSubscription, PatchbayQueryError>({
    queryKey: webhookSubscriptionKeys.detail(id),
    queryFn: ({ signal }) => client.webhookSubscriptions.get(id, { signal }),
  });
}
