import type { CursorPageQuery } from './common';

/** Event names a subscription can enable. */
export type WebhookEventType = 'trigger.message' | 'connected_account.status_changed';

/** Spec 2.11. Outside the create and rotate responses `secret` is masked. */
export interface WebhookSubscription {
  id: string;
  webhook_url: string;
  version: 'V1';
  enabled_events: WebhookEventType[];
  secret: string;
  created_at: string;
  updated_at: string;
}

export type ListWebhookSubscriptionsQuery = CursorPageQuery;

/** Extension: body of `POST /api/v3/webhook_subscriptions`. */
export interface CreateWebhookSubscriptionRequest {
  webhook_url: string;
  /** @default every event */
  enabled_events?: WebhookEventType[];
  /** @default 'V1' */
  version?: 'V1';
}

/** Extension: body of `PATCH /api/v3/webhook_subscriptions/{id}`. */
export interface UpdateWebhookSubscriptionRequest {
  webhook_url?: string;
  enabled_events?: WebhookEventType[];
}

export interface DeleteWebhookSubscriptionResponse {
  id: string;
  deleted: boolean;
}

export interface RotateWebhookSecretResponse {
  id: string;
  secret: string;
}

/**
 * What the service POSTs to a subscription's URL, signed with the Standard
 * Webhooks headers `webhook-id`, `webhook-timestamp` and `webhook-signature`.
 */
export interface WebhookEvent<T = unknown> {
  id: string;
  type: WebhookEventType;
  /** ISO 8601. */
  timestamp: string;
  data: T;
}

export interface TriggerMessageData {
  trigger_id: string;
  trigger_slug: string;
  toolkit_slug: string;
  connected_account_id: string;
  user_id: string;
  payload: Record<string, unknown>;
}

export interface ConnectedAccountStatusChangedData {
  connected_account_id: string;
  user_id: string;
  toolkit_slug: string;
  status: string;
  previous_status: string;
}
