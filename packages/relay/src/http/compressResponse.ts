import { DEFAULT_COMPRESSION_MIN_BYTES, WEB_ENCODERS, type CompressionOptions } from './CompressionOptions';
import { negotiateEncoding, type ContentCoding } from './negotiateEncoding';

/** JSON, `application/problem+json` and the like: the answers worth compressing. Files, streams and pages are left as they are. */
const JSON_TYPE = /^application\/(?:[\w.-]+\+)?json\s*(?:;|$)/i;
/** No body, or a body that must stay byte for byte what it says (a range). */
const UNTOUCHED_STATUSES = new Set([101, 204, 205, 206, 304]);
const NO_TRANSFORM = /(?:^|,)\s*no-transform\s*(?:,|$)/i;
const VARIES_ON_ENCODING = /(?:^|,)\s*(?:accept-encoding|\*)\s*(?:,|$)/i;
/** In the order a tie between codings the client weighs the same is settled. */
const PREFERENCE: readonly ContentCoding[] = ['br', 'gzip'];

/** Whether `response` is a JSON answer that may be compressed at all, whatever its size and the client. */
function compressible(request: Request, response: Response, hasBody: boolean): boolean {
  const { headers } = response;
  return (
    hasBody &&
    request.method !== 'HEAD' &&
    !UNTOUCHED_STATUSES.has(response.status) &&
    // Never encoded twice, and never a part of a body.
    !headers.has('content-encoding') &&
    !headers.has('content-range') &&
    !NO_TRANSFORM.test(headers.get('cache-control') ?? '') &&
    JSON_TYPE.test(headers.get('content-type') ?? '')
  );
}

/** Adds `Accept-Encoding` to `headers`' Vary, unless it names it (or `*`) already. */
function addVary(headers: Headers): void {
  const vary = headers.get('vary');
  if (!VARIES_ON_ENCODING.test(vary ?? '')) headers.set('vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
}

/** addVary on a response's own headers: false when they cannot change (a fetched answer's), and a copy must carry it. */
function varyInPlace(headers: Headers): boolean {
  try {
    addVary(headers);
    return true;
  } catch {
    return false;
  }
}

/** A body of at most this size that is already all there is sent on whole, with its length, in one write. */
const WHOLE_BODY_BYTES = 64 * 1024;

type Chunk = ReadableStreamReadResult<Uint8Array<ArrayBuffer>>;

/** The read's result if it is there at once (a body already in memory), else undefined: the read is left pending. */
const readAtOnce = (read: Promise<Chunk>): Promise<Chunk | undefined> =>
  Promise.race([read, Promise.resolve().then(() => Promise.resolve(undefined))]);

/**
 * A body read up to `atLeast` bytes: all of it when it is shorter, or when
 * what follows is already there and ends it (up to WHOLE_BODY_BYTES), else a
 * stream that gives those bytes again, then the rest. A body still arriving
 * is not waited for past `atLeast`.
 */
async function peek(
  body: ReadableStream<Uint8Array<ArrayBuffer>>,
  atLeast: number,
): Promise<{ whole: Uint8Array<ArrayBuffer> } | { stream: ReadableStream<Uint8Array<ArrayBuffer>> }> {
  const reader = body.getReader();
  const head: Uint8Array<ArrayBuffer>[] = [];
  let size = 0;
  const whole = () => {
    const bytes = new Uint8Array(size);
    let offset = 0;
    for (const chunk of head) {
      bytes.set(chunk, offset);
      offset += chunk.byteLength;
    }
    return { whole: bytes };
  };
  while (size < atLeast) {
    const { done, value } = await reader.read();
    if (done) return whole();
    head.push(value);
    size += value.byteLength;
  }
  // One more read, taken only if it is there at once: a JSON answer built in memory ends here and goes out whole,
  // with its length, rather than as a chunked stream (far fewer writes).
  let pending: Promise<Chunk> | undefined;
  if (size <= WHOLE_BODY_BYTES) {
    pending = reader.read();
    const next = await readAtOnce(pending);
    if (next) {
      pending = undefined;
      if (next.done) return whole();
      head.push(next.value);
      size += next.value.byteLength;
    }
  }
  const stream = new ReadableStream<Uint8Array<ArrayBuffer>>({
    async pull(controller) {
      const next = head.shift();
      if (next) return controller.enqueue(next);
      const { done, value } = await (pending ?? reader.read());
      pending = undefined;
      if (done) controller.close();
      else controller.enqueue(value);
    },
    cancel: (reason) => reader.cancel(reason),
  });
  return { stream };
}

/** How one answer is compressed: the compression settings, and what the caller knows of this answer's body. */
export interface CompressResponseOptions extends CompressionOptions {
  /**
   * The response's body, when the caller holds it as text (`bodyTextOf`
   * gives it for a response made with `withBodyText`): it is then used
   * instead of reading the response's stream back, and sent as it is, so it
   * must be exactly the body. Leave it out when unsure.
   * @default undefined (the body is read from the response)
   */
  bodyText?: string | undefined;
  /**
   * The response's status text, when the caller knows it (`statusTextOf`
   * gives it for a response made with `withBodyText`): used instead of
   * reading `response.statusText`, which Node's adapter answers only by
   * building the whole response behind its light one, per request.
   * @default undefined (read from the response)
   */
  statusText?: string | undefined;
}

/**
 * `response` compressed for `request`, when the request accepts brotli or
 * gzip (`Accept-Encoding`, q-values respected) and the response is a JSON
 * answer of at least `minBytes`: with `Content-Encoding` set, `Content-Length`
 * dropped (the length is known only once compressed), a strong `ETag` made
 * weak (the bytes differ from the uncompressed ones) and
 * `Vary: Accept-Encoding`. An answer that could be compressed but was not
 * asked to be gets the `Vary` only (on `response` itself when its headers
 * can change, so it need not be copied). Anything else is returned as it is:
 * another content type, a body under `minBytes`, a HEAD, a range, a
 * `Cache-Control: no-transform`, or a body already encoded. The body is
 * streamed, never held whole (past 64 KiB already in memory), so a large
 * answer costs no more memory compressed than as it is.
 */
export async function compressResponse(request: Request, response: Response, options: CompressResponseOptions = {}): Promise<Response> {
  const { bodyText } = options;
  // A body given as text is used as it is: the response's own stream is then never read (nor made, by some runtimes).
  if (!compressible(request, response, bodyText !== undefined || response.body !== null)) return response;
  const minBytes = options.minBytes ?? DEFAULT_COMPRESSION_MIN_BYTES;
  const declared = response.headers.get('content-length');
  if (declared !== null && Number(declared) < minBytes) return response;

  const encoders = options.encoders ?? WEB_ENCODERS;
  const coding = negotiateEncoding(
    request.headers.get('accept-encoding'),
    PREFERENCE.filter((name) => encoders[name] !== undefined),
  );

  let body: ReadableStream<Uint8Array<ArrayBuffer>> | Uint8Array<ArrayBuffer> | string;
  if (bodyText !== undefined) {
    // UTF-8 takes at least one byte per UTF-16 unit and at most three.
    const bytes = bodyText.length >= minBytes ? minBytes : bodyText.length * 3 < minBytes ? 0 : new TextEncoder().encode(bodyText).byteLength;
    if (bytes < minBytes) return response;
    // Not asked to be compressed, and the body untouched: the answer itself only gains the Vary, where its headers allow.
    if (coding === null && varyInPlace(response.headers)) return response;
    body = bodyText;
  } else if (declared === null) {
    // Without a declared length, the first bytes tell whether the body reaches minBytes.
    const start = await peek(response.body!, minBytes);
    if ('whole' in start && start.whole.byteLength < minBytes) {
      return new Response(start.whole, { status: response.status, statusText: options.statusText ?? response.statusText, headers: response.headers });
    }
    body = 'whole' in start ? start.whole : start.stream;
  } else {
    if (coding === null && varyInPlace(response.headers)) return response;
    body = response.body!;
  }

  const headers = new Headers(response.headers);
  addVary(headers);
  const init = { status: response.status, statusText: options.statusText ?? response.statusText, headers };

  const encoder = coding === null ? undefined : encoders[coding];
  if (coding === null || !encoder) return new Response(body, init);

  headers.delete('content-length');
  headers.set('content-encoding', coding);
  const etag = headers.get('etag');
  if (etag !== null && !etag.startsWith('W/')) headers.set('etag', `W/${etag}`);
  // workerd encodes a body per its Content-Encoding unless told it is encoded already; other runtimes ignore the field.
  const encoded: ResponseInit & { encodeBody: 'manual' } = { ...init, encodeBody: 'manual' };
  const source: ReadableStream<BufferSource> = typeof body === 'string' || body instanceof Uint8Array ? new Response(body).body! : body;
  return new Response(source.pipeThrough(encoder()), encoded);
}
