import { randomBytes } from 'node:crypto';
import { closeSync, fsyncSync, mkdirSync, mkdtempSync, openSync, readdirSync, renameSync, rmSync, statSync, writeSync } from 'node:fs';
import { open, rename, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { openFileStream, type FileStream } from './openFileStream';
import { streamToFile } from './streamToFile';
import { syncDirectory, syncDirectorySync } from './syncDirectory';
import { isOutOfSpace, md5Mismatch, outOfSpace, uploadTooLarge } from './uploadErrors';

export interface ObjectStorageOptions {
  /** Where the bytes live; undefined: a private temporary directory, removed on close. */
  dir: string | undefined;
  /** Largest object a PUT may store. */
  maxObjectBytes: number;
  /** An upload that sends nothing for this long is dropped. */
  idleTimeoutMs: number;
}

/** What `putObject` reads: a request, or anything with its headers and body. */
export interface IncomingBody {
  headers: Headers;
  body: ReadableStream<Uint8Array> | null;
}

/** The two kinds of stored bytes: uploaded files by MD5, binary proxy responses by id. */
type Shelf = 'objects' | 'binaries';

const MD5 = /^[0-9a-f]{32}$/;
const NAME = /^[A-Za-z0-9_-]{1,64}$/;
const ignore = () => undefined;

/** Private directories of services not closed yet, removed when the process exits anyway. */
const privateDirs = new Set<string>();
let exitHookInstalled = false;

function removeOnExit(dir: string): void {
  privateDirs.add(dir);
  if (exitHookInstalled) return;
  exitHookInstalled = true;
  process.once('exit', () => {
    for (const path of privateDirs) rmSync(path, { recursive: true, force: true });
  });
}

/**
 * The service's object storage, on disk so that memory stays flat in the
 * size of what is stored:
 *
 *   objects/<md5>      uploaded files, content-addressed
 *   binaries/<id>      binary proxy responses behind signed download URLs
 *   incoming/<random>  bodies still streaming in
 *
 * A body is written to `incoming/`, checked, then renamed into place, so a
 * file under `objects/` or `binaries/` is always complete. In a directory
 * the caller gave (durable storage), the file and then its directory are
 * fsynced before a write returns; the caller records it after that, so a
 * record never points at bytes a crash could lose. Without one (memory mode)
 * the bytes still go to disk, in a private temporary directory removed on
 * close: keeping them in memory would make memory grow with every upload,
 * and nothing is meant to outlive the process.
 */
export class ObjectStorage {
  /** The directory holding `objects/`, `binaries/` and `incoming/`. */
  readonly dir: string;
  readonly maxObjectBytes: number;
  readonly idleTimeoutMs: number;
  /** Durable directories pay for fsync; a private one is gone with the process anyway. */
  readonly #durable: boolean;
  /** Files this process is writing in `incoming/`: never swept. */
  readonly #writing = new Set<string>();
  /** Closed while writes were under way: the last of them removes the private directory. */
  #closed = false;

  constructor(options: ObjectStorageOptions) {
    this.maxObjectBytes = options.maxObjectBytes;
    this.idleTimeoutMs = options.idleTimeoutMs;
    this.#durable = options.dir !== undefined;
    this.dir = options.dir === undefined ? mkdtempSync(join(tmpdir(), 'patchbay-files-')) : resolve(options.dir);
    if (!this.#durable) removeOnExit(this.dir);
    for (const sub of ['objects', 'binaries', 'incoming']) mkdirSync(join(this.dir, sub), { recursive: true });
    if (this.#durable) syncDirectorySync(this.dir);
    this.sweepIncoming();
  }

  /**
   * Stores a body under its MD5, streaming it to disk. Refuses a body over
   * `maxObjectBytes` (413, before reading when Content-Length says so) and
   * one whose MD5 differs from `md5` (422); either way nothing is left behind.
   */
  async putObject(md5: string, message: IncomingBody): Promise<{ size: number }> {
    if (Number(message.headers.get('content-length') ?? 0) > this.maxObjectBytes) {
      await message.body?.cancel().catch(ignore);
      throw uploadTooLarge(this.maxObjectBytes);
    }
    return this.#receive(this.#path('objects', md5), async (temp) => {
      const written = await streamToFile(message.body, temp, {
        maxBytes: this.maxObjectBytes,
        idleTimeoutMs: this.idleTimeoutMs,
        durable: this.#durable,
      });
      if (written.md5 !== md5) throw md5Mismatch(md5, written.md5);
      return { size: written.size };
    });
  }

  /**
   * Stores a body whose MD5 is not known up front (a session file) under the
   * MD5 it turns out to have, with putObject's limits: the same bytes are
   * kept once, whoever sent them.
   */
  async putContent(message: IncomingBody): Promise<{ md5: string; size: number }> {
    if (Number(message.headers.get('content-length') ?? 0) > this.maxObjectBytes) {
      await message.body?.cancel().catch(ignore);
      throw uploadTooLarge(this.maxObjectBytes);
    }
    return this.#receive(
      (written) => this.#path('objects', written.md5),
      async (temp) => {
        const written = await streamToFile(message.body, temp, {
          maxBytes: this.maxObjectBytes,
          idleTimeoutMs: this.idleTimeoutMs,
          durable: this.#durable,
        });
        return { md5: written.md5, size: written.size };
      },
    );
  }

  /** Stored bytes by MD5 as a stream from disk; undefined when there are none. */
  openObject(md5: string): Promise<FileStream | undefined> {
    return openFileStream(this.#path('objects', md5));
  }

  /** Keeps a binary proxy response under `id`. */
  async putBinary(id: string, bytes: Uint8Array): Promise<void> {
    await this.#receive(this.#path('binaries', id), async (temp) => {
      const file = await open(temp, 'wx');
      try {
        await file.writeFile(bytes);
        if (this.#durable) await file.sync();
      } finally {
        await file.close();
      }
    });
  }

  /** A binary proxy response as a stream from disk; undefined when there is none. */
  openBinary(id: string): Promise<FileStream | undefined> {
    return openFileStream(this.#path('binaries', id));
  }

  /**
   * Keeps bytes found in an older layout (startup only, hence synchronous):
   * under their MD5 on the 'objects' shelf, under `name` on 'binaries'.
   */
  adoptSync(shelf: Shelf, name: string, bytes: Uint8Array): void {
    const target = this.#path(shelf, name);
    const temp = this.#incomingPath();
    const fd = openSync(temp, 'wx');
    try {
      for (let offset = 0; offset < bytes.byteLength;) offset += writeSync(fd, bytes, offset);
      if (this.#durable) fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
    renameSync(temp, target);
    if (this.#durable) syncDirectorySync(join(this.dir, shelf));
  }

  /**
   * Removes what writes cut short by a crash left in `incoming/`. A live
   * upload writes at least every `idleTimeoutMs` or is dropped, so a file
   * untouched for twice that belongs to no one, whichever process made it.
   */
  sweepIncoming(now = Date.now()): void {
    const incoming = join(this.dir, 'incoming');
    let names: string[];
    try {
      names = readdirSync(incoming);
    } catch {
      return; // closed meanwhile
    }
    for (const name of names) {
      const path = join(incoming, name);
      if (this.#writing.has(path)) continue;
      try {
        if (statSync(path).mtimeMs < now - 2 * this.idleTimeoutMs) rmSync(path, { force: true });
      } catch {
        // Gone already: renamed into place or removed by its writer.
      }
    }
  }

  /**
   * Removes a private directory and everything in it; a given directory is
   * kept. A write still under way (bounded by `idleTimeoutMs`) ends first, and
   * the last one to end removes it.
   */
  close(): void {
    if (this.#durable) return;
    this.#closed = true;
    if (this.#writing.size === 0) this.#removePrivateDir();
  }

  #removePrivateDir(): void {
    privateDirs.delete(this.dir);
    rmSync(this.dir, { recursive: true, force: true });
  }

  /** Writes to a new file in `incoming/` with `write`, then renames it to `target` (or where the result says); on failure removes it. */
  async #receive<R>(target: string | ((result: R) => string), write: (temp: string) => Promise<R>): Promise<R> {
    const temp = this.#incomingPath();
    this.#writing.add(temp);
    try {
      const result = await write(temp);
      target = typeof target === 'string' ? target : target(result);
      await rename(temp, target);
      if (this.#durable) await syncDirectory(join(target, '..'));
      return result;
    } catch (error) {
      await rm(temp, { force: true });
      throw isOutOfSpace(error) ? outOfSpace() : error;
    } finally {
      this.#writing.delete(temp);
      if (this.#closed && this.#writing.size === 0) this.#removePrivateDir();
    }
  }

  #incomingPath(): string {
    return join(this.dir, 'incoming', randomBytes(12).toString('hex'));
  }

  #path(shelf: Shelf, name: string): string {
    // Names come from validated ids and digests; checked again since they become paths.
    if (!(shelf === 'objects' ? MD5 : NAME).test(name)) throw new Error(`not a valid ${shelf} name: ${JSON.stringify(name)}`);
    return join(this.dir, shelf, name);
  }
}
