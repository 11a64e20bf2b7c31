import type { CallEndpoint } from '../endpoints/callEndpoint';
import type { RequestOptions } from '../RequestOptions';
import type { SearchToolExecutionLogsRequest } from '../types';

/** Logs (extensions, as the vendor's client): the record of each tool execution, named by the `log_id` it answered. */
export function createLogsResource(call: CallEndpoint) {
  return {
    /**
     * `POST /api/v3/logs/tool_execution`: one page of the project's tool execution logs, newest first,
     * filtered by `filters` (all must match) and `time_range` (the vendor's `createToolExecution`). @extension
     */
    searchToolExecutions: (body: SearchToolExecutionLogsRequest = {}, options?: RequestOptions) =>
      call('logs.searchToolExecutions', { body }, options),
    /** `GET /api/v3/logs/tool_execution/{log_id}`: one execution's log, with its request and response (the vendor's `retrieveToolExecution`). @extension */
    getToolExecution: (logId: string, options?: RequestOptions) => call('logs.getToolExecution', { params: { log_id: logId } }, options),
  };
}

export type LogsResource = ReturnType<typeof createLogsResource>;
