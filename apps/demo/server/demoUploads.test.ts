import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CONFIG_PATH } from '../src/demoConfig';
import { startDemo, type RunningDemo } from './startDemo';

const LIMIT = 256 * 1024;

let base: string;
let dataDir: string;
let demo: RunningDemo;
let cookie: string;

const md5 = (bytes: Uint8Array) => createHash('md5').update(bytes).digest('hex');

beforeAll(async () => {
  base = await mkdtemp(join(tmpdir(), 'patchbay-demo-uploads-'));
  dataDir = join(base, 'data');
  const distDir = join(base, 'dist');
  await mkdir(distDir);
  demo = await startDemo({ port: 0, dataDir, mode: 'production', distDir, maxUploadBytes: LIMIT });
  const signIn = await fetch(`${demo.url}/auth/sign-in`, {
    method: 'POST',
    headers: { origin: demo.url, 'content-type': 'application/json' },
    body: JSON.stringify({ userId: 'ada' }),
  });
  expect(signIn.status).toBe(200);
  cookie = signIn.headers.getSetCookie()[0]!.split(';')[0]!;
});

afterAll(async () => {
  await demo?.close();
  await rm(base, { recursive: true, force: true });
});

/** Requests an upload through the relay, as the app's dropzone does. */
async function requestUpload(content: Uint8Array): Promise<string> {
  const response = await fetch(`${demo.url}/patchbay/api/v3/files/upload/request`, {
    method: 'POST',
    headers: { origin: demo.url, cookie, 'content-type': 'application/json' },
    body: JSON.stringify({
      toolkit_slug: 'patchbay_oauth_demo',
      tool_slug: 'PATCHBAY_OAUTH_DEMO_CREATE_TASK',
      filename: 'attachment.bin',
      mimetype: 'application/octet-stream',
      md5: md5(content),
    }),
  });
  expect(response.status).toBe(201);
  const { new_presigned_url: url } = (await response.json()) as { new_presigned_url: string };
  // The browser stays on the app's origin: the relay streams the PUT through to the service.
  expect(url.startsWith(`${demo.url}/patchbay/uploads/`)).toBe(true);
  return url;
}

describe('demo uploads', () => {
  it("tells the app the service's upload limit instead of repeating a number", async () => {
    const response = await fetch(`${demo.url}${DEMO_CONFIG_PATH}`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ maxUploadBytes: LIMIT });
  });

  it('takes a file of the limit through the relay into the service’s object storage, and refuses one byte more', async () => {
    const fits = new Uint8Array(LIMIT).map((_, i) => i % 251);
    const put = await fetch(await requestUpload(fits), { method: 'PUT', body: fits });
    expect(put.status).toBe(200);
    // By hash, not toEqual: a deep compare of 256 KiB byte by byte takes 0.8 s idle and several seconds on a busy
    // machine, past the server's 5 s keep-alive, and the next request would go out on a socket it had closed.
    expect(md5(readFileSync(join(dataDir, 'objects', md5(fits))))).toBe(md5(fits));

    const tooLarge = new Uint8Array(LIMIT + 1).map((_, i) => i % 241);
    const refused = await fetch(await requestUpload(tooLarge), { method: 'PUT', body: tooLarge });
    expect(refused.status).toBe(413);
    expect(((await refused.json()) as { error: { slug: string } }).error.slug).toBe('payload_too_large');
    expect(readdirSync(join(dataDir, 'objects'))).toEqual([md5(fits)]);
    expect(readdirSync(join(dataDir, 'incoming'))).toEqual([]);
  });
});
