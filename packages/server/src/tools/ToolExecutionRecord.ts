import type { ToolErrorCode } from '@patchbay/client';
import { newId } from '../ids';
import type { Service } from '../Service';

/** One execution of a tool, kept in 'tool_executions' for a week: what `log_id` names. Arguments and output are not kept. */
export interface ToolExecutionRecord {
  /** 'log_...' */
  id: string;
  project_id: string;
  tool_slug: string;
  toolkit_slug: string;
  /** The user it ran for; null for a no-auth tool run with no user. */
  user_id: string | null;
  connected_account_id: string | null;
  /** Set when it ran through a tool router session. */
  session_id: string | null;
  successful: boolean;
  error: string | null;
  error_code: ToolErrorCode | null;
  duration_ms: number;
  created_at: string;
}

/** How long execution records are kept. */
export const EXECUTION_RETENTION_MS = 7 * 86_400_000;
/** At most this many expired records are dropped per new one: the sweep's cost stays flat. */
const SWEEP_BATCH = 20;

/** Stores the record of one execution and drops a few that are past retention; returns the new record's id. */
export function recordExecution(service: Service, entry: Omit<ToolExecutionRecord, 'id' | 'created_at'>): string {
  const now = service.clock();
  const expired = service.store.find('tool_executions', {
    where: { created_at: { atMost: new Date(now.getTime() - EXECUTION_RETENTION_MS).toISOString() } },
    orderBy: 'created_at',
    limit: SWEEP_BATCH,
  });
  return service.store.transaction(() => {
    for (const record of expired) service.store.remove('tool_executions', record.id);
    return service.store.put('tool_executions', { id: newId('toolExecution'), ...entry, created_at: now.toISOString() }).id;
  });
}
