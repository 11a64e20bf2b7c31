import { nanoid } from '../ids';
import type { Service } from '../Service';
import { attemptDelivery } from './attemptDelivery';
import { enabledEvents } from './webhookEventNames';
import { webhookBodies, type AccountStatusChangedData, type ServiceEvent, type TriggerFired } from './webhookBodies';

type EventData<K extends ServiceEvent['kind']> = K extends 'trigger.message' ? Omit<TriggerFired, 'kind'> : AccountStatusChangedData;

/**
 * Queues an event for the project's webhook subscription (if it has one that
 * enables it), shaped as the subscription's version says, to be signed and
 * delivered with retries.
 */
export function publishWebhookEvent<K extends ServiceEvent['kind']>(service: Service, projectId: string, kind: K, data: EventData<K>): void {
  const { store } = service;
  const project = store.get('projects', projectId);
  if (!project || project.deleted_at) return;
  const subscription = store.find('webhook_subscriptions', { where: { project_id: projectId }, limit: 1 })[0];
  if (!subscription) return;

  const now = service.clock().toISOString();
  const envelope = { id: `msg_${nanoid(24)}`, timestamp: now, logId: `log_${nanoid(16)}`, projectId, orgId: project.org_id };
  const event = { kind, ...data } as ServiceEvent;
  for (const { type, body } of webhookBodies(subscription.version, enabledEvents(subscription.enabled_events), event, envelope)) {
    const id = 'id' in body && typeof body.id === 'string' ? body.id : envelope.id;
    // Stored first: the delivery survives a restart even if the attempt below never runs.
    store.put('webhook_deliveries', {
      id,
      project_id: projectId,
      subscription_id: subscription.id,
      event_type: type,
      body: JSON.stringify(body),
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
    service.background.run(() => attemptDelivery(service, id));
  }
}
