import type {
  ConnectedAccount,
  ConnectedAccountStatusChangedData,
  WebhookEvent,
  WebhookEventType,
  WebhookPayload,
  WebhookPayloadV1,
  WebhookPayloadV2,
  WebhookVersion,
} from '@patchbay/client';
import { stableUuid } from '../stableUuid';

/** A trigger instance fired with `payload`. */
export interface TriggerFired {
  kind: 'trigger.message';
  trigger_id: string;
  trigger_slug: string;
  toolkit_slug: string;
  connected_account_id: string;
  auth_config_id: string;
  user_id: string;
  payload: Record<string, unknown>;
}

/** An account's status moved. */
export interface AccountStatusChanged extends AccountStatusChangedData {
  kind: 'connected_account.status_changed';
}

/**
 * What the account's owner publishes when its status moves: the wire data,
 * and the account as the API shows it (read only for an `expired` event, so
 * the owner hands a function rather than the webhook layer knowing accounts).
 */
export interface AccountStatusChangedData extends ConnectedAccountStatusChangedData {
  account: () => ConnectedAccount;
}

/** Something the service tells a project's webhook subscription about, before it is shaped for a version. */
export type ServiceEvent = TriggerFired | AccountStatusChanged;

/** What every body of one event shares. */
export interface EventEnvelope {
  /** `msg_...`: the delivery's `webhook-id` and, in V3, the body's `id`. */
  id: string;
  timestamp: string;
  logId: string;
  projectId: string;
  orgId: string;
}

export interface ShapedEvent {
  type: WebhookEventType;
  body: WebhookPayload;
}

/**
 * The bodies one event is delivered as, in the subscription's version, for
 * the events it enables: V1 and V2 are the vendor's trigger-message shapes
 * (status changes have none there), V3 has every event with `metadata`; an
 * account that became EXPIRED is also the vendor's
 * `composio.connected_account.expired`, with the account as `data`.
 */
export function webhookBodies(
  version: WebhookVersion,
  enabled: readonly WebhookEventType[],
  event: ServiceEvent,
  envelope: EventEnvelope,
): ShapedEvent[] {
  const shaped: ShapedEvent[] = [];
  const wants = (type: WebhookEventType) => enabled.includes(type);
  if (event.kind === 'trigger.message') {
    if (wants('composio.trigger.message')) shaped.push({ type: 'composio.trigger.message', body: triggerWebhookBody(version, event, envelope) });
    return shaped;
  }
  if (version !== 'V3') return shaped;
  const metadata = { project_id: envelope.projectId, org_id: envelope.orgId };
  const { kind: _kind, account, ...data } = event;
  if (wants('composio.connected_account.status_changed')) {
    const body: WebhookEvent = { id: envelope.id, type: 'composio.connected_account.status_changed', timestamp: envelope.timestamp, metadata, data };
    shaped.push({ type: body.type, body });
  }
  if (event.status === 'EXPIRED' && wants('composio.connected_account.expired')) {
    // A second event of the same change: its own id, so a receiver that dedupes on webhook-id keeps both.
    const id = `${envelope.id}_expired`;
    const body: WebhookEvent = {
      id,
      type: 'composio.connected_account.expired',
      timestamp: envelope.timestamp,
      metadata,
      data: account(),
    };
    shaped.push({ type: body.type, body });
  }
  return shaped;
}

/** A trigger firing as the vendor's payload of `version` (V1 and V2 its older trigger shapes, V3 with `metadata`). */
export function triggerWebhookBody(version: WebhookVersion, event: TriggerFired, envelope: EventEnvelope): WebhookPayload {
  if (version === 'V1') {
    const v1: WebhookPayloadV1 = {
      trigger_name: event.trigger_slug,
      connection_id: event.connected_account_id,
      trigger_id: event.trigger_id,
      payload: event.payload,
      log_id: envelope.logId,
    };
    return v1;
  }
  if (version === 'V2') {
    const v2: WebhookPayloadV2 = {
      type: event.trigger_slug.toLowerCase(),
      timestamp: envelope.timestamp,
      log_id: envelope.logId,
      // The payload's own fields first: the ids the vendor puts beside them cannot be overwritten by an app's data.
      data: {
        ...event.payload,
        connection_id: stableUuid(event.connected_account_id),
        connection_nano_id: event.connected_account_id,
        trigger_nano_id: event.trigger_id,
        trigger_id: stableUuid(event.trigger_id),
        user_id: event.user_id,
      },
    };
    return v2;
  }
  const v3: WebhookEvent = {
    id: envelope.id,
    type: 'composio.trigger.message',
    timestamp: envelope.timestamp,
    metadata: {
      log_id: envelope.logId,
      trigger_slug: event.trigger_slug,
      trigger_id: event.trigger_id,
      connected_account_id: event.connected_account_id,
      auth_config_id: event.auth_config_id,
      user_id: event.user_id,
      toolkit_slug: event.toolkit_slug,
    },
    data: event.payload,
  };
  return v3;
}
