import type { WebhookEventType, WebhookVersion } from '@patchbay/client';
import { generateWebhookSecret } from '@patchbay/relay';
import { ApiError } from '../http/ApiError';
import { newId } from '../ids';
import type { ProjectRecord } from '../projects/records';
import type { Service } from '../Service';
import { eventsForVersion } from './eventsForVersion';
import type { WebhookSubscriptionRecord } from './records';

export interface NewWebhookSubscription {
  webhookUrl: string;
  version: WebhookVersion;
  enabledEvents: WebhookEventType[] | undefined;
}

/** Subscribes the project with a new secret; a project has at most one subscription (spec 8), else 409. */
export function createWebhookSubscription(service: Service, project: ProjectRecord, input: NewWebhookSubscription): WebhookSubscriptionRecord {
  const now = service.clock().toISOString();
  return service.store.transaction(() => {
    const existing = service.store.find('webhook_subscriptions', { where: { project_id: project.id }, limit: 1 })[0];
    if (existing) {
      throw new ApiError('CONFLICT', `This project already has a webhook subscription ('${existing.id}'); a project is limited to one.`, {
        suggestedFix: `Change it with PATCH /api/v3/webhook_subscriptions/${existing.id}, or delete it before creating another.`,
      });
    }
    return service.store.put('webhook_subscriptions', {
      id: newId('webhookSubscription'),
      project_id: project.id,
      webhook_url: input.webhookUrl,
      version: input.version,
      enabled_events: eventsForVersion(input.version, input.enabledEvents),
      secret: generateWebhookSecret(),
      created_at: now,
      updated_at: now,
    });
  });
}
