import type { WebhookEventType } from '@patchbay/client';
import type { DemoMessages } from '../i18n/messages/en';

type EventNames = DemoMessages['admin']['webhook']['eventNames'];

const KEYS: Record<WebhookEventType, keyof EventNames> = {
  'composio.trigger.message': 'triggerMessage',
  'composio.connected_account.expired': 'accountExpired',
  'composio.connected_account.status_changed': 'accountStatusChanged',
};

/** A webhook event type as an admin reads it ("Trigger events"); a type this demo does not know shows as sent. */
export function webhookEventName(type: string, names: EventNames): string {
  const key = (KEYS as Record<string, keyof EventNames | undefined>)[type];
  return key ? names[key] : type;
}
