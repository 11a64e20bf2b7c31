import { connect, type Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createPatchbayServer, type PatchbayServer } from '../src/createPatchbayServer';
import { serveNode, type RunningServer, type ServeOptions } from '../src/serveNode';

/** Room for a loaded machine: a close later than the limit plus this is no close from the limit. */
const SLACK_MS = 1_000;

/** A raw TCP client: what it was sent, and when its connection closed. */
interface RawClient {
  socket: Socket;
  received(): string;
  /** Resolves with the milliseconds from connecting to the close. */
  closed: Promise<number>;
}

function open(url: string): Promise<RawClient> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const started = performance.now();
    let text = '';
    const socket = connect(Number(port), hostname);
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (text += chunk));
    socket.on('error', () => undefined);
    const closed = new Promise<number>((done) => socket.once('close', () => done(performance.now() - started)));
    socket.once('connect', () => resolve({ socket, received: () => text, closed }));
    socket.once('error', reject);
  });
}

/** Writes `parts` one by one, `everyMs` apart, while the socket is open. */
function trickle(socket: Socket, parts: string[], everyMs: number): void {
  let next = 0;
  const timer = setInterval(() => {
    if (socket.destroyed || next >= parts.length) return void clearInterval(timer);
    socket.write(parts[next++]!);
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

  it('closes a connection whose headers are still coming after headersTimeoutMs, with a 408', async () => {
    const url = await serve(() => new Response('ok'), { headersTimeoutMs: 300 });
    const slow = await client(url);
    slow.socket.write('GET / HTTP/1.1\r\nHost: test\r\n');
    trickle(
      slow.socket,
      Array.from({ length: 100 }, (_, i) => `x-slow-${i}: 1\r\n`),
      50,
    );
    const after = await slow.closed;
    expect(after).toBeGreaterThanOrEqual(290);
    expect(after).toBeLessThan(300 + SLACK_MS);
    expect(slow.received()).toMatch(/^HTTP\/1\.1 408/);
  }, 3_000);

  it('closes a request whose body trickles in past requestTimeoutMs, with a 408', async () => {
    const url = await serve(async (request) => new Response(await request.text()), { headersTimeoutMs: 200, requestTimeoutMs: 400 });
    const slow = await client(url);
    slow.socket.write('POST / HTTP/1.1\r\nHost: test\r\nContent-Type: text/plain\r\nContent-Length: 1000\r\n\r\n');
    trickle(
      slow.socket,
      Array.from({ length: 1000 }, () => 'x'),
      40,
    );
    const after = await slow.closed;
    expect(after).toBeLessThan(400 + SLACK_MS);
    expect(slow.received()).toMatch(/^HTTP\/1\.1 408/);
  }, 3_000);

  it("answers the service's 408 to a body sent a byte at a time, and closes the connection", async () => {
    service = createPatchbayServer({ rateLimit: false, bodyTimeouts: { idleMs: 200, totalMs: 500 } });
    const url = await serve(service.fetch, {});
    const slow = await client(url);
    slow.socket.write(
      `POST /api/v3/auth_configs HTTP/1.1\r\nHost: test\r\nx-api-key: ${service.projectApiKey}\r\n` +
        'Content-Type: application/json\r\nContent-Length: 1000\r\n\r\n{',
    );
    trickle(
      slow.socket,
      Array.from({ length: 1000 }, () => ' '),
      40,
    );
    const after = await slow.closed;
    expect(slow.received()).toMatch(/^HTTP\/1\.1 408/);
    expect(slow.received()).toContain('"slug":"request_timeout"');
    expect(after).toBeLessThan(500 + SLACK_MS + 500);
  }, 4_000);

  it('refuses connections past maxConnectionsPerAddress from one address, while the first ones stay', async () => {
    const url = await serve(() => new Response('ok'), { maxConnectionsPerAddress: 3 });
    const first = await Promise.all([client(url), client(url), client(url)]);
    // Each answered once, so the server has counted all three.
    for (const held of first) expect(await getOn(held)).toMatch(/^HTTP\/1\.1 200/);

    const extra = await client(url);
    expect(await extra.closed).toBeLessThan(SLACK_MS);
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
  }, 3_000);

  it('checks its limits when it starts', async () => {
    await expect(serveNode(() => new Response('ok'), { maxConnectionsPerAddress: 0 })).rejects.toThrow(/maxConnectionsPerAddress/);
    await expect(serveNode(() => new Response('ok'), { headersTimeoutMs: 500, requestTimeoutMs: 100 })).rejects.toThrow(/headersTimeoutMs/);
  });
});
