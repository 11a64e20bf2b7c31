'use client';
import type { ToolExecutionLogDetails } from '@patchbay/client';
import type { UseQueryResult } from '@tanstack/react-query';
import type { PatchbayQueryError, PatchbayQueryOptions } from '../../hookOptions';
import { toolExecutionLogQueryOptions } from '../../queries/logs';
import { usePatchbayClient } from '../../usePatchbayClient';
import { usePatchbayQuery } from '../usePatchbayQuery';

/**
 * The log of one tool execution, by the `log_id` the execution answered:
 * status, duration, and the arguments and result it kept (capped). Idle
 * until `logId` is given. Through the relay, only the user's own executions.
 *
 * @param options Passed to `useQuery` (`enabled`, `staleTime`, `select`, ...).
 */
export function useToolExecutionLog<TData = ToolExecutionLogDetails>(
  logId: string | null | undefined,
  options?: PatchbayQueryOptions<ToolExecutionLogDetails, TData>,
): UseQueryResult<TData, PatchbayQueryError> {
  const client = usePatchbayClient();
  return usePatchbayQuery(toolExecutionLogQueryOptions(client, logId ?? ''), options, Boolean(logId));
}
