import type { ErrorSlug } from './errorSlugs';
import type { CursorPageQuery } from './common';
import type { InactiveAccount } from './inactiveAccount';
import type { McpTag } from './toolRouter';

/**
 * The part of JSON Schema tool schemas use: objects with typed, described
 * properties, `required` lists, enums, simple string formats and bounds.
 */
export interface ToolJsonSchema {
  type?: 'object' | 'array' | 'string' | 'number' | 'integer' | 'boolean';
  title?: string;
  description?: string;
  properties?: Record<string, ToolJsonSchema>;
  required?: string[];
  /** false: names outside `properties` are refused. An object without `properties` takes any JSON object. */
  additionalProperties?: boolean;
  items?: ToolJsonSchema;
  enum?: (string | number | boolean)[];
  default?: string | number | boolean | null;
  examples?: unknown[];
  format?: 'date-time' | 'date' | 'email' | 'uri';
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
}

/** Extension: a tool (action) of a toolkit, as `GET /api/v3/tools` lists it (fields as the vendor's client). */
export interface Tool {
  /** `<TOOLKIT>_<ACTION>`, e.g. PATCHBAY_OAUTH_DEMO_CREATE_TASK. */
  slug: string;
  name: string;
  description: string;
  toolkit: { slug: string; name: string; logo: string };
  /** JSON Schema of `arguments`: `type: 'object'`, typed and described `properties`, `required`. */
  input_parameters: ToolJsonSchema;
  /** JSON Schema of a successful execution's `data`. */
  output_parameters: ToolJsonSchema;
  /** MCP hints (`McpTag`) that fit what the tool does; sessions filter tools by them. */
  tags: string[];
  /** The tool's toolkit needs no connected account. */
  no_auth: boolean;
  /** The toolkit's version label (YYYYMMDD_NN). */
  version: string;
  available_versions: string[];
  /** The tool's toolkit is deprecated in favour of another. */
  is_deprecated: boolean;
  /** The vendor's: OAuth scopes the tool needs; none are modelled here, so always empty. */
  scopes: string[];
  /** The vendor's: which scopes satisfy the tool; always null here. */
  scope_requirements: null;
  /** The vendor's older names of the version fields, with the toolkit's logo. */
  deprecated: { available_versions: string[]; displayName: string; is_deprecated: boolean; toolkit: { logo: string }; version: string };
}

export interface ListToolsQuery extends CursorPageQuery {
  /** Only the tools of this toolkit, or of these (comma-separated, as the vendor's SDK sends several). */
  toolkit_slug?: string;
  /** Only the tools of these auth configs' toolkits (the vendor's filter). */
  auth_config_ids?: string[] | string;
  /** Only these tools (a list, or one comma-separated string); the other filters still apply. */
  tool_slugs?: string[] | string;
  /** Matches name, slug or description, case-insensitively. */
  query?: string;
  /** The vendor's older name for `query`. */
  search?: string;
  /** Only tools with at least one of these tags. */
  tags?: (McpTag | (string & {}))[];
}

/**
 * Extension: body of `POST /api/v3/tools/execute/{tool_slug}`. Name the
 * account with `connected_account_id`, or its owner with `user_id` (their
 * newest ACTIVE account of the tool's toolkit is used). A tool of a no-auth
 * toolkit needs neither.
 */
export interface ToolExecuteRequest {
  user_id?: string;
  connected_account_id?: string;
  /**
   * Extension: one of `user_id`'s accounts of the tool's toolkit by id or
   * alias, as a session's `execute` takes it. Needs `user_id`; not together
   * with `connected_account_id`.
   */
  account?: string;
  /** The tool's input, checked against its `input_parameters`. @default {} */
  arguments?: Record<string, unknown>;
  /**
   * The tool version to run (the vendor's): `'latest'` or one of the tool's
   * `available_versions`; a version it does not exist in answers 404
   * `Tool_ToolNotFound`. @default 'latest'
   */
  version?: string;
}

/**
 * Query of `GET /api/v3/tools/{tool_slug}` (the vendor's): the version to
 * show; a version the tool does not exist in answers 404 `Tool_ToolNotFound`.
 */
export interface GetToolQuery {
  /** `'latest'` or one of the tool's `available_versions`. @default 'latest' */
  version?: string;
  /** Used when `version` is absent: `'latest'`, one version for every toolkit, or a version per toolkit slug (sent in bracket notation). */
  toolkit_versions?: string | Record<string, string>;
}

/**
 * Why an execution is `successful: false` (extension): the toolkit's app
 * refused the call or answered an error, it could not be reached, the tool
 * has no implementation in the local service, a wait ran out of time, or
 * (inside a multi-execute) the error slug the call would have answered with;
 * `approval_required`: the call waits for the user's approval (see
 * `approval`), `approval_denied`: the user said no.
 */
export type ToolErrorCode =
  'toolkit_error' | 'toolkit_unreachable' | 'not_executable' | 'timed_out' | 'approval_required' | 'approval_denied' | ErrorSlug;

/**
 * What an execution answers (the vendor's shape). A failure of the tool
 * itself is `successful: false` with `error`; a call that cannot be made
 * (unknown tool, invalid arguments, no connection) is an HTTP error instead.
 */
export interface ToolExecuteResponse {
  /** The tool's output (`output_parameters`); `{}` on failure, or what the app answered. */
  data: Record<string, unknown>;
  /** For people: why it failed; null when it succeeded. */
  error: string | null;
  /** Extension: why it failed, for code; null when it succeeded. */
  error_code: ToolErrorCode | null;
  successful: boolean;
  /** The execution's log record. */
  log_id: string;
  /** Extension: with `error_code: 'connected_account_not_active'`, the account to reconnect. Absent otherwise. */
  inactive_account?: InactiveAccount;
  /**
   * Extension: the app rate-limited the call (HTTP 429) and its `Retry-After`
   * asks to wait this many seconds before trying again. Absent otherwise.
   */
  retry_after_seconds?: number;
  /**
   * Extension: the approval the call became, with `error_code:
   * 'approval_required'` (pending: the tool did not run), or, when the user
   * was asked on the spot (MCP elicitation), `approval_denied` or
   * `approval_expired` (it never runs). Absent otherwise, and on a call that
   * ran: its result is the tool's own.
   */
  approval?: { id: string; status: 'pending' | 'approved' | 'denied' | 'expired'; expires_at: string };
}

/**
 * Extension: body of `POST /api/v3/tools/execute/{tool_slug}/input` (the
 * vendor's "get tool input from natural language").
 */
export interface ToolInputRequest {
  /** What to do, in words. Arguments are read from it where it names a field (`repo: hello-world`, `title is "Hi"`). */
  text: string;
  /** The vendor's guidance for its model: accepted, and unused (the reading here is deterministic). */
  custom_description?: string;
  /** The vendor's guidance for its model: accepted, and unused. */
  system_prompt?: string;
  /** Accepted; there is one version per toolkit. */
  version?: string;
}

/**
 * Answer of `POST /api/v3/tools/execute/{tool_slug}/input` (the vendor's
 * shape): the arguments found in the text, checked against the tool's
 * `input_parameters`; `error` says which required fields the text does not
 * give (then `arguments` holds what was found).
 */
export interface ToolInputResponse {
  arguments: Record<string, unknown>;
  /** Absent when every required field was found. */
  error?: string;
}

/** Answer of `GET /api/v3/tools/enum`: every tool slug of the catalog (the vendor's list for code generation). */
export type ToolEnumResponse = string[];
