import { Duplex } from 'node:stream';
import { brotliDecompressSync, constants, createBrotliCompress, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { createRelay, type ContentEncoder, type RelayOptions } from '@patchbay/relay';
import { expectEnvelope, useTestServer, type RunningTestServer } from '@patchbay/server/testing';

const APP = 'http://app.test';
const BASE = `${APP}/patchbay`;

interface Raw {
  response: Response;
  /** The body exactly as the relay would send it on the wire. */
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

/** Brotli through Node's zlib, as an app on Node would give it to the relay. */
const nodeBrotli: ContentEncoder = () =>
  Duplex.toWeb(createBrotliCompress({ params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })) as unknown as ReturnType<ContentEncoder>;

/** The relay in front of `t`, called in-process so each answer is seen as the relay made it; the `sid` cookie names the user. */
function relayFor(t: RunningTestServer, target: 'url' | 'in-process', options: Partial<RelayOptions> = {}) {
  const relay = createRelay({
    target: target === 'url' ? t.baseUrl : (request) => t.server.fetch(request),
    apiKey: t.server.projectApiKey,
    files: 'shared',
    compression: {},
    authenticate: (request) => {
      const sid = /(?:^|;\s*)sid=([^;]+)/.exec(request.headers.get('cookie') ?? '')?.[1];
      return sid ? { userId: sid } : null;
    },
    ...options,
  });
  return async (method: string, url: string, headers: Record<string, string> = {}, body?: unknown): Promise<Raw> => {
    const init: RequestInit = { method, headers: { cookie: 'sid=alice', ...headers } };
    if (body !== undefined) {
      init.body = typeof body === 'string' ? body : JSON.stringify(body);
      init.headers = { 'content-type': 'application/json', ...init.headers };
    }
    const response = await relay(new Request(url.startsWith('http') ? url : `${BASE}${url}`, init));
    return { response, bytes: Buffer.from(await response.arrayBuffer()) };
  };
}

/** The toolkit picker's first page: 100 toolkits, about 60 KB of JSON. */
const TOOLKIT_PAGE = ['POST', '/api/v3/toolkits/multi'] as const;

describe.each(['url', 'in-process'] as const)('the relay compresses JSON answers for browsers that accept it (%s target)', (target) => {
  const t = useTestServer('memory', {}, 'all');

  it('answers a large list gzip-compressed when asked, smaller, decoding to the same body', async () => {
    const call = relayFor(t, target);
    const plain = await call(...TOOLKIT_PAGE, {}, { limit: 100 });
    const compressed = await call(...TOOLKIT_PAGE, { 'accept-encoding': 'gzip, deflate, br, zstd' }, { limit: 100 });
    expect(compressed.response.status).toBe(200);
    expect(compressed.response.headers.get('content-encoding')).toBe('gzip');
    expect(compressed.response.headers.get('content-length')).toBeNull();
    expect(compressed.response.headers.get('vary')).toMatch(/accept-encoding/i);
    expect(plain.bytes.byteLength).toBeGreaterThan(50_000);
    expect(compressed.bytes.byteLength).toBeLessThan(plain.bytes.byteLength / 4);
    const text = decoded(compressed);
    expect(JSON.parse(text)).toEqual(JSON.parse(plain.bytes.toString('utf8')));
    // Rewritten before it was compressed: the logos point at the app's origin.
    expect(text).toContain(`"${BASE}/logos/`);
    expect(text).not.toContain(t.baseUrl);
  });

  it('answers in brotli when it is given a brotli encoder', async () => {
    const call = relayFor(t, target, { compression: { encoders: { br: nodeBrotli, gzip: () => new CompressionStream('gzip') } } });
    const plain = await call(...TOOLKIT_PAGE, {}, { limit: 100 });
    const compressed = await call(...TOOLKIT_PAGE, { 'accept-encoding': 'gzip, br' }, { limit: 100 });
    expect(compressed.response.headers.get('content-encoding')).toBe('br');
    expect(compressed.bytes.byteLength).toBeLessThan(plain.bytes.byteLength / 4);
    expect(JSON.parse(decoded(compressed))).toEqual(JSON.parse(plain.bytes.toString('utf8')));
  });

  it.each([[undefined], ['identity'], ['gzip;q=0'], ['*;q=0'], ['br']])(
    'answers as it is when the browser takes no coding the relay has (Accept-Encoding %j)',
    async (acceptEncoding) => {
      const call = relayFor(t, target);
      const answer = await call(...TOOLKIT_PAGE, acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding }, { limit: 100 });
      expect(answer.response.status).toBe(200);
      expect(answer.response.headers.get('content-encoding')).toBeNull();
      expect(answer.response.headers.get('vary')).toMatch(/accept-encoding/i);
      expect(JSON.parse(answer.bytes.toString('utf8'))).toMatchObject({ items: expect.any(Array) });
    },
  );

  it('answers errors in the envelope, readable whether compressed or not', async () => {
    const call = relayFor(t, target);
    const missing = await call('GET', '/api/v3/connected_accounts/ca_missing', { 'accept-encoding': 'gzip' });
    const envelope = { status: missing.response.status, body: JSON.parse(decoded(missing)), headers: missing.response.headers };
    expect(expectEnvelope(envelope, 404).slug).toBe('not_found');
    const refused = await call('GET', '/api/v3/projects', { 'accept-encoding': 'gzip' });
    const forbidden = { status: refused.response.status, body: JSON.parse(decoded(refused)), headers: refused.response.headers };
    expect(expectEnvelope(forbidden, 403).slug).toBe('forbidden');
  });

  it('streams a file download under its public paths as the service sent it, even a JSON file', async () => {
    const call = relayFor(t, target);
    const session = JSON.parse(decoded(await call('POST', '/api/v3/tool_router/session', {}, { user_id: 'alice' }))) as { session_id: string };
    const mount = `/api/v3/tool_router/session/${session.session_id}/mounts/files`;
    const json = JSON.stringify({ rows: Array.from({ length: 200 }, (_, index) => ({ index, name: `row ${index}` })) });
    const granted = await call('POST', `${mount}/upload_url`, {}, { mount_relative_path: 'rows.json', mimetype: 'application/json' });
    const { upload_url: uploadUrl } = JSON.parse(decoded(granted)) as { upload_url: string };
    expect(uploadUrl.startsWith(`${BASE}/uploads/`)).toBe(true);
    const stored = await call('PUT', uploadUrl, { 'accept-encoding': 'gzip', 'content-type': 'application/octet-stream' }, json);
    expect(stored.response.status).toBe(200);

    const link = await call('POST', `${mount}/download_url`, { 'accept-encoding': 'gzip' }, { mount_relative_path: 'rows.json' });
    const { download_url: downloadUrl } = JSON.parse(decoded(link)) as { download_url: string };
    const download = await call('GET', downloadUrl, { 'accept-encoding': 'gzip, br' });
    expect(download.response.status).toBe(200);
    expect(download.response.headers.get('content-type')).toBe('application/json');
    expect(download.response.headers.get('content-encoding')).toBeNull();
    expect(download.bytes.toString('utf8')).toBe(json);
  });

  it('sends every answer as it is with compression: false', async () => {
    const call = relayFor(t, target, { compression: false });
    const answer = await call(...TOOLKIT_PAGE, { 'accept-encoding': 'gzip' }, { limit: 100 });
    expect(answer.response.headers.get('content-encoding')).toBeNull();
    expect(JSON.parse(answer.bytes.toString('utf8'))).toMatchObject({ items: expect.any(Array) });
  });
});
