import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import type { Collection, Store, StoredDoc } from './Store';

const SCHEMA = `
  CREATE TABLE IF NOT EXISTS documents (
    collection TEXT NOT NULL,
    id TEXT NOT NULL,
    project_id TEXT,
    data TEXT NOT NULL,
    PRIMARY KEY (collection, id)
  );
  CREATE INDEX IF NOT EXISTS documents_by_project ON documents (collection, project_id);
  CREATE TABLE IF NOT EXISTS blobs (key TEXT PRIMARY KEY, data BLOB NOT NULL);
`;

/**
 * Durable storage in one SQLite file (`<dir>/patchbay.db`). WAL with
 * synchronous=FULL: a write is on disk before the request that made it is
 * answered, so a kill -9 loses nothing that was acknowledged.
 */
export class SqliteStore implements Store {
  readonly kind = 'sqlite';
  readonly #db: Database.Database;
  readonly #statements;

  constructor(dataDir: string) {
    mkdirSync(dataDir, { recursive: true });
    this.#db = new Database(join(dataDir, 'patchbay.db'));
    this.#db.pragma('journal_mode = WAL');
    this.#db.pragma('synchronous = FULL');
    this.#db.pragma('busy_timeout = 5000');
    this.#db.exec(SCHEMA);
    this.#statements = {
      get: this.#db.prepare<[string, string], { data: string }>('SELECT data FROM documents WHERE collection = ? AND id = ?'),
      put: this.#db.prepare(
        `INSERT INTO documents (collection, id, project_id, data) VALUES (?, ?, ?, ?)
         ON CONFLICT (collection, id) DO UPDATE SET project_id = excluded.project_id, data = excluded.data`,
      ),
      remove: this.#db.prepare('DELETE FROM documents WHERE collection = ? AND id = ?'),
      listAll: this.#db.prepare<[string], { data: string }>('SELECT data FROM documents WHERE collection = ? ORDER BY rowid'),
      listProject: this.#db.prepare<[string, string], { data: string }>(
        'SELECT data FROM documents WHERE collection = ? AND project_id = ? ORDER BY rowid',
      ),
      putBlob: this.#db.prepare('INSERT INTO blobs (key, data) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET data = excluded.data'),
      getBlob: this.#db.prepare<[string], { data: Buffer }>('SELECT data FROM blobs WHERE key = ?'),
    };
  }

  get<T extends StoredDoc>(collection: Collection, id: string): T | undefined {
    const row = this.#statements.get.get(collection, id);
    return row ? (JSON.parse(row.data) as T) : undefined;
  }

  put<T extends StoredDoc>(collection: Collection, doc: T): T {
    this.#statements.put.run(collection, doc.id, doc.project_id ?? null, JSON.stringify(doc));
    return doc;
  }

  remove(collection: Collection, id: string): boolean {
    return this.#statements.remove.run(collection, id).changes > 0;
  }

  list<T extends StoredDoc>(collection: Collection, projectId?: string): T[] {
    const rows = projectId === undefined ? this.#statements.listAll.all(collection) : this.#statements.listProject.all(collection, projectId);
    return rows.map((row) => JSON.parse(row.data) as T);
  }

  transaction<R>(fn: () => R): R {
    return this.#db.transaction(fn)();
  }

  putBlob(key: string, bytes: Uint8Array): void {
    this.#statements.putBlob.run(key, Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
  }

  getBlob(key: string): Uint8Array<ArrayBuffer> | undefined {
    const row = this.#statements.getBlob.get(key);
    return row ? new Uint8Array(row.data) : undefined;
  }

  close(): void {
    if (this.#db.open) this.#db.close();
  }
}
