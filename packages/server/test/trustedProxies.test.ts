import type { IncomingMessage, ServerResponse } from 'node:http';
import { connect, type Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { clientAddress } from '../src/clientAddress';
import { serveNode, type RunningServer, type ServeOptions } from '../src/serveNode';
import { parseTrustedProxies } from '../src/trustedProxies';

/** A raw TCP client on loopback: what it was sent, and whether its connection closed. */
interface RawClient {
  socket: Socket;
  received(): string;
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

/**
 * Sends one keep-alive GET with `headers` and waits for its whole answer (a
 * body ending in `end`), or for the connection to close: what came back either way.
 */
function send(client: RawClient, headers: Record<string, string>, end = '}'): Promise<string> {
  const before = client.received().length;
  const lines = Object.entries(headers).map(([name, value]) => `${name}: ${value}\r\n`);
  client.socket.write(`GET / HTTP/1.1\r\nHost: test\r\n${lines.join('')}\r\n`);
  return new Promise((resolve) => {
    const check = () => {
      const answer = client.received().slice(before);
      if (answer.endsWith(end) || client.socket.destroyed) {
        client.socket.off('data', check);
        resolve(answer);
      }
    };
    client.socket.on('data', check);
    void client.closed.then(check);
  });
}

/** Resolves once `server` has taken `count` connections in all (its own limits have run on each by then). */
function connectionsSeen(running: RunningServer, count: number): Promise<void> {
  let seen = 0;
  return new Promise((resolve) => {
    running.server.on('connection', () => {
      seen += 1;
      if (seen === count) resolve();
    });
  });
}

describe('serveNode behind a trusted proxy', () => {
  let running: RunningServer | undefined;
  const clients: RawClient[] = [];

  afterEach(async () => {
    for (const client of clients.splice(0)) client.socket.destroy();
    await running?.close();
    running = undefined;
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

  /** Answers `{"client":"<x-forwarded-for>"}`, so a test sees whose request was served. */
  const echo = (request: Request) => Response.json({ client: request.headers.get('x-forwarded-for') });

  it("does not reset another client's requests while one client holds many connections through the proxy", async () => {
    const url = await serve(echo, { maxConnectionsPerAddress: 3, trustedProxies: ['127.0.0.1'] });
    // An anonymous client holds ten idle connections through the proxy: all of them come from the proxy's address.
    const held = connectionsSeen(running!, 10);
    for (let i = 0; i < 10; i += 1) await client(url);
    await held;

    const victim = await client(url);
    const answer = await send(victim, { 'x-forwarded-for': '203.0.113.7' });
    expect(answer).toMatch(/^HTTP\/1\.1 200/);
    expect(answer).toContain('{"client":"203.0.113.7"}');
    // The greedy client's connections were not cut either: the proxy carries other users on them too.
    for (const idle of clients) expect(idle.socket.destroyed).toBe(false);
  });

  it('lets each forwarded client have maxConnectionsPerAddress requests open: the next gets 429 on a connection that stays, others are served', async () => {
    const release: (() => void)[] = [];
    const arrived: (() => void)[] = [];
    const url = await serve(
      async (request) => {
        if (request.headers.get('x-forwarded-for')?.endsWith('198.51.100.1')) {
          arrived.shift()?.();
          await new Promise<void>((resolve) => release.push(resolve));
        }
        return echo(request);
      },
      { maxConnectionsPerAddress: 2, trustedProxies: ['loopback'] },
    );
    // Answers the server has finished (its per-client count is down by then).
    const finished: (() => void)[] = [];
    running!.server.on('request', (_request: IncomingMessage, response: ServerResponse) => response.once('close', () => finished.shift()?.()));

    const greedy = [await client(url), await client(url)];
    const both = Promise.all([0, 1].map(() => new Promise<void>((resolve) => arrived.push(resolve))));
    // The proxy appends the client it saw; whatever the client wrote before that is not taken as its address.
    const pending = greedy.map((held, i) => send(held, { 'x-forwarded-for': `10.9.9.${i}, 198.51.100.1` }));
    await both;

    const third = await client(url);
    const refused = await send(third, { 'x-forwarded-for': '198.51.100.1' });
    expect(refused).toMatch(/^HTTP\/1\.1 429/);
    expect(refused).toMatch(/\r\nretry-after: 1\r\n/i);
    expect(refused).toContain('"slug":"rate_limited"');
    expect(third.socket.destroyed).toBe(false);

    // Another client behind the same proxy, on that same connection: served.
    expect(await send(third, { 'x-forwarded-for': '198.51.100.2' })).toContain('{"client":"198.51.100.2"}');

    // Once an answer is done, its place is free again.
    const freed = new Promise<void>((resolve) => finished.push(resolve));
    release.shift()!();
    expect(await pending[0]).toMatch(/^HTTP\/1\.1 200/);
    await freed;
    const arrivedAgain = new Promise<void>((resolve) => arrived.push(resolve));
    const again = send(third, { 'x-forwarded-for': '198.51.100.1' });
    await arrivedAgain;
    for (const go of release.splice(0)) go();
    expect(await again).toMatch(/^HTTP\/1\.1 200/);
    expect(await pending[1]).toMatch(/^HTTP\/1\.1 200/);
  });

  it('ignores X-Forwarded-For from a peer it does not trust: connections are capped per TCP address as before', async () => {
    const url = await serve(echo, { maxConnectionsPerAddress: 2, trustedProxies: ['10.0.0.0/8'] });
    const first = [await client(url), await client(url)];
    for (const [i, held] of first.entries()) expect(await send(held, { 'x-forwarded-for': `203.0.113.${i}` })).toMatch(/^HTTP\/1\.1 200/);
    const extra = await client(url);
    await extra.closed;
    expect(extra.received()).toBe('');
  });

  it('reads RFC 7239 Forwarded when told to', async () => {
    let release = () => {};
    let arrived = () => {};
    const held = new Promise<void>((resolve) => (arrived = resolve));
    const url = await serve(
      async (request) => {
        if (request.headers.get('forwarded')?.includes('192.0.2.60')) {
          arrived();
          await new Promise<void>((resolve) => (release = resolve));
        }
        return Response.json({ forwarded: request.headers.get('forwarded') });
      },
      { maxConnectionsPerAddress: 1, trustedProxies: ['loopback'], forwardedHeader: 'forwarded' },
    );
    const [a, b] = [await client(url), await client(url)];
    const first = send(a, { forwarded: 'for=192.0.2.60;proto=http' });
    await held;
    // One place per client: the same client again is refused, another one (IPv6, quoted, with a port) is served.
    expect(await send(b, { forwarded: 'for="192.0.2.60:4711"', 'x-forwarded-for': '6.6.6.6' })).toMatch(/^HTTP\/1\.1 429/);
    expect(await send(b, { forwarded: 'for="[2001:db8:cafe::17]:4711"' })).toMatch(/^HTTP\/1\.1 200/);
    release();
    expect(await first).toMatch(/^HTTP\/1\.1 200/);
  });

  it('checks trustedProxies and forwardedHeader when it starts', async () => {
    for (const bad of [['nope'], ['10.0.0.0/33'], ['::1/129'], ['1.2.3.4/8/1'], [''], [42], 'loopback']) {
      await expect(serveNode(() => new Response('ok'), { trustedProxies: bad as string[] })).rejects.toThrow(/trustedProxies/);
    }
    await expect(serveNode(() => new Response('ok'), { forwardedHeader: 'x-real-ip' as 'forwarded' })).rejects.toThrow(/forwardedHeader/);
  });
});

describe('clientAddress', () => {
  const trust = parseTrustedProxies(['loopback', '10.0.0.0/8', '2001:db8:ffff::/48']);
  const xff = (value: string) => ({ 'x-forwarded-for': value });

  it('is the TCP peer when the peer is not trusted, whatever the headers say', () => {
    expect(clientAddress('198.51.100.9', xff('203.0.113.1'), trust, 'x-forwarded-for')).toBe('198.51.100.9');
    expect(clientAddress('::ffff:198.51.100.9', xff('203.0.113.1'), trust, 'x-forwarded-for')).toBe('198.51.100.9');
  });

  it('walks back from the proxy past every trusted hop to the first that is not one', () => {
    expect(clientAddress('127.0.0.1', xff('203.0.113.1'), trust, 'x-forwarded-for')).toBe('203.0.113.1');
    expect(clientAddress('::ffff:127.0.0.1', xff('6.6.6.6, 203.0.113.1, 10.1.2.3'), trust, 'x-forwarded-for')).toBe('203.0.113.1');
    expect(clientAddress('127.0.0.1', { 'x-forwarded-for': ['6.6.6.6', '2001:DB8::5, 2001:db8:ffff::1'] }, trust, 'x-forwarded-for')).toBe(
      '2001:db8::5',
    );
    // Hops written with a port, as some proxies do.
    expect(clientAddress('127.0.0.1', xff('[2001:db8::9]:4711'), trust, 'x-forwarded-for')).toBe('2001:db8::9');
    expect(clientAddress('127.0.0.1', xff('203.0.113.1:4711'), trust, 'x-forwarded-for')).toBe('203.0.113.1');
    // Every hop trusted: the first one.
    expect(clientAddress('127.0.0.1', xff('10.0.0.1, 10.0.0.2'), trust, 'x-forwarded-for')).toBe('10.0.0.1');
  });

  it('counts a hop that is no address (junk, unknown, none) as the proxy that forwarded it', () => {
    expect(clientAddress('127.0.0.1', {}, trust, 'x-forwarded-for')).toBe('127.0.0.1');
    expect(clientAddress('127.0.0.1', xff('203.0.113.1, junk'), trust, 'x-forwarded-for')).toBe('127.0.0.1');
    expect(clientAddress('127.0.0.1', xff('203.0.113.1, junk, 10.0.0.7'), trust, 'x-forwarded-for')).toBe('10.0.0.7');
    expect(clientAddress('127.0.0.1', { forwarded: 'for=unknown' }, trust, 'forwarded')).toBe('127.0.0.1');
  });

  it('reads for= of RFC 7239 Forwarded: quoted, with ports, IPv6 in brackets, among other parameters', () => {
    const forwarded = (value: string) => clientAddress('127.0.0.1', { forwarded: value }, trust, 'forwarded');
    expect(forwarded('for=192.0.2.60;proto=http;by=203.0.113.43')).toBe('192.0.2.60');
    expect(forwarded('for="192.0.2.60:4711"')).toBe('192.0.2.60');
    expect(forwarded('for=6.6.6.6, proto=https;For="[2001:db8:cafe::17]:4711"')).toBe('2001:db8:cafe::17');
    // A quote the client left open does not hide the element the proxy appended.
    expect(forwarded('for="6.6.6.6, for=192.0.2.61')).toBe('192.0.2.61');
    // The other header is not read.
    expect(clientAddress('127.0.0.1', { forwarded: 'for=192.0.2.60', 'x-forwarded-for': '6.6.6.6' }, trust, 'forwarded')).toBe('192.0.2.60');
  });

  it('trusts nobody by default', () => {
    const none = parseTrustedProxies([]);
    expect(none.trusts('127.0.0.1')).toBe(false);
    expect(clientAddress('127.0.0.1', xff('203.0.113.1'), none, 'x-forwarded-for')).toBe('127.0.0.1');
  });
});
