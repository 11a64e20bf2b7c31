import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaticFrontend } from './createFrontend';

const SECRET = 'outside-the-bundle-secret';
const INDEX = '<!doctype html><title>Acme CRM</title>';
const BIG_SCRIPT = `export const rows = [${Array.from({ length: 2000 }, (_, i) => `{ id: ${i}, name: "row ${i}" }`).join(', ')}];`;

let base: string;
let server: Server;
let emptyServer: Server;

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** A raw request: fetch would resolve `..` and encodings before they reach the server. Bodies come back as sent, encoded or not. */
function getRaw(on: Server, path: string, method = 'GET', headers: Record<string, string> = {}): Promise<Answer & { bytes: Buffer }> {
  const { port } = on.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const bytes = Buffer.concat(chunks);
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: bytes.toString('utf8'), bytes });
      });
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

const get = (on: Server, path: string, method = 'GET') => getRaw(on, path, method);

async function listen(handler: Parameters<typeof createServer>[1]): Promise<Server> {
  const listening = createServer(handler);
  await new Promise<void>((resolve) => listening.listen(0, '127.0.0.1', resolve));
  return listening;
}

beforeAll(async () => {
  base = await mkdtemp(join(tmpdir(), 'patchbay-static-'));
  const dist = join(base, 'dist');
  await mkdir(join(dist, 'assets'), { recursive: true });
  await writeFile(join(dist, 'index.html'), INDEX);
  await writeFile(join(dist, 'assets', 'app-1a2b3c.js'), 'console.log(1)');
  await writeFile(join(dist, 'assets', 'big-4d5e6f.js'), BIG_SCRIPT);
  await writeFile(join(dist, 'assets', 'logo-7a8b9c.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47]));
  // Beside the bundle, and a prefix of its name: neither may be reached.
  await writeFile(join(base, 'secret.txt'), SECRET);
  await mkdir(join(base, 'dist-private'));
  await writeFile(join(base, 'dist-private', 'secret.txt'), SECRET);
  server = await listen(createStaticFrontend(dist).handle);
  await mkdir(join(base, 'empty'));
  emptyServer = await listen(createStaticFrontend(join(base, 'empty')).handle);
});

afterAll(async () => {
  for (const listening of [server, emptyServer]) {
    listening?.closeAllConnections();
    await new Promise<void>((resolve) => listening?.close(() => resolve()));
  }
  await rm(base, { recursive: true, force: true });
});

describe('createStaticFrontend', () => {
  it('serves the bundle, caching only hashed assets, and index.html for client-side routes', async () => {
    const asset = await get(server, '/assets/app-1a2b3c.js');
    expect(asset.status).toBe(200);
    expect(asset.body).toBe('console.log(1)');
    expect(asset.headers['cache-control']).toContain('immutable');
    const route = await get(server, '/settings/integrations/apps?pb_connect=1');
    expect(route.status).toBe(200);
    expect(route.body).toBe(INDEX);
    expect(route.headers['cache-control']).toBe('no-cache');
    // A missing asset falls back to index.html, which must not be cached for a year.
    const missing = await get(server, '/assets/gone-000000.js');
    expect(missing.body).toBe(INDEX);
    expect(missing.headers['cache-control']).toBe('no-cache');
    const head = await get(server, '/', 'HEAD');
    expect(head.status).toBe(200);
  });

  it('compresses text with brotli or gzip as the browser accepts, and leaves images and refusing browsers alone', async () => {
    const brotli = await getRaw(server, '/assets/big-4d5e6f.js', 'GET', { 'accept-encoding': 'gzip, deflate, br' });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.vary).toBe('accept-encoding');
    expect(brotliDecompressSync(brotli.bytes).toString('utf8')).toBe(BIG_SCRIPT);
    expect(brotli.bytes.byteLength).toBeLessThan(BIG_SCRIPT.length / 5);
    expect(brotli.headers['cache-control']).toContain('immutable');

    const gzip = await getRaw(server, '/assets/big-4d5e6f.js', 'GET', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.bytes).toString('utf8')).toBe(BIG_SCRIPT);

    const html = await getRaw(server, '/settings', 'GET', { 'accept-encoding': 'br' });
    expect(brotliDecompressSync(html.bytes).toString('utf8')).toBe(INDEX);
    expect(html.headers['cache-control']).toBe('no-cache');

    for (const refused of ['identity', 'br;q=0, gzip;q=0', '']) {
      const plain = await getRaw(server, '/assets/big-4d5e6f.js', 'GET', refused ? { 'accept-encoding': refused } : {});
      expect(plain.headers['content-encoding'], refused).toBeUndefined();
      expect(plain.body, refused).toBe(BIG_SCRIPT);
    }
    const image = await getRaw(server, '/assets/logo-7a8b9c.png', 'GET', { 'accept-encoding': 'br, gzip' });
    expect(image.headers['content-encoding']).toBeUndefined();
    expect(image.bytes.byteLength).toBe(4);
  });

  it('answers 400 to a path that does not decode', async () => {
    for (const path of ['/%', '/%zz', '/a%', '/%E0%A4%A', '/%C0%AF', '/%ED%A0%80', '/assets/%']) {
      const answer = await get(server, path);
      expect(answer.status, path).toBe(400);
    }
  });

  it('refuses separators, dot segments and control characters that only appear once decoded', async () => {
    for (const path of [
      '/a%00b',
      '/%00',
      '/a%0d%0aSet-Cookie:%20x=1',
      '/..%2fsecret.txt',
      '/%2e%2e%2fsecret.txt',
      '/assets%2f..%2f..%2fsecret.txt',
      '/..%5csecret.txt',
      '/%5c..%5csecret.txt',
      '/%2e%2e%5csecret.txt',
      '/x/%2e%2f..%2f..%2fsecret.txt',
      '/a%7fb',
    ]) {
      const answer = await get(server, path);
      expect(answer.status, path).toBe(400);
    }
  });

  it('never leaves the bundle, and never answers 500, whatever the path', async () => {
    const paths = [
      '/../secret.txt',
      '/../../secret.txt',
      '/%2e%2e/secret.txt',
      '/%2E%2E/%2e%2e/secret.txt',
      '/assets/../../secret.txt',
      '/..\\secret.txt',
      '/\\..\\secret.txt',
      '/../dist-private/secret.txt',
      '/%2e%2e/dist-private/secret.txt',
      '//',
      '///secret.txt',
      '//evil.example/secret.txt',
      `/${'a'.repeat(3000)}`,
      `/${'a/'.repeat(1500)}`,
      `/${'%61'.repeat(3000)}`,
      `/${'x'.repeat(300)}.js`,
      '/index.html/',
      '/assets',
      '/assets/',
      '*',
    ];
    for (const path of paths) {
      const answer = await get(server, path);
      expect(answer.status, path).not.toBe(500);
      expect(answer.body, path).not.toContain(SECRET);
      expect([200, 400, 414], `${path} answered ${answer.status}`).toContain(answer.status);
    }
    expect((await get(server, `/${'a'.repeat(3000)}`)).status).toBe(414);
    expect((await get(server, '/')).status).toBe(200); // still up
  });

  it('answers 500 (and stays up) only when the bundle itself is missing', async () => {
    expect((await get(emptyServer, '/')).status).toBe(500);
    expect((await get(emptyServer, '/%')).status).toBe(400);
    expect((await get(emptyServer, '/settings')).status).toBe(500);
  });
});
