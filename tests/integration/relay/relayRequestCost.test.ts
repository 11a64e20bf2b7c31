import { createPatchbayServer } from '@patchbay/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectEnvelope } from '@patchbay/server/testing';
import { createRelay } from '@patchbay/relay';
import { authConfigFor, connectThroughRelay, useRelayService, type RelayFixture } from './relayFixture';

/** The most connected accounts one session may name through the relay. */
const BOUND = 50;

describe('relay: what one request costs the service is bounded', () => {
  const { t, open } = useRelayService('all');
  let relay: RelayFixture;
  let configId: string;
  let bobsAccount: string;
  /** Accounts of alice's, made by the app's backend (INITIATED is enough to be hers). */
  const alicesAccounts: string[] = [];

  beforeAll(async () => {
    relay = await open({ rateLimit: false });
    configId = await authConfigFor(t);
    bobsAccount = await connectThroughRelay(relay, 'bob', configId);
    for (let i = 0; i < BOUND; i++) {
      const link = await t.api('POST', '/api/v3/connected_accounts/link', { body: { auth_config_id: configId, user_id: 'alice' } });
      expect(link.status).toBe(201);
      alicesAccounts.push(link.body.connected_account_id);
    }
  });

  /** What reached the service (lookups and forwarded calls) during `run`. */
  async function upstreamOf<T>(run: () => Promise<T>): Promise<{ result: T; calls: string[] }> {
    const before = relay.upstream.length;
    const result = await run();
    return { result, calls: relay.upstream.slice(before).map((request) => `${request.method} ${request.path.split('?')[0]}`) };
  }

  /** A session naming `ids`, each under a toolkit slug of its own. */
  const createSession = (ids: string[]) =>
    relay.as('alice').call('POST', '/tool_router/session', {
      body: { connected_accounts: Object.fromEntries(ids.map((id, index) => [`toolkit_${index}`, id])) },
    });

  it(`refuses a session naming more than ${BOUND} connected accounts with a 400, before any lookup`, async () => {
    const ids = [...alicesAccounts, alicesAccounts[0]!];
    const { result, calls } = await upstreamOf(() => createSession(ids));
    const error = expectEnvelope(result, 400);
    expect(error.message).toBe(`body.connected_accounts names more than ${BOUND} connected accounts.`);
    expect(error.field_errors).toEqual([{ path: ['body', 'connected_accounts'], code: 'too_big', message: expect.stringContaining(`${BOUND}`) }]);
    expect(calls).toEqual([]);
  });

  it(`checks ${BOUND} accounts with one lookup, then forwards the call once`, async () => {
    const { result, calls } = await upstreamOf(() => createSession(alicesAccounts));
    // The service then refuses the made-up toolkit slugs: ownership was all the relay had to settle.
    expect(result.status).toBe(400);
    expect(calls).toEqual(['GET /api/v3/connected_accounts', 'POST /api/v3/tool_router/session']);
    const own = await relay
      .as('alice')
      .call('POST', '/tool_router/session', { body: { connected_accounts: { patchbay_noauth_demo: alicesAccounts[0] } } });
    expect(own.status).toBe(201);
  });

  it("refuses another user's account among them exactly like a missing one, with the same one lookup", async () => {
    const missing = expectEnvelope(await relay.as('alice').call('GET', '/connected_accounts/ca_doesnotexist1'), 404);
    const ids = [...alicesAccounts.slice(0, 20), bobsAccount, ...alicesAccounts.slice(20, BOUND - 1)];
    const { result, calls } = await upstreamOf(() => createSession(ids));
    const refused = expectEnvelope(result, 404);
    expect(refused.message).toBe(missing.message.replace('ca_doesnotexist1', bobsAccount));
    expect(refused.suggested_fix).toBe(missing.suggested_fix);
    expect(calls).toEqual(['GET /api/v3/connected_accounts']);
  });

  it('charges the lookups to the per-user budget too, in calls to the service', async () => {
    const limited = await open({ rateLimit: { limit: 3, windowMs: 60_000 } });
    const read = () => limited.as('alice').call('GET', `/connected_accounts/${alicesAccounts[0]}`);
    // A lookup and the forwarded call: 2 of alice's 3.
    expect((await read()).status).toBe(200);
    expect(limited.upstream.length).toBe(2);
    // The next forwarded call would be the third; its lookup the fourth: refused before reaching the service.
    const refused = await read();
    expect(expectEnvelope(refused, 429).message).toMatch(/per user/);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(limited.upstream.length).toBe(2);
    expect((await limited.as('bob').call('GET', `/connected_accounts/${bobsAccount}`)).status).toBe(200);
  });
});

describe('relay: the service at its project limit', () => {
  it('answers a lookup the service refused with 429 and its Retry-After, not 502; forwarded calls alike', async () => {
    const service = createPatchbayServer({ storage: 'memory', rateLimit: { limit: 1, windowMs: 60_000 } });
    try {
      const relay = createRelay({
        target: (request) => service.fetch(request),
        apiKey: service.projectApiKey,
        rateLimit: false,
        authenticate: () => ({ userId: 'alice' }),
      });
      const get = (path: string) => relay(new Request(`http://app.test/patchbay/api/v3${path}`));
      expect((await get('/toolkits/categories')).status).toBe(200);

      // The ownership lookup is the call that meets the limit.
      const lookup = await get('/connected_accounts/ca_anyaccount1');
      expect(lookup.status).toBe(429);
      expect(Number(lookup.headers.get('retry-after'))).toBeGreaterThan(0);
      expect((await lookup.json()).error.slug).toBe('rate_limited');

      const forwarded = await get('/toolkits/categories');
      expect(forwarded.status).toBe(429);
      expect(Number(forwarded.headers.get('retry-after'))).toBeGreaterThan(0);
      expect((await forwarded.json()).error.slug).toBe('rate_limited');
    } finally {
      await service.close();
    }
  });
});
