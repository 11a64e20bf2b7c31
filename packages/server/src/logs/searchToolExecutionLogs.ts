import type { ToolExecutionLogPage } from '@patchbay/client';
import { ApiError } from '../http/ApiError';
import { atField } from '../http/atField';
import type { ProjectRecord } from '../projects/records';
import type { Service } from '../Service';
import type { Keyset } from '../store/RecordStore';
import type { ToolExecutionRecord } from '../tools/ToolExecutionRecord';
import type { LogFilter, SearchLogsInput } from './logsSchemas';
import { toToolExecutionLog } from './toToolExecutionLog';

const DEFAULT_LOG_PAGE = 20;
/**
 * The most records one search reads: filters the database cannot apply
 * (`!=`, `contains`, `status`, ...) are checked on what it reads, so a page
 * may end short of `limit` with a `next_cursor` to read on from.
 */
export const MAX_LOGS_SCANNED = 1_000;
const SCAN_BATCH = 200;

/** Fields the database filters on with `==`. */
const INDEXED = ['user_id', 'tool_slug', 'toolkit_slug', 'connected_account_id', 'session_id'] as const;
type IndexedField = (typeof INDEXED)[number];
const isIndexed = (field: string): field is IndexedField => (INDEXED as readonly string[]).includes(field);

function fieldValue(record: ToolExecutionRecord, field: LogFilter['field']): string | null {
  switch (field) {
    case 'status':
      return record.successful ? 'success' : 'failed';
    case 'log_id':
      return record.id;
    case 'auth_config_id':
      return record.auth_config_id ?? null;
    case 'sandbox_id':
    case 'request_id':
      // Not recorded: no execution has one.
      return null;
    default:
      return record[field];
  }
}

function matches(record: ToolExecutionRecord, filter: LogFilter): boolean {
  const value = fieldValue(record, filter.field);
  switch (filter.operator) {
    case '==':
      return value === filter.value;
    case '!=':
      return value !== filter.value;
    case 'contains':
      return value !== null && value.includes(filter.value);
    case 'not_contains':
      return value === null || !value.includes(filter.value);
  }
}

function encodeLogCursor(after: Keyset): string {
  return Buffer.from(JSON.stringify({ k: after.key, s: after.seq })).toString('base64url');
}

function decodeLogCursor(cursor: string): Keyset {
  try {
    const raw: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (typeof raw === 'object' && raw !== null && 'k' in raw && 's' in raw) {
      const { k, s } = raw;
      if (typeof k === 'string' && Number.isSafeInteger(s) && (s as number) >= 0) return { key: k, seq: s as number };
    }
  } catch {
    // fall through to the error below
  }
  throw new ApiError('BAD_REQUEST', 'The cursor is not valid.', {
    ...atField('body.cursor', 'invalid_format', 'not a cursor issued by this service'),
    suggestedFix: 'Pass the next_cursor value of a previous page unchanged, or omit it for the first page.',
  });
}

/**
 * One page of the project's tool execution logs, newest first: every filter
 * must match, and the time range holds both ends. `==` on an indexed field
 * and the range's end are applied by the database; the rest on at most
 * MAX_LOGS_SCANNED records read per page.
 */
export function searchToolExecutionLogs(service: Service, project: ProjectRecord, input: SearchLogsInput): ToolExecutionLogPage {
  const limit = input.limit ?? DEFAULT_LOG_PAGE;
  const filters = input.filters ?? [];
  const where: Partial<Record<IndexedField | 'id', string>> = {};
  for (const filter of filters) {
    const column = filter.field === 'log_id' ? 'id' : isIndexed(filter.field) ? filter.field : undefined;
    if (filter.operator !== '==' || column === undefined) continue;
    // Two different values for one field: nothing matches both.
    if (where[column] !== undefined && where[column] !== filter.value) return { logs: [], next_cursor: null };
    where[column] = filter.value;
  }
  const range = input.time_range;
  const from = range ? new Date(range.from).toISOString() : undefined;
  const query = {
    where: { project_id: project.id, ...where, ...(range ? { created_at: { atMost: new Date(range.to).toISOString() } } : {}) },
    orderBy: 'created_at',
    direction: 'desc',
  } as const;

  const found: ToolExecutionRecord[] = [];
  let after = input.cursor ? decodeLogCursor(input.cursor) : undefined;
  let scanned = 0;
  while (scanned < MAX_LOGS_SCANNED) {
    const batch = Math.min(SCAN_BATCH, MAX_LOGS_SCANNED - scanned);
    const rows = service.store.rows('tool_executions', { ...query, after, limit: batch });
    for (const row of rows) {
      // Newest first: one older than the range's start ends the search.
      if (from !== undefined && row.record.created_at < from) return { logs: found.map(toToolExecutionLog), next_cursor: null };
      scanned++;
      if (filters.every((filter) => matches(row.record, filter))) {
        if (found.length === limit)
          return { logs: found.map(toToolExecutionLog), next_cursor: encodeLogCursor(after ?? { key: row.key, seq: row.seq }) };
        found.push(row.record);
      }
      after = { key: row.key, seq: row.seq };
    }
    if (rows.length < batch) return { logs: found.map(toToolExecutionLog), next_cursor: null };
  }
  // Read as many as one search may: the caller reads on from the last one read.
  return { logs: found.map(toToolExecutionLog), next_cursor: after ? encodeLogCursor(after) : null };
}
