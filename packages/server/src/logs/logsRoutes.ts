import type { ToolExecutionLogDetails, ToolExecutionLogPage } from '@patchbay/client';
import { Hono } from 'hono';
import { params, type AppEnv } from '../http/context';
import { route } from '../http/endpointRoute';
import { findExecutionLog } from './findExecutionLog';
import { logIdParams, searchLogsBody } from './logsSchemas';
import { searchToolExecutionLogs } from './searchToolExecutionLogs';

/** The vendor's tool execution logs (extensions): the record each execution's `log_id` names. */
export const logsRoutes = new Hono<AppEnv>();

route(logsRoutes, 'logs.searchToolExecutions', { body: searchLogsBody }, (c, { body: input }) => {
  return c.json<ToolExecutionLogPage>(searchToolExecutionLogs(c.var.service, c.var.project, input));
});

route(logsRoutes, 'logs.getToolExecution', (c) => {
  const { log_id } = params(c, logIdParams);
  return c.json<ToolExecutionLogDetails>(findExecutionLog(c.var.service, c.var.project, log_id));
});
