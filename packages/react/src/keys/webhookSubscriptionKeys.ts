import type { ListWebhookSubscriptionsQuery } from '@patchbay/client';
import { patchbayKey } from './patchbayKey';

/** Query keys of webhook subscriptions (`patchbayKeys.webhookSubscriptions`). */
export const webhookSubscriptionKeys = {
  all: () => patchbayKey('webhookSubscriptions'),
  lists: () => patchbayKey('webhookSubscriptions', 'list'),
  list: (query: ListWebhookSubscriptionsQuery = {}) => patchbayKey('webhookSubscriptions', 'list', query),
  detail: (id: string) => patchbayKey('webhookSubscriptions', 'detail', id),
};
