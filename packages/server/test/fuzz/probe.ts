import fc from 'fast-check';

/**
 * One generated HTTP request, kept symbolic so counterexamples print short
 * (`"a"×3000000`, `deep(20000 [)`) and shrink well; rendered into a real
 * Request only when sent.
 */

/** A JSON value nested `depth` levels deep: `[[[...]]]` or `{"a":{"a":...}}`. */
export class Deep {
  constructor(
    readonly depth: number,
    readonly shape: '[' | '{',
  ) {}
  [fc.toStringMethod](): string {
    return `deep(${this.depth} ${this.shape})`;
  }
}

/** A JSON string of `length` copies of `char`. */
export class Huge {
  constructor(
    readonly length: number,
    readonly char: string,
  ) {}
  [fc.toStringMethod](): string {
    return `${JSON.stringify(this.char)}×${this.length}`;
  }
}

export type BodySpec =
  | { readonly kind: 'none' }
  /** A JSON object written entry by entry: keys may repeat and may be `__proto__`. */
  | { readonly kind: 'object'; readonly entries: readonly (readonly [string, unknown])[] }
  /** Any JSON value as the whole body. */
  | { readonly kind: 'value'; readonly value: unknown }
  /** Text sent as is, JSON or not. */
  | { readonly kind: 'text'; readonly text: string }
  /** A chunked body of `bytes` copies of `fill`, streamed with no Content-Length. */
  | { readonly kind: 'stream'; readonly bytes: number; readonly fill: string };

export interface ProbeInit {
  readonly method: string;
  /** Path as typed, %-escapes and all; `{name}` refers to a value of `Vars`. */
  readonly path: string;
  /** Raw query pairs, joined as `k=v&...` without further encoding. */
  readonly query: readonly (readonly [string, string])[];
  /** Header values may refer to `Vars` too, `{origin}` among them: the origin of whatever is probed. */
  readonly headers: readonly (readonly [string, string])[];
  readonly body: BodySpec;
}

/** Bytes a streamed body handed out, and whether the reader got to its end. */
export interface StreamStats {
  pulled: number;
  finished: boolean;
}

/** A short printable form of a string: long ones abridged, invisible characters escaped. */
export function show(text: string, max = 60): string {
  if (text.length > 16 && text === text.charAt(0).repeat(text.length)) return `${JSON.stringify(text.charAt(0))}×${text.length}`;
  if (text.length <= max) return JSON.stringify(text);
  return `${JSON.stringify(text.slice(0, max))}…(${text.length} chars)`;
}

/** JSON text of `value`; Deep and Huge expand in 'wire' mode and stay symbolic in 'show' mode. */
export function jsonText(value: unknown, mode: 'wire' | 'show'): string {
  if (value instanceof Deep) {
    if (mode === 'show') return value[fc.toStringMethod]();
    return value.shape === '[' ? '['.repeat(value.depth) + ']'.repeat(value.depth) : '{"a":'.repeat(value.depth) + '0' + '}'.repeat(value.depth);
  }
  if (value instanceof Huge) return mode === 'show' ? value[fc.toStringMethod]() : JSON.stringify(value.char.repeat(value.length));
  if (typeof value === 'string') return mode === 'show' ? show(value) : JSON.stringify(value);
  if (Array.isArray(value)) return `[${value.map((item) => jsonText(item, mode)).join(',')}]`;
  if (value !== null && typeof value === 'object') return objectText(Object.entries(value), mode);
  return JSON.stringify(value) ?? 'null';
}

function objectText(entries: readonly (readonly [string, unknown])[], mode: 'wire' | 'show'): string {
  const key = (name: string) => (mode === 'show' ? show(name) : JSON.stringify(name));
  return `{${entries.map(([name, value]) => `${key(name)}:${jsonText(value, mode)}`).join(',')}}`;
}

/** The body's text, or null when it has none or is streamed. */
export function bodyText(body: BodySpec, mode: 'wire' | 'show'): string | null {
  switch (body.kind) {
    case 'none':
    case 'stream':
      return null;
    case 'object':
      return objectText(body.entries, mode);
    case 'value':
      return jsonText(body.value, mode);
    case 'text':
      return mode === 'show' ? show(body.text, 200) : body.text;
  }
}

const STREAM_CHUNK = 64 * 1024;

/** A pull-driven stream of `bytes` bytes that counts what its reader took; `onPull` runs every 16 chunks. */
export function countingStream(bytes: number, fill: string, stats: StreamStats, onPull?: () => void): ReadableStream<Uint8Array> {
  const byte = fill.charCodeAt(0) & 0xff;
  return new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        const size = Math.min(STREAM_CHUNK, bytes - stats.pulled);
        if (size <= 0) {
          stats.finished = true;
          controller.close();
          return;
        }
        stats.pulled += size;
        controller.enqueue(new Uint8Array(size).fill(byte));
        if (onPull && stats.pulled % (16 * STREAM_CHUNK) === 0) onPull();
      },
    },
    { highWaterMark: 0 },
  );
}

/** Values a probe refers to by name (`{origin}`, `{account.noauth}`...), filled in when it is sent. */
export type Vars = Readonly<Record<string, string>>;

/** `text` with every `{name}` that `vars` knows replaced; anything else in braces stays as typed. */
export function fillIn(text: string, vars: Vars): string {
  return text.includes('{') ? text.replace(/\{([\w.#-]+)\}/g, (whole, name: string) => vars[name] ?? whole) : text;
}

export class Probe {
  constructor(readonly init: ProbeInit) {}

  get method(): string {
    return this.init.method;
  }

  /** Path and query as typed. */
  target(vars: Vars = {}): string {
    const query = this.init.query.map(([key, value]) => `${key}=${value}`).join('&');
    return fillIn(this.init.path + (query === '' ? '' : `?${query}`), vars);
  }

  /** Everything the caller typed, for telling an echo of it from a leak. */
  typed(vars: Vars): string {
    const target = this.target(vars);
    const parts = [target, decodeEscapes(target), decodeEscapes(target.replaceAll('+', ' ')), decodeEscapes(decodeEscapes(target))];
    for (const [, value] of this.init.headers) parts.push(fillIn(value, vars));
    const text = bodyText(this.init.body, 'wire');
    if (text !== null) parts.push(fillIn(text, vars));
    return parts.join('\n');
  }

  /**
   * A Request to `origin`, names in `vars` (and `{origin}`) filled in;
   * `extraHeaders` are the harness's own (session cookie, sequence number);
   * `stats` counts what a streamed body handed out.
   */
  toRequest(origin: string, vars: Vars = {}, extraHeaders: Record<string, string> = {}, stats?: StreamStats): Request {
    const all: Vars = { origin, ...vars };
    const headers = new Headers();
    for (const [name, value] of this.init.headers) headers.append(name, fillIn(value, all));
    for (const [name, value] of Object.entries(extraHeaders)) headers.set(name, value);
    const init: RequestInit & { duplex?: 'half' } = { method: this.init.method, headers, redirect: 'manual' };
    const { body } = this.init;
    if (body.kind === 'stream') {
      init.body = countingStream(body.bytes, body.fill, stats ?? { pulled: 0, finished: false });
      init.duplex = 'half';
    } else {
      const text = bodyText(body, 'wire');
      if (text !== null) init.body = fillIn(text, all);
    }
    return new Request(origin + this.target(all), init);
  }

  [fc.toStringMethod](): string {
    const { method, headers, body } = this.init;
    const lines = [`${method} ${show(this.target(), 400)}`];
    for (const [name, value] of headers) lines.push(`  ${name}: ${show(value)}`);
    if (body.kind === 'stream') lines.push(`  body: stream of ${body.bytes} × ${JSON.stringify(body.fill)}, no content-length`);
    else if (body.kind !== 'none') lines.push(`  body: ${bodyText(body, 'show')}`);
    return lines.join('\n');
  }
}

/** Decodes every well-formed run of %-escapes, leaving malformed ones as they are. */
export function decodeEscapes(text: string): string {
  return text.replace(/(?:%[0-9A-Fa-f]{2})+/g, (run) => {
    try {
      return decodeURIComponent(run);
    } catch {
      return run;
    }
  });
}

/** Every character %-escaped, the way a client might hide a name from a naive filter. */
export function escapeAll(text: string): string {
  return [...new TextEncoder().encode(text)].map((byte) => `%${byte.toString(16).toUpperCase().padStart(2, '0')}`).join('');
}

// ---------------------------------------------------------------- arbitraries

/** Characters that break parsers: separators, escapes, controls, lone surrogates, bidi and BOM. */
const ODD_CHAR = fc.constantFrom(
  'a',
  'Z',
  '0',
  '_',
  '-',
  ' ',
  ',',
  '.',
  '/',
  '\\',
  '%',
  '&',
  '=',
  '+',
  '#',
  '?',
  ';',
  ':',
  '[',
  ']',
  '{',
  '}',
  '"',
  "'",
  '<',
  '>',
  '\u0000',
  '\u0001',
  '\u001f',
  '\u007f',
  '\u00e9',
  '\u0130',
  '\u2028',
  '\u202e',
  '\ufeff',
  '\ufffd',
  '\uffff',
  '\ud800',
  '\udc00',
  '\u{1f4a5}',
  '\u{10ffff}',
);

export const oddString = fc.string({ unit: ODD_CHAR, maxLength: 12 });

/** Values that mean something to some parser somewhere. */
export const JUNK_STRINGS = [
  '',
  ' ',
  'x',
  '0',
  '-1',
  '1e309',
  'NaN',
  'null',
  'undefined',
  'true',
  '[]',
  '{}',
  '..',
  '.',
  '%2e%2e',
  '%2F',
  'a%2Fb',
  '%00',
  '%',
  '%zz',
  '%ED%A0%80',
  '%F0%9F',
  '%C0%AE',
  '\ud800',
  '\udfff',
  '\u0000',
  '\ufeff',
  '\u202e',
  "'; DROP TABLE documents; --",
  '<script>alert(1)</script>',
  '${7*7}',
  '../../etc/passwd',
  '__proto__',
  'constructor',
  'prototype',
  'hasOwnProperty',
  'toString',
  'a,b',
  ' padded ',
  'UPPER_CASE',
] as const;

/** Long strings: past id limits, past header limits, past URL limits. */
export const longString = fc
  .constantFrom(256, 300, 4_097, 70_000)
  .chain((length) => fc.constantFrom('a', '%', '\u00e9', '\ud800').map((char) => char.repeat(length)));

export const junkString = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...JUNK_STRINGS) },
  { weight: 3, arbitrary: oddString },
  { weight: 1, arbitrary: longString },
);

/** Query keys that reach prototypes or nest brackets, whatever the endpoint. */
export const HOSTILE_QUERY_KEYS = [
  '__proto__',
  '__proto__[]',
  'constructor',
  'constructor[prototype]',
  'prototype',
  'a[b]',
  'a[]',
  'a[b][c]',
  'a[][]',
  '[]',
  '[x]',
  'a[',
  'a]',
  '%5F%5Fproto%5F%5F',
  'toString',
  'hasOwnProperty',
  'valueOf',
  '',
] as const;

/** Keys and values of a query that names `field` through prototypes, brackets and encodings. */
export function sneakyKeysFor(field: string): string[] {
  return [
    field,
    `${field}[]`,
    `${field}[0]`,
    `${field}[x]`,
    `${field}[][]`,
    `__proto__[${field}]`,
    `__proto__[${field}][]`,
    `constructor[prototype][${field}]`,
    `prototype[${field}]`,
    `%5F%5Fproto%5F%5F[${field}]`,
    `__proto__%5B${field}%5D`,
    escapeAll(field),
    field.toUpperCase(),
    ` ${field}`,
  ];
}

/** Content types from the right one to nonsense. */
export const CONTENT_TYPES = [
  'application/json',
  'application/json; charset=utf-8',
  'APPLICATION/JSON',
  'application/json; charset=utf-16',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'multipart/form-data',
  'text/plain',
  'text/html',
  'application/xml',
  'application/json, text/html',
  '*/*',
  'json',
  '',
  ';;;',
] as const;

/** Header values fetch accepts (Latin-1, no CR, LF or NUL). */
const HEADER_CHAR = fc.constantFrom('a', 'Z', '0', '-', '_', ' ', ',', ';', '=', '"', '/', ':', '%', '*', '\t', '\u00e9', '\u00ff', '~');
export const junkHeaderValue = fc.oneof(
  fc.constantFrom('', 'x', 'null', '0', 'undefined', ' spaced ', 'a, b', 'Bearer x', 'pk_test_123', 'key_' + '0'.repeat(40), '%00', 'é'.repeat(300)),
  fc.string({ unit: HEADER_CHAR, maxLength: 24 }),
);

/** Bodies that are not a JSON object, or not JSON at all. */
export const RAW_BODIES = [
  '',
  ' ',
  '{',
  '}',
  '[]',
  '[{}]',
  'null',
  'true',
  '0',
  '"text"',
  '{"a":',
  '{"a":1}garbage',
  '{"a":1}{"b":2}',
  '\ufeff{}',
  '{\u0000}',
  '{"a":"\\ud800"}',
  '{"a":"\\u0000"}',
  'a=b&c=d',
  '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\nb\r\n--x--',
  '{"a":1e999}',
  '{"a":-0}',
  '{"a":123456789012345678901234567890}',
  "{'a':1}",
  '{"a":NaN}',
  '{"a":undefined}',
  '<xml/>',
  '\u0000\u0001\u0002',
] as const;

/** Structures that reach the limits of JSON handling. */
export const extremeJson = fc.oneof(
  fc.constantFrom(100, 1_000, 5_000, 20_000).chain((depth) => fc.constantFrom<'[' | '{'>('[', '{').map((shape) => new Deep(depth, shape))),
  fc.constantFrom(70_000, 1_100_000, 3_000_000).map((length) => new Huge(length, 'a')),
);

/** Any JSON value, with odd strings, shallow. */
export const anyJson = fc.jsonValue({ maxDepth: 3, stringUnit: ODD_CHAR });

/** A JSON object written entry by entry, from `entry`. */
export function objectBody(entry: fc.Arbitrary<readonly [string, unknown]>, maxEntries = 6): fc.Arbitrary<BodySpec> {
  return fc.array(entry, { maxLength: maxEntries }).map((entries): BodySpec => ({ kind: 'object', entries }));
}

export const oddBody: fc.Arbitrary<BodySpec> = fc.oneof(
  fc.constantFrom(...RAW_BODIES).map((text): BodySpec => ({ kind: 'text', text })),
  oddString.map((text): BodySpec => ({ kind: 'text', text })),
  fc.oneof(anyJson, extremeJson).map((value): BodySpec => ({ kind: 'value', value })),
);

/** Chunked bodies larger than the JSON limit (1 MiB), of filler that is JSON-ish or not. */
export const oversizedStream = fc
  .record({
    bytes: fc.constantFrom(1_100_000, 2_500_000, 5_000_000),
    fill: fc.constantFrom('a', '[', ' ', '{'),
  })
  .map(({ bytes, fill }): BodySpec => ({ kind: 'stream', bytes, fill }));

export const NO_BODY: BodySpec = { kind: 'none' };

/** Methods that may carry a body through fetch. */
export const canHaveBody = (method: string) => !['GET', 'HEAD'].includes(method.toUpperCase());

export const JUNK_METHODS = [
  'GET',
  'POST',
  'PUT',
  'PATCH',
  'DELETE',
  'HEAD',
  'OPTIONS',
  'get',
  'post',
  'patch',
  'FOO',
  'PROPFIND',
  'M-SEARCH',
] as const;
