import type { Service } from '../Service';
import { configMatchesPayload } from './configMatchesPayload';
import { publishTriggerMessage } from './publishTriggerMessage';

export interface ToolkitEvent {
  projectId: string;
  connectedAccountId: string;
  /** The trigger type slug, e.g. PATCHBAY_OAUTH_DEMO_TASK_CREATED. */
  triggerSlug: string;
  payload: Record<string, unknown>;
}

/**
 * Something happened at a toolkit's app: every listening trigger instance of
 * that account and trigger type whose config matches emits a trigger.message
 * webhook event. Returns how many instances emitted.
 */
export function emitToolkitEvent(service: Service, event: ToolkitEvent): number {
  const { store } = service;
  const account = store.get('connected_accounts', event.connectedAccountId);
  // Only a live, usable account has an app that can report events.
  if (!account || account.project_id !== event.projectId || account.deleted_at || account.is_disabled || account.status !== 'ACTIVE') {
    return 0;
  }
  const firing = store
    .find('trigger_instances', { where: { connected_account_id: account.id, trigger_slug: event.triggerSlug, status: 'listening' } })
    .filter((instance) => instance.project_id === event.projectId && configMatchesPayload(instance.trigger_config, event.payload));
  for (const instance of firing) publishTriggerMessage(service, instance, event.payload);
  return firing.length;
}
