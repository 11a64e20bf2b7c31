import type { ToolErrorCode } from '@patchbay/client';

/** One execution of a tool, kept in 'tool_executions' for a week: what `log_id` names. Arguments and output are not kept. */
export interface ToolExecutionRecord {
  /** 'log_...' */
  id: string;
  project_id: string;
  tool_slug: string;
  toolkit_slug: string;
  /** The user it ran for; null for a no-auth tool run with no user. */
  user_id: string | null;
  connected_account_id: string | null;
  /** Set when it ran through a tool router session. */
  session_id: string | null;
  successful: boolean;
  error: string | null;
  error_code: ToolErrorCode | null;
  duration_ms: number;
  created_at: string;
}
