/** A search filter of `POST /api/v3/logs/tool_execution` (the vendor's): one field compared with one value. */
export interface ToolExecutionLogFilter {
  field:
    | 'tool_slug'
    | 'toolkit_slug'
    | 'connected_account_id'
    | 'auth_config_id'
    | 'status'
    | 'user_id'
    | 'session_id'
    | 'sandbox_id'
    | 'request_id'
    | 'log_id';
  operator: '==' | '!=' | 'contains' | 'not_contains';
  value: string;
}

/** Body of `POST /api/v3/logs/tool_execution`: the project's tool execution logs, newest first. */
export interface SearchToolExecutionLogsRequest {
  /** At most 100. @default 20 */
  limit?: number;
  /** `next_cursor` of the previous page. */
  cursor?: string | null;
  /** All must match. @default [] */
  filters?: ToolExecutionLogFilter[];
  /** Epoch milliseconds, both inclusive. */
  time_range?: { from: number; to: number };
}

/** One tool execution, as the log search lists it. */
export interface ToolExecutionLog {
  /** The `log_id` its execution answered. */
  id: string;
  /** ISO 8601. */
  timestamp: string;
  /** Always 'tool.execution' here. */
  type: string;
  status: 'success' | 'failed';
  level: 'info' | 'error' | 'warn';
  /** The tool's error, when it failed. */
  message?: string;
  /** tool_slug, toolkit_slug, user_id, connected_account_id, auth_config_id, session_id, error_code. */
  metadata: Record<string, unknown>;
  /** duration_ms. */
  metrics: Record<string, unknown>;
  parent: { log_id: string; tool_slug: string } | null;
}

/** Answer of `POST /api/v3/logs/tool_execution`. */
export interface ToolExecutionLogPage {
  logs: ToolExecutionLog[];
  next_cursor: string | null;
}

/** Answer of `GET /api/v3/logs/tool_execution/{log_id}`: the log with its timings and what the execution sent and answered. */
export interface ToolExecutionLogDetails extends ToolExecutionLog {
  timings?: { start_time: number; end_time: number };
  context: { session_id?: string; trace_id?: string; request_id?: string };
  source: { host?: string; framework?: string; language?: string };
  /**
   * `request` (the arguments) and `response` (data, error) of the
   * execution, each kept up to a size: a larger one is
   * `{ truncated: true, size, preview }` with its first characters. Null
   * for an execution recorded without them.
   */
  data: Record<string, unknown>;
}
