import { request as httpRequest } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPatchbayServer, type PatchbayServer } from '../src/createPatchbayServer';
import { expectEnvelope, useTestServer } from './harness';

/** Where in-process requests say they go: the service answers whatever origin a request names. */
const ORIGIN = 'http://service.test';

interface Raw {
  response: Response;
  /** The body exactly as it would go on the wire. */
  bytes: Buffer;
}

/** Undoes a Content-Encoding, as a browser's fetch does. */
function decoded({ response, bytes }: Raw): string {
  const coding = response.headers.get('content-encoding');
  if (coding === 'gzip') return gunzipSync(bytes).toString('utf8');
  if (coding === 'br') return brotliDecompressSync(bytes).toString('utf8');
  expect(coding).toBeNull();
  return bytes.toString('utf8');
}

describe('the service compresses its JSON answers for clients that accept it', () => {
  const t = useTestServer('memory', {}, 'all');

  /** One request answered in-process: the body comes back as the service encoded it. */
  async function call(method: string, path: string, headers: Record<string, string> = {}, body?: unknown): Promise<Raw> {
    const init: RequestInit = { method, headers: { 'x-api-key': t.server.projectApiKey, ...headers } };
    if (body !== undefined) {
      init.body = JSON.stringify(body);
      init.headers = { ...init.headers, 'content-type': 'application/json' };
    }
    const response = await t.server.fetch(new Request(ORIGIN + path, init));
    return { response, bytes: Buffer.from(await response.arrayBuffer()) };
  }
  /** A page of 100 toolkits, the toolkit picker's first call: about 60 KB of JSON. */
  const toolkitPage = (acceptEncoding?: string) =>
    call('POST', '/api/v3/toolkits/multi', acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding }, { limit: 100 });

  it.each([
    ['gzip', 'gzip'],
    ['br', 'br'],
    // A browser's header: brotli wins the tie.
    ['gzip, deflate, br, zstd', 'br'],
    ['br;q=0.5, gzip', 'gzip'],
    ['x-gzip', 'gzip'],
    ['*', 'br'],
  ])('answers a large list with Accept-Encoding %j in %s, smaller, decoding to the same body', async (acceptEncoding, coding) => {
    const plain = await toolkitPage();
    const compressed = await toolkitPage(acceptEncoding);
    expect(compressed.response.status).toBe(200);
    expect(compressed.response.headers.get('content-encoding')).toBe(coding);
    expect(compressed.response.headers.get('content-length')).toBeNull();
    expect(compressed.response.headers.get('vary')).toMatch(/accept-encoding/i);
    expect(compressed.response.headers.get('content-type')).toContain('application/json');
    expect(plain.bytes.byteLength).toBeGreaterThan(50_000);
    expect(compressed.bytes.byteLength).toBeLessThan(plain.bytes.byteLength / 4);
    expect(JSON.parse(decoded(compressed))).toEqual(JSON.parse(plain.bytes.toString('utf8')));
  });

  it.each([[undefined], ['identity'], ['gzip;q=0'], ['gzip;q=0, br;q=0'], ['*;q=0'], ['deflate'], ['gzip;q=bogus']])(
    'answers as it is when the request asks for no coding it has (Accept-Encoding %j)',
    async (acceptEncoding) => {
      const answer = await toolkitPage(acceptEncoding);
      expect(answer.response.status).toBe(200);
      expect(answer.response.headers.get('content-encoding')).toBeNull();
      // Caches still learn the answer depends on the header.
      expect(answer.response.headers.get('vary')).toMatch(/accept-encoding/i);
      expect(JSON.parse(answer.bytes.toString('utf8'))).toMatchObject({ items: expect.any(Array) });
      expect(answer.bytes.byteLength).toBeGreaterThan(50_000);
    },
  );

  it('leaves an answer under 1 KiB as it is', async () => {
    const small = await call('GET', '/api/v3/auth_configs', { 'accept-encoding': 'gzip, br' });
    expect(small.response.status).toBe(200);
    expect(small.bytes.byteLength).toBeLessThan(1024);
    expect(small.response.headers.get('content-encoding')).toBeNull();
    expect(JSON.parse(small.bytes.toString('utf8'))).toMatchObject({ items: [] });
  });

  it('answers errors in the envelope, readable whether compressed or not', async () => {
    const missing = await call('GET', '/api/v3/connected_accounts/ca_missing', { 'accept-encoding': 'gzip' });
    expect(missing.response.status).toBe(404);
    expect(expectEnvelope({ status: 404, body: JSON.parse(decoded(missing)), headers: missing.response.headers }, 404).slug).toBe('not_found');
    const unauthenticated = await t.server.fetch(
      new Request(`${ORIGIN}/api/v3/toolkits/multi`, { method: 'POST', headers: { 'accept-encoding': 'gzip' }, body: '{}' }),
    );
    expect(unauthenticated.status).toBe(401);
    const body = JSON.parse(decoded({ response: unauthenticated, bytes: Buffer.from(await unauthenticated.arrayBuffer()) }));
    expectEnvelope({ status: 401, body, headers: unauthenticated.headers }, 401);
  });

  it('streams a file download as it is, even a JSON file a client would take compressed', async () => {
    const session = await call('POST', '/api/v3/tool_router/session', {}, { user_id: 'user-1' });
    const sessionId = (JSON.parse(session.bytes.toString('utf8')) as { session_id: string }).session_id;
    const mount = `/api/v3/tool_router/session/${sessionId}/mounts/files`;
    const json = JSON.stringify({ rows: Array.from({ length: 200 }, (_, index) => ({ index, name: `row ${index}` })) });
    const granted = await call('POST', `${mount}/upload_url`, {}, { mount_relative_path: 'rows.json', mimetype: 'application/json' });
    const uploadUrl = (JSON.parse(granted.bytes.toString('utf8')) as { upload_url: string }).upload_url;
    const stored = await t.server.fetch(new Request(uploadUrl, { method: 'PUT', body: json, headers: { 'accept-encoding': 'gzip' } }));
    expect(stored.status).toBe(200);
    expect(stored.headers.get('content-encoding')).toBeNull();
    await stored.body?.cancel();

    const link = await call('POST', `${mount}/download_url`, {}, { mount_relative_path: 'rows.json' });
    const downloadUrl = (JSON.parse(link.bytes.toString('utf8')) as { download_url: string }).download_url;
    const download = await t.server.fetch(new Request(downloadUrl, { headers: { 'accept-encoding': 'gzip, br' } }));
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('application/json');
    expect(download.headers.get('content-encoding')).toBeNull();
    expect(download.headers.get('content-length')).toBe(String(Buffer.byteLength(json)));
    expect(await download.text()).toBe(json);
  });

  it('sends the OpenAPI document compressed with its tag made weak, and still answers 304 to that tag', async () => {
    const first = await t.server.fetch(new Request(`${ORIGIN}/api/v3/openapi.json`, { headers: { 'accept-encoding': 'gzip' } }));
    expect(first.headers.get('content-encoding')).toBe('gzip');
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^W\/".+"$/);
    await first.body?.cancel();
    const again = await t.server.fetch(
      new Request(`${ORIGIN}/api/v3/openapi.json`, { headers: { 'accept-encoding': 'gzip', 'if-none-match': etag! } }),
    );
    expect(again.status).toBe(304);
  });

  /** A page of toolkits asked for over HTTP from the Node server: the headers and body bytes exactly as they came on the wire. */
  function toolkitPageOverHttp(limit: number, headers: Record<string, string> = {}) {
    return new Promise<{ headers: Record<string, string | string[] | undefined>; bytes: Buffer }>((resolve, reject) => {
      const req = httpRequest(`${t.baseUrl}/api/v3/toolkits/multi`, {
        method: 'POST',
        headers: { 'x-api-key': t.server.projectApiKey, 'content-type': 'application/json', ...headers },
      });
      req.on('error', reject);
      req.on('response', (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ headers: res.headers, bytes: Buffer.concat(chunks) }));
        res.on('error', reject);
      });
      req.end(JSON.stringify({ limit }));
    });
  }

  it('writes the compressed bytes over HTTP from the Node server, without a Content-Length', async () => {
    const { headers, bytes } = await toolkitPageOverHttp(100, { 'accept-encoding': 'gzip' });
    expect(headers['content-encoding']).toBe('gzip');
    expect(headers['content-length']).toBeUndefined();
    // The same page as fetch reads it (it decodes on its own): URLs in it name the HTTP origin.
    const plain = await t.api('POST', '/api/v3/toolkits/multi', { body: { limit: 100 } });
    expect(JSON.parse(gunzipSync(bytes).toString('utf8'))).toEqual(plain.body);
  });

  it('writes a JSON answer over 64 KiB the client takes as it is with its Content-Length, from the text c.json made', async () => {
    // Over 64 KiB, a body read back out of its stream would go out chunked: only the text kept by compressAnswers'
    // c.json lets it go out whole, with its length.
    const { headers, bytes } = await toolkitPageOverHttp(200);
    expect(bytes.length).toBeGreaterThan(64 * 1024);
    expect(headers['content-encoding']).toBeUndefined();
    expect(headers['transfer-encoding']).toBeUndefined();
    expect(headers['content-length']).toBe(String(bytes.length));
    expect(headers.vary).toBe('Accept-Encoding');
    const plain = await t.api('POST', '/api/v3/toolkits/multi', { body: { limit: 200 } });
    expect(JSON.parse(bytes.toString('utf8'))).toEqual(plain.body);
  });
});

describe('compression: false', () => {
  let server: PatchbayServer;
  beforeAll(() => {
    server = createPatchbayServer({ compression: false });
  });
  afterAll(() => server.close());

  it('sends every answer as it is, whatever the request accepts', async () => {
    const response = await server.fetch(
      new Request(`${ORIGIN}/api/v3/toolkits/multi`, {
        method: 'POST',
        headers: { 'x-api-key': server.projectApiKey, 'content-type': 'application/json', 'accept-encoding': 'gzip, br' },
        body: JSON.stringify({ limit: 100 }),
      }),
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('content-encoding')).toBeNull();
    expect(response.headers.get('vary')).toBeNull();
    expect(JSON.parse(await response.text())).toMatchObject({ items: expect.any(Array) });
  });

  it('refuses a minBytes that is no whole number of bytes when the server is created', () => {
    expect(() => createPatchbayServer({ compression: { minBytes: -1 } })).toThrow(/compression\.minBytes/);
  });
});
