import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDemo, type RunningDemo } from './startDemo';

let base: string;
let dataDir: string;
let distDir: string;
let demo: RunningDemo;

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

interface Call {
  method?: string;
  cookie?: string;
  body?: string | Buffer[];
  headers?: Record<string, string>;
}

/** One request to the demo; a `Buffer[]` body goes out chunked, with no Content-Length. */
function call(path: string, { method = 'GET', cookie, body, headers = {} }: Call = {}): Promise<Answer> {
  const { hostname, port } = new URL(demo.url);
  return new Promise((resolve, reject) => {
    let answered = false;
    const req = request(
      {
        host: hostname,
        port,
        // A connection of its own: one the server closed after a refused body is never reused.
        agent: false,
        path,
        method,
        headers: {
          origin: demo.url,
          ...(cookie ? { cookie } : {}),
          ...(typeof body === 'string' ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } : {}),
          ...(Array.isArray(body) ? { 'content-type': 'application/json', 'transfer-encoding': 'chunked' } : {}),
          ...headers,
        },
      },
      (res) => {
        answered = true;
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString('utf8') }));
        res.on('error', reject);
        res.once('close', () => res.complete || reject(new Error(`the answer to ${method} ${path} was cut off`)));
      },
    );
    // The server may answer (413) and close before a large body is all sent: its answer still counts. Once the
    // connection is closed nothing more can arrive, so the request fails then if no answer had begun.
    req.on('error', (error: NodeJS.ErrnoException) => {
      if (['EPIPE', 'ECONNRESET'].includes(error.code ?? '')) req.once('close', () => answered || reject(error));
      else reject(error);
    });
    if (Array.isArray(body)) for (const chunk of body) req.write(chunk);
    else if (body !== undefined) req.write(body);
    req.end();
  });
}

/** The `name=value` part of the session cookie a response sets. */
function sessionCookieOf(answer: Answer): string {
  const setCookie = ([] as string[]).concat(answer.headers['set-cookie'] ?? []);
  const cookie = setCookie.find((value) => value.startsWith('acme_session='));
  expect(cookie).toBeDefined();
  return cookie!.split(';')[0]!;
}

async function signIn(userId: string): Promise<string> {
  const answer = await call('/auth/sign-in', { method: 'POST', body: JSON.stringify({ userId }) });
  expect(answer.status).toBe(200);
  return sessionCookieOf(answer);
}

const me = async (cookie: string) => JSON.parse((await call('/auth/me', { cookie })).body) as { user: { id: string } | null };
const relayStatus = async (cookie: string) => (await call('/patchbay/api/v3/connected_accounts', { cookie })).status;

beforeAll(async () => {
  base = await mkdtemp(join(tmpdir(), 'patchbay-demo-auth-'));
  dataDir = join(base, 'data');
  distDir = join(base, 'dist');
  await mkdir(distDir);
  demo = await startDemo({ port: 0, dataDir, mode: 'production', distDir });
});

afterAll(async () => {
  await demo?.close();
  await rm(base, { recursive: true, force: true });
});

describe('demo sessions', () => {
  it('ends a session at the server on sign-out: a copy of the cookie no longer authenticates', async () => {
    const cookie = await signIn('ada');
    const copied = cookie;
    expect((await me(cookie)).user?.id).toBe('ada');
    expect(await relayStatus(cookie)).toBe(200);

    const signOut = await call('/auth/sign-out', { method: 'POST', cookie });
    expect(signOut.status).toBe(204);
    expect(String(signOut.headers['set-cookie'])).toContain('Max-Age=0');

    expect(await me(copied)).toEqual({ user: null });
    expect(await relayStatus(copied)).toBe(401);
    expect((await call('/events', { cookie: copied })).status).toBe(401);
  });

  it('keeps other sessions of the same user, and a new sign-in ends the one it replaces', async () => {
    const laptop = await signIn('grace');
    const phone = await signIn('grace');
    await call('/auth/sign-out', { method: 'POST', cookie: phone });
    expect((await me(laptop)).user?.id).toBe('grace');

    const again = await call('/auth/sign-in', { method: 'POST', cookie: laptop, body: JSON.stringify({ userId: 'ada' }) });
    expect(again.status).toBe(200);
    expect(await me(laptop)).toEqual({ user: null });
    expect((await me(sessionCookieOf(again))).user?.id).toBe('ada');
  });

  it('refuses forged and tampered cookies', async () => {
    const cookie = await signIn('ada');
    const [name, value] = cookie.split('=') as [string, string];
    const [id, signature] = value.split('.') as [string, string];
    for (const forged of [
      `${name}=${id}.${signature.slice(0, -2)}AA`,
      `${name}=${id.slice(0, -2)}AA.${signature}`,
      `${name}=${id}`,
      `${name}=${value}.x`,
    ]) {
      expect(await me(forged)).toEqual({ user: null });
      expect(await relayStatus(forged)).toBe(401);
    }
  });

  it('keeps live sessions, and ended ones ended, across a restart', async () => {
    const live = await signIn('ada');
    const ended = await signIn('grace');
    await call('/auth/sign-out', { method: 'POST', cookie: ended });
    await demo.close();
    demo = await startDemo({ port: 0, dataDir, mode: 'production', distDir });
    expect((await me(live)).user?.id).toBe('ada');
    expect(await me(ended)).toEqual({ user: null });
    expect(await relayStatus(ended)).toBe(401);
  });

  it('caps the sign-in body, counting the bytes that arrive', async () => {
    const padding = 'x'.repeat(8 * 1024);
    const big = await call('/auth/sign-in', { method: 'POST', body: JSON.stringify({ userId: 'ada', padding }) });
    expect(big.status).toBe(413);
    expect(big.headers['set-cookie']).toBeUndefined();
    // Chunked: no Content-Length to go by.
    const chunks = Array.from({ length: 64 }, () => Buffer.from(' '.repeat(1024)));
    const chunked = await call('/auth/sign-in', { method: 'POST', body: [Buffer.from('{"userId":"ada"'), ...chunks, Buffer.from('}')] });
    expect(chunked.status).toBe(413);
    expect(chunked.headers['set-cookie']).toBeUndefined();

    const small = await call('/auth/sign-in', { method: 'POST', body: [Buffer.from('{"userId":'), Buffer.from('"ada"}')] });
    expect(small.status).toBe(200);
    for (const bad of ['{"userId":', 'null', '"ada"', '[]', '{"userId":"nobody"}']) {
      expect((await call('/auth/sign-in', { method: 'POST', body: bad })).status, bad).toBe(400);
    }
    const notUtf8 = await call('/auth/sign-in', { method: 'POST', body: [Buffer.from([0x7b, 0xff, 0x7d])] });
    expect(notUtf8.status).toBe(400);
  });

  it('answers 400 to a request target that is no URL, and stays up', async () => {
    for (const path of ['//', '//a:b', '//[']) expect((await call(path)).status, path).toBe(400);
    expect((await call('/auth/users')).status).toBe(200);
  });
});
