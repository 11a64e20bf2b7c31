'use client';
import type { AnswerToolApprovalRequest, ToolApproval } from '@patchbay/client';
import type { UseMutationResult } from '@tanstack/react-query';
import { removePendingApproval } from '../../cache/removePendingApproval';
import type { PatchbayMutationOptions, PatchbayQueryError } from '../../hookOptions';
import { toolApprovalKeys } from '../../queries/toolApprovals';
import { patchbayKey } from '../../queries/patchbayKey';
import { usePatchbayMutation } from '../usePatchbayMutation';

export interface AnswerApprovalVariables extends AnswerToolApprovalRequest {
  /** The approval to answer ('apr_...'). */
  approvalId: string;
  /** Its session. */
  sessionId: string;
}

/** The key of every answer: `usePendingApprovals` leaves out the approvals an answer is under way for. */
export const answerApprovalMutationKey = patchbayKey('toolRouter', 'answerApproval');

/**
 * Approves or denies one of a session's pending approvals:
 * `mutate({ sessionId, approvalId, decision: 'approve', arguments })` runs the
 * call once (with the edited `arguments` if given; `data.result` is what it
 * answered), `decision: 'deny'` with a `reason` for the agent.
 *
 * The approval leaves the pending list at once. If the answer fails it comes
 * back in its place and `error` says why: `slug` `approval_already_answered`
 * (409, answered elsewhere) or `approval_expired` (410), after which the list
 * refetches and drops it. On success the approval's own query gets the answer.
 *
 * @param options Passed to `useMutation` (`onSuccess`, `onError`, ...).
 */
export function useAnswerApproval(
  options?: PatchbayMutationOptions<ToolApproval, AnswerApprovalVariables>,
): UseMutationResult<ToolApproval, PatchbayQueryError, AnswerApprovalVariables> {
  return usePatchbayMutation(
    {
      mutationFn: (client, { sessionId, approvalId, ...answer }) => client.toolRouter.answerApproval(sessionId, approvalId, answer),
      optimistic: (queryClient, { sessionId, approvalId }) => removePendingApproval(queryClient, sessionId, approvalId),
      update: (queryClient, approval, { sessionId, approvalId }) =>
        queryClient.setQueryData(toolApprovalKeys.detail(sessionId, approvalId), approval),
      // The approval's own query too: after a 409 or 410 it is stale (and after an answer, checked once more).
      invalidates: ({ sessionId, approvalId }) => [toolApprovalKeys.pending(sessionId), toolApprovalKeys.detail(sessionId, approvalId)],
    },
    { ...options, mutationKey: answerApprovalMutationKey },
  );
}
