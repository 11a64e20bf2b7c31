import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startCli, waitForExit } from './cliProcess';

const dataDir = mkdtempSync(join(tmpdir(), 'patchbay-durability-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

async function createAuthConfig(url: string, key: string, name: string): Promise<string | undefined> {
  try {
    const response = await fetch(`${url}/api/v3/auth_configs`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-api-key': key },
      body: JSON.stringify({ toolkit: { slug: 'patchbay_oauth_demo' }, auth_config: { name } }),
    });
    if (response.status !== 200 && response.status !== 201) return undefined;
    const body = (await response.json()) as { auth_config: { id: string } };
    return body.auth_config.id;
  } catch {
    return undefined; // the process was killed mid-request: not acknowledged
  }
}

const md5 = (bytes: Uint8Array) => createHash('md5').update(bytes).digest('hex');

/** Requests an upload of `content` and PUTs it; the file's id once the PUT is answered 200, else undefined. */
async function upload(url: string, key: string, content: Uint8Array<ArrayBuffer>): Promise<string | undefined> {
  try {
    const requested = await fetch(`${url}/api/v3/files/upload/request`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-api-key': key },
      body: JSON.stringify({
        toolkit_slug: 'patchbay_oauth_demo',
        tool_slug: 'PATCHBAY_OAUTH_DEMO_CREATE_TASK',
        filename: 'f.bin',
        mimetype: 'application/octet-stream',
        md5: md5(content),
      }),
    });
    if (requested.status !== 201) return undefined;
    const { id, new_presigned_url } = (await requested.json()) as { id: string; new_presigned_url: string };
    const put = await fetch(new_presigned_url, { method: 'PUT', body: content });
    await put.arrayBuffer();
    return put.status === 200 ? id : undefined;
  } catch {
    return undefined; // the process was killed mid-request: not acknowledged
  }
}

async function listAll<T>(url: string, key: string, path: string): Promise<T[]> {
  const items: T[] = [];
  let cursor: string | null | undefined;
  do {
    const query = new URLSearchParams({ limit: '1000', ...(cursor ? { cursor } : {}) });
    const response = await fetch(`${url}${path}?${query}`, { headers: { 'x-api-key': key } });
    expect(response.status).toBe(200);
    const page = (await response.json()) as { items: T[]; next_cursor?: string | null };
    items.push(...page.items);
    cursor = page.next_cursor;
  } while (cursor);
  return items;
}

/** A promise that resolves once `count` has been told a number of at least `atLeast`: the writers tell it after each acknowledged write. */
function acknowledgedAtLeast(atLeast: number): { reached: Promise<void>; count: (acknowledged: number) => void } {
  let resolve!: () => void;
  const reached = new Promise<void>((done) => (resolve = done));
  return { reached, count: (acknowledged) => void (acknowledged >= atLeast && resolve()) };
}

describe('patchbay-server durability', () => {
  it('keeps every acknowledged write across kill -9 during writes, and keeps its generated keys', async () => {
    const first = await startCli(['--port', '0', '--data', dataDir]);
    const acknowledged: string[] = [];
    const enough = acknowledgedAtLeast(21);
    let stop = false;
    // Four writers in parallel, so the kill lands while requests are in flight.
    const writers = Array.from({ length: 4 }, async (_, writer) => {
      for (let i = 0; !stop; i++) {
        const id = await createAuthConfig(first.url, first.projectApiKey, `w${writer}-${i}`);
        if (id) enough.count(acknowledged.push(id));
        else if (stop) break;
      }
    });
    // Killed once enough writes were acknowledged, however long they took, while the writers go on.
    await enough.reached;
    first.child.kill('SIGKILL');
    stop = true;
    await waitForExit(first.child);
    await Promise.all(writers);
    expect(acknowledged.length).toBeGreaterThan(20);

    const second = await startCli(['--port', '0', '--data', dataDir]);
    try {
      // The generated key of the first run still works.
      expect(second.projectApiKey).toBe(first.projectApiKey);
      const ids = new Set<string>();
      let cursor: string | null | undefined;
      do {
        const query = new URLSearchParams({ limit: '1000', ...(cursor ? { cursor } : {}) });
        const response = await fetch(`${second.url}/api/v3/auth_configs?${query}`, {
          headers: { 'x-api-key': second.projectApiKey },
        });
        expect(response.status).toBe(200);
        const page = (await response.json()) as { items: { id: string }[]; next_cursor?: string | null };
        for (const item of page.items) ids.add(item.id);
        cursor = page.next_cursor;
      } while (cursor);
      const lost = acknowledged.filter((id) => !ids.has(id));
      expect(lost).toEqual([]);
    } finally {
      second.child.kill('SIGTERM');
      await waitForExit(second.child);
    }
  });

  it('keeps every acknowledged upload, bytes on disk included, across kill -9 during uploads', async () => {
    const uploadsDir = mkdtempSync(join(tmpdir(), 'patchbay-durability-uploads-'));
    try {
      const first = await startCli(['--port', '0', '--data', uploadsDir]);
      const acknowledged = new Map<string, string>();
      const enough = acknowledgedAtLeast(5);
      let stop = false;
      const writers = Array.from({ length: 4 }, async () => {
        while (!stop) {
          const content = new Uint8Array(randomBytes(256 * 1024 + Math.floor(Math.random() * 768 * 1024)));
          const id = await upload(first.url, first.projectApiKey, content);
          if (id) enough.count(acknowledged.set(id, md5(content)).size);
        }
      });
      // Killed once enough uploads were acknowledged, however long they took, while the writers go on.
      await enough.reached;
      first.child.kill('SIGKILL');
      stop = true;
      await waitForExit(first.child);
      await Promise.all(writers);
      expect(acknowledged.size).toBeGreaterThan(4);

      const second = await startCli(['--port', '0', '--data', uploadsDir]);
      try {
        const files = await listAll<{ id: string; md5: string; size: number }>(second.url, second.projectApiKey, '/api/v3/files/list');
        const listed = new Map(files.map((file) => [file.id, file.md5]));
        const lost = [...acknowledged].filter(([id, hash]) => listed.get(id) !== hash);
        expect(lost).toEqual([]);
        // No completed file points at bytes the crash lost, acknowledged or not.
        for (const file of files) {
          const bytes = readFileSync(join(uploadsDir, 'objects', file.md5));
          expect({ id: file.id, md5: md5(bytes), size: bytes.byteLength }).toEqual({ id: file.id, md5: file.md5, size: file.size });
        }
      } finally {
        second.child.kill('SIGTERM');
        await waitForExit(second.child);
      }
    } finally {
      rmSync(uploadsDir, { recursive: true, force: true });
    }
  });

  it('takes --max-upload, announces it and refuses a larger upload; memory mode removes its files directory on exit', async () => {
    await expect(startCli(['--memory', '--max-upload', '5 parsecs'])).rejects.toThrow(/exited with 2[\s\S]*--max-upload must be a positive size/);
    const cli = await startCli(['--port', '0', '--memory', '--max-upload', '1KiB']);
    const filesDir = /uploads: +up to 1 KiB each, in (\S+)[/\\]objects \(removed on exit\)/.exec(cli.output())?.[1];
    try {
      expect(filesDir).toBeDefined();
      expect(await upload(cli.url, cli.projectApiKey, new Uint8Array(1024))).toBeDefined();
      expect(await upload(cli.url, cli.projectApiKey, new Uint8Array(1025))).toBeUndefined();
    } finally {
      cli.child.kill('SIGTERM');
      await waitForExit(cli.child);
    }
    expect(existsSync(filesDir!)).toBe(false);
  });

  it('answers a bad flag with usage and exit code 2, not a stack trace', async () => {
    await expect(startCli(['--port', 'abc'])).rejects.toThrow(/exited with 2[\s\S]*--port must be a whole number/);
  });
});
