import type { ConnectedAccount } from './connectedAccounts';
import type { CursorPageQuery } from './common';

/**
 * Event names a subscription can enable, as the vendor names them:
 * `composio.trigger.message` (a trigger fired), `composio.connected_account.expired`
 * (an account needs the user again), and the extension
 * `composio.connected_account.status_changed` (any status change).
 */
export type WebhookEventType = 'composio.trigger.message' | 'composio.connected_account.expired' | 'composio.connected_account.status_changed';

/** Names accepted on input besides WebhookEventType: this kit's earlier ones, read as `composio.` + the name. */
export type LegacyWebhookEventType = 'trigger.message' | 'connected_account.status_changed';

/**
 * The payload version a subscription delivers: the vendor's V1 and V2
 * (trigger messages only, in its older shapes) or V3 (every event, with
 * `metadata`).
 */
export type WebhookVersion = 'V1' | 'V2' | 'V3';

/**
 * Spec 2.11. `secret` is the signing secret in full in every answer, as the
 * vendor's v3.1 answers it; only the project's own API key reads it (the relay
 * refuses these endpoints to end users).
 */
export interface WebhookSubscription {
  id: string;
  webhook_url: string;
  version: WebhookVersion;
  enabled_events: WebhookEventType[];
  secret: string;
  created_at: string;
  updated_at: string;
}

export type ListWebhookSubscriptionsQuery = CursorPageQuery;

/** Extension: body of `POST /api/v3/webhook_subscriptions`. */
export interface CreateWebhookSubscriptionRequest {
  webhook_url: string;
  /** @default every event of the version (V1 and V2 carry trigger messages only) */
  enabled_events?: (WebhookEventType | LegacyWebhookEventType)[];
  /** @default 'V3' (the vendor's SDK's default) */
  version?: WebhookVersion;
}

/** Extension: body of `PATCH /api/v3/webhook_subscriptions/{id}` (the vendor's SDK sets all three). */
export interface UpdateWebhookSubscriptionRequest {
  webhook_url?: string;
  enabled_events?: (WebhookEventType | LegacyWebhookEventType)[];
  version?: WebhookVersion;
}

/** Both names of the outcome: `deleted` (this kit's) and `success` (the vendor's v3.1 SDK reads it). */
export interface DeleteWebhookSubscriptionResponse {
  id: string;
  deleted: boolean;
  success: boolean;
}

/** One event a subscription can enable, and the payload versions that carry it. */
export interface WebhookEventTypeInfo {
  event_type: WebhookEventType;
  description: string;
  supported_versions: WebhookVersion[];
}

/** The vendor's `GET /webhook_subscriptions/event_types`: every event the service sends. */
export interface WebhookEventTypesResponse {
  items: WebhookEventTypeInfo[];
}

export interface RotateWebhookSecretResponse {
  id: string;
  secret: string;
}

/** Who sent a V3 event about a project: its ids. */
export interface WebhookProjectMetadata {
  project_id: string;
  org_id: string;
}

/** What a V3 trigger message says about where it came from. */
export interface TriggerMessageMetadata {
  log_id: string;
  trigger_slug: string;
  /** The trigger instance (`ti_...`). */
  trigger_id: string;
  connected_account_id: string;
  auth_config_id: string;
  user_id: string;
  toolkit_slug: string;
}

/**
 * A V3 event as the service POSTs it to a subscription's URL, signed with
 * the Standard Webhooks headers `webhook-id` (the event's `id`),
 * `webhook-timestamp` and `webhook-signature`.
 */
interface WebhookEventV3<Type extends WebhookEventType, Metadata, Data> {
  id: string;
  type: Type;
  /** ISO 8601. */
  timestamp: string;
  metadata: Metadata;
  data: Data;
}

/** V3: a trigger fired; `data` is the trigger's payload (see its trigger type's `payload` schema). */
export type TriggerMessageEvent = WebhookEventV3<'composio.trigger.message', TriggerMessageMetadata, Record<string, unknown>>;

/** V3: an account expired and needs the user again; `data` is the account. */
export type ConnectedAccountExpiredEvent = WebhookEventV3<'composio.connected_account.expired', WebhookProjectMetadata, ConnectedAccount>;

export interface ConnectedAccountStatusChangedData {
  connected_account_id: string;
  user_id: string;
  toolkit_slug: string;
  status: string;
  previous_status: string;
}

/** V3 extension: an account's status changed. */
export type ConnectedAccountStatusChangedEvent = WebhookEventV3<
  'composio.connected_account.status_changed',
  WebhookProjectMetadata,
  ConnectedAccountStatusChangedData
>;

/** Every V3 event. */
export type WebhookEvent = TriggerMessageEvent | ConnectedAccountExpiredEvent | ConnectedAccountStatusChangedEvent;

/** The vendor's V1 payload: trigger messages only. */
export interface WebhookPayloadV1 {
  trigger_name: string;
  /** The connected account (`ca_...`). */
  connection_id: string;
  /** The trigger instance (`ti_...`). */
  trigger_id: string;
  payload: Record<string, unknown>;
  log_id: string;
}

/** The vendor's V2 payload: trigger messages only; `data` holds the ids and, beside them, the trigger's payload fields. */
export interface WebhookPayloadV2 {
  /** The trigger slug, lower case. */
  type: string;
  timestamp: string;
  log_id: string;
  data: {
    /** The account's UUID. */
    connection_id: string;
    /** The account's id (`ca_...`). */
    connection_nano_id: string;
    /** The trigger instance (`ti_...`). */
    trigger_nano_id: string;
    /** The trigger instance's UUID. */
    trigger_id: string;
    user_id: string;
    [field: string]: unknown;
  };
}

/** A delivery's body, in the subscription's version. */
export type WebhookPayload = WebhookPayloadV1 | WebhookPayloadV2 | WebhookEvent;
