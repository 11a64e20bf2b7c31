import type { Collection, QueryField } from './Store';

/** What makes a record count as live: one field holding one value (null: IS NULL). */
export interface LiveWhen<C extends Collection> {
  field: QueryField<C>;
  value: string | null;
}

/**
 * Collections whose default listing shows a total of live records per
 * project. That COUNT grows with the collection however it is indexed, so
 * triggers keep it in a counter row that every write adjusts in the same
 * transaction, and reading it costs the same at any size.
 */
export const LIVE_TOTALS: { [C in Collection]?: LiveWhen<C> } = {
  connected_accounts: { field: 'deleted_at', value: null },
  files: { field: 'status', value: 'completed' },
  trigger_instances: { field: 'status', value: 'listening' },
};

export const totalsTable = (collection: Collection) => `${collection}_live_totals`;

const sqlLiteral = (value: string | null) => (value === null ? 'NULL' : `'${value.replaceAll("'", "''")}'`);

/** The counter table and the triggers that keep it; `rebuild` recounts, for a table created over existing rows. */
export function liveTotalsSchema(collection: Collection, live: { field: string; value: string | null }): { create: string; rebuild: string } {
  const table = `"${totalsTable(collection)}"`;
  const isLive = (row: string) => `${row}."${live.field}" IS ${sqlLiteral(live.value)}`;
  const add = (row: string) =>
    `INSERT INTO ${table} (project_id, n) SELECT ${row}.project_id, 1 WHERE ${isLive(row)} AND ${row}.project_id IS NOT NULL
       ON CONFLICT (project_id) DO UPDATE SET n = n + 1;`;
  const subtract = (row: string) => `UPDATE ${table} SET n = n - 1 WHERE ${isLive(row)} AND project_id = ${row}.project_id;`;
  const create = `
    CREATE TABLE IF NOT EXISTS ${table} (project_id TEXT PRIMARY KEY, n INTEGER NOT NULL) WITHOUT ROWID;
    CREATE TRIGGER IF NOT EXISTS "${collection}_total_insert" AFTER INSERT ON "${collection}" BEGIN ${add('new')} END;
    CREATE TRIGGER IF NOT EXISTS "${collection}_total_delete" AFTER DELETE ON "${collection}" BEGIN ${subtract('old')} END;
    CREATE TRIGGER IF NOT EXISTS "${collection}_total_update" AFTER UPDATE ON "${collection}" BEGIN ${subtract('old')} ${add('new')} END;`;
  const rebuild = `
    DELETE FROM ${table};
    INSERT INTO ${table} (project_id, n)
      SELECT project_id, count(*) FROM "${collection}" AS r WHERE ${isLive('r')} AND project_id IS NOT NULL GROUP BY project_id;`;
  return { create, rebuild };
}
