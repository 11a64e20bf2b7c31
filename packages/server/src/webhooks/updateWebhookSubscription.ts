import type { WebhookEventType, WebhookVersion } from '@patchbay/client';
import type { Service } from '../Service';
import { eventsForVersion } from './eventsForVersion';
import type { WebhookSubscriptionRecord } from './records';
import { enabledEvents as vendorNames, eventsOfVersion } from './webhookEventNames';

export interface WebhookSubscriptionChanges {
  webhookUrl?: string | undefined;
  version?: WebhookVersion | undefined;
  enabledEvents?: WebhookEventType[] | undefined;
}

/** Applies the given changes; the others stay as they are. */
export function updateWebhookSubscription(
  service: Service,
  record: WebhookSubscriptionRecord,
  changes: WebhookSubscriptionChanges,
): WebhookSubscriptionRecord {
  const nextVersion = changes.version ?? record.version;
  // A new version without a new list keeps what the old list asked for, as far as the new version can carry it.
  const kept = vendorNames(record.enabled_events).filter((name) => eventsOfVersion(nextVersion).includes(name));
  return service.store.put('webhook_subscriptions', {
    ...record,
    webhook_url: changes.webhookUrl ?? record.webhook_url,
    version: nextVersion,
    enabled_events: eventsForVersion(nextVersion, changes.enabledEvents ?? (kept.length > 0 ? kept : undefined)),
    updated_at: service.clock().toISOString(),
  });
}
