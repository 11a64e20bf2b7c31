import type { TriggerInstance } from '@patchbay/client';
import { stableUuid } from '../stableUuid';
import type { TriggerInstanceRecord } from './records';

export function toTriggerInstanceWire(record: TriggerInstanceRecord): TriggerInstance {
  return {
    id: record.id,
    uuid: stableUuid(record.id),
    trigger_name: record.trigger_slug,
    triggerName: record.trigger_slug,
    connected_account_id: record.connected_account_id,
    connectedAccountId: record.connected_account_id,
    connected_account_uuid: stableUuid(record.connected_account_id),
    user_id: record.user_id,
    trigger_config: record.trigger_config,
    triggerConfig: record.trigger_config,
    state: record.state,
    disabled_at: record.disabled_at,
    disabledAt: record.disabled_at,
    version: record.version,
    created_at: record.created_at,
    updated_at: record.updated_at,
    updatedAt: record.updated_at,
  };
}
