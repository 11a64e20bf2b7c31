import { mkdtempSync, rmSync } from 'node:fs';
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

describe('patchbay-server durability', () => {
  it('keeps every acknowledged write across kill -9 during writes, and keeps its generated keys', async () => {
    const first = await startCli(['--port', '0', '--data', dataDir]);
    const acknowledged: string[] = [];
    let stop = false;
    // Four writers in parallel, so the kill lands while requests are in flight.
    const writers = Array.from({ length: 4 }, async (_, writer) => {
      for (let i = 0; !stop; i++) {
        const id = await createAuthConfig(first.url, first.projectApiKey, `w${writer}-${i}`);
        if (id) acknowledged.push(id);
        else if (stop) break;
      }
    });
    await new Promise((resolve) => setTimeout(resolve, 1500));
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
  }, 60_000);

  it('answers a bad flag with usage and exit code 2, not a stack trace', async () => {
    await expect(startCli(['--port', 'abc'])).rejects.toThrow(/exited with 2[\s\S]*--port must be a whole number/);
  });
});
