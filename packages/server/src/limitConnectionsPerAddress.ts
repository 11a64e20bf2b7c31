import type { Server, Socket } from 'node:net';

/**
 * Closes a new connection at once when its client address already has `max`
 * open, so one client cannot hold every socket the process may open. The
 * count per address lives only as long as that address's connections: it
 * goes with the last one, so the map never outgrows the open sockets.
 */
export function limitConnectionsPerAddress(server: Server, max: number): void {
  const open = new Map<string, number>();
  server.on('connection', (socket: Socket) => {
    const address = socket.remoteAddress;
    // No address: the socket is already gone.
    if (address === undefined) return void socket.destroy();
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
