import type { WebhookSubscription } from '@patchbay/client';
import type { WebhookSubscriptionRecord } from './records';
import { enabledEvents } from './webhookEventNames';

/**
 * A subscription as answered, its signing secret in full: the vendor's v3.1
 * answers it on every read and write, and its SDK stores what `set()` answers.
 * Only the project's API key reaches these endpoints (the relay refuses them to
 * end users).
 */
export function toWebhookSubscriptionWire(record: WebhookSubscriptionRecord): WebhookSubscription {
  return {
    id: record.id,
    webhook_url: record.webhook_url,
    version: record.version,
    enabled_events: enabledEvents(record.enabled_events),
    secret: record.secret,
    created_at: record.created_at,
    updated_at: record.updated_at,
  };
}
