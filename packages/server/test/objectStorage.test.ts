import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { createPatchbayServer } from '../src/createPatchbayServer';
import { ObjectStorage } from '../src/files/ObjectStorage';

const md5 = (content: string | Uint8Array) => createHash('md5').update(content).digest('hex');

const dirs: string[] = [];
function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'patchbay-objects-'));
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('where uploaded bytes live', () => {
  it('durable storage: beside the database, kept after close', async () => {
    const dataDir = tempDir();
    const server = createPatchbayServer({ storage: { dataDir } });
    expect(server.filesDir).toBe(dataDir);
    expect(readdirSync(dataDir).sort()).toEqual(expect.arrayContaining(['binaries', 'incoming', 'objects', 'patchbay.db']));
    await server.close();
    expect(existsSync(join(dataDir, 'objects'))).toBe(true);
  });

  it('memory mode: a private temporary directory, removed on close', async () => {
    const server = createPatchbayServer({ storage: 'memory' });
    const other = createPatchbayServer({ storage: 'memory' });
    try {
      expect(server.filesDir.startsWith(tmpdir())).toBe(true);
      expect(other.filesDir).not.toBe(server.filesDir);
      expect(existsSync(join(server.filesDir, 'objects'))).toBe(true);
    } finally {
      await server.close();
      await other.close();
    }
    expect(existsSync(server.filesDir)).toBe(false);
    expect(existsSync(other.filesDir)).toBe(false);
  });

  it('memory mode: closed during an upload, the upload is stored and then the directory goes', async () => {
    const storage = new ObjectStorage({ dir: undefined, maxObjectBytes: 1024, idleTimeoutMs: 5_000 });
    let send!: ReadableStreamDefaultController<Uint8Array>;
    const body = new ReadableStream<Uint8Array>({ start: (controller) => void (send = controller) });
    const bytes = new TextEncoder().encode('written while the service closes');
    const stored = storage.putObject(md5(bytes), { headers: new Headers(), body });
    send.enqueue(bytes.subarray(0, 10));
    await expect.poll(() => readdirSync(join(storage.dir, 'incoming')).length).toBe(1);

    storage.close();
    expect(existsSync(storage.dir)).toBe(true);
    send.enqueue(bytes.subarray(10));
    send.close();
    await expect(stored).resolves.toEqual({ size: bytes.byteLength });
    expect(existsSync(storage.dir)).toBe(false);
  });

  it('a directory of its own when given one, with memory records or durable ones', async () => {
    const dir = tempDir();
    const server = createPatchbayServer({ storage: 'memory', uploads: { dir } });
    expect(server.filesDir).toBe(dir);
    await server.close();
    // Given, so not the service's to remove.
    expect(existsSync(join(dir, 'objects'))).toBe(true);
  });

  it('refuses a limit that is not a positive whole number of bytes', () => {
    for (const maxBytes of [0, -1, 1.5, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(() => createPatchbayServer({ uploads: { maxBytes } })).toThrow(/uploads\.maxBytes/);
    }
    expect(() => createPatchbayServer({ uploads: { idleTimeoutMs: 0 } })).toThrow(/uploads\.idleTimeoutMs/);
  });
});

describe('half-written uploads a crash left behind', () => {
  it('are removed at startup once idle for twice the idle timeout, and later by the periodic sweep', async () => {
    const dataDir = tempDir();
    const incoming = join(dataDir, 'incoming');
    mkdirSync(incoming, { recursive: true });
    writeFileSync(join(incoming, 'stale'), 'cut short an hour ago');
    const anHourAgo = new Date(Date.now() - 3600_000);
    utimesSync(join(incoming, 'stale'), anHourAgo, anHourAgo);
    writeFileSync(join(incoming, 'recent'), 'maybe another process is still writing this');
    // Dated ahead, so however slowly the service starts, the file is still fresh when it looks.
    const anHourAhead = new Date(Date.now() + 3600_000);
    utimesSync(join(incoming, 'recent'), anHourAhead, anHourAhead);

    const server = createPatchbayServer({ storage: { dataDir }, uploads: { idleTimeoutMs: 200 } });
    try {
      expect(readdirSync(incoming)).toEqual(['recent']);
      // Now untouched for longer than two idle timeouts: nobody is writing it any more.
      utimesSync(join(incoming, 'recent'), anHourAgo, anHourAgo);
      await expect.poll(() => readdirSync(incoming)).toEqual([]);
    } finally {
      await server.close();
    }
  });
});

describe('bytes from the database of earlier versions', () => {
  it('move to object storage on first start, and the blob table goes', async () => {
    const dataDir = tempDir();
    const upload = Buffer.from('bytes an earlier version kept in SQLite');
    const binary = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 1, 2]);
    const legacy = new Database(join(dataDir, 'patchbay.db'));
    legacy.exec('CREATE TABLE blobs (key TEXT PRIMARY KEY, data BLOB NOT NULL)');
    legacy.prepare('INSERT INTO blobs (key, data) VALUES (?, ?)').run(`prj_1/toolkit/TOOL/${md5(upload)}/a.txt`, upload);
    legacy.prepare('INSERT INTO blobs (key, data) VALUES (?, ?)').run('proxy-binary/bin_abcdefghijklmnopqrst', binary);
    legacy.close();

    const server = createPatchbayServer({ storage: { dataDir } });
    await server.close();
    expect(readFileSync(join(dataDir, 'objects', md5(upload)))).toEqual(upload);
    expect(readFileSync(join(dataDir, 'binaries', 'bin_abcdefghijklmnopqrst'))).toEqual(binary);
    expect(readdirSync(join(dataDir, 'incoming'))).toEqual([]);
    const db = new Database(join(dataDir, 'patchbay.db'), { readonly: true });
    try {
      expect(db.prepare("SELECT name FROM sqlite_master WHERE name = 'blobs'").get()).toBeUndefined();
    } finally {
      db.close();
    }
    // A second start has nothing left to move.
    await createPatchbayServer({ storage: { dataDir } }).close();
  });
});
