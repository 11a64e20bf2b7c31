import { publishWebhookEvent } from '../webhooks/publishWebhookEvent';
import type { Service } from '../Service';
import type { TriggerInstanceRecord } from './records';

/** One instance fired: a trigger message for the project's webhook subscription. */
export function publishTriggerMessage(service: Service, instance: TriggerInstanceRecord, payload: Record<string, unknown>): void {
  publishWebhookEvent(service, instance.project_id, 'trigger.message', {
    trigger_id: instance.id,
    trigger_slug: instance.trigger_slug,
    toolkit_slug: instance.toolkit_slug,
    connected_account_id: instance.connected_account_id,
    auth_config_id: instance.auth_config_id,
    user_id: instance.user_id,
    payload,
  });
}
