import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MemoryStore } from '../src/collections/MemoryStore';
import { SqliteStore } from '../src/collections/SqliteStore';
import type { Store } from '../src/collections/Store';
import { createPatchbayServer, type PatchbayServer } from '../src/createPatchbayServer';
import type { ProjectRecord } from '../src/projects/records';
import { StampedCache } from '../src/store/StampedCache';

const project = (id: string, name: string): ProjectRecord => ({
  id,
  project_id: id,
  org_id: 'org_1',
  name,
  config: {},
  created_at: '2026-01-01T00:00:00.000Z',
  deleted_at: null,
});

/** The name of project p1 as `store` reads it, through `cache`. */
const nameThrough = (cache: StampedCache<string, string | undefined>, store: Store) =>
  cache.get(store, 'p1', () => store.get('projects', 'p1')?.name);

describe('what a StampedCache keeps is what reading again would give', () => {
  let dir: string;
  const opened: Store[] = [];
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'patchbay-stamp-'));
  });
  afterEach(() => {
    for (const store of opened.splice(0)) store.close();
    rmSync(dir, { recursive: true, force: true });
  });
  const open = () => {
    const store = new SqliteStore(dir);
    opened.push(store);
    return store;
  };

  it('drops what it kept when another connection (another process) writes to the same file', () => {
    const [reader, writer] = [open(), open()];
    writer.put('projects', project('p1', 'first'));
    const cache = new StampedCache<string, string | undefined>(10);
    expect(nameThrough(cache, reader)).toBe('first');
    writer.put('projects', project('p1', 'second'));
    expect(nameThrough(cache, reader)).toBe('second');
    writer.remove('projects', 'p1');
    expect(nameThrough(cache, reader)).toBeUndefined();
  });

  it.each([
    ['on a file', () => open()],
    ['in memory', () => new MemoryStore()],
  ])('drops what it kept on a write through the store, and on a transaction rolled back (%s)', (_, make) => {
    const store = make();
    store.put('projects', project('p1', 'first'));
    const cache = new StampedCache<string, string | undefined>(10);
    expect(nameThrough(cache, store)).toBe('first');
    store.put('projects', project('p1', 'second'));
    expect(nameThrough(cache, store)).toBe('second');
    // Read inside a transaction that then rolls back: what it read must not outlive it.
    expect(() =>
      store.transaction(() => {
        store.put('projects', project('p1', 'never'));
        expect(nameThrough(cache, store)).toBe('never');
        throw new Error('roll back');
      }),
    ).toThrow('roll back');
    expect(nameThrough(cache, store)).toBe('second');
    store.remove('projects', 'p1');
    expect(nameThrough(cache, store)).toBeUndefined();
  });

  it('reads a snapshot on one state: another connection’s commit shows after it, and a write inside it throws', () => {
    const [reader, writer] = [open(), open()];
    writer.put('projects', project('p1', 'first'));
    const cache = new StampedCache<string, string | undefined>(10);
    const seen = reader.snapshot(() => {
      const before = [nameThrough(cache, reader), reader.get('projects', 'p1')?.name];
      writer.put('projects', project('p1', 'second'));
      expect(() => reader.put('projects', project('p1', 'never'))).toThrow(/only reads/);
      expect(() => reader.transaction(() => undefined)).toThrow(/only reads/);
      return [...before, nameThrough(cache, reader), reader.get('projects', 'p1')?.name];
    });
    expect(seen).toEqual(['first', 'first', 'first', 'first']);
    expect(nameThrough(cache, reader)).toBe('second');
  });

  it('gives kept values and reads the others at once (getAll)', () => {
    const store = open();
    const cache = new StampedCache<string, string | null>(10);
    const reads: string[][] = [];
    const readMissing = (missing: string[]) => (reads.push(missing), new Map(missing.map((key) => [key, key === 'none' ? null : key.toUpperCase()])));
    expect([...cache.getAll(store, ['a', 'none'], readMissing)]).toEqual([
      ['a', 'A'],
      ['none', null],
    ]);
    expect([...cache.getAll(store, ['a', 'b', 'none'], readMissing)]).toEqual([
      ['a', 'A'],
      ['none', null],
      ['b', 'B'],
    ]);
    expect(reads).toEqual([['a', 'none'], ['b']]);
    store.put('projects', project('p1', 'first'));
    cache.getAll(store, ['a'], readMissing);
    expect(reads.at(-1)).toEqual(['a']);
  });

  it('keeps nothing for a key nothing was found for, and at most its size', () => {
    const store = open();
    const cache = new StampedCache<string, string | undefined>(2);
    let reads = 0;
    const read = (key: string) => cache.get(store, key, () => (reads++, key === 'none' ? undefined : key));
    read('none');
    read('none');
    expect(reads).toBe(2);
    read('a');
    read('a');
    expect(reads).toBe(3);
    read('b');
    read('c'); // past the size: everything kept is dropped first
    read('a');
    expect(reads).toBe(6);
  });
});

describe('two services on one file', () => {
  let dir: string;
  const servers: PatchbayServer[] = [];
  afterEach(async () => {
    for (const server of servers.splice(0)) await server.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('refuses a key at once on one when the other regenerated it, though the first had just accepted it', async () => {
    dir = mkdtempSync(join(tmpdir(), 'patchbay-two-'));
    const keys = { orgApiKey: 'pb_org_shared_test', projectApiKey: 'pb_proj_shared_test' };
    const [a, b] = [createPatchbayServer({ storage: { dataDir: dir }, ...keys }), createPatchbayServer({ storage: { dataDir: dir }, ...keys })];
    servers.push(a, b);
    const list = (server: PatchbayServer) =>
      server.fetch(new Request('http://service.test/api/v3/connected_accounts', { headers: { 'x-api-key': keys.projectApiKey } }));
    expect((await list(a)).status).toBe(200);
    expect((await list(a)).status).toBe(200);
    const rotated = await b.fetch(
      new Request(`http://service.test/api/v3/org/owner/project/${a.defaultProjectId}/regenerate_api_key`, {
        method: 'POST',
        headers: { 'x-org-api-key': keys.orgApiKey },
      }),
    );
    expect(rotated.status).toBe(200);
    expect((await list(a)).status).toBe(401);
  });
});
