import fc from 'fast-check';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { createPatchbayServer, type PatchbayServer } from '@patchbay/server';
import { createRelay, type RelayOptions } from '@patchbay/relay';
import { deadline, fail, readAnswer, type Answer } from './answerChecks';
import { checkProperty, propertyTimeoutMs } from './fuzzRunner';

/**
 * Property-based attack on the relay's `managedAuthConfigs` policy: alice (a
 * user) and an admin send, in concurrent batches, every kind of call that
 * can make the service create a project-wide auth config (creates, session
 * links, Manage connections through execute_meta, execute and
 * multi-execute, under the service's and the vendor's names), through
 * relays with the policy `false`, `['github']` and `true`. Whatever they
 * send: a config appears only for a toolkit some call of the run was
 * allowed to create it for (an admin's, or the policy naming it), no
 * toolkit gets two default configs however the calls race, a toolkit an
 * admin turned off never gets an enabled config again, and nothing answers 5xx.
 */

const SERVICE_ORIGIN = 'http://patchbay-service.test';
/** Toolkits nobody set up: any call may lead to their default config. */
const FRESH = ['github', 'slack', 'gmail', 'notion'] as const;
/** An admin set it up (custom auth, as the demo does) and turned it off. */
const TURNED_OFF = 'patchbay_noauth_demo';
/** An admin set it up; it stays enabled. */
const SET_UP = 'patchbay_oauth_demo';
const TOOLKITS = [...FRESH, TURNED_OFF, SET_UP];
const USERS = ['alice', 'admin-1'] as const;
const POLICIES: RelayOptions['managedAuthConfigs'][] = [false, ['github'], true];
const RUNS = 250;

type User = (typeof USERS)[number];

interface Step {
  kind: 'create' | 'createNamed' | 'link' | 'meta' | 'execute' | 'multi' | 'vendorMeta';
  user: User;
  relay: number;
  toolkits: string[];
}

interface Config {
  id: string;
  toolkit: { slug: string };
  status: string;
  name: string;
  is_vendor_managed: boolean;
}

describe('relay fuzz: one managedAuthConfigs policy on every path, against racing calls (V14, V17)', () => {
  let service: PatchbayServer;
  let relays: ((request: Request) => Promise<Response>)[];
  const sessions = new Map<User, string>();
  const setUpIds = new Set<string>();

  async function api(method: string, path: string, body?: unknown): Promise<any> {
    const response = await service.fetch(
      new Request(SERVICE_ORIGIN + path, {
        method,
        headers: { 'x-api-key': service.projectApiKey, 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      }),
    );
    const text = await response.text();
    if (!response.ok) throw new Error(`setting up the policy fuzz: ${method} ${path} answered ${response.status}: ${text}`);
    return text === '' ? undefined : JSON.parse(text);
  }

  const configs = async (): Promise<Config[]> => (await api('GET', '/api/v3/auth_configs?limit=1000&show_disabled=true')).items as Config[];

  beforeAll(async () => {
    service = createPatchbayServer({ storage: 'memory', rateLimit: false });
    const off = await api('POST', '/api/v3/auth_configs', {
      toolkit: { slug: TURNED_OFF },
      auth_config: { type: 'use_custom_auth', auth_scheme: 'NO_AUTH' },
    });
    await api('PATCH', `/api/v3/auth_configs/${off.auth_config.id}/DISABLED`);
    const on = await api('POST', '/api/v3/auth_configs', { toolkit: { slug: SET_UP } });
    for (const config of [off, on]) setUpIds.add(config.auth_config.id as string);
    for (const user of USERS) {
      const session = await api('POST', '/api/v3/tool_router/session', { user_id: user, toolkits: { enable: TOOLKITS } });
      sessions.set(user, session.session_id as string);
    }
    relays = POLICIES.map((managedAuthConfigs) =>
      createRelay({
        target: (request) => service.fetch(request),
        apiKey: service.projectApiKey,
        rateLimit: false,
        toolExecution: true,
        managedAuthConfigs,
        authenticate: (request) => {
          const user = request.headers.get('x-user') ?? 'alice';
          return { userId: user, isAdmin: user.startsWith('admin-') };
        },
      }),
    );
  });

  afterAll(async () => {
    await service?.close();
  });

  /** The request a step sends: its path and body. */
  function requestOf(step: Step): { path: string; body: unknown } {
    const session = `/tool_router/session/${sessions.get(step.user)}`;
    const [first = 'github'] = step.toolkits;
    switch (step.kind) {
      case 'create':
        return { path: '/auth_configs', body: { toolkit: { slug: first } } };
      case 'createNamed':
        return { path: '/auth_configs', body: { toolkit: { slug: first }, auth_config: { type: 'use_vendor_managed_auth', name: 'mine' } } };
      case 'link':
        return { path: `${session}/link`, body: { toolkit: first } };
      case 'meta':
        return { path: `${session}/execute_meta`, body: { slug: 'PATCHBAY_MANAGE_CONNECTIONS', arguments: { toolkits: step.toolkits } } };
      case 'vendorMeta':
        return { path: `${session}/execute_meta`, body: { slug: 'COMPOSIO_MANAGE_CONNECTIONS', arguments: { toolkits: step.toolkits } } };
      case 'execute':
        return { path: `${session}/execute`, body: { tool_slug: 'PATCHBAY_MANAGE_CONNECTIONS', arguments: { toolkits: step.toolkits } } };
      case 'multi':
        return {
          path: `${session}/execute_meta`,
          body: {
            slug: 'PATCHBAY_MULTI_EXECUTE_TOOL',
            arguments: { tools: [{ tool_slug: 'PATCHBAY_MANAGE_CONNECTIONS', arguments: { toolkits: step.toolkits } }] },
          },
        };
    }
  }

  async function send(step: Step): Promise<Answer> {
    const { path, body } = requestOf(step);
    const relay = relays[step.relay]!;
    const request = new Request(`http://app.test/patchbay/api/v3${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-user': step.user },
      body: JSON.stringify(body),
    });
    return readAnswer(await deadline(relay(request), 'the relay'));
  }

  /** Whether `step` was allowed to make `toolkit`'s default config: an admin's call, or the policy of its relay naming it. */
  function mayCreate(step: Step, toolkit: string): boolean {
    if (!step.toolkits.includes(toolkit) || step.kind === 'createNamed') return false;
    const policy = POLICIES[step.relay];
    return step.user === 'admin-1' || policy === true || (Array.isArray(policy) && policy.includes(toolkit));
  }

  async function exercise(batches: Step[][]): Promise<void> {
    // Each run starts from the set-up configs only: whatever appears next, this run's calls made.
    for (const config of await configs()) {
      if (!setUpIds.has(config.id)) await api('DELETE', `/api/v3/auth_configs/${config.id}`);
    }
    const steps = batches.flat();
    for (const batch of batches) {
      // A batch's calls race: sent together, answered in any order.
      const answers = await Promise.all(batch.map(send));
      for (const [index, answer] of answers.entries()) {
        if (answer.status >= 500) fail(`${batch[index]!.kind} never answers 5xx`, answer);
      }
    }
    const made = (await configs()).filter((config) => !setUpIds.has(config.id));
    for (const config of made) {
      const slug = config.toolkit.slug;
      if (config.name === 'mine') {
        if (!steps.some((step) => step.kind === 'createNamed' && step.user === 'admin-1' && step.toolkits[0] === slug)) {
          fail(`a named config of '${slug}' comes only from an admin's own create`, null, JSON.stringify(config));
        }
        continue;
      }
      if (slug === TURNED_OFF && config.status === 'ENABLED') fail(`'${slug}', turned off by an admin, gets no enabled config`, null, config.id);
      if (!steps.some((step) => mayCreate(step, slug))) {
        fail(`a default config of '${slug}' appears only when a call of the run was allowed to make it (V14)`, null, JSON.stringify(config));
      }
    }
    const defaults = made.filter((config) => config.name !== 'mine');
    for (const slug of TOOLKITS) {
      const count = defaults.filter((config) => config.toolkit.slug === slug).length;
      if (count > 1) fail(`'${slug}' gets at most one default config however calls race (V17)`, null, `${count} configs`);
    }
  }

  it(
    'no call makes a config the policy forbids, no race makes two, and a turned-off toolkit stays off',
    async () => {
      const step = fc.record<Step>({
        kind: fc.constantFrom('create', 'createNamed', 'link', 'meta', 'execute', 'multi', 'vendorMeta'),
        user: fc.oneof({ weight: 3, arbitrary: fc.constant<User>('alice') }, { weight: 1, arbitrary: fc.constant<User>('admin-1') }),
        relay: fc.integer({ min: 0, max: POLICIES.length - 1 }),
        toolkits: fc.uniqueArray(fc.constantFrom(...TOOLKITS), { minLength: 1, maxLength: 3 }),
      });
      // Batches of up to 6 racing calls; a batch of one toolkit's creates is what V17 needs.
      const racingCreates = fc
        .tuple(fc.constantFrom(...FRESH), fc.integer({ min: 2, max: 6 }), fc.integer({ min: 0, max: POLICIES.length - 1 }))
        .map(([slug, count, relay]) => Array.from({ length: count }, (): Step => ({ kind: 'create', user: 'alice', relay, toolkits: [slug] })));
      const batch = fc.oneof({ weight: 3, arbitrary: fc.array(step, { minLength: 1, maxLength: 6 }) }, { weight: 1, arbitrary: racingCreates });
      await checkProperty('relay: managedAuthConfigs policy', fc.asyncProperty(fc.array(batch, { minLength: 1, maxLength: 4 }), exercise), RUNS, 60);
    },
    propertyTimeoutMs(RUNS, 60),
  );
});
