import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MemoryStore } from '../src/collections/MemoryStore';
import { SqliteStore } from '../src/collections/SqliteStore';
import type { Store } from '../src/collections/Store';
import { sqliteAddonPath } from '../src/store/sqliteAddon';
import type { ConnectedAccountRecord } from '../src/connectedAccounts/records';
import type { SandboxItem } from '../src/sandbox/SandboxItem';

/** A connected account record of project `p` (ACTIVE, of toolkit `t`, live) with what a test changes. */
function accountRecord(id: string, change: Partial<ConnectedAccountRecord> = {}): ConnectedAccountRecord {
  return {
    id,
    project_id: 'p',
    user_id: 'u',
    toolkit_slug: 't',
    auth_config_id: 'ac',
    status: 'ACTIVE',
    status_reason: null,
    status_reason_code: null,
    credentials: {},
    is_disabled: false,
    created_at: '2026-01-01T00:00:00.000Z',
    updated_at: '2026-01-01T00:00:00.000Z',
    deleted_at: null,
    ...change,
  };
}

/** A small record with free-form data, enough to exercise the store. */
function note(id: string, projectId: string, text: string, tags: string[] = [], createdAt = '2026-01-01T00:00:00.000Z'): SandboxItem {
  return {
    id,
    project_id: projectId,
    connected_account_id: 'ca',
    toolkit_slug: 't',
    kind: 'task',
    data: { text, tags },
    created_at: createdAt,
    updated_at: createdAt,
  };
}

const dirs: string[] = [];
const backends: Record<string, () => Store> = {
  memory: () => new MemoryStore(),
  sqlite: () => {
    const dir = mkdtempSync(join(tmpdir(), 'patchbay-store-'));
    dirs.push(dir);
    return new SqliteStore(dir);
  },
};

describe.each(Object.keys(backends))('%s store', (backend) => {
  let store: Store;
  beforeEach(() => {
    store = backends[backend]!();
  });
  afterEach(() => {
    store.close();
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  it('puts, gets, replaces and removes records', () => {
    store.put('sandbox_items', note('a', 'p1', 'one', ['x']));
    expect(store.get('sandbox_items', 'a')).toEqual(note('a', 'p1', 'one', ['x']));
    store.put('sandbox_items', note('a', 'p1', 'two'));
    expect(store.get('sandbox_items', 'a')?.data.text).toBe('two');
    expect(store.remove('sandbox_items', 'a')).toBe(true);
    expect(store.remove('sandbox_items', 'a')).toBe(false);
    expect(store.get('sandbox_items', 'a')).toBeUndefined();
  });

  it('keeps collections apart and lists in insertion order, by project', () => {
    store.put('sandbox_items', note('b', 'p1', 'b'));
    store.put('sandbox_items', note('a', 'p2', 'a'));
    store.put('sandbox_items', note('c', 'p1', 'c'));
    store.put('api_keys', { id: 'b', project_id: 'p1', key_id: 'k', name: 'other collection', created_at: '', deleted_at: null });
    // Replacing keeps the record's place.
    store.put('sandbox_items', note('b', 'p1', 'b2'));
    expect(store.list('sandbox_items').map((n) => n.id)).toEqual(['b', 'a', 'c']);
    expect(store.find('sandbox_items', { where: { project_id: 'p1' } }).map((n) => n.data.text)).toEqual(['b2', 'c']);
    expect(store.get('api_keys', 'b')?.name).toBe('other collection');
  });

  it('filters, sorts with insertion-order ties, pages by keyset and counts', () => {
    const at = (minute: number) => `2026-01-01T00:0${minute}:00.000Z`;
    store.put('sandbox_items', note('a', 'p', 'a', [], at(2)));
    store.put('sandbox_items', note('b', 'p', 'b', [], at(1)));
    store.put('sandbox_items', note('c', 'p', 'c', [], at(2)));
    store.put('sandbox_items', note('d', 'q', 'd', [], at(3)));
    store.put('sandbox_items', { ...note('e', 'p', 'e', [], at(1)), kind: 'event' });
    const where = { project_id: 'p', kind: ['task'] };
    expect(store.count('sandbox_items', where)).toBe(3);
    expect(store.count('sandbox_items', { kind: [] })).toBe(0);
    const desc = store.rows('sandbox_items', { where, orderBy: 'created_at', direction: 'desc' });
    expect(desc.map((row) => row.record.id)).toEqual(['c', 'a', 'b']);
    const first = desc[0]!;
    const rest = store.find('sandbox_items', {
      where,
      orderBy: 'created_at',
      direction: 'desc',
      after: { key: first.record.created_at, seq: first.seq },
    });
    expect(rest.map((n) => n.id)).toEqual(['a', 'b']);
    expect(store.find('sandbox_items', { where: { project_id: 'p' }, direction: 'desc', limit: 2 }).map((n) => n.id)).toEqual(['e', 'c']);
    expect(store.find('sandbox_items', { where: { created_at: { atMost: at(1) } } }).map((n) => n.id)).toEqual(['b', 'e']);
  });

  it('finds the newest record of each value of a field in one query, a replaced record keeping its place', () => {
    store.put('sandbox_items', { ...note('a1', 'p', 'first of a'), connected_account_id: 'ca_a' });
    store.put('sandbox_items', { ...note('b1', 'p', 'only of b'), connected_account_id: 'ca_b' });
    store.put('sandbox_items', { ...note('a2', 'p', 'newest of a'), connected_account_id: 'ca_a' });
    // Replacing the older one keeps its place: it does not become the newest.
    store.put('sandbox_items', { ...note('a1', 'p', 'first of a, edited'), connected_account_id: 'ca_a' });
    const newest = store.newestBy('sandbox_items', 'connected_account_id', ['ca_a', 'ca_b', 'ca_none']);
    expect(newest.map((n) => n.id).sort()).toEqual(['a2', 'b1']);
    expect(store.newestBy('sandbox_items', 'connected_account_id', [])).toEqual([]);
    expect(() => store.newestBy('sandbox_items', 'data' as 'kind', ['x'])).toThrow(/not a queryable field/);
  });

  it('keeps the live total of a project through inserts, soft deletes, moves and removals', () => {
    const account = (id: string, projectId: string, deletedAt: string | null = null) =>
      accountRecord(id, { project_id: projectId, deleted_at: deletedAt });
    const live = (projectId: string) => store.count('connected_accounts', { project_id: projectId, deleted_at: null });
    const scanned = (projectId: string) => store.count('connected_accounts', { project_id: projectId, deleted_at: null, id: ['a', 'b', 'c', 'd'] });
    store.put('connected_accounts', account('a', 'p'));
    store.put('connected_accounts', account('b', 'p'));
    store.put('connected_accounts', account('c', 'q'));
    store.put('connected_accounts', account('d', 'p', '2026-01-02T00:00:00.000Z'));
    expect([live('p'), live('q'), live('none')]).toEqual([2, 1, 0]);
    store.put('connected_accounts', account('a', 'p', '2026-01-02T00:00:00.000Z'));
    store.put('connected_accounts', account('c', 'p'));
    store.remove('connected_accounts', 'b');
    expect([live('p'), live('q')]).toEqual([1, 0]);
    expect([scanned('p'), scanned('q')]).toEqual([1, 0]);
  });

  it('keeps totals by toolkit and status that agree with a count of the records', () => {
    const account = (id: string, toolkit: string, status: ConnectedAccountRecord['status'], deletedAt: string | null = null) =>
      accountRecord(id, { toolkit_slug: toolkit, status, deleted_at: deletedAt });
    const filters = [
      { toolkit_slug: ['gh'] },
      { status: ['ACTIVE'] },
      { toolkit_slug: ['gh', 'sl'], status: ['ACTIVE', 'FAILED'] },
      { toolkit_slug: 'sl', status: 'FAILED' },
      { toolkit_slug: [] as string[] },
    ];
    // The same filter plus a field the totals are not kept by: answered by a real COUNT over the records.
    const both = () =>
      filters.map((f) => [
        store.count('connected_accounts', { project_id: 'p', deleted_at: null, ...f }),
        store.count('connected_accounts', { project_id: 'p', deleted_at: null, ...f, user_id: 'u' }),
      ]);
    store.put('connected_accounts', account('a', 'gh', 'ACTIVE'));
    store.put('connected_accounts', account('b', 'gh', 'FAILED'));
    store.put('connected_accounts', account('c', 'sl', 'FAILED'));
    store.put('connected_accounts', account('d', 'sl', 'ACTIVE', '2026-01-02T00:00:00.000Z'));
    expect(both().map(([totals]) => totals)).toEqual([2, 1, 3, 1, 0]);
    store.put('connected_accounts', account('b', 'gh', 'ACTIVE'));
    store.put('connected_accounts', account('c', 'gh', 'FAILED', '2026-01-03T00:00:00.000Z'));
    store.put('connected_accounts', account('d', 'sl', 'FAILED'));
    store.remove('connected_accounts', 'a');
    const counted = both();
    expect(counted.map(([totals]) => totals)).toEqual([1, 1, 2, 1, 0]);
    for (const [totals, scanned] of counted) expect(totals).toBe(scanned);
  });

  it('returns copies, never live references', () => {
    const item = note('a', 'p', 'one', ['x']);
    store.put('sandbox_items', item);
    (item.data.tags as string[]).push('mutated');
    const read = store.get('sandbox_items', 'a')!;
    (read.data.tags as string[]).push('mutated too');
    expect(store.get('sandbox_items', 'a')?.data.tags).toEqual(['x']);
  });

  it('rolls back every write of a failed transaction', () => {
    store.put('sandbox_items', note('kept', 'p', 'before'));
    expect(() =>
      store.transaction(() => {
        store.put('sandbox_items', note('kept', 'p', 'changed'));
        store.put('sandbox_items', note('new', 'p', 'new'));
        throw new Error('abort');
      }),
    ).toThrow('abort');
    expect(store.get('sandbox_items', 'kept')?.data.text).toBe('before');
    expect(store.get('sandbox_items', 'new')).toBeUndefined();
    expect(store.transaction(() => store.put('sandbox_items', note('new', 'p', 'ok')).id)).toBe('new');
    expect(store.get('sandbox_items', 'new')?.data.text).toBe('ok');
  });
});

describe('sqlite addon', () => {
  it('is loaded from where npm builds it, without the package searching for it', () => {
    expect(sqliteAddonPath()).toMatch(/[\\/]better-sqlite3[\\/]build[\\/]Release[\\/]better_sqlite3\.node$/);
  });
});

describe('memory store', () => {
  it('starts each store empty and on its own, though all start from one copy of the empty database', () => {
    const first = new MemoryStore();
    first.put('connected_accounts', accountRecord('ca_1'));
    const second = new MemoryStore();
    expect(second.get('connected_accounts', 'ca_1')).toBeUndefined();
    expect(second.count('connected_accounts', { project_id: 'p' })).toBe(0);
    second.put('connected_accounts', accountRecord('ca_2'));
    expect(first.get('connected_accounts', 'ca_2')).toBeUndefined();
    expect(first.count('connected_accounts', { project_id: 'p' })).toBe(1);
    first.close();
    second.close();
  });
});

describe('sqlite store durability', () => {
  it('keeps records across reopening the same directory', () => {
    const dir = mkdtempSync(join(tmpdir(), 'patchbay-store-'));
    try {
      const first = new SqliteStore(dir);
      first.put('sandbox_items', note('a', 'p', 'persisted', ['t']));
      first.close();
      const second = new SqliteStore(dir);
      expect(second.get('sandbox_items', 'a')).toEqual(note('a', 'p', 'persisted', ['t']));
      second.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('makes the same tables, indexes and triggers in a new database as an upgrade makes in one of an earlier version', () => {
    const fresh = mkdtempSync(join(tmpdir(), 'patchbay-store-'));
    const earlier = mkdtempSync(join(tmpdir(), 'patchbay-store-'));
    const schemaOf = (dir: string) => {
      const db = new Database(join(dir, 'patchbay.db'));
      const rows = db.prepare("SELECT type, name, tbl_name, sql FROM sqlite_master WHERE name != 'earlier' ORDER BY type, name").all();
      db.close();
      return rows;
    };
    try {
      // A table of its own makes the second database not new: the store upgrades it, statement by statement.
      const seeded = new Database(join(earlier, 'patchbay.db'));
      seeded.exec('CREATE TABLE earlier (x)');
      seeded.close();
      new SqliteStore(fresh).close();
      new SqliteStore(earlier).close();
      expect(schemaOf(fresh)).toEqual(schemaOf(earlier));
      expect(schemaOf(fresh).map((row) => (row as { type: string }).type)).toEqual(expect.arrayContaining(['table', 'index', 'trigger']));
    } finally {
      rmSync(fresh, { recursive: true, force: true });
      rmSync(earlier, { recursive: true, force: true });
    }
  });

  it('moves records of the earlier single documents table into their tables, in order', () => {
    const dir = mkdtempSync(join(tmpdir(), 'patchbay-store-'));
    try {
      const legacy = new Database(join(dir, 'patchbay.db'));
      legacy.exec(
        'CREATE TABLE documents (collection TEXT NOT NULL, id TEXT NOT NULL, project_id TEXT, data TEXT NOT NULL, PRIMARY KEY (collection, id))',
      );
      const insert = legacy.prepare('INSERT INTO documents (collection, id, project_id, data) VALUES (?, ?, ?, ?)');
      insert.run('sandbox_items', 'z', 'p', JSON.stringify(note('z', 'p', 'first')));
      insert.run('sandbox_items', 'a', 'p', JSON.stringify(note('a', 'p', 'second')));
      legacy.close();
      const store = new SqliteStore(dir);
      expect(store.find('sandbox_items', { where: { project_id: 'p' } }).map((n) => n.data.text)).toEqual(['first', 'second']);
      store.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('adds the columns of fields made queryable after a table was made, and finds its rows by them', () => {
    const dir = mkdtempSync(join(tmpdir(), 'patchbay-store-'));
    try {
      // The grants table as an earlier version made it: expires_at was its one queryable field.
      const earlier = new Database(join(dir, 'patchbay.db'));
      earlier.exec(
        'CREATE TABLE "oauth_codes" (seq INTEGER PRIMARY KEY, id TEXT NOT NULL UNIQUE, data TEXT NOT NULL, ' +
          `"expires_at" GENERATED ALWAYS AS (json_extract(data, '$.expires_at')) VIRTUAL);`,
      );
      const grant = { id: 'areq_1', kind: 'authorization_request', link_token: 'lt_1', expires_at: '2026-01-01T00:10:00.000Z' };
      earlier.prepare('INSERT INTO "oauth_codes" (id, data) VALUES (?, ?)').run(grant.id, JSON.stringify(grant));
      earlier.close();
      const store = new SqliteStore(dir);
      expect(store.find('oauth_codes', { where: { link_token: 'lt_1' }, orderBy: 'expires_at' }).map((record) => record.id)).toEqual(['areq_1']);
      expect(store.count('oauth_codes', { link_token: 'lt_2' })).toBe(0);
      store.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('sqlite store live totals', () => {
  it('recounts a database whose counters are missing', () => {
    const dir = mkdtempSync(join(tmpdir(), 'patchbay-store-'));
    try {
      const first = new SqliteStore(dir);
      for (const [id, status] of [
        ['a', 'listening'],
        ['b', 'paused'],
        ['c', 'listening'],
      ] as const) {
        first.put('trigger_instances', {
          id,
          project_id: 'p',
          trigger_slug: 'T',
          toolkit_slug: 't',
          connected_account_id: 'ca',
          auth_config_id: 'ac',
          user_id: 'u',
          trigger_config: {},
          status,
          state: {},
          disabled_at: null,
          version: '1',
          created_at: '',
          updated_at: '',
        });
      }
      first.close();
      const raw = new Database(join(dir, 'patchbay.db'));
      raw.exec('DROP TABLE trigger_instances_live_totals');
      raw.close();
      const second = new SqliteStore(dir);
      expect(second.count('trigger_instances', { project_id: 'p', status: 'listening' })).toBe(2);
      second.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('replaces the per-project counter of an earlier version with totals by toolkit and status', () => {
    const dir = mkdtempSync(join(tmpdir(), 'patchbay-store-'));
    try {
      const first = new SqliteStore(dir);
      for (const [id, status] of [
        ['a', 'ACTIVE'],
        ['b', 'FAILED'],
      ] as const) {
        first.put('connected_accounts', accountRecord(id, { toolkit_slug: 'gh', status }));
      }
      first.close();
      // What an earlier version left: its counter table and triggers, no totals by toolkit and status.
      const raw = new Database(join(dir, 'patchbay.db'));
      raw.exec(`DROP TABLE connected_accounts_live_totals_by_toolkit_slug_status;
        CREATE TABLE connected_accounts_live_totals (project_id TEXT PRIMARY KEY, n INTEGER NOT NULL) WITHOUT ROWID;
        INSERT INTO connected_accounts_live_totals VALUES ('p', 2);
        CREATE TRIGGER connected_accounts_total_insert AFTER INSERT ON connected_accounts BEGIN UPDATE connected_accounts_live_totals SET n = n + 1; END;`);
      raw.close();
      const second = new SqliteStore(dir);
      expect(second.count('connected_accounts', { project_id: 'p', deleted_at: null, status: ['ACTIVE'] })).toBe(1);
      second.put('connected_accounts', { ...second.get('connected_accounts', 'a')!, id: 'c' });
      expect(second.count('connected_accounts', { project_id: 'p', deleted_at: null })).toBe(3);
      second.close();
      const tables = new Database(join(dir, 'patchbay.db'));
      const names = tables.prepare("SELECT name FROM sqlite_master WHERE name LIKE 'connected_accounts%total%'").all() as { name: string }[];
      tables.close();
      expect(names.map((row) => row.name).sort()).toEqual([
        'connected_accounts_live_totals_by_toolkit_slug_status',
        'connected_accounts_live_totals_by_toolkit_slug_status_delete',
        'connected_accounts_live_totals_by_toolkit_slug_status_insert',
        'connected_accounts_live_totals_by_toolkit_slug_status_update',
      ]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
