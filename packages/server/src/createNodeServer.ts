import { createServer, type RequestListener, type Server } from 'node:http';
import { limitConnectionsPerAddress } from './limitConnectionsPerAddress';

/** How long clients may take and how many connections one may hold, for a Node HTTP server facing the network. */
export interface NodeServerLimits {
  /** Longest a client may take to send a request's headers, in ms; past it Node answers 408 and closes the connection. @default 15_000 */
  headersTimeoutMs?: number;
  /**
   * Longest a whole request, headers and body, may take to arrive, in ms; 0
   * sets no limit. None by default: a 5 GiB upload may take long, and the
   * service bounds every other body itself (`bodyTimeouts`, 408) and stops
   * uploads that stall (`uploads.idleTimeoutMs`).
   * @default 0
   */
  requestTimeoutMs?: number;
  /**
   * A connection with no traffic either way for this long is closed, in ms;
   * 0 sets no limit. Keep it above the service's `uploads.idleTimeoutMs` and
   * the longest answer it may think over (a 25 s wait for connections).
   * @default 120_000
   */
  idleTimeoutMs?: number;
  /** Connections one client address may have open at once; further ones are closed as they arrive. @default 100 */
  maxConnectionsPerAddress?: number;
}

export const DEFAULT_NODE_SERVER_LIMITS: Readonly<Required<NodeServerLimits>> = {
  headersTimeoutMs: 15_000,
  requestTimeoutMs: 0,
  idleTimeoutMs: 120_000,
  maxConnectionsPerAddress: 100,
};

function resolveLimits(limits: NodeServerLimits): Required<NodeServerLimits> {
  const resolved = { ...DEFAULT_NODE_SERVER_LIMITS, ...limits };
  const check = (name: keyof NodeServerLimits, least: number) => {
    const value = resolved[name];
    if (!Number.isSafeInteger(value) || value < least) throw new TypeError(`${name} must be a whole number of at least ${least}.`);
  };
  check('headersTimeoutMs', 1);
  check('requestTimeoutMs', 0);
  check('idleTimeoutMs', 0);
  check('maxConnectionsPerAddress', 1);
  if (resolved.requestTimeoutMs > 0 && resolved.headersTimeoutMs > resolved.requestTimeoutMs) {
    throw new TypeError('headersTimeoutMs must not be longer than requestTimeoutMs.');
  }
  return resolved;
}

/**
 * A Node HTTP server that does not wait for ever on slow clients: headers
 * (and, if set, whole requests) have deadlines, silent connections are
 * closed, and one client address may hold only so many connections.
 */
export function createNodeServer(listener: RequestListener, limits: NodeServerLimits = {}): Server {
  const { headersTimeoutMs, requestTimeoutMs, idleTimeoutMs, maxConnectionsPerAddress } = resolveLimits(limits);
  const shortest = requestTimeoutMs > 0 ? Math.min(headersTimeoutMs, requestTimeoutMs) : headersTimeoutMs;
  const server = createServer(
    {
      headersTimeout: headersTimeoutMs,
      requestTimeout: requestTimeoutMs,
      // Node looks for overdue requests every 30 s by default: a short deadline would be kept only that loosely.
      connectionsCheckingInterval: Math.max(10, Math.min(1_000, Math.floor(shortest / 4))),
    },
    listener,
  );
  server.setTimeout(idleTimeoutMs);
  limitConnectionsPerAddress(server, maxConnectionsPerAddress);
  return server;
}
