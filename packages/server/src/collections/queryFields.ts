import type { Collection, CollectionRecords } from './collectionRecords';

/**
 * The fields of each collection that queries may filter and sort on: they are
 * real, indexed columns in the database, so only these can be asked for.
 */
export const QUERY_FIELDS = {
  settings: [],
  projects: ['project_id', 'org_id', 'name', 'deleted_at'],
  api_keys: ['project_id'],
  auth_configs: ['project_id', 'toolkit_slug', 'status', 'auth_scheme'],
  connected_accounts: ['project_id', 'user_id', 'toolkit_slug', 'status', 'auth_config_id', 'deleted_at', 'created_at', 'updated_at', 'account_type'],
  link_sessions: ['project_id', 'connected_account_id', 'status', 'expires_at'],
  oauth_codes: ['expires_at', 'link_token'],
  trigger_instances: ['project_id', 'connected_account_id', 'user_id', 'trigger_slug', 'auth_config_id', 'status'],
  tool_router_sessions: ['project_id'],
  tool_router_session_configs: ['project_id', 'session_id', 'version'],
  session_files: ['project_id', 'session_id', 'mount_id', 'path'],
  session_file_uploads: ['project_id', 'session_id', 'expires_at'],
  mcp_servers: ['project_id'],
  mcp_instances: ['project_id', 'mcp_server_id'],
  mcp_sessions: ['project_id', 'last_used_at'],
  mcp_elicitations: ['mcp_session_id', 'expires_at'],
  files: ['project_id', 'status', 'md5', 'toolkit_slug', 'tool_slug', 'created_at'],
  webhook_subscriptions: ['project_id'],
  webhook_deliveries: ['status', 'next_attempt_at', 'updated_at'],
  sandbox_items: ['project_id', 'connected_account_id', 'kind', 'created_at'],
  tool_executions: ['project_id', 'created_at', 'user_id', 'tool_slug', 'toolkit_slug', 'connected_account_id', 'session_id'],
  tool_approvals: ['project_id', 'session_id', 'status', 'created_at', 'expires_at'],
  toolkit_faults: ['toolkit_slug'],
} as const satisfies { [C in Collection]: readonly (keyof CollectionRecords[C] & string)[] };
