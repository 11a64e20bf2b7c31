import type { CursorPageQuery } from './common';

/** A `config` field of a trigger type. */
export interface TriggerConfigField {
  type: 'string' | 'number' | 'boolean' | 'enum';
  required: boolean;
  description?: string;
  /** For `enum`. */
  options?: string[];
  default?: string | number | boolean;
}

/** A `payload` field of a trigger type. */
export interface TriggerPayloadField {
  type: string;
  description?: string;
  /** For `object`: name -> type. */
  properties?: Record<string, string>;
}

/** Spec 2.6. */
export interface TriggerType {
  slug: string;
  name: string;
  description: string;
  instructions: string;
  type: 'webhook' | 'poll';
  toolkit: { slug: string; name: string; logo: string };
  config: Record<string, TriggerConfigField>;
  payload: Record<string, TriggerPayloadField>;
  version: string;
}

export interface ListTriggerTypesQuery extends CursorPageQuery {
  toolkit_slugs?: string[] | null;
  /** 'latest', or a version per toolkit slug (bracket notation on the wire). */
  toolkit_versions?: string | Record<string, string> | null;
}

/** Answer of `GET /api/v3/triggers_types/list/enum`: every trigger type slug of the catalog (the vendor's list for code generation). */
export type TriggerTypeEnumResponse = string[];

export type TriggerInstanceAction = 'enable' | 'disable';

/** Extension: a trigger instance (`GET /api/v3/trigger_instances/active`). */
/**
 * A trigger instance as listed. The vendor's listing names some fields twice,
 * in snake_case and camelCase; both are here, with the same values.
 */
export interface TriggerInstance {
  id: string;
  /** The vendor's second id of the instance (a UUID). */
  uuid: string;
  trigger_name: string;
  triggerName: string;
  connected_account_id: string;
  connectedAccountId: string;
  /** The vendor's second id of the account (a UUID). */
  connected_account_uuid: string;
  user_id: string;
  trigger_config: Record<string, unknown>;
  triggerConfig: Record<string, unknown>;
  state: Record<string, unknown>;
  /** Null while listening. */
  disabled_at: string | null;
  disabledAt: string | null;
  version: string;
  created_at: string;
  updated_at: string;
  updatedAt: string;
}

/** Extension: body of `POST /api/v3/trigger_instances/{slug}/upsert`. */
export interface UpsertTriggerInstanceRequest {
  /**
   * The account to listen on. Without it, `user_id`'s newest ACTIVE account of
   * the trigger's toolkit, as tool execution picks one.
   */
  connected_account_id?: string;
  /** Whose account: required without `connected_account_id`; with it, the account must be this user's. */
  user_id?: string;
  trigger_config?: Record<string, unknown>;
  toolkit_versions?: string | Record<string, string> | null;
}

export interface UpsertTriggerInstanceResponse {
  trigger_id: string;
  /** The vendor's v3 answer also carries the instance's UUID. */
  deprecated: { uuid: string };
}

/** Extension: query of `GET /api/v3/trigger_instances/active`. Arrays are sent comma-separated. */
export interface ListTriggerInstancesQuery extends CursorPageQuery {
  connected_account_ids?: string[] | null;
  user_ids?: string[] | null;
  trigger_ids?: string[] | null;
  trigger_names?: string[] | null;
  auth_config_ids?: string[] | null;
  /** Include paused instances. @default false */
  show_disabled?: boolean | null;
}

export interface ManageTriggerInstanceResponse {
  /** The vendor's: the operation went through. */
  status: 'success';
}

export interface DeleteTriggerInstanceResponse {
  trigger_id: string;
}
