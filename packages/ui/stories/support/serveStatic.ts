import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { createPatchbayServer, serveNode, type PatchbayServer, type PatchbayServerOptions } from '@patchbay/server';
import { DEFAULT_SERVICE_PATHS } from '@patchbay/server/vite';
import { DEFAULT_DEV_API_KEY, DEFAULT_DEV_ORG_API_KEY } from './devKeys';

export interface ServeStaticOptions {
  /** The static build (`storybook build -o <dir>`). */
  dir: string;
  /** @default 0 (any free port) */
  port?: number;
  /** Options of the service; keys default to the ones the build was made with. @default memory storage */
  service?: PatchbayServerOptions;
}

export interface StaticStorybook {
  /** e.g. http://127.0.0.1:41234 */
  url: string;
  service: PatchbayServer;
  close(): Promise<void>;
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.map': 'application/json; charset=utf-8',
};

/**
 * A static Storybook and the service on one origin, as the dev server has
 * them: the service's paths go to `createPatchbayServer(...).fetch`, the
 * rest are files of the build. Loopback only.
 */
export async function serveStaticStorybook({ dir, port = 0, service: options }: ServeStaticOptions): Promise<StaticStorybook> {
  const root = resolve(dir);
  const service = createPatchbayServer({
    storage: 'memory',
    projectApiKey: process.env.PATCHBAY_DEV_API_KEY ?? DEFAULT_DEV_API_KEY,
    orgApiKey: process.env.PATCHBAY_DEV_ORG_API_KEY ?? DEFAULT_DEV_ORG_API_KEY,
    ...options,
  });

  async function file(pathname: string): Promise<Response> {
    const relative = normalize(decodeURIComponent(pathname)).replace(/^[/\\]+/, '') || 'index.html';
    const path = join(root, relative);
    if (path !== root && !path.startsWith(root + sep)) return new Response('Not found', { status: 404 });
    try {
      const info = await stat(path);
      const target = info.isDirectory() ? join(path, 'index.html') : path;
      const body = await readFile(target);
      return new Response(body, { headers: { 'content-type': TYPES[extname(target)] ?? 'application/octet-stream' } });
    } catch {
      return new Response('Not found', { status: 404 });
    }
  }

  const server = await serveNode(
    (request) => {
      const { pathname } = new URL(request.url);
      return DEFAULT_SERVICE_PATHS.some((prefix) => pathname.startsWith(prefix)) ? service.fetch(request) : file(pathname);
    },
    { port },
  );
  return {
    url: server.url,
    service,
    async close() {
      await server.close();
      await service.close();
    },
  };
}
