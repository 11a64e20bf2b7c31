import type { WebhookEvent, WebhookEventType } from '@patchbay/client';
import { nanoid } from '../ids';
import type { Service } from '../Service';
import { attemptDelivery } from './attemptDelivery';

/**
 * Queues an event for the project's webhook subscription (if it has one that
 * enables `type`), to be signed and delivered with retries.
 */
export function publishWebhookEvent(service: Service, projectId: string, type: WebhookEventType, data: Record<string, unknown>): void {
  const { store } = service;
  const project = store.get('projects', projectId);
  if (!project || project.deleted_at) return;
  const subscription = store.find('webhook_subscriptions', { where: { project_id: projectId }, limit: 1 })[0];
  if (!subscription || !subscription.enabled_events.includes(type)) return;

  const now = service.clock().toISOString();
  const event: WebhookEvent = { id: `msg_${nanoid(24)}`, type, timestamp: now, data };
  // Stored first: the delivery survives a restart even if the attempt below never runs.
  store.put('webhook_deliveries', {
    id: event.id,
    project_id: projectId,
    subscription_id: subscription.id,
    event_type: type,
    body: JSON.stringify(event),
    attempts: 0,
    status: 'pending',
    next_attempt_at: now,
    last_attempt_at: null,
    last_status: null,
    last_error: null,
    delivered_at: null,
    created_at: now,
    updated_at: now,
  });
  service.background.run(() => attemptDelivery(service, event.id));
}
