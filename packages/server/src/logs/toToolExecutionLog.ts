import type { ToolExecutionLog, ToolExecutionLogDetails } from '@patchbay/client';
import type { ToolExecutionRecord } from '../tools/ToolExecutionRecord';

/** The log of one execution, as the log search lists it (the vendor's shape). */
export function toToolExecutionLog(record: ToolExecutionRecord): ToolExecutionLog {
  const log: ToolExecutionLog = {
    id: record.id,
    timestamp: record.created_at,
    type: 'tool.execution',
    status: record.successful ? 'success' : 'failed',
    level: record.successful ? 'info' : 'error',
    metadata: {
      tool_slug: record.tool_slug,
      toolkit_slug: record.toolkit_slug,
      user_id: record.user_id,
      connected_account_id: record.connected_account_id,
      auth_config_id: record.auth_config_id ?? null,
      session_id: record.session_id,
      error_code: record.error_code,
    },
    metrics: { duration_ms: record.duration_ms },
    parent: null,
  };
  return record.error === null ? log : { ...log, message: record.error };
}

/** One execution's log with its timings and what it was sent and answered (`data.request`, `data.response`). */
export function toToolExecutionLogDetails(record: ToolExecutionRecord): ToolExecutionLogDetails {
  // Recorded when the execution ended; it started its duration before.
  const end = Date.parse(record.created_at);
  return {
    ...toToolExecutionLog(record),
    timings: { start_time: end - record.duration_ms, end_time: end },
    context: record.session_id === null ? {} : { session_id: record.session_id },
    source: {},
    data: { request: record.request ?? null, response: record.response ?? null },
  };
}
