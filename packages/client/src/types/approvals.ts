import type { CursorPageQuery } from './common';
import type { ToolExecuteResponse } from './tools';

/** Where an approval stands; `expired`: still unanswered at `expires_at` (it never runs). */
export type ToolApprovalStatus = 'pending' | 'approved' | 'denied' | 'expired';

/** Extension: an argument of a held call that is the id of one of the app's records, in the words people know it by. */
export interface ToolApprovalArgumentLabel {
  /** What the record is, one lower-case English noun (`task`): a key for the kit's messages. */
  resource: string;
  /** What people know it by (a task's title), read with the call's account when the call was held; null when that account's app had no such record or could not say. */
  label: string | null;
}

/**
 * Extension: a call to a tool the session requires approval for, held until
 * the session's user answers it. It runs at most once, on approval, with its
 * `arguments` (as edited on approval); `result` is what that run answered.
 */
export interface ToolApproval {
  /** 'apr_...' */
  id: string;
  session_id: string;
  user_id: string;
  toolkit_slug: string;
  tool_slug: string;
  /** The arguments the agent called with, or those the approval edited and ran with. */
  arguments: Record<string, unknown>;
  /**
   * Arguments (by name) that are ids of the app's records, named: what the
   * user is shown instead of the id. Read with the session's user's account
   * when the call was held (again for edited arguments on approval). Absent
   * from older services. @default {}
   */
  argument_labels?: Record<string, ToolApprovalArgumentLabel>;
  /** The user's account the call runs with, resolved when it was held; null for a tool that needs no account. */
  connected_account_id: string | null;
  /** That account's alias when the call was held (what the user is shown to tell accounts apart); null without one. */
  connected_account_alias: string | null;
  status: ToolApprovalStatus;
  created_at: string;
  /** After this (service time) an unanswered approval is `expired`. */
  expires_at: string;
  answered_at: string | null;
  /** Why it was denied, as the user wrote it (plain text); null otherwise. */
  reason: string | null;
  /** The tool's result once an approved call has run; null before and otherwise. */
  result: ToolExecuteResponse | null;
}

/** What a call that needs approval answers in `approval` (also in MCP `structuredContent`). */
export type ToolApprovalRef = NonNullable<ToolExecuteResponse['approval']>;

/** Extension: query of `GET /api/v3/tool_router/session/{session_id}/approvals`. */
export interface ListToolApprovalsQuery extends CursorPageQuery {
  /** `pending` (unanswered, not expired) or `all`, newest first. @default 'pending' */
  status?: 'pending' | 'all';
}

/** Extension: body of `POST /api/v3/tool_router/session/{session_id}/approvals/{approval_id}`. */
export interface AnswerToolApprovalRequest {
  decision: 'approve' | 'deny';
  /** On approve: replaces the call's arguments (checked against the tool's input schema first). */
  arguments?: Record<string, unknown>;
  /** On deny: why, for the agent (plain text, at most 1000 characters). */
  reason?: string;
}
