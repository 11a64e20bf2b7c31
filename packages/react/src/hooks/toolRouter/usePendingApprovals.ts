'use client';
import type { ToolApproval } from '@patchbay/client';
import { useMutationState, type UseQueryResult } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { PatchbayQueryError, PatchbayQueryOptions } from '../../hookOptions';
import { pendingApprovalsQueryOptions } from '../../queries/toolApprovals';
import { usePatchbayClient } from '../../usePatchbayClient';
import { usePatchbayQuery } from '../usePatchbayQuery';
import { answerApprovalMutationKey, type AnswerApprovalVariables } from './useAnswerApproval';

export interface UsePendingApprovalsOptions extends Omit<
  PatchbayQueryOptions<ToolApproval[]>,
  'select' | 'refetchInterval' | 'refetchOnWindowFocus'
> {
  /** How often to check for new approvals while the page is visible, in ms; `false` checks only on focus and after an answer. @default 3000 */
  refetchInterval?: number | false;
  /** Check again when the window gets focus back. @default true */
  refetchOnWindowFocus?: boolean;
}

export type UsePendingApprovalsResult = UseQueryResult<ToolApproval[], PatchbayQueryError> & {
  /** The approvals waiting for the user's answer, newest first; empty until loaded. */
  approvals: ToolApproval[];
};

const NONE: ToolApproval[] = [];

/**
 * The calls of a tool router session waiting for its user's answer, newest
 * first, every page read. It stays live while the page is open: every
 * `refetchInterval` while the page is visible, when the window gets focus
 * back, and after each answer. Answered and expired approvals leave it, and
 * one being answered with `useAnswerApproval` is left out at once, even if a
 * check runs before the service has the answer. Idle until `sessionId` is given.
 *
 * @param options Passed to `useQuery` (`enabled`, `staleTime`, ...).
 * @example
 * const { approvals } = usePendingApprovals(sessionId);
 * approvals.map(({ id, tool_slug, arguments: args }) => ...);
 */
export function usePendingApprovals(
  sessionId: string | null | undefined,
  // Three seconds: an agent waiting on the user should not wait on the list too.
  { refetchInterval = 3000, refetchOnWindowFocus = true, ...options }: UsePendingApprovalsOptions = {},
): UsePendingApprovalsResult {
  const client = usePatchbayClient();
  const query = usePatchbayQuery<ToolApproval[], ToolApproval[]>(
    pendingApprovalsQueryOptions(client, sessionId ?? ''),
    { ...options, refetchInterval, refetchOnWindowFocus },
    Boolean(sessionId),
  );
  const answering = useMutationState({
    filters: { mutationKey: answerApprovalMutationKey, status: 'pending' },
    select: (mutation) => (mutation.state.variables as AnswerApprovalVariables | undefined)?.approvalId,
  });
  const approvals = useMemo(
    () => query.data?.filter((approval) => !answering.includes(approval.id)) ?? NONE,
    // useMutationState keeps `answering` the same array while its ids stay the same.
    [query.data, answering],
  );
  return { ...query, approvals };
}
