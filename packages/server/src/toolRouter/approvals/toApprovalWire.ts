import type { ToolApproval } from '@patchbay/client';
import { approvalStatus } from './approvalStatus';
import type { ToolApprovalRecord } from './records';

/** An approval as answered, its status read at `now`. */
export function toApprovalWire(approval: ToolApprovalRecord, now: Date): ToolApproval {
  return {
    id: approval.id,
    session_id: approval.session_id,
    user_id: approval.user_id,
    toolkit_slug: approval.toolkit_slug,
    tool_slug: approval.tool_slug,
    arguments: approval.arguments,
    argument_labels: approval.argument_labels ?? {},
    connected_account_id: approval.connected_account_id ?? null,
    connected_account_alias: approval.account_alias ?? null,
    status: approvalStatus(approval, now),
    created_at: approval.created_at,
    expires_at: approval.expires_at,
    answered_at: approval.answered_at,
    reason: approval.reason,
    result: approval.result,
  };
}
