import type { WebhookEventType } from '@patchbay/client';

const NAMES: Record<WebhookEventType, string> = {
  'composio.trigger.message': 'Trigger events',
  'composio.connected_account.expired': 'Connections that expire',
  'composio.connected_account.status_changed': 'Connection status changes',
};

/** A webhook event type as an admin reads it ("Trigger events"); a type this demo does not know shows as sent. */
export function webhookEventName(type: string): string {
  return (NAMES as Record<string, string>)[type] ?? type;
}
