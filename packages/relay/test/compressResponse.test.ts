import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { compressResponse, negotiateEncoding, resolveCompression, type ContentCoding } from '../src/http';

describe('negotiateEncoding reads Accept-Encoding with its q-values', () => {
  const both: ContentCoding[] = ['br', 'gzip'];

  it.each([
    // Nothing asked: the answer goes out as it is.
    [null, both, null],
    ['', both, null],
    ['identity', both, null],
    ['deflate, zstd', both, null],
    // Named codings, ties going to the first available.
    ['gzip', both, 'gzip'],
    ['br', both, 'br'],
    ['gzip, deflate, br, zstd', both, 'br'],
    ['GZIP', both, 'gzip'],
    ['x-gzip', both, 'gzip'],
    // Weights decide over order.
    ['br;q=0.5, gzip', both, 'gzip'],
    ['br; q=1, gzip;q=0.999', both, 'br'],
    ['gzip;q=0.001', both, 'gzip'],
    // q=0 refuses a coding, and a malformed q-value counts as not sent.
    ['gzip;q=0', both, null],
    ['br;q=0, gzip;q=0.0', both, null],
    ['gzip;q=0.', both, null],
    ['gzip;q=1.5', both, null],
    ['gzip;q=-1', both, null],
    ['gzip;q=abc, br', both, 'br'],
    // The wildcard stands for what the header does not name.
    ['*', both, 'br'],
    ['*;q=0', both, null],
    ['br;q=0, *', both, 'gzip'],
    ['gzip;q=0.2, *;q=0.5', both, 'br'],
    ['identity;q=1, *;q=0', both, null],
    // Only what is available is chosen.
    ['br', ['gzip'], null],
    ['br, gzip;q=0.1', ['gzip'], 'gzip'],
    ['gzip', [], null],
    // The first mention of a coding decides.
    ['gzip;q=0, gzip', both, null],
    // Junk is no coding.
    [',,;;, ;q=1,=,gzip;;q', both, 'gzip'],
  ] as const)('%j of %j: %j', (header, available, expected) => {
    expect(negotiateEncoding(header, available)).toBe(expected);
  });

  it('reads a header of thousands of elements in one pass', () => {
    const header = `${'x;q=0.5, '.repeat(5_000)}gzip`;
    expect(negotiateEncoding(header, both)).toBe('gzip');
  });
});

const BIG = JSON.stringify({ items: Array.from({ length: 100 }, (_, index) => ({ slug: `toolkit_${index}`, name: `Toolkit ${index}` })) });
const encoder = new TextEncoder();

/** A request as a browser sends it, asking for `acceptEncoding` when given. */
function browserRequest(acceptEncoding?: string, method = 'GET'): Request {
  return new Request('http://app.test/api', { method, headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding } });
}

/** A JSON answer whose body arrives in `chunks` pieces, with no Content-Length: as a handler streams it. */
function streamedJson(text: string, chunks: number, headers: Record<string, string> = {}): Response {
  const bytes = encoder.encode(text);
  const size = Math.ceil(bytes.byteLength / chunks);
  let offset = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (offset >= bytes.byteLength) return controller.close();
      controller.enqueue(bytes.slice(offset, offset + size));
      offset += size;
    },
  });
  return new Response(body, { headers: { 'content-type': 'application/json', ...headers } });
}

async function gunzipped(response: Response): Promise<string> {
  return gunzipSync(Buffer.from(await response.arrayBuffer())).toString('utf8');
}

describe('compressResponse', () => {
  it('gzips a JSON answer of at least minBytes, streamed with no length, and drops what no longer holds', async () => {
    const answer = await compressResponse(browserRequest('gzip'), streamedJson(BIG, 7, { etag: '"abc"', vary: 'Origin' }));
    expect(answer.headers.get('content-encoding')).toBe('gzip');
    expect(answer.headers.get('content-length')).toBeNull();
    expect(answer.headers.get('etag')).toBe('W/"abc"');
    expect(answer.headers.get('vary')).toBe('Origin, Accept-Encoding');
    expect(await gunzipped(answer)).toBe(BIG);
  });

  it('gzips a body with a declared length, dropping the length', async () => {
    const response = new Response(BIG, {
      status: 201,
      headers: { 'content-type': 'application/json; charset=utf-8', 'content-length': String(BIG.length) },
    });
    const answer = await compressResponse(browserRequest('gzip'), response);
    expect(answer.status).toBe(201);
    expect(answer.headers.get('content-length')).toBeNull();
    expect(answer.headers.get('content-encoding')).toBe('gzip');
    expect(await gunzipped(answer)).toBe(BIG);
  });

  it('sends a body under minBytes as it is, whole, without Vary', async () => {
    const small = JSON.stringify({ ok: true });
    const answer = await compressResponse(browserRequest('gzip'), streamedJson(small, 2));
    expect(answer.headers.get('content-encoding')).toBeNull();
    expect(answer.headers.get('vary')).toBeNull();
    expect(await answer.text()).toBe(small);
    // minBytes is the boundary: a body of exactly that many bytes is compressed.
    const exact = await compressResponse(browserRequest('gzip'), streamedJson(small, 1), { minBytes: small.length });
    expect(exact.headers.get('content-encoding')).toBe('gzip');
    expect(await gunzipped(exact)).toBe(small);
  });

  it('adds only Vary when the client asks for no coding it has', async () => {
    const answer = await compressResponse(browserRequest('br'), streamedJson(BIG, 3));
    expect(answer.headers.get('content-encoding')).toBeNull();
    expect(answer.headers.get('vary')).toBe('Accept-Encoding');
    expect(await answer.text()).toBe(BIG);
  });

  it('uses the body text it is given, never reading the response back, and decides the same by its UTF-8 length', async () => {
    // A stream that fails if read: the text given must be used instead.
    const unread = () =>
      new Response(new ReadableStream({ pull: () => Promise.reject(new Error('read')) }), { headers: { 'content-type': 'application/json' } });
    // Not asked to be compressed: the answer itself goes out, its body untouched, with the Vary added to it.
    const asked = unread();
    const plain = await compressResponse(browserRequest('br'), asked, { bodyText: BIG });
    expect(plain).toBe(asked);
    expect(plain.headers.get('vary')).toBe('Accept-Encoding');
    const gzipped = await compressResponse(browserRequest('gzip'), unread(), { bodyText: BIG });
    expect(gzipped.headers.get('content-encoding')).toBe('gzip');
    expect(await gunzipped(gzipped)).toBe(BIG);
    // 400 characters of 3 bytes each: 1200 bytes, over the 1024 of minBytes though under it in characters.
    const wide = JSON.stringify('€'.repeat(398));
    expect((await compressResponse(browserRequest('gzip'), unread(), { bodyText: wide })).headers.get('content-encoding')).toBe('gzip');
    const small = unread();
    expect(await compressResponse(browserRequest('gzip'), small, { bodyText: JSON.stringify('e'.repeat(398)) })).toBe(small);
  });

  it("uses the status text it is given, never reading the response's own (which light responses build the whole response for)", async () => {
    const response = () => {
      const made = new Response(BIG, { headers: { 'content-type': 'application/json' } });
      return Object.defineProperty(made, 'statusText', {
        get: () => {
          throw new Error('statusText read');
        },
      });
    };
    const answer = await compressResponse(browserRequest('gzip'), response(), { bodyText: BIG, statusText: 'Fine' });
    expect(answer.statusText).toBe('Fine');
    expect(answer.headers.get('vary')).toBe('Accept-Encoding');
    // Not asked to be compressed: the answer itself, with the Vary, no status text read.
    const plain = response();
    expect(await compressResponse(browserRequest(undefined), plain, { bodyText: BIG, statusText: 'Fine' })).toBe(plain);
    expect(plain.headers.get('vary')).toBe('Accept-Encoding');
  });

  it('copies an answer whose headers cannot change (a fetched one) to add the Vary', async () => {
    const fetched = await fetch(`data:application/json,${encodeURIComponent(BIG)}`);
    expect(() => fetched.headers.set('vary', 'x')).toThrow();
    const answer = await compressResponse(browserRequest(undefined), fetched, { bodyText: BIG });
    expect(answer).not.toBe(fetched);
    expect(answer.headers.get('vary')).toBe('Accept-Encoding');
    expect(await answer.text()).toBe(BIG);
  });

  it('uses the encoders given, brotli among them', async () => {
    let made = 0;
    const answer = await compressResponse(browserRequest('gzip, br'), streamedJson(BIG, 3), {
      encoders: {
        br: () => {
          made += 1;
          return new CompressionStream('gzip');
        },
      },
    });
    expect(made).toBe(1);
    expect(answer.headers.get('content-encoding')).toBe('br');
  });

  it.each([
    ['another content type', browserRequest('gzip'), () => new Response('x'.repeat(5000), { headers: { 'content-type': 'text/csv' } })],
    ['a body with a Content-Encoding already', browserRequest('gzip'), () => streamedJson(BIG, 2, { 'content-encoding': 'gzip' })],
    ['a range', browserRequest('gzip'), () => streamedJson(BIG, 2, { 'content-range': 'bytes 0-99/5000' })],
    ['no-transform', browserRequest('gzip'), () => streamedJson(BIG, 2, { 'cache-control': 'public, no-transform' })],
    ['a HEAD', browserRequest('gzip', 'HEAD'), () => streamedJson(BIG, 2)],
    ['a 304', browserRequest('gzip'), () => new Response(null, { status: 304, headers: { 'content-type': 'application/json' } })],
    ['an event stream', browserRequest('gzip'), () => streamedJson(BIG, 2, { 'content-type': 'text/event-stream' })],
  ])('returns %s untouched', async (_, request, make) => {
    const response = make();
    expect(await compressResponse(request, response)).toBe(response);
  });

  it('stops reading a long stream after the first bytes when the client takes it as it is', async () => {
    let pulled = 0;
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += 1;
        controller.enqueue(encoder.encode('['.repeat(512)));
      },
    });
    const answer = await compressResponse(browserRequest(), new Response(endless, { headers: { 'content-type': 'application/json' } }));
    expect(answer.headers.get('content-encoding')).toBeNull();
    // 1024 bytes decide, plus one chunk if it is there at once (whether the body ends there); the rest is left to whoever reads the answer.
    expect(pulled).toBeLessThanOrEqual(4);
    await answer.body?.cancel();
  });

  it('checks its options once, when they are resolved', () => {
    expect(resolveCompression(undefined, 'compression')).toMatchObject({ minBytes: 1024, encoders: { gzip: expect.any(Function) } });
    expect(resolveCompression(false, 'compression')).toBe(false);
    expect(() => resolveCompression({ minBytes: 1.5 }, 'compression')).toThrow('compression.minBytes');
    // As JavaScript could pass it: a coding answers are never compressed with.
    const encoders: Record<string, () => CompressionStream> = { deflate: () => new CompressionStream('deflate') };
    expect(() => resolveCompression({ encoders }, 'compression')).toThrow(/'deflate'/);
  });
});
