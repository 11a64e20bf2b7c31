export type TriggerInstanceStatus = 'listening' | 'paused';

/** A trigger instance as stored ('trigger_instances'). */
export interface TriggerInstanceRecord {
  id: string;
  project_id: string;
  /** The trigger type slug. */
  trigger_slug: string;
  toolkit_slug: string;
  connected_account_id: string;
  auth_config_id: string;
  user_id: string;
  /** Validated, with defaults applied. */
  trigger_config: Record<string, unknown>;
  status: TriggerInstanceStatus;
  /** What a polling trigger remembers between polls (shown as `state`). */
  state: Record<string, unknown>;
  disabled_at: string | null;
  /** The trigger type version the instance was created with. */
  version: string;
  created_at: string;
  updated_at: string;
}
