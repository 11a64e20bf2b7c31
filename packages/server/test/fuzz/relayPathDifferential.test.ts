import { ENDPOINTS, type EndpointName } from '@patchbay/client';
import { createPatchbayServer, type ServiceRequestEvent } from '@patchbay/server';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { createRelay, RELAY_RULES, type RelayOperationName, type RelayRequestEvent } from '@patchbay/relay';

/**
 * Differential: for any spelling of any endpoint's path (percent-encoding in
 * either case, double encoding, encoded separators, dot segments, case,
 * unicode, other endpoints' literals as parameters), the endpoint the relay
 * decides on is the one the service routes the same request to, and the one
 * it routes the forwarded request to; or the relay refuses before deciding.
 */

const ORIGIN = 'http://app.test';
const names = Object.keys(ENDPOINTS) as EndpointName[];
const allowed = names.filter((name) => RELAY_RULES[name].scope !== 'org') as RelayOperationName[];

const serviceEvents: ServiceRequestEvent[] = [];
const service = createPatchbayServer({ rateLimit: false, onRequest: (event) => serviceEvents.push(event) });
const relayEvents: RelayRequestEvent[] = [];
const relay = createRelay({
  target: (request) => service.fetch(request),
  apiKey: service.projectApiKey,
  orgApiKey: service.orgApiKey,
  organization: 'admins',
  allow: allowed,
  files: 'shared',
  toolExecution: true,
  rateLimit: false,
  publicOrigin: ORIGIN,
  authenticate: () => ({ userId: 'alice', isAdmin: true }),
  onRequest: (event) => relayEvents.push(event),
});

afterAll(() => service.close());

/** Every literal segment of the table: each is tried as a parameter value too. */
const LITERALS = [...new Set(names.flatMap((name) => ENDPOINTS[name].path.split('/').filter((part) => part !== '' && !part.startsWith('{'))))];

const percent = (text: string, lower: boolean) =>
  [...new TextEncoder().encode(text)].map((byte) => `%${byte.toString(16).padStart(2, '0')[lower ? 'toLowerCase' : 'toUpperCase']()}`).join('');

type Spelling = 'plain' | 'upper' | 'lower' | 'double';

/** One character as a client might write it in a path. `?` and `#` are always encoded: they would end the path. */
function spell(char: string, how: Spelling): string {
  if (how === 'plain' && char !== '?' && char !== '#' && char !== '%') return char;
  if (how === 'double') return percent(char, false).replace(/%/g, '%25');
  return percent(char, how === 'lower');
}

const segmentValue = fc.oneof(
  { weight: 2, arbitrary: fc.constantFrom(...LITERALS) },
  { weight: 2, arbitrary: fc.constantFrom('ca_x1', 'alice', 'GITHUB_CREATE_ISSUE', 'github', 'ENABLED', 'x') },
  fc.constantFrom('.', '..', '%', '/', 'a/b', '\\', 'é', '😀', '%2F', 'PROXY', 'Proxy', ' proxy', 'proxy\u0000'),
  fc.string({ unit: 'grapheme', minLength: 1, maxLength: 6 }),
);

/** A path for `name`: its literals and parameter values, each character spelled its own way, sometimes bent. */
const pathFor = (name: EndpointName) =>
  fc
    .record({
      values: fc.array(segmentValue, { minLength: 8, maxLength: 8 }),
      spellings: fc.array(
        fc.oneof(
          { weight: 60, arbitrary: fc.constant<Spelling>('plain') },
          { weight: 4, arbitrary: fc.constantFrom<Spelling>('upper', 'lower') },
          { weight: 1, arbitrary: fc.constant<Spelling>('double') },
        ),
        { minLength: 64, maxLength: 64 },
      ),
      upperLiteral: fc.oneof({ weight: 3, arbitrary: fc.constant(-1) }, { weight: 1, arbitrary: fc.integer({ min: 0, max: 7 }) }),
      bend: fc.constantFrom('none', 'none', 'none', 'none', 'none', 'none', 'none', 'none', 'dot', 'dotdot', 'double-slash', 'trailing-slash'),
      prefixPlain: fc.constantFrom(true, true, true, false),
    })
    .map(({ values, spellings, upperLiteral, bend, prefixPlain }) => {
      let charIndex = 0;
      const parts = ENDPOINTS[name].path
        .split('/')
        .slice(1)
        .map((part, index) => {
          // The /api/v3 prefix is spelled plainly three times in four, so most paths reach the endpoints' own segments.
          if (index < 2 && prefixPlain) return part;
          const text = part.startsWith('{') ? (values[index] ?? 'x') : index === upperLiteral ? part.toUpperCase() : part;
          return [...text].map((char) => spell(char, spellings[charIndex++ % spellings.length] ?? 'plain')).join('');
        });
      if (bend === 'dot') parts.splice(3, 0, '.');
      if (bend === 'dotdot') parts.splice(3, 0, 'x', '..');
      if (bend === 'double-slash') parts.splice(3, 0, '');
      if (bend === 'trailing-slash') parts.push('');
      return `/${parts.join('/')}`;
    });

const caseArbitrary = fc.constantFrom(...names).chain((name) => fc.record({ name: fc.constant(name), path: pathFor(name) }));

/** The endpoint the service routes `path` to, sent straight to it with both keys. */
async function serviceEndpointOf(method: string, path: string): Promise<EndpointName | null> {
  serviceEvents.length = 0;
  const body = method === 'GET' || method === 'DELETE' ? null : '{}';
  const headers = { 'x-api-key': service.projectApiKey, 'x-org-api-key': service.orgApiKey, 'content-type': 'application/json' };
  await (await service.fetch(new Request(`http://patchbay.internal${path}`, { method, headers, body }))).body?.cancel();
  return serviceEvents.at(-1)?.endpoint ?? null;
}

describe('relay and service agree on the endpoint of every path', () => {
  it('decides on the endpoint the service routes to, or refuses', async () => {
    const outcomes = new Map<string, number>();
    await fc.assert(
      fc.asyncProperty(caseArbitrary, async ({ name, path }) => {
        const { method } = ENDPOINTS[name];
        const direct = await serviceEndpointOf(method, path);

        relayEvents.length = 0;
        serviceEvents.length = 0;
        const body = method === 'GET' || method === 'DELETE' ? null : '{}';
        const response = await relay(new Request(`${ORIGIN}/patchbay${path}`, { method, body, headers: { 'content-type': 'application/json' } }));
        await response.body?.cancel();
        const decided = relayEvents.at(-1)?.operation ?? null;
        // The forwarded call is the relay's last one to the service (ownership lookups come before it).
        const forwarded = relayEvents.at(-1)?.forwarded ? (serviceEvents.at(-1)?.endpoint ?? null) : undefined;
        const outcome = decided === null ? 'refused before deciding' : forwarded === undefined ? 'decided, then refused' : 'forwarded';
        outcomes.set(outcome, (outcomes.get(outcome) ?? 0) + 1);

        if (decided === null) return;
        expect(decided, `${method} ${path}: the service routes it to ${direct}`).toBe(direct);
        if (forwarded !== undefined) expect(forwarded, `${method} ${path}: forwarded`).toBe(decided);
      }),
      { numRuns: 600, seed: 20261126 },
    );
    console.log('[fuzz] relay paths:', Object.fromEntries(outcomes));
    // The property means something only if plenty of paths were decided on, and many of them forwarded.
    expect(600 - (outcomes.get('refused before deciding') ?? 0)).toBeGreaterThan(200);
    expect(outcomes.get('forwarded') ?? 0).toBeGreaterThan(100);
  });

  it('routes the spellings of the proxy that a tool name once hid to the proxy, with its rules', async () => {
    for (const spelling of ['prox%79', 'prox%2579', 'pro%78y', '%70%72%6f%78%79', 'PROXY']) {
      const path = `/api/v3/tools/execute/${spelling}`;
      relayEvents.length = 0;
      const response = await relay(
        new Request(`${ORIGIN}/patchbay${path}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ endpoint: 'http://127.0.0.1:9/x', method: 'GET' }),
        }),
      );
      const decided = relayEvents.at(-1)?.operation ?? null;
      expect([null, await serviceEndpointOf('POST', path)], spelling).toContain(decided);
      // However spelled, the proxy's rules hold: an account of the user is required, and no absolute URL goes out.
      if (decided === 'proxy.execute') expect(response.status, spelling).toBe(400);
      expect(relayEvents.at(-1)?.forwarded && decided === 'proxy.execute', spelling).toBe(false);
    }
  });
});
