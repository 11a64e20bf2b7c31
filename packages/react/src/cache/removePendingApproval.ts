import type { ToolApproval } from '@patchbay/client';
import type { QueryClient } from '@tanstack/react-query';
import { toolApprovalKeys } from '../queries/toolApprovals';

/**
 * Takes an approval out of its session's cached pending list at once and
 * returns how to put it back where it was. The undo puts back that approval
 * alone, into the list as it is then, so approvals a refetch brought in
 * meanwhile stay.
 */
export async function removePendingApproval(queryClient: QueryClient, sessionId: string, approvalId: string): Promise<() => void> {
  const queryKey = toolApprovalKeys.pending(sessionId);
  // A fetch under way would answer with the approval still in it.
  await queryClient.cancelQueries({ queryKey });
  const before = queryClient.getQueryData<ToolApproval[]>(queryKey) ?? [];
  const index = before.findIndex((approval) => approval.id === approvalId);
  const removed = before[index];
  if (!removed) return () => {};
  queryClient.setQueryData<ToolApproval[]>(queryKey, (approvals) => approvals?.filter((approval) => approval.id !== approvalId));
  return () =>
    queryClient.setQueryData<ToolApproval[]>(queryKey, (approvals = []) =>
      approvals.some((approval) => approval.id === approvalId) ? approvals : [...approvals.slice(0, index), removed, ...approvals.slice(index)],
    );
}
