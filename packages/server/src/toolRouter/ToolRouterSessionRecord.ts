import type { McpTag } from '@patchbay/client';

/** What a session's configuration holds: replaced by updates, kept per version in its history. */
export interface ToolRouterSessionSettings {
  /** As requested: an allow list, or a deny list over the whole catalog. */
  toolkits: { mode: 'enable' | 'disable'; slugs: string[] };
  auth_configs: Record<string, string>;
  /** toolkit slug -> the pinned accounts, the default first. */
  connected_accounts: Record<string, string[]>;
  manage_connections: { enabled: boolean; callback_url: string | null; enable_wait_for_connections: boolean };
  tools: Record<string, { enabled: string[] }>;
  tags: { enabled: McpTag[]; disabled: McpTag[] };
  workbench: { proxy_execution_enabled: boolean };
  /** The meta tools the session's MCP server offers. */
  tool_router_tools: string[];
}

/** Stored in 'tool_router_sessions'; the id is the session id ('trs_...'). */
export interface ToolRouterSessionRecord extends ToolRouterSessionSettings {
  id: string;
  project_id: string;
  user_id: string;
  /** 1 when created, one more with each update. */
  config_version: number;
  /** When the current configuration took effect. */
  config_updated_at: string;
  created_at: string;
}
