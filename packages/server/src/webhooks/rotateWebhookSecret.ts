import { generateWebhookSecret } from '@patchbay/relay';
import type { Service } from '../Service';
import type { WebhookSubscriptionRecord } from './records';

/** Gives the subscription a new secret: deliveries are signed with it from now on. */
export function rotateWebhookSecret(service: Service, record: WebhookSubscriptionRecord): WebhookSubscriptionRecord {
  return service.store.put('webhook_subscriptions', { ...record, secret: generateWebhookSecret(), updated_at: service.clock().toISOString() });
}
