import type { IncomingMessage, ServerResponse } from 'node:http';
import { resolve } from 'node:path';
import { getRequestListener } from '@hono/node-server';
import { createPatchbayServer, type PatchbayServer, type PatchbayServerOptions } from './createPatchbayServer';

/** The part of Vite's user config this plugin reads and adds to. */
interface FsDenyConfig {
  server?: { fs?: { deny?: string[] } };
}

/** The subset of Vite's Plugin interface used here, so Vite stays an optional peer. */
export interface PatchbayVitePlugin {
  name: string;
  config(config: FsDenyConfig): { server: { fs: { deny: string[] } } };
  configureServer(server: { middlewares: { use(fn: (req: IncomingMessage, res: ServerResponse, next: () => void) => void): void } }): void;
  configurePreviewServer(server: { middlewares: { use(fn: (req: IncomingMessage, res: ServerResponse, next: () => void) => void): void } }): void;
}

export interface PatchbayVitePluginOptions extends PatchbayServerOptions {
  /**
   * Which request paths the service answers; others go on to Vite.
   * @default the API, the hosted connect page, OAuth, uploads, logos and the built-in toolkits' APIs
   */
  paths?: readonly string[];
  /** Receives the running service, e.g. to read its generated keys. */
  onReady?: (server: PatchbayServer) => void;
}

export const DEFAULT_SERVICE_PATHS = ['/api/v3/', '/connect/', '/oauth/', '/uploads/', '/logos/', '/sandbox/', '/mcp/'] as const;

/**
 * Vite's own `server.fs.deny` (Vite 8; earlier majors have a subset). A
 * `deny` in a config replaces this list instead of adding to it.
 */
const VITE_DEFAULT_FS_DENY = ['.env', '.env.*', '*.{crt,pem,key,p12,pfx,cer,der}', '.npmrc', '.yarnrc.yml', '**/.git/**'];

/**
 * `server.fs.deny` patterns for a directory and everything in it. Characters
 * with a meaning in globs become `?`, which matches them too: a few more
 * names may be denied, never fewer.
 */
function denyPatternsFor(dir: string): string[] {
  const glob = resolve(dir)
    .replaceAll('\\', '/')
    .replace(/\/+$/, '')
    .replace(/[^\p{L}\p{N}/._~: -]/gu, '?');
  return [glob, `${glob}/**`];
}

/**
 * The stores Vite must never serve: the one this service writes (its
 * database, -wal and -shm, and uploaded files beside them or in their own
 * directory), and any `.patchbay-data` folder, where the `patchbay-server`
 * command keeps its database and generated keys by default.
 */
function storeDenyPatterns(options: PatchbayServerOptions): string[] {
  const { storage, uploads } = options;
  // A relative directory is opened from the working directory, so it is resolved from there too.
  const own =
    storage && typeof storage === 'object' && 'dataDir' in storage && typeof storage.dataDir === 'string' ? denyPatternsFor(storage.dataDir) : [];
  const files = uploads?.dir ? denyPatternsFor(uploads.dir) : [];
  return ['**/.patchbay-data', '**/.patchbay-data/**', ...own, ...files];
}

/**
 * Runs the service inside Vite's dev (and preview) server as middleware, and
 * denies the service's data folder to Vite's file serving (`/@fs/`, the root),
 * on top of the app's own `server.fs.deny` or Vite's defaults.
 */
export function patchbayVitePlugin(options: PatchbayVitePluginOptions = {}): PatchbayVitePlugin {
  const paths = options.paths ?? DEFAULT_SERVICE_PATHS;
  let listener: ReturnType<typeof getRequestListener> | undefined;
  const attach: PatchbayVitePlugin['configureServer'] = (vite) => {
    if (!listener) {
      const service = createPatchbayServer(options);
      options.onReady?.(service);
      listener = getRequestListener(service.fetch);
    }
    const handle = listener;
    vite.middlewares.use((req, res, next) => {
      if (paths.some((path) => req.url?.startsWith(path))) void handle(req, res);
      else next();
    });
  };
  return {
    name: 'patchbay-server',
    // Vite concatenates a plugin's arrays onto the config's; with no deny list there, its defaults must come along.
    config: (config) => ({
      server: { fs: { deny: [...(config.server?.fs?.deny ? [] : VITE_DEFAULT_FS_DENY), ...storeDenyPatterns(options)] } },
    }),
    configureServer: attach,
    configurePreviewServer: attach,
  };
}
