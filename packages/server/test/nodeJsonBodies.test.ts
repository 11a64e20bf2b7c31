import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPatchbayServer, type PatchbayServer } from '../src/createPatchbayServer';
import { MAX_JSON_BYTES } from '../src/http/validate';
import { serveNode, type RunningServer } from '../src/serveNode';

const IDLE_MS = 300;

interface Answer {
  status: number;
  body: { error?: { slug: string; errors?: string[] }; items?: unknown[] };
}

/**
 * A POST written on a raw socket (the head, then `parts` one by one,
 * `gapMs` apart), and its answer once it has all arrived: the client may
 * still be sending, or stop sending, as a real one may.
 */
function post(url: string, head: Record<string, string | number>, parts: (string | Buffer)[], gapMs = 0): Promise<Answer> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    let received = Buffer.alloc(0);
    const socket = connect(Number(port), hostname, () => {
      const lines = ['POST /api/v3/toolkits/multi HTTP/1.1', 'Host: test', ...Object.entries(head).map(([name, value]) => `${name}: ${value}`)];
      socket.write(`${lines.join('\r\n')}\r\n\r\n`);
      parts.forEach((part, index) => setTimeout(() => !socket.destroyed && socket.write(part), index * gapMs));
    });
    socket.on('error', () => undefined);
    socket.on('data', (chunk: Buffer) => {
      received = Buffer.concat([received, chunk]);
      const text = received.toString('utf8');
      const end = text.indexOf('\r\n\r\n');
      const length = /\r\ncontent-length: (\d+)/i.exec(text.slice(0, end));
      if (end < 0 || !length || Buffer.byteLength(text.slice(end + 4)) < Number(length[1])) return;
      socket.destroy();
      resolve({ status: Number(text.slice(9, 12)), body: JSON.parse(text.slice(end + 4)) as Answer['body'] });
    });
    socket.on('close', () => reject(new Error(`closed before a whole answer: ${received.toString('utf8')}`)));
  });
}

/** JSON bodies read straight from Node's request (see readIncomingText) keep every rule of the web path. */
describe('JSON bodies served over Node HTTP', () => {
  let server: PatchbayServer;
  let running: RunningServer;
  let json: Record<string, string>;
  beforeAll(async () => {
    server = createPatchbayServer({ rateLimit: false, bodyTimeouts: { idleMs: IDLE_MS, totalMs: 30_000 } });
    running = await serveNode(server.fetch);
    json = { 'x-api-key': server.projectApiKey, 'content-type': 'application/json' };
  });
  afterAll(async () => {
    await running.close();
    await server.close();
  });

  it('reads a body sent in pieces', async () => {
    const answer = await post(running.url, { ...json, 'content-length': 12 }, ['{"lim', Buffer.from('it": 3}')], 20);
    expect(answer.status).toBe(200);
    expect(answer.body.items).toHaveLength(3);
  });

  it('answers 400 naming the field for a body the schema refuses, and reads an empty body as {}', async () => {
    const bad = await post(running.url, { ...json, 'content-length': 13 }, ['{"limit":"x"}']);
    expect(bad).toMatchObject({ status: 400, body: { error: { slug: 'bad_request' } } });
    const empty = await post(running.url, { ...json, 'content-length': 0 }, []);
    expect(empty.status).toBe(200);
  });

  it('answers 413 to a body over the limit, declared or counted', async () => {
    const declared = await post(running.url, { ...json, 'content-length': MAX_JSON_BYTES + 1 }, ['{}']);
    expect(declared).toMatchObject({ status: 413, body: { error: { slug: 'payload_too_large' } } });
    const size = (MAX_JSON_BYTES + 1).toString(16);
    const counted = await post(running.url, { ...json, 'transfer-encoding': 'chunked' }, [
      `${size}\r\n${'a'.repeat(MAX_JSON_BYTES + 1)}\r\n0\r\n\r\n`,
    ]);
    expect(counted).toMatchObject({ status: 413, body: { error: { slug: 'payload_too_large' } } });
  });

  it('answers 400 to a body that is not UTF-8', async () => {
    const answer = await post(running.url, { ...json, 'content-length': 3 }, [Buffer.from([0x7b, 0xff, 0x7d])]);
    expect(answer).toMatchObject({ status: 400, body: { error: { errors: ['body: not valid UTF-8'] } } });
  });

  it('answers 408 to a body that stalls', async () => {
    const answer = await post(running.url, { ...json, 'transfer-encoding': 'chunked' }, ['9\r\n{"limit":\r\n']);
    expect(answer).toMatchObject({ status: 408, body: { error: { slug: 'request_timeout', errors: ['body: stalled'] } } });
  });
});
