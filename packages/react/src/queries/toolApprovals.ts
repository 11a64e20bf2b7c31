import { paginate, type ListToolApprovalsQuery, type PatchbayClient, type ToolApproval } from '@patchbay/client';
import { queryOptions } from '@tanstack/react-query';
import type { PatchbayQueryError } from '../hookOptions';
import { patchbayKey } from './patchbayKey';

/**
 * Query keys of a session's approvals (`patchbayKeys.toolApprovals`), below
 * the session's key (`toolRouterKeys.session(sessionId)`), so what refreshes
 * the session's queries refreshes them too.
 */
export const toolApprovalKeys = {
  /** Every approval query of the session: its pending list and single approvals. */
  all: (sessionId: string) => patchbayKey('toolRouter', 'session', sessionId, 'approvals'),
  pending: (sessionId: string) => patchbayKey('toolRouter', 'session', sessionId, 'approvals', 'pending'),
  detail: (sessionId: string, approvalId: string) => patchbayKey('toolRouter', 'session', sessionId, 'approvals', 'detail', approvalId),
};

/**
 * A session's pending approvals, newest first, every page walked
 * (`client.toolRouter.listApprovals(sessionId, { status: 'pending' })`). The
 * service holds at most 100 pending approvals per session: one page as a rule.
 */
export function pendingApprovalsQueryOptions(client: PatchbayClient, sessionId: string) {
  return queryOptions<ToolApproval[], PatchbayQueryError>({
    queryKey: toolApprovalKeys.pending(sessionId),
    queryFn: async ({ signal }) => {
      const approvals: ToolApproval[] = [];
      const pages = paginate((query: ListToolApprovalsQuery) => client.toolRouter.listApprovals(sessionId, query, { signal }), {
        status: 'pending',
        limit: 100,
      });
      for await (const page of pages) approvals.push(...page.items);
      return approvals;
    },
  });
}

/** One approval of a session, with the tool's `result` once it ran (`client.toolRouter.getApproval(sessionId, approvalId)`). */
export function toolApprovalQueryOptions(client: PatchbayClient, sessionId: string, approvalId: string) {
  return queryOptions<ToolApproval, PatchbayQueryError>({
    queryKey: toolApprovalKeys.detail(sessionId, approvalId),
    queryFn: ({ signal }) => client.toolRouter.getApproval(sessionId, approvalId, { signal }),
  });
}
