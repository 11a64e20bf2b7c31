import type { ToolErrorCode } from '@patchbay/client';

/**
 * One execution of a tool, kept in 'tool_executions' (see `recordExecution` for how long): what `log_id`
 * names and the logs endpoints answer. Arguments and output are kept capped (`logPayload.ts`).
 */
export interface ToolExecutionRecord {
  /** 'log_...' */
  id: string;
  project_id: string;
  tool_slug: string;
  toolkit_slug: string;
  /** The user it ran for; null for a no-auth tool run with no user. */
  user_id: string | null;
  connected_account_id: string | null;
  /** The account's auth config. Absent on older records. */
  auth_config_id?: string | null;
  /** Set when it ran through a tool router session. */
  session_id: string | null;
  successful: boolean;
  error: string | null;
  error_code: ToolErrorCode | null;
  duration_ms: number;
  /** The arguments, capped (`cappedPayload`). Absent on older records and on executions recorded without them. */
  request?: unknown;
  /** What it answered (`data`, `error`), capped. Absent as `request` is. */
  response?: unknown;
  created_at: string;
}
