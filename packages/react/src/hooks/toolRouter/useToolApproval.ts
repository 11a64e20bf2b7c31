'use client';
import type { ToolApproval } from '@patchbay/client';
import type { UseQueryResult } from '@tanstack/react-query';
import type { PatchbayQueryError, PatchbayQueryOptions } from '../../hookOptions';
import { toolApprovalQueryOptions } from '../../queries/toolApprovals';
import { usePatchbayClient } from '../../usePatchbayClient';
import { usePatchbayQuery } from '../usePatchbayQuery';

/**
 * One approval of a session, answered or not: its `status`, the `arguments`
 * it ran with and, once an approved call has run, its `result`. An answer
 * given with `useAnswerApproval` shows here at once. Idle until both ids are given.
 *
 * @param options Passed to `useQuery` (`enabled`, `staleTime`, `refetchInterval`, ...).
 */
export function useToolApproval<TData = ToolApproval>(
  sessionId: string | null | undefined,
  approvalId: string | null | undefined,
  options?: PatchbayQueryOptions<ToolApproval, TData>,
): UseQueryResult<TData, PatchbayQueryError> {
  const client = usePatchbayClient();
  return usePatchbayQuery(toolApprovalQueryOptions(client, sessionId ?? '', approvalId ?? ''), options, Boolean(sessionId && approvalId));
}
