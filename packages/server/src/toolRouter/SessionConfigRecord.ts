import type { ToolRouterSessionSettings } from './ToolRouterSessionRecord';

/**
 * Stored in 'tool_router_session_configs': a configuration a session had
 * before an update replaced it (the vendor's config history).
 */
export interface SessionConfigRecord extends ToolRouterSessionSettings {
  /** `<session id>.v<version>`. */
  id: string;
  project_id: string;
  session_id: string;
  user_id: string;
  version: number;
  /** When an update superseded it. */
  archived_at: string;
}
