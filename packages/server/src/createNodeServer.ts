import { createServer, type RequestListener, type Server } from 'node:http';
import type { ForwardedHeader } from './clientAddress';
import { limitConnectionsPerAddress } from './limitConnectionsPerAddress';
import { limitRequestsPerClient } from './limitRequestsPerClient';
import { parseTrustedProxies } from './trustedProxies';

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
  /**
   * Connections one client address may have open at once; further ones are
   * closed as they arrive. A trusted proxy's connections are not counted
   * (see `trustedProxies`): each client behind it may have this many
   * requests open at once instead, and the next one is answered 429 with
   * `Retry-After`.
   * @default 100
   */
  maxConnectionsPerAddress?: number;
  /**
   * The proxies (load balancers, reverse proxies) whose word the server takes
   * about who the client is: IP addresses, CIDR ranges (`'10.0.0.0/8'`,
   * `'fd00::/8'`) and `'loopback'` (127.0.0.0/8 and ::1). A connection from
   * one of them is not capped per address, since every client behind it
   * shares that address; its requests are counted per client instead, the
   * client read from `forwardedHeader`. The header is read only from these
   * peers: from any other, the TCP peer is the client, whatever it sends.
   * @default [] (trust nobody: the TCP peer is the client)
   */
  trustedProxies?: readonly string[];
  /**
   * The header a trusted proxy names the client in: `'x-forwarded-for'`, or
   * RFC 7239 `'forwarded'` (its `for=`). Pick the one your proxy writes: a
   * proxy that writes one passes a client's own copy of the other through.
   * @default 'x-forwarded-for'
   */
  forwardedHeader?: ForwardedHeader;
}

export const DEFAULT_NODE_SERVER_LIMITS: Readonly<Required<NodeServerLimits>> = {
  headersTimeoutMs: 15_000,
  requestTimeoutMs: 0,
  idleTimeoutMs: 120_000,
  maxConnectionsPerAddress: 100,
  trustedProxies: [],
  forwardedHeader: 'x-forwarded-for',
};

function resolveLimits(limits: NodeServerLimits): Required<NodeServerLimits> {
  // An option given as undefined takes its default, as one left out does.
  const given = Object.fromEntries(Object.entries(limits).filter(([, value]) => value !== undefined)) as NodeServerLimits;
  const resolved = { ...DEFAULT_NODE_SERVER_LIMITS, ...given };
  const check = (name: 'headersTimeoutMs' | 'requestTimeoutMs' | 'idleTimeoutMs' | 'maxConnectionsPerAddress', least: number) => {
    const value = resolved[name];
    if (!Number.isSafeInteger(value) || value < least) throw new TypeError(`${name} must be a whole number of at least ${least}.`);
  };
  check('headersTimeoutMs', 1);
  check('requestTimeoutMs', 0);
  check('idleTimeoutMs', 0);
  check('maxConnectionsPerAddress', 1);
  if (resolved.forwardedHeader !== 'x-forwarded-for' && resolved.forwardedHeader !== 'forwarded') {
    throw new TypeError("forwardedHeader must be 'x-forwarded-for' or 'forwarded'.");
  }
  if (resolved.requestTimeoutMs > 0 && resolved.headersTimeoutMs > resolved.requestTimeoutMs) {
    throw new TypeError('headersTimeoutMs must not be longer than requestTimeoutMs.');
  }
  return resolved;
}

/**
 * A Node HTTP server that does not wait for ever on slow clients: headers
 * (and, if set, whole requests) have deadlines, silent connections are
 * closed, and one client address may hold only so many connections (behind
 * a trusted proxy, so many open requests).
 */
export function createNodeServer(listener: RequestListener, limits: NodeServerLimits = {}): Server {
  const { headersTimeoutMs, requestTimeoutMs, idleTimeoutMs, maxConnectionsPerAddress, trustedProxies, forwardedHeader } = resolveLimits(limits);
  const trust = parseTrustedProxies(trustedProxies);
  const shortest = requestTimeoutMs > 0 ? Math.min(headersTimeoutMs, requestTimeoutMs) : headersTimeoutMs;
  const server = createServer(
    {
      headersTimeout: headersTimeoutMs,
      requestTimeout: requestTimeoutMs,
      // Node looks for overdue requests every 30 s by default: a short deadline would be kept only that loosely.
      connectionsCheckingInterval: Math.max(10, Math.min(1_000, Math.floor(shortest / 4))),
    },
    limitRequestsPerClient(listener, maxConnectionsPerAddress, trust, forwardedHeader),
  );
  server.setTimeout(idleTimeoutMs);
  limitConnectionsPerAddress(server, maxConnectionsPerAddress, trust);
  return server;
}
