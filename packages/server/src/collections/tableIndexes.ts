import type { StoreSchema } from '../store/StoreSchema';
import type { ServiceCollections } from './Store';

/**
 * The indexes of each table, one per way the service looks records up. Each
 * ends with the field lists sort on (the rowid `seq`, the tie break, is
 * implicitly last), so a filtered, ordered page is a range scan.
 */
export const TABLE_INDEXES: StoreSchema<ServiceCollections>['indexes'] = {
  settings: [],
  projects: [['org_id'], ['name']],
  api_keys: [['project_id']],
  auth_configs: [['project_id', 'toolkit_slug'], ['auth_scheme']],
  // Every listing asks for live accounts (deleted_at IS NULL): it leads after the project so counts stay inside the index.
  connected_accounts: [
    ['project_id', 'deleted_at', 'created_at'],
    ['project_id', 'deleted_at', 'updated_at'],
    ['project_id', 'deleted_at', 'user_id', 'created_at'],
    ['project_id', 'deleted_at', 'toolkit_slug', 'status', 'created_at'],
    ['project_id', 'deleted_at', 'status', 'created_at'],
    ['project_id', 'deleted_at', 'auth_config_id', 'created_at'],
    ['toolkit_slug', 'status'],
    // Whether a project has SHARED accounts at all (see listConnectedAccounts).
    ['project_id', 'account_type'],
  ],
  link_sessions: [
    ['connected_account_id', 'status'],
    ['status', 'expires_at'],
  ],
  // The sweep of expired grants, and one link's grants soonest to expire first.
  oauth_codes: [['expires_at'], ['link_token', 'expires_at']],
  trigger_instances: [
    ['project_id', 'status'],
    ['connected_account_id', 'trigger_slug'],
    ['trigger_slug', 'status'],
    ['project_id', 'user_id'],
    ['project_id', 'auth_config_id'],
  ],
  tool_router_sessions: [['project_id']],
  tool_router_session_configs: [['session_id', 'version']],
  session_files: [['session_id', 'mount_id', 'path']],
  session_file_uploads: [['session_id'], ['expires_at']],
  mcp_servers: [['project_id']],
  mcp_instances: [['mcp_server_id']],
  // Eviction of a project's oldest sessions, and the sweep of idle ones.
  mcp_sessions: [['project_id', 'last_used_at'], ['last_used_at']],
  mcp_elicitations: [['mcp_session_id'], ['expires_at']],
  files: [
    ['project_id', 'status', 'created_at'],
    ['project_id', 'md5'],
  ],
  webhook_subscriptions: [['project_id']],
  webhook_deliveries: [
    ['status', 'next_attempt_at'],
    ['status', 'updated_at'],
  ],
  sandbox_items: [['connected_account_id', 'kind']],
  // A project's logs newest first, all or one user's (the log search), and the retention sweep.
  tool_executions: [['project_id', 'created_at'], ['project_id', 'user_id', 'created_at'], ['created_at']],
  // A session's approvals, all or the pending ones, newest first; its expired pending ones, counted and pruned.
  tool_approvals: [
    ['session_id', 'created_at'],
    ['session_id', 'status', 'created_at'],
    ['session_id', 'status', 'expires_at'],
  ],
  toolkit_faults: [['toolkit_slug']],
};
