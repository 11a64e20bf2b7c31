import type { ErrorSlug } from './errorSlugs';
import type { ConnectedAccountStatus } from './accountStatus';
import type { InactiveAccount } from './inactiveAccount';
import type { Tool, ToolErrorCode, ToolExecuteResponse, ToolJsonSchema } from './tools';

/** The meta tools a tool router session may offer (its `tool_router_tools`). */
export type MetaToolSlug =
  | 'PATCHBAY_SEARCH_TOOLS'
  | 'PATCHBAY_MULTI_EXECUTE_TOOL'
  | 'PATCHBAY_MANAGE_CONNECTIONS'
  | 'PATCHBAY_WAIT_FOR_CONNECTIONS'
  | 'PATCHBAY_WAIT_FOR_APPROVAL';

/** Extension: body of `POST /api/v3/tool_router/session/{session_id}/search`. */
export interface SessionSearchRequest {
  /** Up to 7 use cases, each searched on its own. */
  queries: { use_case: string; known_fields?: string }[];
}

/** One use case's matches, in request order. */
export interface SessionSearchResult {
  /** 1-based position of the query in the request. */
  index: number;
  use_case: string;
  /** Best matches first. */
  primary_tool_slugs: string[];
  related_tool_slugs: string[];
  /** The toolkits of the tools found. */
  toolkits: string[];
}

/** A found tool's schemas, once per tool across the queries. */
export interface SessionToolSchema {
  tool_slug: string;
  toolkit: string;
  description: string;
  hasFullSchema: true;
  input_schema: ToolJsonSchema;
  output_schema: ToolJsonSchema;
}

/** Whether the session's user can use a toolkit's tools now. */
export interface ToolkitConnectionStatus {
  toolkit: string;
  description: string;
  /** An ACTIVE account, or a no-auth toolkit (nothing to connect). */
  has_active_connection: boolean;
  status_message: string;
  /** Present when there is an ACTIVE account. */
  connection_details?: { connected_account_id: string; auth_config_id: string };
}

/** Extension: answer of the session search (the vendor's shape, the fields that make sense locally). */
export interface SessionSearchResponse {
  /** Always true: a query that finds nothing is not a failure. */
  success: boolean;
  error: string | null;
  results: SessionSearchResult[];
  /** Keyed by tool slug. */
  tool_schemas: Record<string, SessionToolSchema>;
  toolkit_connection_statuses: ToolkitConnectionStatus[];
  next_steps_guidance: string[];
  session: { id: string; generate_id: boolean; instructions: string };
  time_info: { current_time_utc: string; current_time_utc_epoch_seconds: number; message: string };
}

/**
 * Extension: answer of `GET /api/v3/tool_router/session/{session_id}/tools`:
 * the session's meta tools with their schemas, one page (the vendor's v3.1 pages them).
 */
export interface SessionToolsResponse {
  items: Tool[];
  /** Absent or null on the last page. */
  next_cursor?: string | null;
  total_pages: number;
  current_page: number;
  total_items: number;
}

/** Extension: query of `GET /api/v3/tool_router/session/{session_id}/tools`. */
export interface ListSessionToolsQuery {
  /** @default 20, at most 500 (the vendor's bound) */
  limit?: number | null;
  cursor?: string;
}

/** Extension: body of `POST /api/v3/tool_router/session/{session_id}/execute`. */
export interface SessionExecuteRequest {
  tool_slug: string;
  arguments?: Record<string, unknown>;
  /**
   * Which of the user's accounts of the tool's toolkit runs it: an account id
   * or an alias (the vendor's field). @default the session's pinned account,
   * else the user's newest ACTIVE one
   */
  account?: string;
}

/** Extension: body of `POST /api/v3/tool_router/session/{session_id}/execute_meta`. */
export interface SessionExecuteMetaRequest {
  slug: MetaToolSlug;
  arguments?: Record<string, unknown>;
}

/** The answer of a session execution: the tool's result (`successful` is an extension of the vendor's shape). */
export type SessionExecuteResponse = ToolExecuteResponse;

/** `data` of PATCHBAY_SEARCH_TOOLS. */
export interface SearchToolsData {
  tools: {
    slug: string;
    name: string;
    description: string;
    toolkit: string;
    input_schema: ToolJsonSchema;
    tags: string[];
    /** The user can run it now: an ACTIVE account, or a no-auth toolkit. */
    is_connected: boolean;
  }[];
}

/** One tool's result in PATCHBAY_MULTI_EXECUTE_TOOL's `data.results`, in request order. */
export interface MultiExecuteResult {
  tool_slug: string;
  successful: boolean;
  data: Record<string, unknown>;
  error: string | null;
  error_code: ToolErrorCode | null;
  /** null when the call was refused before the tool ran. */
  log_id: string | null;
  /** With `error_code: 'connected_account_not_active'`, the account to reconnect. Absent otherwise. */
  inactive_account?: InactiveAccount;
}

/** A toolkit's connection for the session's user, in PATCHBAY_MANAGE_CONNECTIONS and PATCHBAY_WAIT_FOR_CONNECTIONS. */
export interface SessionConnection {
  toolkit: string;
  /** An ACTIVE account, or a no-auth toolkit (nothing to connect). */
  connected: boolean;
  /** The status of the account shown, null when the user has none. */
  status: ConnectedAccountStatus | null;
  connected_account_id: string | null;
  /** PATCHBAY_MANAGE_CONNECTIONS, when not connected: the hosted page to send the user to. */
  redirect_url?: string;
  link_token?: string;
  /** PATCHBAY_MANAGE_CONNECTIONS: the account whose access ended that the link reconnects (same id), as it was. */
  inactive_account?: InactiveAccount;
  /** Why this toolkit could not be handled (unknown, outside the session, its auth configs disabled). */
  error?: string;
  error_code?: ErrorSlug;
}

/** `data` of PATCHBAY_MANAGE_CONNECTIONS and PATCHBAY_WAIT_FOR_CONNECTIONS. */
export interface SessionConnectionsData {
  connections: SessionConnection[];
  all_connected: boolean;
}
