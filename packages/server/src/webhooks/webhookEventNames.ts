import type { LegacyWebhookEventType, WebhookEventType, WebhookVersion } from '@patchbay/client';

/** Every event the service sends, by the vendor's names (V3). */
export const WEBHOOK_EVENT_TYPES = [
  'composio.trigger.message',
  'composio.connected_account.expired',
  'composio.connected_account.status_changed',
] as const satisfies readonly WebhookEventType[];

/** Names accepted on input besides the vendor's: this kit's earlier ones. */
export const LEGACY_EVENT_TYPES = ['trigger.message', 'connected_account.status_changed'] as const satisfies readonly LegacyWebhookEventType[];

/** The vendor's name of an event name as sent or stored (earlier names gain the `composio.` prefix). */
export function vendorEventName(name: WebhookEventType | LegacyWebhookEventType): WebhookEventType {
  return name.startsWith('composio.') ? (name as WebhookEventType) : (`composio.${name}` as WebhookEventType);
}

/** The events a payload version can carry: V1 and V2 are the vendor's trigger-message shapes, V3 carries all. */
export function eventsOfVersion(version: WebhookVersion): readonly WebhookEventType[] {
  return version === 'V3' ? WEBHOOK_EVENT_TYPES : ['composio.trigger.message'];
}

/** The vendor's names of a stored list, without repeats. */
export function enabledEvents(names: readonly (WebhookEventType | LegacyWebhookEventType)[]): WebhookEventType[] {
  return [...new Set(names.map(vendorEventName))];
}
