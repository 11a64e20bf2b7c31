import { newId } from '../ids';
import type { Service } from '../Service';
import type { ToolExecutionRecord } from './ToolExecutionRecord';

/** How long execution records (the tool execution logs) are kept. */
export const EXECUTION_RETENTION_MS = 7 * 86_400_000;
/** The most execution records one project keeps: past it, its oldest go first, whatever their age. */
export const MAX_EXECUTIONS_PER_PROJECT = 10_000;
/**
 * The most execution records one user of a project keeps: past it, that user's oldest go first, so no user's
 * runs evict another's (the project bound stays the outer one).
 */
export const MAX_EXECUTIONS_PER_USER = 1_000;
/** At most this many expired records are dropped per new one: the sweep's cost stays flat. */
const SWEEP_BATCH = 20;

/**
 * Stores the record of one execution, drops a few that are past retention
 * and, past the user's then the project's bound, the user's then the project's oldest; returns the new record's id.
 */
export function recordExecution(service: Service, entry: Omit<ToolExecutionRecord, 'id' | 'created_at'>): string {
  const now = service.clock();
  const expired = service.store.find('tool_executions', {
    where: { created_at: { atMost: new Date(now.getTime() - EXECUTION_RETENTION_MS).toISOString() } },
    orderBy: 'created_at',
    limit: SWEEP_BATCH,
  });
  return service.store.transaction(() => {
    for (const record of expired) service.store.remove('tool_executions', record.id);
    const id = service.store.put('tool_executions', { id: newId('toolExecution'), ...entry, created_at: now.toISOString() }).id;
    if (entry.user_id !== null) dropOldest(service, { project_id: entry.project_id, user_id: entry.user_id }, MAX_EXECUTIONS_PER_USER);
    dropOldest(service, { project_id: entry.project_id }, MAX_EXECUTIONS_PER_PROJECT);
    return id;
  });
}

/** Removes the oldest records matching `where` past `max` of them. */
function dropOldest(service: Service, where: { project_id: string; user_id?: string }, max: number): void {
  const over = service.store.count('tool_executions', where) - max;
  if (over <= 0) return;
  for (const record of service.store.find('tool_executions', { where, orderBy: 'created_at', limit: over })) {
    service.store.remove('tool_executions', record.id);
  }
}
