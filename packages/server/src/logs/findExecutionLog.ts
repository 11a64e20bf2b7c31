import type { ToolExecutionLogDetails } from '@patchbay/client';
import { notFound } from '../http/ApiError';
import type { ProjectRecord } from '../projects/records';
import type { Service } from '../Service';
import { toToolExecutionLogDetails } from './toToolExecutionLog';

/** The project's log with this id (the `log_id` an execution answered); 404 when it is not the project's or no longer kept. */
export function findExecutionLog(service: Service, project: ProjectRecord, id: string): ToolExecutionLogDetails {
  const record = service.store.get('tool_executions', id);
  if (!record || record.project_id !== project.id) throw notFound('Tool execution log', id);
  return toToolExecutionLogDetails(record);
}
