import { notFound } from '../../http/ApiError';
import type { Service } from '../../Service';
import type { ToolRouterSessionRecord } from '../ToolRouterSessionRecord';
import type { ToolApprovalRecord } from './records';

/** One of the session's approvals; another session's (or project's) is answered like a missing one (404). */
export function findApproval(service: Service, session: ToolRouterSessionRecord, id: string): ToolApprovalRecord {
  const approval = service.store.get('tool_approvals', id);
  if (!approval || approval.session_id !== session.id || approval.project_id !== session.project_id) throw notFound('Approval', id.slice(0, 100));
  return approval;
}
