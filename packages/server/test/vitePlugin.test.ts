import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { createServer, type ViteDevServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PatchbayServer } from '../src/createPatchbayServer';
import { patchbayVitePlugin } from '../src/vitePlugin';

let vite: ViteDevServer;
let service: PatchbayServer | undefined;
let origin: string;

beforeAll(async () => {
  vite = await createServer({
    configFile: false,
    logLevel: 'silent',
    root: import.meta.dirname,
    server: { host: '127.0.0.1', port: 0, strictPort: false, hmr: false, watch: null },
    plugins: [patchbayVitePlugin({ rateLimit: false, onReady: (s) => (service = s) })],
  });
  await vite.listen();
  const address = vite.httpServer!.address() as { port: number };
  origin = `http://127.0.0.1:${address.port}`;
});
afterAll(async () => {
  await vite.close();
  await service?.close();
});

describe('patchbayVitePlugin', () => {
  it('answers the API inside the Vite dev server', async () => {
    const response = await fetch(`${origin}/api/v3/toolkits/multi`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-api-key': service!.projectApiKey },
      body: JSON.stringify({ toolkits: ['patchbay_oauth_demo'] }),
    });
    expect(response.status).toBe(200);
    const page = (await response.json()) as { items: { slug: string; meta: { logo: string } }[] };
    expect(page.items.map((t) => t.slug)).toEqual(['patchbay_oauth_demo']);
    // URLs the service hands out point at the origin the browser used: the Vite server.
    expect(page.items[0]!.meta.logo).toBe(`${origin}/logos/patchbay_oauth_demo.svg`);
  });

  it('serves logos and the hosted pages, and leaves other paths to Vite', async () => {
    const logo = await fetch(`${origin}/logos/patchbay_oauth_demo.svg`);
    expect(logo.headers.get('content-type')).toContain('image/svg+xml');
    const unknownLink = await fetch(`${origin}/connect/lt_doesnotexist`);
    expect(unknownLink.status).toBe(404);
    expect(await unknownLink.text()).toContain('<html');
    const other = await fetch(`${origin}/some/app/route`);
    expect(other.headers.get('x-request-id')).toBeNull(); // not answered by the service
  });
});

describe('patchbayVitePlugin keeps the service’s data out of what Vite serves', () => {
  const MARKER = 'pb-generated-key-0123456789';
  let root: string;
  let store: string;
  let servers: ViteDevServer[] = [];
  let services: PatchbayServer[] = [];

  /** A raw request: fetch would resolve `..` and encodings before they reach Vite. */
  function get(server: ViteDevServer, path: string): Promise<{ status: number; body: string }> {
    const { port } = server.httpServer!.address() as AddressInfo;
    return new Promise((resolvePromise, reject) => {
      const req = request({ host: '127.0.0.1', port, path, headers: { accept: 'application/json' } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolvePromise({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('latin1') }));
      });
      req.on('error', reject);
      req.end();
    });
  }

  async function start(deny?: string[], uploadsDir?: string): Promise<ViteDevServer> {
    const server = await createServer({
      configFile: false,
      logLevel: 'silent',
      root,
      plugins: [
        patchbayVitePlugin({
          rateLimit: false,
          // Relative, as a project would write it: opened, and denied, from the working directory.
          storage: { dataDir: relative(process.cwd(), store) },
          ...(uploadsDir ? { uploads: { dir: relative(process.cwd(), uploadsDir) } } : {}),
          onReady: (s) => services.push(s),
        }),
      ],
      server: { host: '127.0.0.1', port: 0, strictPort: false, hmr: false, watch: null, ...(deny ? { fs: { deny } } : {}) },
    });
    await server.listen();
    servers.push(server);
    return server;
  }

  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'patchbay-vite-project-'));
    store = join(root, 'var', 'patchbay');
    await writeFile(join(root, 'index.html'), '<!doctype html><title>app</title>');
    await writeFile(join(root, '.env'), `SECRET=${MARKER}`);
    await writeFile(join(root, 'secret.txt'), MARKER);
    // What `patchbay-server` leaves in a project by default.
    await mkdir(join(root, '.patchbay-data'));
    await writeFile(join(root, '.patchbay-data', 'keys.json'), JSON.stringify({ projectApiKey: MARKER }));
    await mkdir(store, { recursive: true });
    await writeFile(join(store, 'keys.json'), JSON.stringify({ projectApiKey: MARKER }));
  });
  afterAll(async () => {
    for (const server of servers) await server.close();
    for (const service of services) await service.close();
    servers = [];
    services = [];
    await rm(root, { recursive: true, force: true });
  });

  function pathsTo(relativePath: string): string[] {
    const abs = `${root.replaceAll('\\', '/').replace(/^[A-Za-z]:/, '')}/${relativePath}`;
    return [
      `/@fs${abs}`,
      `/@fs${abs}?raw`,
      `/@fs${abs}?import`,
      `/@fs${abs}?url`,
      `/@fs${abs.replaceAll('.', '%2e')}`,
      `/@fs${abs.replaceAll('/', '%2F')}`,
      `/${relativePath}`,
      `/${relativePath}?raw`,
      `/${relativePath}?import`,
      `/${relativePath}?url`,
      `/${relativePath.replaceAll('.', '%2e')}`,
      `/nested/../${relativePath}`,
    ];
  }

  it('refuses the store’s database and keys, and any .patchbay-data, by /@fs/ and root-relative paths', async () => {
    const server = await start();
    expect((await get(server, '/index.html')).status).toBe(200);
    const files = [
      'var/patchbay/patchbay.db',
      'var/patchbay/patchbay.db-wal',
      'var/patchbay/patchbay.db-shm',
      'var/patchbay/keys.json',
      '.patchbay-data/keys.json',
    ];
    for (const file of files) {
      for (const path of pathsTo(file)) {
        const answer = await get(server, path);
        expect(answer.body.includes(MARKER) || answer.body.includes('SQLite format 3'), `${path} answered ${answer.status} with the file`).toBe(
          false,
        );
        expect([403, 404], `${path} answered ${answer.status}`).toContain(answer.status);
      }
    }
    // Vite's own defaults stay in force.
    expect((await get(server, '/.env')).status).toBe(403);
    expect((await get(server, `/@fs${root.replaceAll('\\', '/').replace(/^[A-Za-z]:/, '')}/.env?raw`)).status).toBe(403);
    expect(server.config.server.fs.deny).toEqual(expect.arrayContaining(['.env', '.env.*', '**/.git/**', '**/.patchbay-data/**']));
  });

  it('refuses uploaded files, beside the database or in a directory of their own', async () => {
    const content = `uploaded ${MARKER}`;
    const md5 = createHash('md5').update(content).digest('hex');
    for (const [uploadsDir, objects] of [
      [undefined, 'var/patchbay/objects'],
      [join(root, 'uploads'), 'uploads/objects'],
    ] as const) {
      const server = await start(undefined, uploadsDir);
      const { port } = server.httpServer!.address() as AddressInfo;
      const requested = await fetch(`http://127.0.0.1:${port}/api/v3/files/upload/request`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-api-key': services.at(-1)!.projectApiKey },
        body: JSON.stringify({
          toolkit_slug: 'patchbay_oauth_demo',
          tool_slug: 'PATCHBAY_OAUTH_DEMO_CREATE_TASK',
          filename: 'a.txt',
          mimetype: 'text/plain',
          md5,
        }),
      });
      const upload = (await requested.json()) as { new_presigned_url?: string };
      if (upload.new_presigned_url) expect((await fetch(upload.new_presigned_url, { method: 'PUT', body: content })).status).toBe(200);
      for (const path of pathsTo(`${objects}/${md5}`)) {
        const answer = await get(server, path);
        expect(answer.body.includes(MARKER), `${path} answered ${answer.status} with the file`).toBe(false);
        expect([403, 404], `${path} answered ${answer.status}`).toContain(answer.status);
      }
    }
  });

  it('adds to the app’s own deny list rather than replacing it', async () => {
    const server = await start(['secret.txt']);
    expect(server.config.server.fs.deny).toEqual(expect.arrayContaining(['secret.txt', '**/.patchbay-data/**']));
    expect((await get(server, '/secret.txt')).status).toBe(403);
    expect((await get(server, '/var/patchbay/keys.json')).status).toBe(403);
    expect((await get(server, '/.patchbay-data/keys.json?raw')).status).toBe(403);
  });
});
