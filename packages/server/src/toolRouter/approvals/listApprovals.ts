import type { CursorPage, ToolApproval } from '@patchbay/client';
import { keysetPage, paginate } from '../../http/pagination';
import type { Service } from '../../Service';
import type { ToolRouterSessionRecord } from '../ToolRouterSessionRecord';
import { approvalStatus } from './approvalStatus';
import { toApprovalWire } from './toApprovalWire';

export interface ListApprovalsInput {
  status: 'pending' | 'all';
  limit?: number | undefined;
  cursor?: string | undefined;
}

/**
 * One page of the session's approvals, newest first: the pending ones (not
 * expired), or all of them, paged in the database. The pending rows are read
 * whole and the expired ones dropped here: a session holds at most
 * MAX_PENDING_APPROVALS live ones and MAX_SETTLED_APPROVALS settled ones
 * (`createApproval` prunes the rest), so that read is bounded.
 */
export function listApprovals(service: Service, session: ToolRouterSessionRecord, input: ListApprovalsInput): CursorPage<ToolApproval> {
  const now = service.clock();
  if (input.status === 'pending') {
    const pending = service.store
      .find('tool_approvals', { where: { session_id: session.id, status: 'pending' }, orderBy: 'created_at', direction: 'desc' })
      .filter((approval) => approvalStatus(approval, now) === 'pending');
    const page = paginate(pending, input);
    return { ...page, items: page.items.map((approval) => toApprovalWire(approval, now)) };
  }
  const page = keysetPage(service.store, 'tool_approvals', { where: { session_id: session.id }, orderBy: 'created_at', direction: 'desc' }, input);
  return { ...page, items: page.items.map((approval) => toApprovalWire(approval, now)) };
}
