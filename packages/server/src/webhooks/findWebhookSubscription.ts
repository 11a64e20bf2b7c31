import { notFound } from '../http/ApiError';
import type { ProjectRecord } from '../projects/records';
import type { Service } from '../Service';
import type { WebhookSubscriptionRecord } from './records';

/** The project's subscription `id`; another project's is a 404 like an unknown one. */
export function findWebhookSubscription(service: Service, project: ProjectRecord, id: string): WebhookSubscriptionRecord {
  const record = service.store.get('webhook_subscriptions', id);
  if (!record || record.project_id !== project.id) throw notFound('Webhook subscription', id);
  return record;
}
