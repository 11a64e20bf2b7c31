import type { ConnectedAccountStatus } from './accountStatus';
import type { CursorPageQuery } from './common';

/**
 * A tool's hints (the vendor's tags): what it does (`readOnlyHint`,
 * `createHint`, `updateHint`, `destructiveHint`: a tool that is not read-only
 * has exactly one of the other three) and how (`idempotentHint`, `openWorldHint`).
 */
export type McpTag = 'readOnlyHint' | 'createHint' | 'updateHint' | 'destructiveHint' | 'idempotentHint' | 'openWorldHint';

/**
 * A session's per-toolkit tool settings as answered: `enabled` when the
 * session offers only those tools of the toolkit; `require_approval` tools
 * that wait for the user's approval; `tags.require_approval` replaces the
 * session-wide `tags.require_approval` for this toolkit.
 */
export interface SessionToolkitTools {
  enabled?: string[];
  require_approval?: string[];
  tags?: { require_approval: McpTag[] };
}

/** A session's per-toolkit tool settings as requested (`enable`, as the vendor's requests say). */
export interface SessionToolkitToolsRequest {
  enable?: string[];
  /** These tools of the toolkit wait for the user's approval before they run. */
  require_approval?: string[];
  /** Replaces the session-wide `tags.require_approval` for this toolkit (the vendor's per-toolkit override). */
  tags?: { require_approval: McpTag[] };
}

/**
 * A session's tags as requested: a list (the tools offered have one of
 * them), or `enable`/`disable` lists, and `require_approval`: tools with one
 * of these tags wait for the user's approval before they run.
 */
export type SessionTagsRequest = McpTag[] | { enable?: McpTag[]; disable?: McpTag[]; require_approval?: McpTag[] };

/**
 * Toolkits as requested: an allow list or a deny list (`enable` or
 * `disable`), with `require_approval`: every tool of these toolkits waits for
 * the user's approval. `{ require_approval }` alone keeps every toolkit.
 */
export type SessionToolkitsRequest =
  { enable: string[]; require_approval?: string[] } | { disable: string[]; require_approval?: string[] } | { require_approval: string[] };

/** A session's configuration (spec 2.7 `config`). */
export interface ToolRouterSessionConfig {
  user_id: string;
  /** `require_approval`: toolkits whose every tool waits for the user's approval; absent when none. */
  toolkits: { enabled: string[]; require_approval?: string[] };
  auth_configs: Record<string, string>;
  /**
   * toolkit slug -> the accounts the session pins: one id under `/api/v3`
   * (spec 2.7: the first pinned), the list under `/api/v3.1` (the vendor's).
   */
  connected_accounts: Record<string, string | string[]>;
  manage_connections: { enabled: boolean; callback_url?: string; enable_wait_for_connections: boolean };
  tools: Record<string, SessionToolkitTools>;
  /** `require_approval`: tools with one of these tags wait for the user's approval; absent when none. */
  tags: { enabled: McpTag[]; disabled: McpTag[]; require_approval?: McpTag[] };
  workbench: { proxy_execution_enabled: boolean };
  /**
   * Extension (the vendor's): app tools the session's MCP URL and tools list
   * offer directly, next to the meta tools; empty when none, `"all"` as given.
   */
  preload: { tools: string[] | 'all' };
  /** Extension (the vendor's): whether the session offers PATCHBAY_SEARCH_TOOLS. */
  search: { enable: boolean };
  /** Extension (the vendor's): whether the session offers PATCHBAY_MULTI_EXECUTE_TOOL. */
  execute: { enable_multi_execute: boolean };
  /** Extension (the vendor's): the multi-account settings, when given. */
  multi_account?: SessionMultiAccount;
}

/**
 * Extension (the vendor's): a session's multi-account settings. With
 * `require_explicit_selection`, a direct call of a toolkit the session has
 * several usable accounts of must name one (`account`); without it the
 * default account runs.
 */
export interface SessionMultiAccount {
  enable: boolean;
  /** The accounts the session may use per toolkit (at most 10). */
  max_accounts_per_toolkit?: number;
  require_explicit_selection: boolean;
}

/**
 * Extension (the vendor's): session switches of the meta tools. The vendor
 * SDK's direct tools preset sends `search: { enable: false }` and
 * `execute: { enable_multi_execute: false }`.
 */
export interface SessionMetaToolSwitches {
  /** `false`: the session does not offer PATCHBAY_SEARCH_TOOLS. @default true */
  search?: { enable?: boolean };
  /** `enable_multi_execute: false`: the session does not offer PATCHBAY_MULTI_EXECUTE_TOOL. @default true */
  execute?: { enable_multi_execute?: boolean };
}

/**
 * Extension (the vendor's): multi-account settings as requested.
 * `require_explicit_selection` defaults to `enable`; `enable` defaults to true.
 */
export interface SessionMultiAccountRequest {
  enable?: boolean;
  /** 1 to 10. */
  max_accounts_per_toolkit?: number;
  require_explicit_selection?: boolean;
}

/**
 * Extension (the vendor's): app tools to list directly on the session's MCP
 * URL and tools list, next to the meta tools, so an agent calls them without
 * searching. Each must be a tool the session offers; at most 50. `"all"` (what
 * the vendor's SDK direct tools preset sends) lists every tool the session
 * offers, including ones its toolkits gain later; refused (400) when that is
 * more than 500: enable specific toolkits. @default no tool
 */
export interface SessionPreloadRequest {
  tools?: string[] | 'all';
}

/** Spec 2.7. */
export interface ToolRouterSession {
  session_id: string;
  mcp: { type: string; url: string };
  tool_router_tools: string[];
  /** Extension (the vendor's): 1 when created, one more with each update. */
  config_version: number;
  config: ToolRouterSessionConfig;
}

/** Extension: body of `POST /api/v3/tool_router/session`. Requests say `enable`, responses `enabled`. */
export interface CreateToolRouterSessionRequest {
  user_id: string;
  /** Toolkits to expose, and those that need approval. @default every toolkit, none needing approval */
  toolkits?: SessionToolkitsRequest;
  /** toolkit slug -> auth config id to use for it. */
  auth_configs?: Record<string, string>;
  /**
   * toolkit slug -> the connected account(s) of the user to use for it: one
   * id, or a list (the vendor's v3.1 form; at most 10, the first is the default).
   */
  connected_accounts?: Record<string, string | string[]>;
  manage_connections?: { enable?: boolean | null; callback_url?: string; enable_wait_for_connections?: boolean | null };
  tools?: Record<string, SessionToolkitToolsRequest>;
  tags?: SessionTagsRequest;
  workbench?: { enable_proxy_execution?: boolean };
  preload?: SessionPreloadRequest;
  search?: SessionMetaToolSwitches['search'];
  execute?: SessionMetaToolSwitches['execute'];
  multi_account?: SessionMultiAccountRequest;
}

/**
 * Extension (the vendor's v3.1): body of `PATCH /api/v3/tool_router/session/{session_id}`.
 * Only the fields given change, each replaced whole and checked as on
 * create; `null` puts `connected_accounts`, `manage_connections`,
 * `workbench` or `preload` back to their defaults. The user stays the same.
 * Approval settings are the exception: a `require_approval` list changes
 * only where the update names it (`[]` removes it), so `tools` that leaves a
 * toolkit out keeps that toolkit's lists.
 */
export interface UpdateToolRouterSessionRequest {
  toolkits?: SessionToolkitsRequest;
  auth_configs?: Record<string, string>;
  connected_accounts?: Record<string, string | string[]> | null;
  manage_connections?: { enable?: boolean | null; callback_url?: string; enable_wait_for_connections?: boolean | null } | null;
  tools?: Record<string, SessionToolkitToolsRequest>;
  tags?: SessionTagsRequest;
  workbench?: { enable_proxy_execution?: boolean } | null;
  /** `null`: no tool preloaded. */
  preload?: SessionPreloadRequest | null;
  /** `null`: back to on. */
  search?: SessionMetaToolSwitches['search'] | null;
  /** `null`: back to on. */
  execute?: SessionMetaToolSwitches['execute'] | null;
  /** `null`: no multi-account settings. */
  multi_account?: SessionMultiAccountRequest | null;
  /**
   * The vendor's precondition: apply the update only while the session is
   * at this `config_version`; otherwise 409 `conflict` and nothing changes
   * (of two updates made against the same version, one applies). `false`
   * or absent: no precondition, the last writer wins.
   */
  expected_config_version?: number | false;
}

/** Extension (the vendor's v3.1): body of `POST /api/v3/tool_router/session/{session_id}/attach`; nothing is taken. */
export type AttachToolRouterSessionRequest = Record<never, never>;

/** Extension (the vendor's v3.1): answer of `DELETE /api/v3/tool_router/session/{session_id}`. */
export interface DeleteToolRouterSessionResponse {
  session_id: string;
  deleted: true;
}

/** Extension (the vendor's v3.1): one version of a session's configuration. */
export interface SessionConfigVersion {
  version: number;
  /** The live configuration (first on the first page only). */
  is_current: boolean;
  /** When this version was superseded by an update; for the current one, when it took effect. */
  created_at: string;
  config: ToolRouterSessionConfig;
}

/** Extension (the vendor's v3.1): query of `GET /api/v3/tool_router/session/{session_id}/config_history`. */
export interface SessionConfigHistoryQuery {
  /** @default 20, at most 100 */
  limit?: number | null;
  cursor?: string;
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
  /**
   * Extension: the language of the hosted pages, a BCP 47 tag, as `locale` of
   * a link. @default undefined (as a link's)
   */
  locale?: string;
}

/** Spec 2.4, tool-router variant: no expires_at. */
export interface SessionLink {
  link_token: string;
  redirect_url: string;
  connected_account_id: string;
}
