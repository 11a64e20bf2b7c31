import type { ToolApprovalStatus } from '@patchbay/client';
import type { ToolApprovalRecord } from './records';

/** Where an approval stands at `now` (service time): an unanswered one past `expires_at` is expired. */
export function approvalStatus(approval: ToolApprovalRecord, now: Date): ToolApprovalStatus {
  if (approval.status === 'pending' && now.getTime() >= Date.parse(approval.expires_at)) return 'expired';
  return approval.status;
}
