import { paginate, type ListToolApprovalsQuery, type PatchbayClient, type ToolApproval } from '@patchbay/client';
import { queryOptions } from '@tanstack/react-query';
import type { PatchbayQueryError } from '../hookOptions';
import { toolApprovalKeys } from '../keys/toolApprovalKeys';

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
