import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getRequestListener } from '@hono/node-server';

export interface ServeOptions {
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
  const listener = getRequestListener(handler);
  // The listener answers every request itself, a failure included (as a 500): there is nothing to await.
  // No whole-request deadline (Node's default cuts any request off at 5 minutes): a 5 GiB upload may
  // take longer, and the upload route stops bodies that stall on its own idle timeout. Headers still time out.
  const server = createServer({ requestTimeout: 0 }, (incoming, outgoing) => void listener(incoming, outgoing));
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', () => resolve());
  });
  const { port, address } = server.address() as AddressInfo;
  const host = address.includes(':') ? `[${address}]` : address;
  return {
    url: `http://${host}:${port}`,
    server,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
