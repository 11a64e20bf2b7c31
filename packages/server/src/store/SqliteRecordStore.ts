import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import type { AtMost, CollectionMap, CollectionOf, FieldOf, Keyset, Query, QueryValue, RecordIn, RecordStore, Row, Where } from './RecordStore';
import type { StoreSchema } from './StoreSchema';
import { LEGACY_TOTALS, liveTotalsSchema, totalsTable } from './liveTotals';
import { sqliteAddonPath } from './sqliteAddon';

/** Statements are cached by their text; IN lists of varying length make that set open, so it is capped. */
const MAX_CACHED_STATEMENTS = 500;

/**
 * Each schema's empty memory database, made once per process: a memory store
 * starts as a copy of it (well under a millisecond) instead of running the
 * schema's hundred statements (several milliseconds, which every test's
 * service paid). A copy lives in SQLite's memdb, whose size is capped at 1 GiB.
 */
const EMPTY_IMAGES = new WeakMap<object, Buffer>();

/** The generated column of a queryable field: read from the record's JSON, so a write is one INSERT. */
const generatedColumn = (field: string) => `"${field}" GENERATED ALWAYS AS (json_extract(data, '$.${field}')) VIRTUAL`;

/**
 * One table per collection: the record as JSON, plus a virtual column per
 * queryable field (generated from the JSON, so a write is one INSERT) and
 * indexes on those. `seq`, the rowid, is the insertion order.
 */
function tableSchema(collection: string, fields: readonly string[]): string {
  const columns = fields.map((field) => `, ${generatedColumn(field)}`).join('');
  return `CREATE TABLE IF NOT EXISTS "${collection}" (seq INTEGER PRIMARY KEY, id TEXT NOT NULL UNIQUE, data TEXT NOT NULL${columns});`;
}

function indexSchema(collection: string, tableIndexes: readonly (readonly string[])[]): string {
  return tableIndexes
    .map(
      (columns) =>
        `CREATE INDEX IF NOT EXISTS "${collection}_by_${columns.join('_')}" ON "${collection}" (${columns.map((c) => `"${c}"`).join(', ')});`,
    )
    .join('\n');
}

/**
 * Records in SQLite: a file (`<dir>/patchbay.db`) for durable storage, or
 * `:memory:` for throwaway runs, so both modes run the same queries. Plain SQL
 * rather than a query builder: the queries are few and generated from one
 * typed description (the schema's fields), which keeps column names checked.
 * The store knows no collection of its own: the schema it is opened with
 * names them, with their record types (`M`).
 *
 * Durable mode uses WAL with synchronous=FULL: a write is on disk before the
 * request that made it is answered, so a kill -9 loses nothing acknowledged.
 */
export class SqliteRecordStore<M extends CollectionMap> implements RecordStore<M> {
  readonly kind: 'memory' | 'sqlite';
  /** The directory of the database file (undefined in memory); the service keeps uploaded bytes beside it. */
  readonly dataDir: string | undefined;
  readonly #db: Database.Database;
  readonly #statements = new Map<string, Database.Statement>();
  readonly #schema: StoreSchema<M>;
  /** Writes made through this store (see changeStamp): every statement that writes counts itself here. */
  #writes = 0;
  /** SQLite's data_version: changes when another connection commits to the same file (durable storage only). */
  readonly #dataVersion: Database.Statement | undefined;
  readonly #beginSnapshot: Database.Statement;
  readonly #endSnapshot: Database.Statement;
  /** Set while a snapshot runs: it only reads (see snapshot). */
  #readOnly = false;
  /** The change stamp of the snapshot running, once read. */
  #snapshotStamp: string | undefined;

  constructor(schema: StoreSchema<M>, dataDir?: string) {
    this.#schema = schema;
    this.dataDir = dataDir;
    this.kind = dataDir === undefined ? 'memory' : 'sqlite';
    if (dataDir !== undefined) mkdirSync(dataDir, { recursive: true });
    const emptyImage = dataDir === undefined ? EMPTY_IMAGES.get(schema) : undefined;
    this.#db = new Database(emptyImage ?? (dataDir === undefined ? ':memory:' : join(dataDir, 'patchbay.db')), {
      nativeBinding: sqliteAddonPath(),
    });
    if (dataDir !== undefined) {
      this.#db.pragma('journal_mode = WAL');
      this.#db.pragma('synchronous = FULL');
      this.#db.pragma('busy_timeout = 5000');
    }
    if (emptyImage === undefined) {
      const isNew = this.#db.prepare('SELECT count(*) FROM sqlite_master').pluck().get() === 0;
      this.#db.transaction(() => (isNew ? this.#createSchema() : this.#upgradeSchema()))();
      if (dataDir === undefined) EMPTY_IMAGES.set(schema, this.#db.serialize());
    }
    this.#dataVersion = dataDir === undefined ? undefined : this.#db.prepare('PRAGMA data_version').pluck();
    this.#beginSnapshot = this.#db.prepare('BEGIN DEFERRED');
    this.#endSnapshot = this.#db.prepare('COMMIT');
  }

  /**
   * Changes with every write through this store (counted before it runs, and
   * again when a transaction ends, so what was read inside one that rolled
   * back is not kept) and, on a file, with every commit another connection
   * (another process) makes to it.
   */
  changeStamp(): string {
    if (this.#snapshotStamp !== undefined) return this.#snapshotStamp;
    const stamp = this.#dataVersion ? `${this.#writes}:${String(this.#dataVersion.get())}` : String(this.#writes);
    // Nothing changes what a snapshot sees while it runs: its first stamp holds to its end.
    if (this.#readOnly) this.#snapshotStamp = stamp;
    return stamp;
  }

  /**
   * A database with no table yet: its whole schema in one script, which SQLite runs in about half the time of
   * the statements one by one with the checks of an upgrade between them. Nothing of an earlier version to move.
   */
  #createSchema(): void {
    const statements = this.#collections().map((collection) =>
      [tableSchema(collection, this.#schema.fields[collection]), indexSchema(collection, this.#schema.indexes[collection])].join('\n'),
    );
    for (const [collection, live] of Object.entries(this.#schema.liveTotals) as [string, AnyLiveTotals][]) {
      statements.push(liveTotalsSchema(collection, live).create);
    }
    this.#db.exec(statements.join('\n'));
  }

  /** A database made by this version or an earlier one: what is missing made, earlier layouts moved over. */
  #upgradeSchema(): void {
    for (const collection of this.#collections()) {
      this.#db.exec(tableSchema(collection, this.#schema.fields[collection]));
      this.#addMissingColumns(collection, this.#schema.fields[collection]);
      this.#db.exec(indexSchema(collection, this.#schema.indexes[collection]));
    }
    this.#createLiveTotals();
    this.#migrateDocuments();
  }

  #createLiveTotals(): void {
    for (const { table, triggers } of LEGACY_TOTALS) {
      for (const trigger of triggers) this.#db.exec(`DROP TRIGGER IF EXISTS "${trigger}"`);
      this.#db.exec(`DROP TABLE IF EXISTS "${table}"`);
    }
    for (const [collection, live] of Object.entries(this.#schema.liveTotals) as [string, AnyLiveTotals][]) {
      const exists = this.#db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?").get(totalsTable(collection, live.by));
      const { create, rebuild } = liveTotalsSchema(collection, live);
      this.#db.exec(create);
      if (!exists) this.#db.exec(rebuild);
    }
  }

  /**
   * A table made by an earlier version lacks the columns of fields made
   * queryable since: add them (virtual, so the rows need no rewrite), before
   * the indexes on them are made.
   */
  #addMissingColumns(collection: string, fields: readonly string[]): void {
    const present = new Set((this.#db.prepare(`SELECT name FROM pragma_table_xinfo(?)`).all(collection) as { name: string }[]).map((c) => c.name));
    for (const field of fields) {
      if (!present.has(field)) this.#db.exec(`ALTER TABLE "${collection}" ADD COLUMN ${generatedColumn(field)}`);
    }
  }

  /** Earlier versions kept every collection in one `documents` table; move its rows over in their order. */
  #migrateDocuments(): void {
    const legacy = this.#db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'documents'").get();
    if (!legacy) return;
    for (const collection of this.#collections()) {
      this.#db
        .prepare(`INSERT OR REPLACE INTO "${collection}" (id, data) SELECT id, data FROM documents WHERE collection = ? ORDER BY rowid`)
        .run(collection);
    }
    this.#db.exec('DROP TABLE documents');
  }

  #collections(): CollectionOf<M>[] {
    return Object.keys(this.#schema.fields);
  }

  /** The quoted column of a queryable field; anything else is a programming error, never SQL. */
  #column(collection: CollectionOf<M>, field: string): string {
    const fields: readonly string[] = this.#schema.fields[collection];
    if (field !== 'id' && !fields.includes(field)) throw new Error(`'${field}' is not a queryable field of ${collection}`);
    return `"${field}"`;
  }

  #whereClause<C extends CollectionOf<M>>(collection: C, filter: Where<M, C> | undefined): { clauses: string[]; params: QueryValue[] } {
    const clauses: string[] = [];
    const params: QueryValue[] = [];
    for (const [field, value] of Object.entries(filter ?? {}) as [string, QueryValue | readonly QueryValue[] | AtMost | undefined][]) {
      if (value === undefined) continue;
      const name = this.#column(collection, field);
      if (value === null) {
        clauses.push(`${name} IS NULL`);
      } else if (Array.isArray(value)) {
        const values = value as readonly QueryValue[];
        clauses.push(values.length === 0 ? '0' : `${name} IN (${values.map(() => '?').join(', ')})`);
        params.push(...values);
      } else if (typeof value === 'object') {
        clauses.push(`${name} <= ?`);
        params.push((value as AtMost).atMost);
      } else {
        clauses.push(`${name} = ?`);
        params.push(value);
      }
    }
    return { clauses, params };
  }

  #statement(sql: string): Database.Statement {
    let statement = this.#statements.get(sql);
    if (!statement) {
      if (this.#statements.size >= MAX_CACHED_STATEMENTS) this.#statements.clear();
      statement = this.#db.prepare(sql);
      this.#statements.set(sql, statement);
    }
    return statement;
  }

  get<C extends CollectionOf<M>>(collection: C, id: string): RecordIn<M, C> | undefined {
    const row = this.#statement(`SELECT data FROM "${collection}" WHERE id = ?`).get(id) as { data: string } | undefined;
    return row ? (JSON.parse(row.data) as RecordIn<M, C>) : undefined;
  }

  put<C extends CollectionOf<M>, R extends RecordIn<M, C>>(collection: C, record: R): R {
    this.#mayWrite();
    this.#writes++;
    this.#statement(`INSERT INTO "${collection}" (id, data) VALUES (?, ?) ON CONFLICT (id) DO UPDATE SET data = excluded.data`).run(
      record.id,
      JSON.stringify(record),
    );
    return record;
  }

  remove(collection: CollectionOf<M>, id: string): boolean {
    this.#mayWrite();
    this.#writes++;
    return this.#statement(`DELETE FROM "${collection}" WHERE id = ?`).run(id).changes > 0;
  }

  find<C extends CollectionOf<M>>(collection: C, query: Query<M, C> = {}): RecordIn<M, C>[] {
    return this.rows(collection, query).map((row) => row.record);
  }

  rows<C extends CollectionOf<M>>(collection: C, query: Query<M, C> = {}): Row<M, C>[] {
    const { clauses, params } = this.#whereClause(collection, query.where);
    const direction = query.direction === 'desc' ? 'DESC' : 'ASC';
    const field = query.orderBy === undefined ? undefined : this.#column(collection, query.orderBy);
    if (query.after) clauses.push(afterClause(field, direction, query.after, params));
    const order = field ? `${field} ${direction}, seq ${direction}` : `seq ${direction}`;
    const limit = query.limit === undefined ? '' : ` LIMIT ${Math.max(0, Math.floor(query.limit))}`;
    const sql = `SELECT seq, data, ${field ?? 'NULL'} AS key FROM "${collection}"${where(clauses)} ORDER BY ${order}${limit}`;
    const rows = this.#statement(sql).all(...params) as { seq: number; data: string; key: QueryValue }[];
    return rows.map((row) => ({ seq: row.seq, key: row.key, record: JSON.parse(row.data) as RecordIn<M, C> }));
  }

  count<C extends CollectionOf<M>>(collection: C, filter?: Where<M, C>): number {
    const totals = totalsQuery(collection, this.#schema.liveTotals[collection], filter);
    if (totals) return (this.#statement(totals.sql).get(...totals.params) as { n: number }).n;
    const { clauses, params } = this.#whereClause(collection, filter);
    const row = this.#statement(`SELECT count(*) AS n FROM "${collection}"${where(clauses)}`).get(...params) as { n: number };
    return row.n;
  }

  newestBy<C extends CollectionOf<M>>(collection: C, field: FieldOf<M, C>, values: readonly QueryValue[]): RecordIn<M, C>[] {
    if (values.length === 0) return [];
    const column = this.#column(collection, field);
    const list = values.map(() => '?').join(', ');
    // The index on the field (and status; seq is its rowid) gives each group's max(seq) from index entries alone, without reading records.
    const sql = `SELECT data FROM "${collection}" WHERE seq IN (SELECT max(seq) FROM "${collection}" WHERE ${column} IN (${list}) GROUP BY ${column})`;
    const rows = this.#statement(sql).all(...values) as { data: string }[];
    return rows.map((row) => JSON.parse(row.data) as RecordIn<M, C>);
  }

  list<C extends CollectionOf<M>>(collection: C, projectId?: string): RecordIn<M, C>[] {
    const rows = (
      projectId === undefined
        ? this.#statement(`SELECT data FROM "${collection}" ORDER BY seq`).all()
        : this.#statement(`SELECT data FROM "${collection}" WHERE json_extract(data, '$.project_id') = ? ORDER BY seq`).all(projectId)
    ) as { data: string }[];
    return rows.map((row) => JSON.parse(row.data) as RecordIn<M, C>);
  }

  transaction<R>(fn: () => R, mode: 'deferred' | 'immediate' = 'immediate'): R {
    this.#mayWrite();
    const run = this.#db.transaction(fn);
    try {
      return mode === 'immediate' ? run.immediate() : run();
    } finally {
      this.#writes++;
    }
  }

  /**
   * Each read on its own takes the database's read locks and drops them again
   * (system calls on a file, the larger part of a small read's cost); inside
   * one transaction the reads share them, and see one state.
   */
  snapshot<R>(fn: () => R): R {
    // A transaction's reads already share one snapshot, and so do a snapshot's.
    const outer = this.#db.inTransaction;
    const readOnly = this.#readOnly;
    if (!outer) this.#beginSnapshot.run();
    this.#readOnly = true;
    try {
      return fn();
    } finally {
      this.#readOnly = readOnly;
      if (!readOnly) this.#snapshotStamp = undefined;
      if (!outer && this.#db.inTransaction) this.#endSnapshot.run();
    }
  }

  /** A write inside a snapshot is a programming error: a read transaction that writes may fail on a commit another process made since it began. */
  #mayWrite(): void {
    if (this.#readOnly) throw new Error('A snapshot only reads: write before or after it.');
  }

  /**
   * Hands every row of the `blobs` table, where earlier versions kept file
   * bytes, to `adopt`, then drops the table and gives its space back. A crash
   * midway leaves the table for the next start to finish.
   */
  moveLegacyBlobs(adopt: (key: string, bytes: Uint8Array) => void): number {
    const table = this.#db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'blobs'").get();
    if (!table) return 0;
    let moved = 0;
    for (const row of this.#db.prepare<[], { key: string; data: Buffer }>('SELECT key, data FROM blobs').iterate()) {
      adopt(row.key, row.data);
      moved++;
    }
    this.#writes++;
    this.#db.exec('DROP TABLE blobs');
    if (moved > 0) this.#db.exec('VACUUM');
    return moved;
  }

  close(): void {
    if (this.#db.open) this.#db.close();
  }
}

type AnyLiveTotals = { field: string; value: string | null; by: readonly string[] };

/**
 * The sum of counters that answers `filter`, when it asks for live records of
 * one project and filters nothing else than the fields the totals are kept
 * by (with values, not ranges).
 */
function totalsQuery(
  collection: string,
  live: AnyLiveTotals | undefined,
  filter: Partial<Record<string, unknown>> | undefined,
): { sql: string; params: QueryValue[] } | undefined {
  if (!live || !filter) return undefined;
  const given = Object.entries(filter).filter(([, value]) => value !== undefined);
  const projectId = filter.project_id;
  if (typeof projectId !== 'string' || !given.some(([field, value]) => field === live.field && value === live.value)) return undefined;
  const clauses = ['project_id = ?'];
  const params: QueryValue[] = [projectId];
  for (const [field, value] of given) {
    if (field === 'project_id' || field === live.field) continue;
    if (!live.by.includes(field)) return undefined;
    const values = typeof value === 'string' ? [value] : Array.isArray(value) && value.every((v) => typeof v === 'string') ? value : undefined;
    if (values === undefined) return undefined;
    clauses.push(values.length === 0 ? '0' : `"${field}" IN (${values.map(() => '?').join(', ')})`);
    params.push(...values);
  }
  return { sql: `SELECT coalesce(sum(n), 0) AS n FROM "${totalsTable(collection, live.by)}" WHERE ${clauses.join(' AND ')}`, params };
}

/** Keyset pagination: rows after (key, seq) in the listing's direction, which the indexes serve directly. */
function afterClause(field: string | undefined, direction: 'ASC' | 'DESC', after: Keyset, params: QueryValue[]): string {
  const op = direction === 'ASC' ? '>' : '<';
  if (!field) {
    params.push(after.seq);
    return `seq ${op} ?`;
  }
  params.push(after.key, after.seq);
  return `(${field}, seq) ${op} (?, ?)`;
}

function where(clauses: string[]): string {
  return clauses.length === 0 ? '' : ` WHERE ${clauses.join(' AND ')}`;
}
