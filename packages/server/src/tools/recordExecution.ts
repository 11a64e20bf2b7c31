import { newId } from '../ids';
import type { Service } from '../Service';
import type { ToolExecutionRecord } from './ToolExecutionRecord';

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
