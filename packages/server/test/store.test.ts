import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MemoryStore } from '../src/store/MemoryStore';
import { SqliteStore } from '../src/store/SqliteStore';
import type { Store } from '../src/store/Store';

interface Note {
  id: string;
  project_id?: string;
  text: string;
  tags: string[];
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
    store.put<Note>('files', { id: 'a', project_id: 'p1', text: 'one', tags: ['x'] });
    expect(store.get<Note>('files', 'a')).toEqual({ id: 'a', project_id: 'p1', text: 'one', tags: ['x'] });
    store.put<Note>('files', { id: 'a', project_id: 'p1', text: 'two', tags: [] });
    expect(store.get<Note>('files', 'a')?.text).toBe('two');
    expect(store.remove('files', 'a')).toBe(true);
    expect(store.remove('files', 'a')).toBe(false);
    expect(store.get('files', 'a')).toBeUndefined();
  });

  it('keeps collections apart and lists in insertion order, by project', () => {
    store.put<Note>('files', { id: 'b', project_id: 'p1', text: 'b', tags: [] });
    store.put<Note>('files', { id: 'a', project_id: 'p2', text: 'a', tags: [] });
    store.put<Note>('files', { id: 'c', project_id: 'p1', text: 'c', tags: [] });
    store.put<Note>('projects', { id: 'b', text: 'other collection', tags: [] });
    // Replacing keeps the record's place.
    store.put<Note>('files', { id: 'b', project_id: 'p1', text: 'b2', tags: [] });
    expect(store.list<Note>('files').map((n) => n.id)).toEqual(['b', 'a', 'c']);
    expect(store.list<Note>('files', 'p1').map((n) => n.text)).toEqual(['b2', 'c']);
    expect(store.get<Note>('projects', 'b')?.text).toBe('other collection');
  });

  it('returns copies, never live references', () => {
    const note: Note = { id: 'a', text: 'one', tags: ['x'] };
    store.put('files', note);
    note.tags.push('mutated');
    const read = store.get<Note>('files', 'a')!;
    read.tags.push('mutated too');
    expect(store.get<Note>('files', 'a')?.tags).toEqual(['x']);
  });

  it('rolls back every write of a failed transaction', () => {
    store.put<Note>('files', { id: 'kept', text: 'before', tags: [] });
    expect(() =>
      store.transaction(() => {
        store.put<Note>('files', { id: 'kept', text: 'changed', tags: [] });
        store.put<Note>('files', { id: 'new', text: 'new', tags: [] });
        store.putBlob('blob', new Uint8Array([1]));
        throw new Error('abort');
      }),
    ).toThrow('abort');
    expect(store.get<Note>('files', 'kept')?.text).toBe('before');
    expect(store.get('files', 'new')).toBeUndefined();
    expect(store.getBlob('blob')).toBeUndefined();
    expect(store.transaction(() => store.put<Note>('files', { id: 'new', text: 'ok', tags: [] }).id)).toBe('new');
    expect(store.get<Note>('files', 'new')?.text).toBe('ok');
  });

  it('stores binary blobs byte for byte', () => {
    const bytes = new Uint8Array(70_000).map((_, i) => (i * 31) % 256);
    store.putBlob('k', bytes);
    expect(Buffer.from(store.getBlob('k')!).equals(Buffer.from(bytes))).toBe(true);
    expect(store.getBlob('missing')).toBeUndefined();
  });
});

describe('sqlite store durability', () => {
  it('keeps records across reopening the same directory', () => {
    const dir = mkdtempSync(join(tmpdir(), 'patchbay-store-'));
    try {
      const first = new SqliteStore(dir);
      first.put<Note>('files', { id: 'a', project_id: 'p', text: 'persisted', tags: ['t'] });
      first.putBlob('k', new Uint8Array([9, 8, 7]));
      first.close();
      const second = new SqliteStore(dir);
      expect(second.get<Note>('files', 'a')).toEqual({ id: 'a', project_id: 'p', text: 'persisted', tags: ['t'] });
      expect(second.getBlob('k')).toEqual(new Uint8Array([9, 8, 7]));
      second.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
