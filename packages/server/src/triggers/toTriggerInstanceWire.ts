import type { TriggerInstance } from '@patchbay/client';
import type { TriggerInstanceRecord } from './records';

export function toTriggerInstanceWire(record: TriggerInstanceRecord): TriggerInstance {
  return {
    id: record.id,
    trigger_name: record.trigger_slug,
    connected_account_id: record.connected_account_id,
    user_id: record.user_id,
    trigger_config: record.trigger_config,
    state: record.state,
    disabled_at: record.disabled_at,
    version: record.version,
    created_at: record.created_at,
    updated_at: record.updated_at,
  };
}
