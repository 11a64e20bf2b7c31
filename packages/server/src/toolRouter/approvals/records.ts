import type { ToolApprovalArgumentLabel, ToolExecuteResponse } from '@patchbay/client';

/**
 * Stored in 'tool_approvals': a session's call to a tool that needs the
 * user's approval, held instead of run. An unanswered one past `expires_at`
 * keeps `pending` here and reads `expired`.
 */
export interface ToolApprovalRecord {
  /** 'apr_...' */
  id: string;
  project_id: string;
  session_id: string;
  user_id: string;
  toolkit_slug: string;
  tool_slug: string;
  /** As called, checked against the tool's input schema; on approval, what ran (edited or not). */
  arguments: Record<string, unknown>;
  /** Those of `arguments` that are ids of the app's records, named (`labelArguments`); absent on approvals held before labels were kept. */
  argument_labels?: Record<string, ToolApprovalArgumentLabel>;
  /** The account the call named (id or alias), resolved again when it runs; null: the session's choice. */
  account: string | null;
  /** The account resolved when the call was held: the one the user is shown and the call runs with; null for a tool needing none. */
  connected_account_id?: string | null;
  /** That account's alias then, if it had one. */
  account_alias?: string | null;
  status: 'pending' | 'approved' | 'denied';
  created_at: string;
  expires_at: string;
  answered_at: string | null;
  reason: string | null;
  /** The run's result, once an approved call has run. */
  result: ToolExecuteResponse | null;
}
