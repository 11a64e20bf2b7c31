/** The counter table; its name says what it counts by, so a change of `by` makes a new table (and the old one is dropped). */
export const totalsTable = (collection: string, by: readonly string[]) => `${collection}_live_totals${by.length > 0 ? `_by_${by.join('_')}` : ''}`;

/** The counter tables an earlier version kept, with their triggers, for a store to drop. */
export const LEGACY_TOTALS = [
  { table: 'connected_accounts_live_totals', triggers: ['insert', 'delete', 'update'].map((t) => `connected_accounts_total_${t}`) },
];

const sqlLiteral = (value: string | null) => (value === null ? 'NULL' : `'${value.replaceAll("'", "''")}'`);

/** The counter table and the triggers that keep it; `rebuild` recounts, for a table created over existing rows. */
export function liveTotalsSchema(
  collection: string,
  live: { field: string; value: string | null; by: readonly string[] },
): { create: string; rebuild: string } {
  const table = `"${totalsTable(collection, live.by)}"`;
  const keys = ['project_id', ...live.by].map((field) => `"${field}"`);
  // Counter keys are never NULL (a WITHOUT ROWID key cannot be): a missing value counts under ''.
  const values = (row: string) => [`${row}.project_id`, ...live.by.map((field) => `coalesce(${row}."${field}", '')`)];
  const isLive = (row: string) => `${row}."${live.field}" IS ${sqlLiteral(live.value)}`;
  const sameKey = (row: string) => keys.map((key, i) => `${key} = ${values(row)[i]}`).join(' AND ');
  const add = (row: string) =>
    `INSERT INTO ${table} (${keys.join(', ')}, n) SELECT ${values(row).join(', ')}, 1 WHERE ${isLive(row)} AND ${row}.project_id IS NOT NULL
       ON CONFLICT (${keys.join(', ')}) DO UPDATE SET n = n + 1;`;
  const subtract = (row: string) => `UPDATE ${table} SET n = n - 1 WHERE ${isLive(row)} AND ${sameKey(row)};`;
  const trigger = `${totalsTable(collection, live.by)}`;
  const create = `
    CREATE TABLE IF NOT EXISTS ${table} (${keys.map((key) => `${key} TEXT NOT NULL`).join(', ')}, n INTEGER NOT NULL, PRIMARY KEY (${keys.join(', ')})) WITHOUT ROWID;
    CREATE TRIGGER IF NOT EXISTS "${trigger}_insert" AFTER INSERT ON "${collection}" BEGIN ${add('new')} END;
    CREATE TRIGGER IF NOT EXISTS "${trigger}_delete" AFTER DELETE ON "${collection}" BEGIN ${subtract('old')} END;
    CREATE TRIGGER IF NOT EXISTS "${trigger}_update" AFTER UPDATE ON "${collection}" BEGIN ${subtract('old')} ${add('new')} END;`;
  const rebuild = `
    DELETE FROM ${table};
    INSERT INTO ${table} (${keys.join(', ')}, n)
      SELECT ${values('r').join(', ')}, count(*) FROM "${collection}" AS r WHERE ${isLive('r')} AND project_id IS NOT NULL GROUP BY ${values('r').join(', ')};`;
  return { create, rebuild };
}
