import type { ConnectedAccountStatus } from './connectedAccounts';
import type { CursorPageQuery } from './common';

export type McpTag = 'readOnlyHint' | 'destructiveHint' | 'idempotentHint' | 'openWorldHint';

/** Spec 2.7. */
export interface ToolRouterSession {
  session_id: string;
  mcp: { type: string; url: string };
  tool_router_tools: string[];
  config: {
    user_id: string;
    toolkits: { enabled: string[] };
    auth_configs: Record<string, string>;
    connected_accounts: Record<string, string>;
    manage_connections: { enabled: boolean; callback_url?: string; enable_wait_for_connections: boolean };
    tools: Record<string, { enabled: string[] }>;
    tags: { enabled: McpTag[]; disabled: McpTag[] };
    workbench: { proxy_execution_enabled: boolean };
  };
}

/** Extension: body of `POST /api/v3/tool_router/session`. Requests say `enable`, responses `enabled`. */
export interface CreateToolRouterSessionRequest {
  user_id: string;
  /** Toolkits to expose. @default every toolkit */
  toolkits?: { enable: string[] } | { disable: string[] };
  /** toolkit slug -> auth config id to use for it. */
  auth_configs?: Record<string, string>;
  /** toolkit slug -> connected account id to use for it. */
  connected_accounts?: Record<string, string>;
  manage_connections?: { enable?: boolean | null; callback_url?: string; enable_wait_for_connections?: boolean | null };
  tools?: Record<string, { enable: string[] }>;
  tags?: McpTag[] | { enable?: McpTag[]; disable?: McpTag[] };
  workbench?: { enable_proxy_execution?: boolean };
}

/** A toolkit as seen from a tool router session (spec 2.5). */
export interface SessionToolkit {
  name: string;
  slug: string;
  enabled: boolean;
  is_no_auth: boolean;
  vendor_managed_auth_schemes: string[];
  /** The vendor's name for `vendor_managed_auth_schemes`. */
  composio_managed_auth_schemes: string[];
  meta: { logo: string; description: string };
  connected_account?: {
    id: string;
    user_id: string;
    status: ConnectedAccountStatus;
    created_at: string;
    /** `is_composio_managed` is the vendor's name for `is_vendor_managed`. */
    auth_config: { id: string; auth_scheme: string; is_vendor_managed: boolean; is_composio_managed: boolean };
  };
}

export interface ListSessionToolkitsQuery extends CursorPageQuery {
  /** Only these slugs; overrides the session's toolkits. Sent comma-separated. */
  toolkits?: string[] | null;
  /** Only toolkits with an ACTIVE connected account. */
  is_connected?: boolean | null;
  /** Matches name, slug or description. */
  search?: string;
}

export interface CreateSessionLinkRequest {
  toolkit: string;
  callback_url?: string;
  /** A label for the new account (the vendor's field), unique among the user's accounts of the toolkit. */
  alias?: string;
}

/** Spec 2.4, tool-router variant: no expires_at. */
export interface SessionLink {
  link_token: string;
  redirect_url: string;
  connected_account_id: string;
}
