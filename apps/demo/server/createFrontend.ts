import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { ViteDevServer } from 'vite';
import { createCompressedFiles, pickEncoding } from './compressedFile';
import { APP_ROOT, DEFAULT_DATA_DIR, DIST_DIR } from './demoPaths';

export type NodeHandler = (req: IncomingMessage, res: ServerResponse) => void;

export interface Frontend {
  handle: NodeHandler;
  close(): Promise<void>;
}

export interface DevFrontend extends Frontend {
  /** The Vite server, e.g. to read its resolved config. */
  readonly vite: ViteDevServer;
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

/**
 * `server.fs.deny` patterns for a directory and everything in it. Characters
 * with a meaning in globs become `?`, which matches them too: a few more names
 * may be denied, never fewer.
 */
function denyPatternsFor(dir: string): string[] {
  const glob = dir
    .replaceAll('\\', '/')
    .replace(/\/+$/, '')
    .replace(/[^\p{L}\p{N}/._~: -]/gu, '?');
  return [glob, `${glob}/**`];
}

/** Longer request paths are refused: no file of the bundle has a name anywhere near this. */
const MAX_PATH_LENGTH = 2048;

/**
 * Vite in middleware mode: workspace packages load from their sources, with HMR on the same server.
 * @param dataDir the demo's store: denied to Vite, wherever it is. @default DEFAULT_DATA_DIR
 */
export async function createDevFrontend(httpServer: Server, dataDir = DEFAULT_DATA_DIR): Promise<DevFrontend> {
  // Loaded here only: production mode needs neither.
  const [{ createServer }, { realPathGuard }] = await Promise.all([import('vite'), import('./realPathGuard')]);
  const vite = await createServer({
    root: APP_ROOT,
    configFile: join(APP_ROOT, 'vite.config.ts'),
    appType: 'spa',
    // Both are added to the config file's (its deny list keeps Vite's defaults), not put in their place.
    plugins: [realPathGuard()],
    server: { middlewareMode: true, ws: { server: httpServer }, fs: { deny: denyPatternsFor(dataDir) } },
  });
  return { vite, handle: (req, res) => vite.middlewares(req, res), close: () => vite.close() };
}

type Target = { path: string } | { refuse: 400 | 414 };

/**
 * The decoded path a request names, or why it is refused. Literal and
 * `%2e%2e` dot segments are resolved by the URL parser; what decoding would
 * still turn into a separator, a dot segment or a control character is bad input.
 */
function targetOf(url: string | undefined): Target {
  const raw = url ?? '/';
  if (!URL.canParse(raw, 'http://demo')) return { refuse: 400 };
  const { pathname } = new URL(raw, 'http://demo');
  if (pathname.length > MAX_PATH_LENGTH) return { refuse: 414 };
  let path: string;
  try {
    path = decodeURIComponent(pathname);
  } catch {
    return { refuse: 400 };
  }
  const controlOrBackslash = [...path].some((char) => char < ' ' || char === '\x7f' || char === '\\');
  if (controlOrBackslash || path.split('/').some((segment) => segment === '..' || segment === '.')) {
    return { refuse: 400 };
  }
  return { path };
}

/**
 * The `vite build` output; paths that are not files get index.html (client-side routes).
 * Text files go out compressed (brotli, else gzip) when the browser takes it;
 * hashed assets are cached for a year, everything else is revalidated.
 * @param headers sent with every file, e.g. `cross-origin-opener-policy`. @default none
 */
export function createStaticFrontend(dir = DIST_DIR, headers: Readonly<Record<string, string>> = {}): Frontend {
  const root = normalize(dir + sep);
  const isFile = async (file: string) => (await stat(file).catch(() => null))?.isFile() === true;
  const compressed = createCompressedFiles();

  async function serve(path: string, req: IncomingMessage, res: ServerResponse): Promise<void> {
    const candidate = normalize(join(root, path));
    const found = candidate.startsWith(root) && (await isFile(candidate));
    const file = found ? candidate : join(root, 'index.html');
    if (!found && !(await isFile(file))) throw new Error('index.html is missing');
    const encoding = pickEncoding(file, req.headers['accept-encoding']);
    const body = encoding ? await compressed(file, encoding) : null;
    res.writeHead(200, {
      'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
      // Only real files under /assets/ carry a content hash; the index.html fallback must not be cached.
      'cache-control': found && path.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
      'x-content-type-options': 'nosniff',
      vary: 'accept-encoding',
      ...(encoding && body ? { 'content-encoding': encoding, 'content-length': String(body.byteLength) } : {}),
      ...headers,
    });
    if (req.method === 'HEAD') res.end();
    else if (body) res.end(body);
    else await pipeline(createReadStream(file), res);
  }

  return {
    handle(req, res) {
      const target = targetOf(req.url);
      if ('refuse' in target) {
        res.writeHead(target.refuse, { 'content-type': 'text/plain; charset=utf-8' }).end('Bad request path.');
        return;
      }
      serve(target.path, req, res).catch(() => {
        // Headers already sent: the stream broke mid-file, and all that is left is to drop the connection.
        if (res.headersSent) res.destroy();
        else res.writeHead(500).end('Could not read the app bundle. Run `vite build` in apps/demo first.');
      });
    },
    close: () => Promise.resolve(),
  };
}
