import type { WebhookSubscription } from '@patchbay/client';
import type { WebhookSubscriptionRecord } from './records';
import { enabledEvents } from './webhookEventNames';

/** Outside the create and rotate responses only the last four characters of the secret show. */
export function maskSecret(secret: string): string {
  return `whsec_••••${secret.slice(-4)}`;
}

export function toWebhookSubscriptionWire(record: WebhookSubscriptionRecord, options: { revealSecret: boolean }): WebhookSubscription {
  return {
    id: record.id,
    webhook_url: record.webhook_url,
    version: record.version,
    enabled_events: enabledEvents(record.enabled_events),
    secret: options.revealSecret ? record.secret : maskSecret(record.secret),
    created_at: record.created_at,
    updated_at: record.updated_at,
  };
}
