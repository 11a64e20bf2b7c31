import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';
import { APP_ROOT, DIST_DIR } from './demoPaths';

export type NodeHandler = (req: IncomingMessage, res: ServerResponse) => void;

export interface Frontend {
  handle: NodeHandler;
  close(): Promise<void>;
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.json': 'application/json',
  '.woff2': 'font/woff2',
  '.ico': 'image/x-icon',
};

/** Vite in middleware mode: workspace packages load from their sources, with HMR on the same server. */
export async function createDevFrontend(httpServer: Server): Promise<Frontend> {
  const { createServer } = await import('vite');
  const vite = await createServer({
    root: APP_ROOT,
    configFile: join(APP_ROOT, 'vite.config.ts'),
    appType: 'spa',
    server: { middlewareMode: true, hmr: { server: httpServer } },
  });
  return { handle: (req, res) => vite.middlewares(req, res), close: () => vite.close() };
}

/** The `vite build` output; paths that are not files get index.html (client-side routes). */
export function createStaticFrontend(dir = DIST_DIR): Frontend {
  const root = normalize(dir + sep);
  async function fileFor(pathname: string): Promise<string | null> {
    const candidate = normalize(join(root, decodeURIComponent(pathname)));
    if (!candidate.startsWith(root)) return null;
    const info = await stat(candidate).catch(() => null);
    return info?.isFile() ? candidate : null;
  }
  return {
    handle(req, res) {
      const pathname = new URL(req.url ?? '/', 'http://demo').pathname;
      void (async () => {
        const file = (await fileFor(pathname)) ?? join(root, 'index.html');
        const hashed = pathname.startsWith('/assets/');
        res.writeHead(200, {
          'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
          'cache-control': hashed ? 'public, max-age=31536000, immutable' : 'no-cache',
          'x-content-type-options': 'nosniff',
        });
        if (req.method === 'HEAD') res.end();
        else createReadStream(file).pipe(res);
      })().catch(() => {
        res.writeHead(500).end('Could not read the app bundle. Run `vite build` in apps/demo first.');
      });
    },
    close: () => Promise.resolve(),
  };
}
