import { connect, type Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createPatchbayServer, type PatchbayServer } from '../src/createPatchbayServer';
import { serveNode, type RunningServer, type ServeOptions } from '../src/serveNode';

/** A raw TCP client: what it was sent, and whether its connection closed. */
interface RawClient {
  socket: Socket;
  received(): string;
  /** Resolves once the connection has closed. */
  closed: Promise<void>;
}

function open(url: string): Promise<RawClient> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    let text = '';
    const socket = connect(Number(port), hostname);
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (text += chunk));
    socket.on('error', () => undefined);
    const closed = new Promise<void>((done) => socket.once('close', () => done()));
    socket.once('connect', () => resolve({ socket, received: () => text, closed }));
    socket.once('error', reject);
  });
}

/** Writes `part(0)`, `part(1)`, … one by one, `everyMs` apart, for as long as the socket is open: a client that never finishes. */
function trickle(socket: Socket, part: (index: number) => string, everyMs: number): void {
  let next = 0;
  const timer = setInterval(() => {
    if (socket.destroyed) return void clearInterval(timer);
    socket.write(part(next++));
  }, everyMs);
  socket.once('close', () => clearInterval(timer));
}

/** Sends one keep-alive GET and waits for its whole answer. */
function getOn(client: RawClient): Promise<string> {
  const before = client.received().length;
  client.socket.write('GET / HTTP/1.1\r\nHost: test\r\n\r\n');
  return new Promise((resolve) => {
    const check = () => {
      const answer = client.received().slice(before);
      if (answer.endsWith('ok')) {
        client.socket.off('data', check);
        resolve(answer);
      }
    };
    client.socket.on('data', check);
  });
}

describe('serveNode limits on slow and greedy clients', () => {
  let running: RunningServer | undefined;
  let service: PatchbayServer | undefined;
  const clients: RawClient[] = [];

  afterEach(async () => {
    for (const client of clients.splice(0)) client.socket.destroy();
    await running?.close();
    await service?.close();
    running = undefined;
    service = undefined;
  });

  async function serve(handler: (request: Request) => Promise<Response> | Response, options: ServeOptions): Promise<string> {
    running = await serveNode(handler, options);
    return running.url;
  }

  async function client(url: string): Promise<RawClient> {
    const opened = await open(url);
    clients.push(opened);
    return opened;
  }

  // The headers never end and the connection never goes quiet, so only headersTimeoutMs can close it.
  it('closes a connection whose headers are still coming after headersTimeoutMs, with a 408', async () => {
    const url = await serve(() => new Response('ok'), { headersTimeoutMs: 300 });
    const slow = await client(url);
    slow.socket.write('GET / HTTP/1.1\r\nHost: test\r\n');
    trickle(slow.socket, (i) => `x-slow-${i}: 1\r\n`, 50);
    await slow.closed;
    expect(slow.received()).toMatch(/^HTTP\/1\.1 408/);
  });

  // The body never ends (its length is never reached) and the connection never goes quiet, so only requestTimeoutMs can close it.
  it('closes a request whose body trickles in past requestTimeoutMs, with a 408', async () => {
    const url = await serve(async (request) => new Response(await request.text()), { headersTimeoutMs: 200, requestTimeoutMs: 400 });
    const slow = await client(url);
    slow.socket.write(`POST / HTTP/1.1\r\nHost: test\r\nContent-Type: text/plain\r\nContent-Length: ${Number.MAX_SAFE_INTEGER}\r\n\r\n`);
    trickle(slow.socket, () => 'x', 40);
    await slow.closed;
    expect(slow.received()).toMatch(/^HTTP\/1\.1 408/);
  });

  // The body never ends and its bytes keep coming, so only the service's total body limit can answer it.
  it("answers the service's 408 to a body sent a byte at a time, and closes the connection", async () => {
    service = createPatchbayServer({ rateLimit: false, bodyTimeouts: { idleMs: 60 * 60_000, totalMs: 500 } });
    const url = await serve(service.fetch, {});
    const slow = await client(url);
    slow.socket.write(
      `POST /api/v3/auth_configs HTTP/1.1\r\nHost: test\r\nx-api-key: ${service.projectApiKey}\r\n` +
        'Content-Type: application/json\r\nContent-Length: 100000\r\n\r\n{',
    );
    trickle(slow.socket, () => ' ', 40);
    await slow.closed;
    expect(slow.received()).toMatch(/^HTTP\/1\.1 408/);
    expect(slow.received()).toContain('"slug":"request_timeout"');
    expect(slow.received()).toContain('body: too slow');
  });

  it('refuses connections past maxConnectionsPerAddress from one address, while the first ones stay', async () => {
    // No idle limit: a connection closed with nothing sent was closed by the per-address limit, whenever that happens.
    const url = await serve(() => new Response('ok'), { maxConnectionsPerAddress: 3, idleTimeoutMs: 0 });
    const first = await Promise.all([client(url), client(url), client(url)]);
    // Each answered once, so the server has counted all three.
    for (const held of first) expect(await getOn(held)).toMatch(/^HTTP\/1\.1 200/);

    const extra = await client(url);
    await extra.closed;
    expect(extra.received()).toBe('');
    for (const held of first) expect(await getOn(held)).toMatch(/^HTTP\/1\.1 200/);

    // A closed connection frees its place once the server has seen the close. Until then a new one is
    // refused at once (closed, nothing sent): connect again until one is kept and answered.
    first[0].socket.destroy();
    await first[0].closed;
    let answer: string | null = null;
    while (answer === null) {
      const next = await client(url);
      answer = await Promise.race([next.closed.then(() => null), getOn(next)]);
    }
    expect(answer).toMatch(/^HTTP\/1\.1 200/);
  });

  it('checks its limits when it starts', async () => {
    await expect(serveNode(() => new Response('ok'), { maxConnectionsPerAddress: 0 })).rejects.toThrow(/maxConnectionsPerAddress/);
    await expect(serveNode(() => new Response('ok'), { headersTimeoutMs: 500, requestTimeoutMs: 100 })).rejects.toThrow(/headersTimeoutMs/);
  });
});
