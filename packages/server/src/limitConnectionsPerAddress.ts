import type { Server, Socket } from 'node:net';
import { normalizeAddress, type ProxyTrust } from './trustedProxies';

/**
 * Closes a new connection at once when its client address already has `max`
 * open, so one client cannot hold every socket the process may open. The
 * count per address lives only as long as that address's connections: it
 * goes with the last one, so the map never outgrows the open sockets.
 *
 * A trusted proxy's address is not one client but many: its connections are
 * not counted here (limitRequestsPerClient counts each client behind it).
 */
export function limitConnectionsPerAddress(server: Server, max: number, trust: ProxyTrust): void {
  const open = new Map<string, number>();
  server.on('connection', (socket: Socket) => {
    const peer = socket.remoteAddress;
    // No address: the socket is already gone.
    if (peer === undefined) return void socket.destroy();
    const address = normalizeAddress(peer) ?? peer;
    if (trust.trusts(address)) return;
    const count = open.get(address) ?? 0;
    if (count >= max) return void socket.destroy();
    open.set(address, count + 1);
    socket.once('close', () => {
      const left = (open.get(address) ?? 1) - 1;
      if (left > 0) open.set(address, left);
      else open.delete(address);
    });
  });
}
