import { inspect } from 'node:util';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveNode, type RunningServer } from '@patchbay/server';
import { createRelay, RELAY_OPERATIONS, type RelayOptions, type RelayRequestEvent } from '@patchbay/relay';
import {
  around,
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
import { fetchRetryingStaleSocket } from './fetchRetryingStaleSocket';
import { checkProperty, propertyTimeoutMs } from './fuzzRunner';
import {
  anyJson,
  canHaveBody,
  CONTENT_TYPES,
  countingStream,
  escapeAll,
  extremeJson,
  HOSTILE_QUERY_KEYS,
  JUNK_METHODS,
  junkHeaderValue,
  junkString,
  NO_BODY,
  objectBody,
  oddBody,
  Probe,
  sneakyKeysFor,
  type BodySpec,
  type StreamStats,
} from './probe';
import { createRelayWorld, TOOLKIT, TRIGGER, type RelayWorld } from './relayWorld';

/**
 * Property-based fuzzing of the relay as the signed-in user alice: random
 * operations, ids, query strings, bodies and headers, sent both to the relay
 * function in-process and to the relay served over HTTP. Whatever alice
 * sends, no answer carries another user's records or an API key, nothing
 * answers 5xx, the relay function never throws, onRequest reports each
 * request exactly once, refusals are the error envelope, no built-in
 * prototype gains a key, and bob's and carol's records stay as they were.
 */

const BASE = '/patchbay';
const APP_ORIGIN = 'http://app.test';
/** Tags each request so onRequest's reports can be matched to it. */
const SEQUENCE_HEADER = 'x-fuzz-sequence';
/** Runs per property by default, about 5 s each on an idle machine (PATCHBAY_FUZZ_RUNS overrides them all). */
const RUNS = { listings: 400, pathIds: 300, bodies: 250, anything: 350 };
const PUBLIC_PREFIXES = ['/connect/', '/oauth/', '/logos/', '/uploads/'].map((prefix) => BASE + prefix);

const LIST_FIELDS = ['user_ids', 'connected_account_ids', 'trigger_ids', 'toolkit_slugs', 'statuses', 'auth_config_ids', 'toolkits'] as const;
const OTHER_QUERY_FIELDS = ['show_disabled', 'limit', 'cursor', 'search', 'is_connected', 'redirect_url', 'order_by', 'order_direction'] as const;
const BODY_FIELDS = [
  'user_id',
  'connected_account_id',
  'auth_config_id',
  'callback_url',
  'redirect_url',
  'connected_accounts',
  'trigger_config',
  'toolkit',
  'toolkits',
  'endpoint',
  'method',
  'binary_body',
  'manage_connections',
  'status',
  'connection_data',
  'parameters',
  'body',
  'name',
  'user_ids',
  '__proto__',
  'constructor',
  'prototype',
] as const;

type Operation = (typeof RELAY_OPERATIONS)[number];

describe('relay fuzz: whatever alice sends, she gets only what is hers', () => {
  let world: RelayWorld;
  let relay: (request: Request) => Promise<Response>;
  let served: RunningServer;
  const reports = new Map<string, RelayRequestEvent[]>();
  let sequence = 0;
  /** What the requests of the current property got, to print how deep they went. */
  const tally = new Map<string, number>();
  const count = (what: string) => tally.set(what, (tally.get(what) ?? 0) + 1);
  function printTally(label: string): void {
    const entries = [...tally].sort(([a], [b]) => a.localeCompare(b)).map(([what, n]) => `${what}×${n}`);
    console.log(`[fuzz] ${label} answers: ${entries.join(' ')}`);
    tally.clear();
  }

  beforeAll(async () => {
    world = await createRelayWorld();
    const aliceCookie = `sid=${world.alice.userId}`;
    const options = (target: RelayOptions['target']): RelayOptions => ({
      target,
      apiKey: world.service.projectApiKey,
      orgApiKey: world.service.orgApiKey,
      // alice sends thousands of requests: a per-user limit would answer most of them with 429.
      rateLimit: false,
      authenticate: (request) => (request.headers.get('cookie') === aliceCookie ? { userId: world.alice.userId } : null),
      onRequest: (event) => {
        const tag = event.request.headers.get(SEQUENCE_HEADER) ?? 'untagged';
        reports.set(tag, [...(reports.get(tag) ?? []), event]);
      },
    });
    relay = createRelay(options((request) => world.service.fetch(request)));
    served = await serveNode(createRelay(options(world.serviceUrl)));
  });

  afterAll(async () => {
    await served?.close();
    await world?.close();
  });

  // ------------------------------------------------------------ the checks

  /** The invariants on one answer alice got. */
  function checkAnswer(route: string, probe: Probe, request: Request, answer: Answer, fromNode: boolean): void {
    const at = `${route}: `;
    if (answer.status >= 500) fail(`${at}no answer is a 5xx`, answer);
    const everything = `${answer.text}\n${answer.headers.map(([name, value]) => `${name}: ${value}`).join('\n')}`;
    for (const [value, label] of world.hidden) {
      if (everything.includes(value)) fail(`${at}no answer to alice contains ${label}`, answer, around(everything, value));
    }
    const typed = probe.typed({ origin: new URL(request.url).origin });
    for (const [value, label] of world.nameable) {
      if (everything.includes(value) && !typed.includes(value)) {
        fail(`${at}no answer to alice contains ${label} unless she named it`, answer, around(everything, value));
      }
    }
    const trace = traceIn(answer.text, typed);
    if (trace) fail(`${at}no answer shows a stack trace or source path`, answer, trace);
    const path = new URL(request.url).pathname;
    const publicPage = PUBLIC_PREFIXES.some((prefix) => path.startsWith(prefix));
    if (answer.status >= 400 && !publicPage && !fromNode && probe.method.toUpperCase() !== 'HEAD') {
      const problem = envelopeProblem(answer.status, answer.text);
      if (problem) fail(`${at}every refusal is the error envelope`, answer, problem);
    }
  }

  function checkReports(route: string, tag: string, answer: Answer, fromNode: boolean): void {
    const events = reports.get(tag) ?? [];
    reports.delete(tag);
    const expected = fromNode ? 0 : 1;
    if (events.length !== expected) fail(`${route}: onRequest is called once per request the relay handles`, answer, `called ${events.length} times`);
    if (events[0]) count(`${events[0].status}${events[0].forwarded ? ' forwarded' : ''}`);
    const error = events[0]?.error;
    if (error !== undefined) fail(`${route}: the relay handles every request without an internal error`, answer, inspect(error));
    if (events[0] && events[0].status !== answer.status) fail(`${route}: onRequest reports the status sent`, answer, `reported ${events[0].status}`);
  }

  /** Sends `probe` as alice to both relays and checks every invariant. */
  async function exercise(probe: Probe, signedIn = true): Promise<void> {
    const before = world.othersRecords();
    const cookie: Record<string, string> = signedIn ? { cookie: `sid=${world.alice.userId}` } : {};

    const inProcessTag = String(++sequence);
    const local = probe.toRequest(APP_ORIGIN, {}, { ...cookie, [SEQUENCE_HEADER]: inProcessTag });
    let response: Response;
    try {
      response = await deadline(relay(local), 'the relay function');
    } catch (error) {
      if (error instanceof InvariantError) throw error;
      fail('in-process: the relay function never throws', null, error instanceof Error ? `${error.name}: ${error.message}` : String(error));
    }
    const localAnswer = await readAnswer(response);
    checkAnswer('in-process', probe, local, localAnswer, false);
    checkReports('in-process', inProcessTag, localAnswer, false);

    const httpTag = String(++sequence);
    const remote = probe.toRequest(served.url, {}, { ...cookie, [SEQUENCE_HEADER]: httpTag });
    const remoteAnswer = await readAnswer(await deadline(fetchRetryingStaleSocket(remote), 'the relay over HTTP'));
    // Node's HTTP parser itself refuses some requests (431 for a URL past its header limit) before the relay sees them.
    const fromNode = remoteAnswer.status === 431 || (remoteAnswer.status >= 400 && !remoteAnswer.headers.some(([name]) => name === 'x-request-id'));
    checkAnswer('over HTTP', probe, remote, remoteAnswer, fromNode);
    checkReports('over HTTP', httpTag, remoteAnswer, fromNode);

    const polluted = pollutedPrototype();
    if (polluted) fail('no request pollutes a built-in prototype', localAnswer, polluted);

    const after = world.othersRecords();
    const changed = after.find((record, index) => record !== before[index]);
    if (changed) fail("nothing alice sends changes bob's or carol's records", localAnswer, `now ${changed}`);
  }

  /** Checks that every value of `arbitrary`, sent with `send`, keeps the invariants; prints how the answers spread. */
  async function run<T>(label: string, arbitrary: fc.Arbitrary<T>, send: (value: T) => Promise<void>, runs: number, msPerRun: number): Promise<void> {
    tally.clear();
    try {
      await checkProperty(label, fc.asyncProperty(arbitrary, send), runs, msPerRun);
    } finally {
      printTally(label);
    }
  }

  // ------------------------------------------------------------ generators

  /** Ids alice may type: her own, bob's nameable ones, the project's, and junk. Shrinks towards alice's user id. */
  function idValue(): fc.Arbitrary<string> {
    const { alice, bob } = world;
    const known = [
      alice.userId,
      alice.accounts[0]!,
      alice.triggers[0]!,
      alice.sessions[0]!,
      bob.userId,
      bob.accounts[0]!,
      bob.triggers[0]!,
      bob.sessions[0]!,
      alice.accounts[1]!,
      alice.triggers[1]!,
      alice.sessions[1]!,
      world.mcpServerId,
      world.authConfigId,
      TOOLKIT,
      TRIGGER,
      'ENABLED',
      'ca_doesnotexist1',
      'ti_doesnotexist1',
      'trs_doesnotexist1',
    ];
    return fc.oneof(
      { withCrossShrink: true },
      { weight: 6, arbitrary: fc.constantFrom(...known) },
      { weight: 3, arbitrary: junkString },
      { weight: 2, arbitrary: fc.tuple(fc.constantFrom(...known), fc.constantFrom(...known)).map(([a, b]) => `${a},${b}`) },
      { weight: 1, arbitrary: fc.constantFrom(...known).map(escapeAll) },
    );
  }

  function operationPath(operation: Operation): fc.Arbitrary<string> {
    const parts = `/api/v3${operation.pattern}`.split('/');
    return fc.tuple(...parts.map((part) => (part.startsWith(':') ? idValue() : fc.constant(part)))).map((segments) => BASE + segments.join('/'));
  }

  const callbackUrl = () =>
    fc.constantFrom(
      `${APP_ORIGIN}/done`,
      '{origin}/done',
      'https://evil.example/cb',
      '//evil.example/cb',
      'javascript:alert(1)',
      '/status',
      'http://169.254.169.254/',
    );

  /** One body entry: a field any operation reads, or a prototype key, with an id, URL, mapping or odd JSON. */
  function bodyEntry(): fc.Arbitrary<readonly [string, unknown]> {
    const id = idValue();
    const value = fc.oneof(
      { withCrossShrink: true },
      { weight: 4, arbitrary: id },
      { weight: 1, arbitrary: callbackUrl() },
      { weight: 2, arbitrary: fc.dictionary(fc.constantFrom(TOOLKIT, '__proto__', 'constructor', 'x'), id, { maxKeys: 3 }) },
      { weight: 1, arbitrary: fc.record({ user_id: id }) },
      { weight: 2, arbitrary: anyJson },
      { weight: 1, arbitrary: extremeJson },
    );
    return fc.tuple(fc.constantFrom(...BODY_FIELDS), value);
  }

  /** A JSON object body shaped like the operation's, then bent: extra, repeated and prototype keys, odd values; or no object at all. */
  function bodyFor(operation: Operation | null): fc.Arbitrary<BodySpec> {
    const id = idValue();
    const url = callbackUrl();
    const templates: Record<string, fc.Arbitrary<[string, unknown][]>> = {
      'connectedAccounts.link': fc.tuple(id, url).map(([user, callback]): [string, unknown][] => [
        ['auth_config_id', world.authConfigId],
        ['user_id', user],
        ['callback_url', callback],
      ]),
      'connectedAccounts.refresh': url.map((redirect): [string, unknown][] => [['redirect_url', redirect]]),
      'triggerInstances.upsert': id.map((account): [string, unknown][] => [
        ['connected_account_id', account],
        ['trigger_config', { component: 'api' }],
      ]),
      'triggerInstances.manage': fc.constantFrom('enable', 'disable').map((status): [string, unknown][] => [['status', status]]),
      'toolRouter.createSession': id.map((account): [string, unknown][] => [['connected_accounts', { [TOOLKIT]: account }]]),
      'toolRouter.createLink': url.map((callback): [string, unknown][] => [
        ['toolkit', TOOLKIT],
        ['callback_url', callback],
      ]),
      'mcp.createInstance': id.map((user): [string, unknown][] => [['user_id', user]]),
      'proxy.execute': id.map((account): [string, unknown][] => [
        ['endpoint', '/status'],
        ['method', 'GET'],
        ['connected_account_id', account],
      ]),
    };
    const template = (operation && templates[operation.name]) || fc.constant<[string, unknown][]>([]);
    return fc.oneof(
      { withCrossShrink: true },
      {
        weight: 5,
        arbitrary: fc
          .tuple(template, fc.array(bodyEntry(), { maxLength: 4 }))
          .map(([base, extra]): BodySpec => ({ kind: 'object', entries: [...base, ...extra] })),
      },
      { weight: 2, arbitrary: objectBody(bodyEntry()) },
      { weight: 2, arbitrary: oddBody },
    );
  }

  interface Target {
    operation: Operation | null;
    path: string;
    body: BodySpec;
  }

  /** An operation's path with ids filled in, and a body when its method takes one. */
  function operationTarget(operation: Operation): fc.Arbitrary<Target> {
    return fc.record({
      operation: fc.constant(operation),
      path: operationPath(operation),
      body: canHaveBody(operation.method) ? bodyFor(operation) : fc.constant(NO_BODY),
    });
  }

  /** Targets of the operations `filter` keeps: end-user ones (what alice may call) four times as often as admin and organization ones. */
  function operationTargets(filter: (operation: Operation) => boolean = () => true): fc.Arbitrary<Target> {
    const chosen = RELAY_OPERATIONS.filter(filter);
    return fc.oneof(
      { withCrossShrink: true },
      ...chosen.map((operation) => ({ weight: operation.scope === 'user' ? 4 : 1, arbitrary: operationTarget(operation) })),
    );
  }

  const LIST_KEYS = LIST_FIELDS.flatMap((field) => sneakyKeysFor(field));

  /** Query pairs naming list filters and prototypes every way, with values drawn from `value`. */
  function queryPairs(value: fc.Arbitrary<string>, minLength = 1, maxLength = 4): fc.Arbitrary<(readonly [string, string])[]> {
    const key = fc.oneof(
      { withCrossShrink: true },
      { weight: 4, arbitrary: fc.constantFrom(...sneakyKeysFor('user_ids')) },
      { weight: 2, arbitrary: fc.constantFrom(...LIST_KEYS) },
      { weight: 1, arbitrary: fc.constantFrom(...OTHER_QUERY_FIELDS) },
      { weight: 2, arbitrary: fc.constantFrom(...HOSTILE_QUERY_KEYS) },
      { weight: 1, arbitrary: junkString },
    );
    return fc.array(fc.tuple(key, value), { minLength, maxLength });
  }

  const JSON_TYPE: [string, string][] = [['content-type', 'application/json']];

  // ------------------------------------------------------------ properties

  it(
    'listings never reach past alice, whatever the query string',
    async () => {
      const listed = (name: string) => (operation: Operation) => operation.name === name;
      const target = fc.oneof(
        { weight: 3, arbitrary: operationTargets(listed('connectedAccounts.list')) },
        { weight: 3, arbitrary: operationTargets(listed('triggerInstances.listActive')) },
        { weight: 1, arbitrary: operationTargets((operation) => operation.method === 'GET') },
      );
      const value = fc.oneof(
        { withCrossShrink: true },
        { weight: 4, arbitrary: fc.constantFrom(world.alice.userId, world.bob.userId) },
        { weight: 4, arbitrary: idValue() },
        { weight: 1, arbitrary: fc.constantFrom('true', 'false', '1000', '-1', '') },
      );
      const probe = fc
        .tuple(target, queryPairs(value))
        .map(([{ path }, query]) => new Probe({ method: 'GET', path, query, headers: [], body: NO_BODY }));
      await run('relay: listings', probe, (p) => exercise(p), RUNS.listings, 60);
    },
    propertyTimeoutMs(RUNS.listings, 60),
  );

  it(
    "ids in paths: alice's own, bob's, junk, encoded, surrogates, traversal",
    async () => {
      const probe = operationTargets().map(
        ({ operation, path, body }) => new Probe({ method: operation!.method, path, query: [], headers: JSON_TYPE, body }),
      );
      await run('relay: path ids', probe, (p) => exercise(p), RUNS.pathIds, 60);
    },
    propertyTimeoutMs(RUNS.pathIds, 60),
  );

  it(
    'bodies: repeated and prototype keys, deep nesting, huge strings, odd unicode, not JSON',
    async () => {
      const type = fc.oneof({ weight: 4, arbitrary: fc.constant('application/json') }, { weight: 1, arbitrary: fc.constantFrom(...CONTENT_TYPES) });
      const probe = fc
        .tuple(
          operationTargets((operation) => canHaveBody(operation.method)),
          type,
        )
        .map(
          ([{ operation, path, body }, contentType]) =>
            new Probe({ method: operation!.method, path, query: [], headers: [['content-type', contentType]], body }),
        );
      await run('relay: bodies', probe, (p) => exercise(p), RUNS.bodies, 80);
    },
    propertyTimeoutMs(RUNS.bodies, 80),
  );

  it(
    'anything: methods, paths, queries, bodies and headers together',
    async () => {
      const junkPath = fc.oneof(
        fc.constantFrom(
          BASE,
          `${BASE}/`,
          `${BASE}/api/v3`,
          `${BASE}/api/v3/`,
          `${BASE}//api/v3/connected_accounts`,
          `${BASE}/api/v3/connected_accounts/`,
          `${BASE}/api/v3//connected_accounts`,
          `${BASE}/API/V3/connected_accounts`,
          `${BASE}/api/v2/connected_accounts`,
          '/elsewhere/api/v3/connected_accounts',
          `${BASE}/api/v3/connected_accounts/..`,
          `${BASE}/api/v3/connected_accounts/%2e%2e/auth_configs`,
          `${BASE}/api/v3/connected_accounts%2F..%2Fauth_configs`,
          `${BASE}/connect/lt_doesnotexist`,
          `${BASE}/oauth/token`,
          `${BASE}/oauth/authorize`,
          `${BASE}/logos/${TOOLKIT}.svg`,
          `${BASE}/uploads/fl_doesnotexist`,
          `${BASE}/sandbox/${TOOLKIT}/status`,
          `${BASE}/api/v3/org/owner/project/list`,
          `${BASE}/api/v3/webhook_subscriptions`,
        ),
        fc.array(junkString, { minLength: 1, maxLength: 3 }).map((segments) => `${BASE}/api/v3/${segments.join('/')}`),
      );
      const target = fc.oneof(
        { weight: 4, arbitrary: operationTargets() },
        { weight: 1, arbitrary: fc.record({ operation: fc.constant(null), path: junkPath, body: bodyFor(null) }) },
      );
      const request = fc.record({
        target,
        method: fc.oneof({ weight: 4, arbitrary: fc.constant('') }, { weight: 1, arbitrary: fc.constantFrom(...JUNK_METHODS) }),
        query: fc.oneof(fc.constant([] as (readonly [string, string])[]), queryPairs(fc.oneof(idValue(), junkString), 1, 5)),
        contentType: fc.option(fc.constantFrom(...CONTENT_TYPES), { nil: undefined }),
        apiKey: fc.option(junkHeaderValue, { nil: undefined }),
        orgKey: fc.option(junkHeaderValue, { nil: undefined }),
        origin: fc.oneof(
          { weight: 3, arbitrary: fc.constant('') },
          { weight: 2, arbitrary: fc.constant('{origin}') },
          { weight: 2, arbitrary: fc.constantFrom('https://evil.example', 'null', '{origin}.evil.example') },
        ),
        extra: fc.array(
          fc.tuple(
            fc.constantFrom(
              'accept',
              'authorization',
              'x-forwarded-host',
              'x-forwarded-for',
              'x-http-method-override',
              'x-original-url',
              'if-none-match',
              'accept-language',
            ),
            junkHeaderValue,
          ),
          { maxLength: 2 },
        ),
        signedIn: fc.oneof({ weight: 9, arbitrary: fc.constant(true) }, { weight: 1, arbitrary: fc.constant(false) }),
      });
      const probe = request.map((r) => {
        const method = r.method || (r.target.operation?.method ?? 'GET');
        const headers: [string, string][] = [];
        if (r.contentType !== undefined) headers.push(['content-type', r.contentType]);
        if (r.apiKey !== undefined) headers.push(['x-api-key', r.apiKey]);
        if (r.orgKey !== undefined) headers.push(['x-org-api-key', r.orgKey]);
        if (r.origin !== '') headers.push(['origin', r.origin]);
        headers.push(...r.extra);
        const body = canHaveBody(method) ? r.target.body : NO_BODY;
        return { probe: new Probe({ method, path: r.target.path, query: r.query, headers, body }), signedIn: r.signedIn };
      });
      await run('relay: anything', probe, ({ probe: p, signedIn }) => exercise(p, signedIn), RUNS.anything, 80);
    },
    propertyTimeoutMs(RUNS.anything, 80),
  );

  it('reads a bounded prefix of a chunked body with no Content-Length, in bounded memory', async () => {
    const total = 256 * MiB;
    const stats: StreamStats = { pulled: 0, finished: false };
    const watch = new MemoryWatch();
    const body = countingStream(total, 'a', stats, () => watch.sample());
    const request = new Request(`${APP_ORIGIN}${BASE}/api/v3/connected_accounts/link`, {
      method: 'POST',
      headers: { cookie: `sid=${world.alice.userId}`, 'content-type': 'application/json', [SEQUENCE_HEADER]: 'stream' },
      body,
      duplex: 'half',
    } as RequestInit);
    const answer = await readAnswer(await deadline(relay(request), 'the relay function'));
    watch.sample();
    reports.delete('stream');
    console.log(
      `[fuzz] relay: ${total / MiB} MiB chunked body: ${answer.status}, pulled ${(stats.pulled / MiB).toFixed(1)} MiB, ` +
        `peak growth rss ${(watch.peak.rss / MiB).toFixed(0)} MiB, heap ${(watch.peak.heap / MiB).toFixed(0)} MiB`,
    );
    expect(answer.status, answer.text).toBeGreaterThanOrEqual(400);
    expect(answer.status, answer.text).toBeLessThan(500);
    expect(stats.finished, 'the relay read the whole body').toBe(false);
    // The relay's cap defaults to the service's own JSON limit (1 MiB): it may pull a little past it, not much.
    expect(stats.pulled, 'bytes the relay pulled').toBeLessThanOrEqual(2 * MiB);
    expect(watch.peak.rss, 'peak RSS growth').toBeLessThan(64 * MiB);
    expect(watch.peak.heap, 'peak heap growth').toBeLessThan(64 * MiB);
  });
});
