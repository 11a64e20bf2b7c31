import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPatchbayServer } from '../../src/createPatchbayServer';
import { isOrgPath } from '../../src/http/authenticate';
import {
  deadline,
  envelopeProblem,
  fail,
  InvariantError,
  MemoryWatch,
  MiB,
  pollutedPrototype,
  readAnswer,
  traceIn,
  type Answer,
} from './answerChecks';
import { checkProperty, propertyTimeoutMs } from './fuzzRunner';
import {
  anyJson,
  canHaveBody,
  CONTENT_TYPES,
  countingStream,
  extremeJson,
  fillIn,
  HOSTILE_QUERY_KEYS,
  JUNK_METHODS,
  junkHeaderValue,
  junkString,
  longString,
  NO_BODY,
  objectBody,
  oddBody,
  oversizedStream,
  Probe,
  sneakyKeysFor,
  type BodySpec,
  type StreamStats,
} from './probe';
import {
  BODY_FIELDS,
  controlCharacters,
  FORM_FIELDS,
  FORMS,
  hostileValue,
  ID_FIELDS,
  loneSurrogates,
  QUERY_FIELDS,
  TEMPLATES,
  textOf,
} from './serviceInputs';
import {
  createServiceWorld,
  KNOWN_VALUES,
  PARAMS,
  SANDBOX_ACCESS_TOKEN,
  SANDBOX_API_KEY,
  SERVICE_ORIGIN,
  serviceRoutes,
  type Route,
  type ServiceWorld,
} from './serviceWorld';

/**
 * Property-based junk-input fuzzing of every service endpoint, in-process:
 * random methods, odd path segments, hostile query strings, bodies and
 * headers. Whatever arrives: never a 5xx; every /api/v3 error is the spec
 * 2.1 envelope (hosted pages may answer HTML, the OAuth token endpoint and
 * the sandbox APIs their own JSON errors); never a stack trace or source
 * path; no built-in prototype gains a key; ids with lone surrogates or
 * control characters are refused; bodies are read only up to their limit,
 * chunked or not, in bounded memory; and rate limits follow the
 * authenticated principal.
 */

/** The JSON body limit (spec 8), and how far past it a reader may pull before it stops. */
const JSON_LIMIT = MiB;
const PULL_SLACK = MiB;
/** Runs per property by default, at most about 10 s each on an idle machine (PATCHBAY_FUZZ_RUNS overrides them all). */
const RUNS = { junk: 900, hostile: 600, badIds: 300, streams: 200, rateLimit: 100 };

type KeyChoice = 'default' | 'project' | 'org' | 'both' | 'none' | 'junk' | 'sandbox' | 'bearer';

/** A JSON error body in the style of a third-party API: the sandbox's `{ error, message }`, OAuth's `{ error, error_description }`. */
function isForeignJsonError(text: string, detail: 'message' | 'error_description'): boolean {
  try {
    const body = JSON.parse(text) as Record<string, unknown>;
    return typeof body.error === 'string' && typeof body[detail] === 'string';
  } catch {
    return false;
  }
}

/** A JSON-RPC error: how MCP URLs answer what MCP itself refuses (GET and DELETE on a stateless server). */
function isJsonRpcError(text: string): boolean {
  try {
    const body = JSON.parse(text) as Record<string, unknown>;
    return body.jsonrpc === '2.0' && typeof (body.error as { message?: unknown } | undefined)?.message === 'string';
  } catch {
    return false;
  }
}

/**
 * The error body rule per path: the API answers the envelope; the hosted
 * connect and OAuth pages may answer HTML, the token endpoint RFC 6749
 * JSON, the sandbox APIs their own JSON, logos a plain 404; anything else
 * the service does not serve is the envelope too (its 404).
 */
function errorBodyProblem(path: string, answer: Answer): string | null {
  const type = answer.headers.find(([name]) => name === 'content-type')?.[1] ?? '';
  const envelope = envelopeProblem(answer.status, answer.text);
  if (envelope === null) return null;
  const api = path === '/api/v3' || path.startsWith('/api/v3/');
  if (!api) {
    if ((path.startsWith('/connect/') || path.startsWith('/oauth/')) && type.startsWith('text/html')) return null;
    if (path.startsWith('/oauth/') && isForeignJsonError(answer.text, 'error_description')) return null;
    if (path.startsWith('/sandbox/') && isForeignJsonError(answer.text, 'message')) return null;
    if (path.startsWith('/logos/') && type.startsWith('text/plain') && answer.status === 404) return null;
    if (path.startsWith('/mcp/') && answer.status === 405 && isJsonRpcError(answer.text)) return null;
  }
  return `${envelope} (content-type '${type}')`;
}

describe('service fuzz: junk in, a clean 4xx out', () => {
  let world: ServiceWorld;
  /** What the service reported as bugs (the errors behind its 500s), quoted in failures. */
  const internalErrors: unknown[] = [];
  const newWorld = () => createServiceWorld({ onError: (error) => internalErrors.push(error) });
  /** Set when a request may have changed records: the next one starts from a fresh service, so each run sees the same state. */
  let dirty = false;
  const routes = serviceRoutes();

  beforeAll(async () => {
    world = await newWorld();
  });

  afterAll(async () => {
    await world?.close();
  });

  const tally = new Map<string, number>();
  function printTally(label: string): void {
    const entries = [...tally].sort(([a], [b]) => a.localeCompare(b)).map(([status, n]) => `${status}×${n}`);
    console.log(`[fuzz] ${label} answers: ${entries.join(' ')}`);
    tally.clear();
  }

  /** Sends `probe` to the service in-process and checks every invariant; answers the bytes a streamed body gave. */
  async function exercise(probe: Probe): Promise<{ stats: StreamStats; answer: Answer }> {
    if (dirty) {
      await world.close();
      world = await newWorld();
      dirty = false;
    }
    const stats: StreamStats = { pulled: 0, finished: false };
    const request = probe.toRequest(SERVICE_ORIGIN, world.vars, {}, stats);
    let response: Response;
    try {
      response = await deadline(world.service.fetch(request), 'the service');
    } catch (error) {
      if (error instanceof InvariantError) throw error;
      fail('the service answers every request', null, error instanceof Error ? `${error.name}: ${error.message}` : String(error));
    }
    const answer = await readAnswer(response);
    dirty = canHaveBody(probe.method) && answer.status < 400;
    tally.set(String(answer.status), (tally.get(String(answer.status)) ?? 0) + 1);
    const reported = internalErrors.splice(0).map((error) => (error instanceof Error ? `${error.name}: ${error.message}` : String(error)));
    if (answer.status >= 500) fail('no answer is a 5xx', answer, reported.length > 0 ? `the service reported ${reported.join('; ')}` : '');
    const polluted = pollutedPrototype();
    if (polluted) fail('no request pollutes a built-in prototype', answer, polluted);
    const typed = probe.typed(world.vars);
    const trace = traceIn(answer.text, typed);
    if (trace) fail('no answer shows a stack trace or source path', answer, trace);
    if (answer.status >= 400 && probe.method.toUpperCase() !== 'HEAD') {
      const problem = errorBodyProblem(new URL(request.url).pathname, answer);
      if (problem) fail('every error is the envelope (hosted pages aside)', answer, problem);
    }
    if (probe.init.body.kind === 'stream') {
      if (stats.finished) fail('no endpoint reads a body past its limit to the end', answer, `it read all ${stats.pulled} bytes`);
      if (stats.pulled > JSON_LIMIT + PULL_SLACK) {
        fail(
          'readers stop soon after the 1 MiB limit',
          answer,
          `${(stats.pulled / MiB).toFixed(2)} MiB pulled of ${(probe.init.body.bytes / MiB).toFixed(2)} MiB`,
        );
      }
    }
    return { stats, answer };
  }

  // ------------------------------------------------------------ generators

  /** A value for path parameter `name`: a real one of its kind, any real id, or junk. Shrinks towards the first real one. */
  function paramValue(name: string): fc.Arbitrary<string> {
    const own = PARAMS.get(name) ?? [];
    return fc.oneof(
      { withCrossShrink: true },
      ...(own.length > 0 ? [{ weight: 5, arbitrary: fc.constantFrom(...own) }] : []),
      { weight: 1, arbitrary: fc.constantFrom(...KNOWN_VALUES) },
      { weight: 2, arbitrary: junkString },
    );
  }

  /** `route`'s path with parameters and wildcards filled in, sometimes bent: trailing or doubled slashes, a segment more or less. */
  function routePath(route: Route): fc.Arbitrary<string> {
    const parts = route.path.split('/');
    const filled = fc
      .tuple(
        ...parts.map((part) =>
          part.startsWith(':')
            ? paramValue(part.slice(1))
            : part === '*'
              ? fc.oneof(fc.constantFrom('me', 'tasks', 'metrics', 'events', 'x'), junkString)
              : fc.constant(part),
        ),
      )
      .map((segments) => segments.join('/'));
    const bend = fc.oneof(
      { weight: 12, arbitrary: fc.constant('as is') },
      { weight: 5, arbitrary: fc.constantFrom('trailing slash', 'double slash', 'extra segment', 'no last segment', 'upper case') },
    );
    return fc.tuple(filled, bend, junkString).map(([path, how, extra]) => {
      switch (how) {
        case 'trailing slash':
          return `${path}/`;
        case 'double slash':
          return path.replace('/', '//');
        case 'extra segment':
          return `${path}/${extra}`;
        case 'no last segment':
          return path.slice(0, path.lastIndexOf('/')) || '/';
        case 'upper case':
          return path.toUpperCase();
        default:
          return path;
      }
    });
  }

  function queryPairs(): fc.Arbitrary<(readonly [string, string])[]> {
    const key = fc.oneof(
      { withCrossShrink: true },
      { weight: 3, arbitrary: fc.constantFrom(...QUERY_FIELDS) },
      { weight: 2, arbitrary: fc.constantFrom(...QUERY_FIELDS.flatMap((field) => sneakyKeysFor(field))) },
      { weight: 2, arbitrary: fc.constantFrom(...HOSTILE_QUERY_KEYS) },
      { weight: 1, arbitrary: junkString },
    );
    const value = fc.oneof({ withCrossShrink: true }, fc.constantFrom(...KNOWN_VALUES), junkString);
    return fc.array(fc.tuple(key, value), { maxLength: 5 });
  }

  /** A junk value for a body field: a real id, junk text, any JSON, a mapping, deep or huge. */
  function fieldValue(): fc.Arbitrary<unknown> {
    return fc.oneof(
      { withCrossShrink: true },
      { weight: 3, arbitrary: fc.constantFrom(...KNOWN_VALUES) },
      { weight: 3, arbitrary: junkString },
      { weight: 2, arbitrary: anyJson },
      {
        weight: 1,
        arbitrary: fc.dictionary(fc.constantFrom('patchbay_noauth_demo', '__proto__', 'constructor', 'x'), fc.constantFrom(...KNOWN_VALUES), {
          maxKeys: 3,
        }),
      },
      { weight: 2, arbitrary: extremeJson },
      { weight: 1, arbitrary: fc.dictionary(fc.constantFrom('a', '__proto__', 'region'), extremeJson, { minKeys: 1, maxKeys: 2 }) },
      { weight: 1, arbitrary: extremeJson.map((value) => [value]) },
    );
  }

  /** `route`'s valid body with some values replaced by junk, fields added (repeated ones too), or none of that. */
  function bentTemplate(route: Route): fc.Arbitrary<BodySpec> | null {
    const key = `${route.method} ${route.path}`;
    const template = TEMPLATES[key];
    if (template) {
      return fc
        .tuple(
          fc.array(fc.oneof({ weight: 4, arbitrary: fc.constant(undefined) }, { weight: 1, arbitrary: fieldValue() }), {
            minLength: template.length,
            maxLength: template.length,
          }),
          fc.array(fc.tuple(fc.constantFrom(...template.map(([name]) => name), ...BODY_FIELDS), fieldValue()), { maxLength: 2 }),
        )
        .map(([replaced, extra]): BodySpec => ({
          kind: 'object',
          entries: [
            ...template.map(([name, value], index): readonly [string, unknown] => [name, replaced[index] === undefined ? value : replaced[index]]),
            ...extra,
          ],
        }));
    }
    const form = FORMS[key];
    if (form) {
      const value = fc.oneof({ withCrossShrink: true }, fc.constantFrom(...KNOWN_VALUES), junkString, longString);
      return fc
        .tuple(
          fc.array(fc.oneof({ weight: 3, arbitrary: fc.constant(undefined) }, { weight: 1, arbitrary: value }), {
            minLength: form.length,
            maxLength: form.length,
          }),
          fc.array(fc.tuple(fc.constantFrom(...FORM_FIELDS), value), { maxLength: 2 }),
        )
        .map(([replaced, extra]): BodySpec => {
          const pairs = [...form.map(([name, v], index): readonly [string, string] => [name, replaced[index] ?? v]), ...extra];
          return { kind: 'text', text: pairs.map(([name, v]) => `${name}=${v}`).join('&') };
        });
    }
    return null;
  }

  function body(): fc.Arbitrary<BodySpec> {
    const value = fc.oneof(
      { withCrossShrink: true },
      { weight: 3, arbitrary: fc.constantFrom(...KNOWN_VALUES) },
      { weight: 3, arbitrary: junkString },
      { weight: 2, arbitrary: anyJson },
      {
        weight: 1,
        arbitrary: fc.dictionary(fc.constantFrom('patchbay_noauth_demo', '__proto__', 'constructor', 'x'), fc.constantFrom(...KNOWN_VALUES), {
          maxKeys: 3,
        }),
      },
      { weight: 1, arbitrary: extremeJson },
    );
    const form = fc
      .array(fc.tuple(fc.constantFrom(...FORM_FIELDS), fc.oneof(fc.constantFrom(...KNOWN_VALUES, 'authorization_code', 'allow'), junkString)), {
        maxLength: 5,
      })
      .map((pairs): BodySpec => ({ kind: 'text', text: pairs.map(([k, v]) => `${k}=${v}`).join('&') }));
    return fc.oneof(
      { withCrossShrink: true },
      { weight: 1, arbitrary: fc.constant(NO_BODY) },
      { weight: 5, arbitrary: objectBody(fc.tuple(fc.constantFrom(...BODY_FIELDS), value)) },
      { weight: 2, arbitrary: form },
      { weight: 3, arbitrary: oddBody },
    );
  }

  /** The credential headers of `choice` for `route`; 'default' is what a well-behaved caller of that route sends. */
  function keyHeaders(route: Route, choice: KeyChoice, junkKey = 'x'): [string, string][] {
    const list: [string, string][] = [];
    const sandbox = route.path.includes('apikey') ? 'sandbox' : 'bearer';
    const api = isOrgPath(route.path) ? 'org' : 'project';
    const chosen = choice === 'default' ? (route.path.startsWith('/api/v3/') ? api : route.path.startsWith('/sandbox/') ? sandbox : 'none') : choice;
    if (chosen === 'project' || chosen === 'both') list.push(['x-api-key', '{projectKey}']);
    if (chosen === 'org' || chosen === 'both') list.push(['x-org-api-key', '{orgKey}']);
    if (chosen === 'junk') list.push(['x-api-key', junkKey]);
    if (chosen === 'sandbox') list.push(['x-api-key', SANDBOX_API_KEY]);
    if (chosen === 'bearer') list.push(['authorization', `Bearer ${SANDBOX_ACCESS_TOKEN}`]);
    return list;
  }

  function headers(route: Route): fc.Arbitrary<[string, string][]> {
    return fc
      .record({
        key: fc.oneof(
          { weight: 6, arbitrary: fc.constant<KeyChoice>('default') },
          { weight: 2, arbitrary: fc.constantFrom<KeyChoice>('none', 'junk', 'both', 'project', 'org', 'sandbox', 'bearer') },
        ),
        junkKey: junkHeaderValue,
        contentType: fc.oneof(
          { weight: 5, arbitrary: fc.constant(FORMS[`${route.method} ${route.path}`] ? 'application/x-www-form-urlencoded' : 'application/json') },
          { weight: 2, arbitrary: fc.oneof(fc.constantFrom(...CONTENT_TYPES), junkHeaderValue) },
          { weight: 1, arbitrary: fc.constant(undefined) },
        ),
        contentLength: fc.option(fc.constantFrom('0', '5', '-1', 'abc', '1e3', '2000000', '99999999999999999999', ' 12 '), {
          nil: undefined,
          freq: 6,
        }),
        extra: fc.array(
          fc.tuple(
            fc.constantFrom(
              'accept',
              'authorization',
              'cookie',
              'origin',
              'x-forwarded-for',
              'x-forwarded-host',
              'x-http-method-override',
              'if-none-match',
              'range',
              'accept-encoding',
            ),
            junkHeaderValue,
          ),
          { maxLength: 2 },
        ),
      })
      .map(({ key, junkKey, contentType, contentLength, extra }) => {
        const list = keyHeaders(route, key, junkKey);
        if (contentType !== undefined) list.push(['content-type', contentType]);
        if (contentLength !== undefined) list.push(['content-length', contentLength]);
        list.push(...extra);
        return list;
      });
  }

  /** Bodies for `route`: its valid body bent, or junk of any shape. */
  function bodiesFor(route: Route): fc.Arbitrary<BodySpec> {
    const bent = bentTemplate(route);
    return bent ? fc.oneof({ withCrossShrink: true }, { weight: 3, arbitrary: bent }, { weight: 2, arbitrary: body() }) : body();
  }

  /** A request to `route`: its method mostly, any other sometimes. */
  function routeProbe(route: Route, bodies: fc.Arbitrary<BodySpec>): fc.Arbitrary<Probe> {
    const method =
      route.method === 'ALL'
        ? fc.constantFrom(...JUNK_METHODS)
        : fc.oneof({ weight: 6, arbitrary: fc.constant(route.method) }, { weight: 1, arbitrary: fc.constantFrom(...JUNK_METHODS) });
    return fc
      .record({ method, path: routePath(route), query: queryPairs(), headers: headers(route), body: bodies })
      .map(
        ({ method: m, path, query, headers: h, body: b }) => new Probe({ method: m, path, query, headers: h, body: canHaveBody(m) ? b : NO_BODY }),
      );
  }

  // ------------------------------------------------------------ properties

  it('covers every route the service serves, public ones included', () => {
    const listed = routes.map((route) => `${route.method} ${route.path}`);
    for (const expected of [
      'POST /api/v3/connected_accounts/link',
      'DELETE /api/v3/org/owner/project/:nano_id',
      'POST /oauth/token',
      'GET /oauth/authorize',
      'POST /connect/:linkToken',
      'GET /connect/:linkToken/oauth/callback',
      'PUT /uploads/:fileId',
      'GET /logos/:file',
      'GET /sandbox/patchbay_noauth_demo/status',
    ]) {
      expect(listed).toContain(expected);
    }
  });

  it(
    'junk requests to every route: no 5xx, the envelope, no stack trace',
    async () => {
      const unknown: Route[] = [
        { method: 'GET', path: '/api/v3/:x' },
        { method: 'POST', path: '/:x/:x' },
        { method: 'ALL', path: '/mcp/:id' },
      ];
      const probe = fc.oneof({ withCrossShrink: true }, ...[...routes, ...unknown].map((route) => routeProbe(route, bodiesFor(route))));
      try {
        await checkProperty(
          'service: junk',
          fc.asyncProperty(probe, async (p) => void (await exercise(p))),
          RUNS.junk,
          10,
        );
      } finally {
        printTally('service: junk');
      }
    },
    propertyTimeoutMs(RUNS.junk, 10),
  );

  /** Requests to templated routes with their valid body, one field of which holds `value` (drawn from `values`, for the fields `fieldFilter` keeps). */
  function oneHostileField(values: fc.Arbitrary<unknown>, fieldFilter: (field: string) => boolean = () => true): fc.Arbitrary<Probe> {
    const templated = routes.filter((route) => {
      const key = `${route.method} ${route.path}`;
      return (TEMPLATES[key] ?? FORMS[key] ?? []).some(([name]) => fieldFilter(name));
    });
    const cases = fc.oneof(
      { withCrossShrink: true },
      ...templated.map((route) => {
        const key = `${route.method} ${route.path}`;
        const fields = (TEMPLATES[key] ?? FORMS[key])!.map(([name]) => name).filter(fieldFilter);
        const path = fc
          .tuple(
            ...route.path
              .split('/')
              .map((part) => (part.startsWith(':') ? fc.constantFrom(...(PARAMS.get(part.slice(1)) ?? ['x'])) : fc.constant(part))),
          )
          .map((segments) => segments.join('/'));
        return fc.record({ route: fc.constant(route), path, field: fc.constantFrom(...fields), value: values });
      }),
    );
    return cases.map(({ route, path, field, value }) => {
      const key = `${route.method} ${route.path}`;
      const template = TEMPLATES[key];
      const body: BodySpec = template
        ? { kind: 'object', entries: template.map(([name, v]): readonly [string, unknown] => [name, name === field ? value : v]) }
        : {
            kind: 'text',
            text: FORMS[key]!.map(([name, v]) => (name === field ? new URLSearchParams([[name, textOf(value)]]).toString() : `${name}=${v}`)).join(
              '&',
            ),
          };
      const contentType: [string, string] = ['content-type', template ? 'application/json' : 'application/x-www-form-urlencoded'];
      return new Probe({ method: route.method, path, query: [], headers: [...keyHeaders(route, 'default'), contentType], body });
    });
  }

  it(
    'one hostile value in an otherwise valid body: deep, huge, lone surrogates, control characters, prototype keys',
    async () => {
      try {
        await checkProperty(
          'service: hostile values',
          fc.asyncProperty(oneHostileField(hostileValue), async (p) => void (await exercise(p))),
          RUNS.hostile,
          10,
        );
      } finally {
        printTally('service: hostile values');
      }
    },
    propertyTimeoutMs(RUNS.hostile, 10),
  );

  it(
    'ids with lone surrogates or control characters are refused with a 4xx',
    async () => {
      const badId = fc.oneof(
        { withCrossShrink: true },
        loneSurrogates,
        controlCharacters,
        fc.oneof(loneSurrogates, controlCharacters).map((text) => [text]),
        fc.oneof(loneSurrogates, controlCharacters).map((text) => ({ patchbay_noauth_demo: text })),
      );
      const probe = oneHostileField(badId, (field) => ID_FIELDS.has(field)).filter((p) => p.init.body.kind === 'object');
      try {
        await checkProperty(
          'service: ids with bad characters',
          fc.asyncProperty(probe, async (p) => {
            const { answer } = await exercise(p);
            if (answer.status < 400) fail('ids with lone surrogates or control characters are 4xx', answer);
          }),
          RUNS.badIds,
          10,
        );
      } finally {
        printTally('service: ids with bad characters');
      }
    },
    propertyTimeoutMs(RUNS.badIds, 10),
  );

  it(
    'chunked bodies past the 1 MiB limit, with no Content-Length: read no further than the limit',
    async () => {
      const writable = routes.filter((route) => route.method === 'ALL' || canHaveBody(route.method));
      const probe = fc.oneof({ withCrossShrink: true }, ...writable.map((route) => routeProbe(route, oversizedStream)));
      try {
        await checkProperty(
          'service: streamed bodies',
          fc.asyncProperty(probe, async (p) => void (await exercise(p))),
          RUNS.streams,
          150,
        );
      } finally {
        printTally('service: streamed bodies');
      }
    },
    propertyTimeoutMs(RUNS.streams, 150),
  );

  /** Streams 200 MB with no Content-Length into one request to a fresh service, in-process; answers the status, bytes pulled and peak memory growth. */
  async function stream200MB(path: string, headers: Record<string, string>, fill: string) {
    await world.close();
    world = await newWorld();
    path = fillIn(path, world.vars);
    headers = Object.fromEntries(Object.entries(headers).map(([name, value]) => [name, fillIn(value, world.vars)]));
    const total = 200 * 1000 * 1000;
    const stats: StreamStats = { pulled: 0, finished: false };
    const watch = new MemoryWatch();
    const request = new Request(SERVICE_ORIGIN + path, {
      method: 'POST',
      headers,
      body: countingStream(total, fill, stats, () => watch.sample()),
      duplex: 'half',
    } as RequestInit);
    const answer = await readAnswer(await deadline(world.service.fetch(request), 'the service'));
    watch.sample();
    console.log(
      `[fuzz] service: 200 MB chunked body to POST ${path}: ${answer.status}, pulled ${(stats.pulled / MiB).toFixed(1)} MiB, ` +
        `peak growth rss ${(watch.peak.rss / MiB).toFixed(0)} MiB, heap ${(watch.peak.heap / MiB).toFixed(0)} MiB`,
    );
    return { answer, stats, peak: watch.peak };
  }

  function expectBounded({ answer, stats, peak }: Awaited<ReturnType<typeof stream200MB>>, limit: number): void {
    expect(answer.status, answer.text.slice(0, 300)).toBeGreaterThanOrEqual(400);
    expect(answer.status, answer.text.slice(0, 300)).toBeLessThan(500);
    expect(stats.finished, 'the service read the whole body').toBe(false);
    expect(stats.pulled, 'bytes the service pulled').toBeLessThanOrEqual(limit + PULL_SLACK);
    expect(peak.rss, 'peak RSS growth').toBeLessThan(64 * MiB);
    expect(peak.heap, 'peak heap growth').toBeLessThan(64 * MiB);
  }

  it('a 200 MB chunked body to POST /oauth/token (no auth) is cut off early, in bounded memory', async () => {
    expectBounded(await stream200MB('/oauth/token', { 'content-type': 'application/x-www-form-urlencoded' }, 'a'), 64 * 1024);
  });

  it('a 200 MB chunked body to a JSON endpoint is cut off at 1 MiB, in bounded memory', async () => {
    const headers = { 'content-type': 'application/json', 'x-api-key': '{projectKey}' };
    expectBounded(await stream200MB('/api/v3/toolkits/multi', headers, ' '), JSON_LIMIT);
  });

  it('a 200 MB chunked form to the hosted connect page is cut off early, in bounded memory', async () => {
    // The open API-key link: its page reads the posted form.
    expectBounded(await stream200MB('/connect/{link.apikey}', { 'content-type': 'application/x-www-form-urlencoded' }, 'a'), 64 * 1024);
  });
});

describe('service fuzz: rate limits follow the authenticated principal', () => {
  const LIMIT = 5;

  it(
    'no principal gets more than its limit in a window, whatever other headers it adds',
    async () => {
      // Per request, the headers added to the principal's own key: shrinks to the fewest, shortest ones.
      const addedHeaders = fc.array(
        fc.array(
          fc.tuple(
            fc.constantFrom('x-api-key', 'x-org-api-key', 'x-forwarded-for', 'x-real-ip', 'authorization', 'cookie', 'user-agent'),
            junkHeaderValue,
          ),
          {
            maxLength: 2,
          },
        ),
        { minLength: LIMIT + 1, maxLength: LIMIT + 3 },
      );
      const property = fc.asyncProperty(fc.constantFrom('project', 'org'), addedHeaders, async (principal, perRequest) => {
        const service = createPatchbayServer({ storage: 'memory', rateLimit: { limit: LIMIT, windowMs: 3_600_000 } });
        try {
          const path = principal === 'org' ? '/api/v3/org/owner/project/list' : '/api/v3/toolkits/categories';
          const keyHeader = principal === 'org' ? 'x-org-api-key' : 'x-api-key';
          const key = principal === 'org' ? service.orgApiKey : service.projectApiKey;
          const statuses: number[] = [];
          for (const added of perRequest) {
            const headers = new Headers({ [keyHeader]: key });
            // The principal's own header keeps its key: replacing it would make another (unauthenticated) caller.
            for (const [name, value] of added) if (name !== keyHeader) headers.set(name, value);
            const response = await service.fetch(new Request(`${SERVICE_ORIGIN}${path}`, { headers }));
            await response.body?.cancel();
            statuses.push(response.status);
          }
          const served = statuses.filter((status) => status < 400).length;
          if (served > LIMIT) {
            fail(`the ${principal} key is served at most ${LIMIT} times per window`, null, `served ${served} times: ${statuses.join(', ')}`);
          }
        } finally {
          await service.close();
        }
      });
      await checkProperty('service: rate limit', property, RUNS.rateLimit, 50);
    },
    propertyTimeoutMs(RUNS.rateLimit, 50),
  );

  it('requests with unknown keys take no rate-limit memory', async () => {
    const service = createPatchbayServer({ storage: 'memory' });
    try {
      const requests = 10_000;
      const padding = 'k'.repeat(8 * 1024);
      const watch = new MemoryWatch();
      for (let index = 0; index < requests; index += 1) {
        const response = await service.fetch(
          new Request(`${SERVICE_ORIGIN}/api/v3/toolkits/categories`, { headers: { 'x-api-key': `${index}${padding}` } }),
        );
        await response.body?.cancel();
        expect(response.status).toBe(401);
      }
      // What is still held once garbage is gone: the limiter's memory, if it kept the junk keys.
      watch.sampleAfterGc();
      console.log(`[fuzz] service: ${requests} requests with distinct 8 KiB junk keys: heap kept ${(watch.peak.heap / MiB).toFixed(1)} MiB`);
      expect(watch.peak.heap, 'heap growth').toBeLessThan(32 * MiB);
    } finally {
      await service.close();
    }
  });
});
