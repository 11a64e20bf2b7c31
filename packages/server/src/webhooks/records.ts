import type { LegacyWebhookEventType, WebhookEventType, WebhookVersion } from '@patchbay/client';

/** A project's webhook subscription as stored (spec 2.11); the secret is kept in full. */
export interface WebhookSubscriptionRecord {
  id: string;
  project_id: string;
  webhook_url: string;
  /** Records older than the vendor's versions say 'V1' and hold the earlier names: read them through webhookEventNames. */
  version: WebhookVersion;
  enabled_events: (WebhookEventType | LegacyWebhookEventType)[];
  secret: string;
  created_at: string;
  updated_at: string;
}

export type WebhookDeliveryStatus = 'pending' | 'delivered' | 'failed';

/**
 * One event on its way to a subscription. Stored before the first attempt so
 * a restart resumes the retries; `id` is the event id sent as `webhook-id`.
 */
export interface WebhookDeliveryRecord {
  id: string;
  project_id: string;
  subscription_id: string;
  event_type: WebhookEventType | LegacyWebhookEventType;
  /** The exact JSON body, signed and sent unchanged on every attempt. */
  body: string;
  attempts: number;
  status: WebhookDeliveryStatus;
  /** ISO time of the next attempt; null once delivered or failed. */
  next_attempt_at: string | null;
  last_attempt_at: string | null;
  last_status: number | null;
  last_error: string | null;
  delivered_at: string | null;
  created_at: string;
  updated_at: string;
}
