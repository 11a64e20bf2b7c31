import type { PatchbayClient, ToolExecutionLogDetails } from '@patchbay/client';
import { queryOptions } from '@tanstack/react-query';
import type { PatchbayQueryError } from '../hookOptions';
import { patchbayKey } from './patchbayKey';

/** Query keys of tool execution logs (`patchbayKeys.logs`). */
export const logKeys = {
  all: () => patchbayKey('logs'),
  toolExecution: (logId: string) => patchbayKey('logs', 'toolExecution', logId),
};

/**
 * One tool execution's log (`client.logs.getToolExecution(logId)`). A log
 * never changes once written, so it stays fresh for good.
 */
export function toolExecutionLogQueryOptions(client: PatchbayClient, logId: string) {
  return queryOptions<ToolExecutionLogDetails, PatchbayQueryError>({
    queryKey: logKeys.toolExecution(logId),
    queryFn: ({ signal }) => client.logs.getToolExecution(logId, { signal }),
    staleTime: Infinity,
  });
}
