import type { TriggerMessageEvent } from '@patchbay/client';

/** A trigger's event as the service delivers it to a webhook: a task created in the OAuth demo toolkit. */
export function triggerMessageEvent(id = 'msg_1'): TriggerMessageEvent {
  return {
    id,
    type: 'composio.trigger.message',
    timestamp: '2026-03-01T12:00:00.000Z',
    metadata: {
      log_id: 'log_1',
      trigger_slug: 'PATCHBAY_OAUTH_DEMO_TASK_CREATED',
      trigger_id: 'ti_1',
      connected_account_id: 'ca_1',
      auth_config_id: 'ac_1',
      user_id: 'user-1',
      toolkit_slug: 'patchbay_oauth_demo',
    },
    data: { title: 'Ship it' },
  };
}
