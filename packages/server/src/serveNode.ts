import { IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createNodeServer, type NodeServerLimits } from './createNodeServer';
import { rememberIncoming } from './http/nodeRequests';

/** Where to listen, the limits on slow and greedy clients and the proxies trusted to name the client (see NodeServerLimits for each default). */
export interface ServeOptions extends NodeServerLimits {
  /** @default 0 (any free port) */
  port?: number;
  /** @default '127.0.0.1' (loopback only) */
  host?: string;
}

export interface RunningServer {
  readonly url: string;
  readonly server: Server;
  close(): Promise<void>;
}

/** Serves a web-standard `fetch` handler over Node's HTTP server. */
export async function serveNode(handler: (request: Request) => Promise<Response> | Response, options: ServeOptions = {}): Promise<RunningServer> {
  // Loaded here, not with the package: a server used in-process never needs Node's HTTP adapter.
  const { getRequestListener } = await import('@hono/node-server');
  // Each request's Node message is remembered, so a JSON body can be read from it straight (see readJsonBody).
  const listener = getRequestListener((request, env) => {
    if (env.incoming instanceof IncomingMessage) rememberIncoming(request, env.incoming);
    return handler(request);
  });
  const { port, host, ...limits } = options;
  // The listener answers every request itself, a failure included (as a 500): there is nothing to await.
  const server = createNodeServer((incoming, outgoing) => void listener(incoming, outgoing), limits);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port ?? 0, host ?? '127.0.0.1', () => resolve());
  });
  const bound = server.address() as AddressInfo;
  const shownHost = bound.address.includes(':') ? `[${bound.address}]` : bound.address;
  return {
    url: `http://${shownHost}:${bound.port}`,
    server,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
