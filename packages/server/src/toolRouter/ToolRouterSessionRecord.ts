import type { McpTag } from '@patchbay/client';

/** What a session's configuration holds: replaced by updates, kept per version in its history. */
export interface ToolRouterSessionSettings {
  /**
   * As requested: an allow list, or a deny list over the whole catalog;
   * `require_approval`: toolkits whose every tool waits for the user's approval.
   */
  toolkits: { mode: 'enable' | 'disable'; slugs: string[]; require_approval?: string[] };
  auth_configs: Record<string, string>;
  /** toolkit slug -> the pinned accounts, the default first. */
  connected_accounts: Record<string, string[]>;
  manage_connections: { enabled: boolean; callback_url: string | null; enable_wait_for_connections: boolean };
  /**
   * Per toolkit: `enabled`, the only tools offered (absent: all of them);
   * `require_approval`, tools that wait for approval; `tags.require_approval`,
   * replacing the session's approval tags for the toolkit.
   */
  tools: Record<string, { enabled?: string[]; require_approval?: string[]; tags?: { require_approval: McpTag[] } }>;
  /** `require_approval`: tools with one of these hints wait for the user's approval. */
  tags: { enabled: McpTag[]; disabled: McpTag[]; require_approval?: McpTag[] };
  workbench: { proxy_execution_enabled: boolean };
  /**
   * App tools the session's MCP URL and tools list offer directly, next to the
   * meta tools: each one the session offers, or `"all"` of them (kept as
   * such, resolved when listed).
   */
  preload: { tools: string[] | 'all' };
  /** The meta tools the session's MCP server offers. */
  tool_router_tools: string[];
  /** `enable: false` leaves PATCHBAY_SEARCH_TOOLS out (the vendor's direct tools preset). Absent: on. */
  search?: { enable: boolean };
  /** `enable_multi_execute: false` leaves PATCHBAY_MULTI_EXECUTE_TOOL out (the vendor's direct tools preset). Absent: on. */
  execute?: { enable_multi_execute: boolean };
  /**
   * The vendor's multi-account settings: with `require_explicit_selection`,
   * a call of a toolkit the user has several usable accounts of must name one
   * (`account`). Absent: the default account runs.
   */
  multi_account?: { enable: boolean; max_accounts_per_toolkit?: number; require_explicit_selection: boolean };
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
