import type { IncomingMessage, ServerResponse } from 'node:http';
import { getRequestListener } from '@hono/node-server';
import { createPatchbayServer, type PatchbayServer, type PatchbayServerOptions } from './createPatchbayServer';

/** The subset of Vite's Plugin interface used here, so Vite stays an optional peer. */
export interface PatchbayVitePlugin {
  name: string;
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

/** Runs the service inside Vite's dev (and preview) server as middleware. */
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
  return { name: 'patchbay-server', configureServer: attach, configurePreviewServer: attach };
}
