import type { RequestListener, ServerResponse } from 'node:http';
import { ApiError, newRequestId } from '@patchbay/relay/http';
import { clientAddress, type ForwardedHeader } from './clientAddress';
import type { ProxyTrust } from './trustedProxies';

/** The 429 for a client with `max` requests already open; the connection stays, since a proxy's connection carries other clients too. */
function refuse(response: ServerResponse, max: number): void {
  const error = new ApiError('RATE_LIMITED', `This client already has ${max} requests open at once, the most one client may have.`, {
    suggestedFix: 'Wait for an answer to an open request before sending another.',
    headers: { 'retry-after': '1' },
  });
  const requestId = newRequestId();
  const body = JSON.stringify(error.toEnvelope(requestId));
  response.writeHead(error.status, {
    ...error.headers,
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(body),
    'cache-control': 'no-store',
    'x-request-id': requestId,
  });
  response.end(body);
}

/**
 * Requests that arrive through a trusted proxy, counted per client address
 * the proxy forwarded (see clientAddress): a client with `max` requests open
 * gets 429 for the next one, and every other client behind the same proxy
 * is served as before. A count lives only while its client has a request
 * open, so the map never outgrows the open requests. Requests from any
 * other peer pass: limitConnectionsPerAddress already bounds them per
 * connection, and HTTP/1.1 carries one request at a time on each.
 */
export function limitRequestsPerClient(listener: RequestListener, max: number, trust: ProxyTrust, header: ForwardedHeader): RequestListener {
  if (trust.none) return listener;
  const open = new Map<string, number>();
  return (request, response) => {
    const peer = request.socket.remoteAddress;
    if (peer === undefined || !trust.trusts(peer)) return listener(request, response);
    const client = clientAddress(peer, request.headers, trust, header);
    const count = open.get(client) ?? 0;
    if (count >= max) return refuse(response, max);
    open.set(client, count + 1);
    response.once('close', () => {
      const left = (open.get(client) ?? 1) - 1;
      if (left > 0) open.set(client, left);
      else open.delete(client);
    });
    listener(request, response);
  };
}
