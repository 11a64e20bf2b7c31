import type { Service } from '../Service';
import type { WebhookSubscriptionRecord } from './records';

/** Removes the subscription: the project receives no more events until it subscribes again. */
export function deleteWebhookSubscription(service: Service, record: WebhookSubscriptionRecord): void {
  service.store.remove('webhook_subscriptions', record.id);
}
