import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join, relative, resolve } from 'node:path';
import { isFileLoadingAllowed } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDevFrontend, type DevFrontend } from './createFrontend';
import { APP_ROOT, DEFAULT_DATA_DIR } from './demoPaths';

const REPO_ROOT = resolve(APP_ROOT, '..', '..');
const MARKER = `pb-secret-${randomBytes(8).toString('hex')}`;
/** Refusals. Node's own parser answers 400 to some targets (a `#`) before Vite sees them. */
const REFUSED = [400, 403, 404];
const DATA_FILES = ['demo-secrets.json', 'patchbay.db', 'patchbay.db-wal', 'patchbay.db-shm', 'keys.json'];

/** A path as it goes in a URL: forward slashes, no drive letter. */
const urlPath = (path: string) => path.replaceAll('\\', '/').replace(/^[A-Za-z]:/, '');

let httpServer: Server;
let frontend: DevFrontend;
/**
 * The store the frontend is told about, put inside a folder Vite serves
 * (node_modules, ignored by git) as `--data` could: only the deny entry made
 * for it keeps it out.
 */
let givenDir: string;
/** A store where the default one lives, under .patchbay-data (`pnpm server` makes one there too). */
let strayDir: string;
/** A link inside a served folder that points at that store. */
let linkDir: string;

interface Answer {
  status: number;
  body: string;
}

/** A raw request: fetch would resolve `..` and encodings before they reach Vite. */
function get(path: string, accept = 'application/json'): Promise<Answer> {
  const { port } = httpServer.address() as AddressInfo;
  return new Promise((resolvePromise, reject) => {
    const req = request({ host: '127.0.0.1', port, path, headers: { accept } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolvePromise({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('latin1') }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

async function writeStore(dir: string): Promise<void> {
  await mkdir(dir, { recursive: true });
  for (const file of DATA_FILES) {
    await writeFile(join(dir, file), JSON.stringify({ projectApiKey: `${MARKER}-${file}`, sessionSecret: MARKER }));
  }
}

/** Every way of naming `file` in `dir` that Vite might map to the file system. */
function pathsTo(dir: string, file: string): string[] {
  const abs = urlPath(dir);
  const fromRoot = urlPath(relative(APP_ROOT, dir)); // "../../.patchbay-data/…" or "node_modules/…"
  const fs = `/@fs${abs}/${file}`;
  const suffixes = ['', '?raw', '?import', '?url', '?inline', '?import&raw', '?raw&import', '?url&import', '?worker', '?direct', '?t=1', '#x'];
  const encodedName = [...file].map((char) => `%${char.charCodeAt(0).toString(16)}`).join('');
  return [
    ...suffixes.map((suffix) => `${fs}${suffix}`),
    `/@fs${abs.replaceAll('.', '%2e')}/${file}`,
    `/@fs${abs.replaceAll('/', '%2F')}%2F${file}`,
    `/@fs${abs}/${encodedName}`,
    `/@fs${abs}/${encodedName}?raw`,
    `/@fs${abs.replaceAll('.', '%252e')}/${file}`,
    `/@fs${abs.toUpperCase()}/${file.toUpperCase()}`,
    `/@fs${abs}//${file}`,
    `/@fs${abs}/./${file}`,
    `/@fs${urlPath(APP_ROOT)}/src/../${fromRoot}/${file}`,
    `/@fs${urlPath(APP_ROOT)}/src/%2e%2e/${fromRoot.replaceAll('..', '%2e%2e')}/${file}`,
    `/@id${abs}/${file}`,
    `/@id${abs}/${file}?import`,
    `/@id/@fs${abs}/${file}?import`,
    ...suffixes.map((suffix) => `/${fromRoot}/${file}${suffix}`),
    `/${fromRoot.replaceAll('..', '%2e%2e')}/${file}`,
    `/${fromRoot.replaceAll('/', '%2f')}%2f${file}`,
    `/${fromRoot.replaceAll('/', '\\')}\\${file}`,
    `/src/../${fromRoot}/${file}?raw`,
    `/${fromRoot.split('/').at(-1)}/${file}`,
  ];
}

beforeAll(async () => {
  await mkdir(join(REPO_ROOT, '.patchbay-data'), { recursive: true });
  await mkdir(join(APP_ROOT, 'node_modules'), { recursive: true });
  givenDir = await mkdtemp(join(APP_ROOT, 'node_modules', '.demo-store-test-'));
  strayDir = await mkdtemp(join(REPO_ROOT, '.patchbay-data', 'stray-test-'));
  await writeStore(givenDir);
  await writeStore(strayDir);
  linkDir = join(APP_ROOT, 'node_modules', `.store-link-test-${randomBytes(4).toString('hex')}`);
  await symlink(strayDir, linkDir, 'dir');

  httpServer = createServer((req, res) => frontend.handle(req, res));
  await new Promise<void>((resolvePromise) => httpServer.listen(0, '127.0.0.1', resolvePromise));
  frontend = await createDevFrontend(httpServer, givenDir);
});

afterAll(async () => {
  await frontend?.close();
  httpServer?.closeAllConnections();
  await new Promise<void>((resolvePromise) => httpServer?.close(() => resolvePromise()));
  await rm(linkDir, { force: true });
  await rm(givenDir, { recursive: true, force: true });
  await rm(strayDir, { recursive: true, force: true });
});

describe('the dev frontend (Vite middleware)', () => {
  it('still serves the app: every module it imports, workspace packages (from source) and dependencies alike', async () => {
    const page = await get('/', 'text/html');
    expect(page.status).toBe(200);
    expect(page.body).toContain('/src/main.tsx');
    // Walk the import graph from the entry as the browser would.
    const seen = new Set<string>();
    const queue = ['/src/main.tsx', '/@vite/client', '/favicon.svg'];
    while (queue.length > 0 && seen.size < 2000) {
      const url = queue.shift()!;
      if (seen.has(url)) continue;
      seen.add(url);
      const answer = await get(url, '*/*');
      expect(answer.status, url).toBe(200);
      if (url.endsWith('.svg')) continue;
      for (const [, spec] of answer.body.matchAll(/(?:\bfrom\s*|\bimport\s*\(?\s*|new URL\(\s*)["'](\/[^"']+)["']/g)) {
        if (!seen.has(spec!)) queue.push(spec!);
      }
    }
    const urls = [...seen];
    const fromPackage = (name: string) => urls.some((url) => url.includes(`/packages/${name}/src/`));
    expect(fromPackage('client') && fromPackage('react') && fromPackage('ui'), urls.join('\n')).toBe(true);
    expect(urls.some((url) => url.includes('/node_modules/'))).toBe(true);
  });

  it('keeps the default store and the rest of the repository out of what it may serve, and Vite’s own denials', () => {
    const { config } = frontend.vite;
    const allowed = (path: string) => isFileLoadingAllowed(config, path.replaceAll('\\', '/'));
    for (const file of DATA_FILES) {
      expect(allowed(join(DEFAULT_DATA_DIR, file)), file).toBe(false);
      expect(allowed(join(REPO_ROOT, '.patchbay-data', file)), file).toBe(false);
      expect(allowed(join(givenDir, file)), file).toBe(false);
    }
    expect(allowed(join(REPO_ROOT, 'pnpm-lock.yaml'))).toBe(false);
    for (const name of ['.env', '.env.local', 'server.pem', 'server.key', '.npmrc', join('.git', 'config')]) {
      expect(allowed(join(APP_ROOT, name)), name).toBe(false);
    }
    expect(allowed(join(APP_ROOT, 'src', 'main.tsx'))).toBe(true);
  });

  it('refuses a file of the repository outside the app, the packages’ sources and node_modules', async () => {
    expect((await get(`/@fs${urlPath(REPO_ROOT)}/pnpm-lock.yaml`)).status).toBe(403);
    expect((await get(`/@fs${urlPath(REPO_ROOT)}/packages/server/package.json`)).status).toBe(403);
  });

  for (const [name, dir] of [
    ['the store it was given, inside a served folder', () => givenDir],
    ['a store under .patchbay-data, where the default one lives', () => strayDir],
  ] as const) {
    it(`never serves ${name}, by any path`, async () => {
      for (const file of DATA_FILES) {
        for (const path of pathsTo(dir(), file)) {
          for (const accept of ['application/json', '*/*']) {
            const answer = await get(path, accept);
            expect(answer.body.includes(MARKER), `${path} (${accept}) answered ${answer.status} with the file`).toBe(false);
            // Without an HTML accept, Vite's SPA fallback (index.html) is out of the way: the answer is a refusal.
            if (accept !== '*/*') expect(REFUSED, `${path} answered ${answer.status}`).toContain(answer.status);
          }
        }
      }
    });
  }

  it('never serves a store through a symbolic link in a served folder', async () => {
    const link = linkDir.split(/[/\\]/).at(-1)!;
    for (const file of ['demo-secrets.json', 'patchbay.db']) {
      for (const path of [
        `/@fs${urlPath(linkDir)}/${file}`,
        `/@fs${urlPath(linkDir)}/${file}?raw`,
        `/@fs${urlPath(linkDir)}/${file}?import`,
        `/@fs${urlPath(linkDir).replaceAll('.', '%2e')}/${file}`,
        `/node_modules/${link}/${file}`,
        `/node_modules/${link}/${file}?raw`,
        `/node_modules/${link}/${file}?url`,
        `/node_modules/%2e${link.slice(1)}/${file}`,
      ]) {
        const answer = await get(path);
        expect(answer.body.includes(MARKER), `${path} answered ${answer.status} with the file`).toBe(false);
        expect(REFUSED, `${path} answered ${answer.status}`).toContain(answer.status);
      }
    }
  });
});
