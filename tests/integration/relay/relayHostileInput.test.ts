import { beforeAll, describe, expect, it } from 'vitest';
import { createRelay, type RelayRequestEvent } from '@patchbay/relay';
import { endlessBody, expectEnvelope } from '@patchbay/server/testing';
import { authConfigFor, connectThroughRelay, useRelayService, type RelayFixture } from './relayFixture';

const TRIGGER = 'PATCHBAY_NOAUTH_DEMO_INCIDENT_OPENED';
const MiB = 1024 * 1024;

describe('relay: hostile input from a signed-in user', () => {
  const { t, open } = useRelayService('all');
  let relay: RelayFixture;
  let configId: string;
  let accountA: string;
  let accountB: string;
  let triggerB: string;
  const alice = () => relay.as('alice');

  beforeAll(async () => {
    relay = await open({ rateLimit: false });
    configId = await authConfigFor(t);
    accountA = await connectThroughRelay(relay, 'alice', configId);
    accountB = await connectThroughRelay(relay, 'bob', configId);
    const upsert = await relay
      .as('bob')
      .call('POST', `/trigger_instances/${TRIGGER}/upsert`, { body: { connected_account_id: accountB, trigger_config: {} } });
    expect(upsert.status).toBe(201);
    triggerB = upsert.body.trigger_id;
  });

  it("never lists another user's accounts or trigger instances through prototype keys in the query", async () => {
    const attacks = [
      '__proto__[user_ids]=bob',
      'constructor[prototype][user_ids]=bob',
      '__proto__[connected_account_ids]=ACCOUNT_B',
      'user_ids=alice&__proto__[user_ids]=bob',
      '__proto__%5Buser_ids%5D=bob',
    ];
    for (const attack of attacks) {
      const query = attack.replace('ACCOUNT_B', accountB);
      const accounts = await alice().call('GET', `/connected_accounts?${query}`);
      expect(accounts.status, query).toBe(200);
      expect(
        accounts.body.items.map((a: { id: string }) => a.id),
        query,
      ).toEqual([accountA]);
      const triggers = await alice().call('GET', `/trigger_instances/active?${query}`);
      expect(triggers.status, query).toBe(200);
      expect(JSON.stringify(triggers.body), query).not.toContain(triggerB);
    }
    // Only what the operation takes reaches the service.
    for (const request of relay.upstream) expect(request.path).not.toMatch(/__proto__|constructor|prototype/);
  });

  it('does not let a prototype key carry a redirect_url past the callback check', async () => {
    const refresh = await alice().call('POST', `/connected_accounts/${accountA}/refresh?__proto__[redirect_url]=https://evil.example/`);
    expect(refresh.status).toBe(200);
    expect(JSON.stringify(refresh.body)).not.toContain('evil.example');
    const sent = relay.upstream.filter((request) => request.path.includes('/refresh'));
    expect(sent.at(-1)?.path).toBe(`/api/v3/connected_accounts/${accountA}/refresh`);
    // The plain parameter is still checked.
    expectEnvelope(await alice().call('POST', `/connected_accounts/${accountA}/refresh?redirect_url=https://evil.example/`), 400);
  });

  it('answers unpaired surrogates in ids with a 400 envelope, never a crash', async () => {
    const cases: [string, string, unknown][] = [
      ['POST', '/tools/execute/proxy', { endpoint: '/status', method: 'GET', connected_account_id: '\ud800' }],
      ['POST', `/trigger_instances/${TRIGGER}/upsert`, { connected_account_id: '\udfff', trigger_config: {} }],
      ['POST', '/tool_router/session', { connected_accounts: { patchbay_noauth_demo: 'ca_\ud83d' } }],
      ['POST', '/connected_accounts/link', { auth_config_id: configId, callback_url: 'https://x.example/\ud800' }],
    ];
    for (const [method, path, body] of cases) {
      const answer = expectEnvelope(await alice().call(method, path, { body }), 400);
      expect(answer.errors.join(), path).toMatch(/unpaired UTF-16 surrogate/);
    }
  });

  it('answers 20,000-deep JSON with a 400 envelope', async () => {
    const rawBody = `{"connected_account_id":${'['.repeat(20_000)}${']'.repeat(20_000)}}`;
    const response = await fetch(`${relay.base}/api/v3/tools/execute/proxy`, {
      method: 'POST',
      headers: { cookie: 'sid=alice', 'content-type': 'application/json' },
      body: rawBody,
    });
    expect(response.status).toBe(400);
    expect((await response.json()).error.message).toMatch(/nests deeper than 64 levels/);
  });

  it('refuses numbers JSON cannot carry, naming the field, instead of forwarding them as null', async () => {
    const before = relay.upstream.length;
    const send = async (rawBody: string, field: string) => {
      const response = await fetch(`${relay.base}/api/v3/trigger_instances/${TRIGGER}/upsert`, {
        method: 'POST',
        headers: { cookie: 'sid=alice', 'content-type': 'application/json' },
        body: rawBody,
      });
      expect(response.status, rawBody).toBe(400);
      expect((await response.json()).error.errors, rawBody).toEqual([`${field}: number out of range`]);
    };
    await send(`{"connected_account_id":"${accountA}","trigger_config":{"threshold":1e999}}`, 'body.trigger_config.threshold');
    await send(`{"connected_account_id":"${accountA}","trigger_config":{"levels":[1,-2e400]}}`, 'body.trigger_config.levels[1]');
    expect(relay.upstream.length).toBe(before);
    // The service refuses them the same way when called directly.
    const direct = await t.api('POST', `/api/v3/trigger_instances/${TRIGGER}/upsert`, {
      rawBody: `{"connected_account_id":"${accountA}","trigger_config":{"threshold":1e999}}`,
      headers: { 'content-type': 'application/json' },
    });
    expect(direct.status).toBe(400);
    expect(direct.body.error.errors).toEqual(['body.trigger_config.threshold: number out of range']);
  });
});

describe('relay: limits', () => {
  const { t, open } = useRelayService('each');

  it('stops reading a chunked body at maxBodyBytes and forwards nothing', async () => {
    const events: RelayRequestEvent[] = [];
    const relay = createRelay({
      target: (request) => t.server.fetch(request),
      apiKey: t.server.projectApiKey,
      authenticate: () => ({ userId: 'alice' }),
      onRequest: (event) => events.push(event),
    });
    const body = endlessBody(200 * MiB);
    const before = process.memoryUsage().rss;
    const response = await relay(
      new Request('http://app.test/patchbay/api/v3/toolkits/multi', { method: 'POST', body: body.stream, duplex: 'half' } as RequestInit),
    );
    expect(response.status).toBe(413);
    expect((await response.json()).error.slug).toBe('payload_too_large');
    expect(body.pulled()).toBeLessThan(2 * MiB);
    expect(process.memoryUsage().rss - before).toBeLessThan(64 * MiB);
    expect(events).toMatchObject([{ status: 413, forwarded: false, userId: 'alice' }]);
  });

  it('limits each user on their own, so one user cannot spend the project quota', async () => {
    const relay = await open({ rateLimit: { limit: 3, windowMs: 60_000 } });
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await relay.as('alice').call('GET', '/toolkits/categories')).status);
    expect(statuses).toEqual([200, 200, 200, 429]);
    const limited = await relay.as('alice').call('GET', '/toolkits/categories');
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(limited.body.error.message).toMatch(/per user/);
    expect((await relay.as('bob').call('GET', '/toolkits/categories')).status).toBe(200);
  });

  it('never throws: a failing authenticate() is a 500 envelope, reported once to onRequest', async () => {
    const events: RelayRequestEvent[] = [];
    const relay = createRelay({
      target: (request) => t.server.fetch(request),
      apiKey: t.server.projectApiKey,
      authenticate: () => {
        throw new Error('session store is down');
      },
      onRequest: (event) => {
        events.push(event);
        throw new Error('a logger that throws too');
      },
    });
    const response = await relay(new Request('http://app.test/patchbay/api/v3/toolkits/categories'));
    expect(response.status).toBe(500);
    const body = await response.json();
    expect(body.error.slug).toBe('internal_error');
    expect(JSON.stringify(body)).not.toContain('session store is down');
    expect(events).toHaveLength(1);
    expect((events[0]?.error as Error).message).toBe('session store is down');
  });

  it('refuses user ids it could not bind requests to', async () => {
    for (const userId of ['\ud800', 'a\u0000b', 'tab\there']) {
      const relay = createRelay({ target: (request) => t.server.fetch(request), apiKey: t.server.projectApiKey, authenticate: () => ({ userId }) });
      const response = await relay(new Request('http://app.test/patchbay/api/v3/connected_accounts'));
      expect(response.status, JSON.stringify(userId)).toBe(500);
    }
  });
});

describe('relay: a session link may create the default auth config, never around a disabled one', () => {
  const { t, open } = useRelayService('each');
  const configsOf = async (slug: string) =>
    (await t.api('GET', `/api/v3/auth_configs?toolkit_slug=${slug}`)).body.items as { id: string; status: string; is_vendor_managed: boolean }[];

  it("creates the project's one vendor-managed config for a toolkit that has none, and reuses it", async () => {
    const relay = await open();
    const session = await relay.as('alice').call('POST', '/tool_router/session', { body: { toolkits: { enable: ['patchbay_oauth_demo'] } } });
    expect(session.status).toBe(201);
    const link = () =>
      relay.as('alice').call('POST', `/tool_router/session/${session.body.session_id}/link`, { body: { toolkit: 'patchbay_oauth_demo' } });
    expect((await link()).status).toBe(201);
    expect((await link()).status).toBe(201);
    const configs = await configsOf('patchbay_oauth_demo');
    expect(configs).toHaveLength(1);
    expect(configs[0]).toMatchObject({ status: 'ENABLED', is_vendor_managed: true });
  });

  it('refuses the link, and creates nothing, when an admin disabled the toolkit', async () => {
    const relay = await open();
    const disabled = await authConfigFor(t, 'patchbay_oauth_demo');
    expect((await t.api('PATCH', `/api/v3/auth_configs/${disabled}/DISABLED`)).status).toBe(200);
    const session = await relay.as('alice').call('POST', '/tool_router/session', { body: { toolkits: { enable: ['patchbay_oauth_demo'] } } });
    const link = await relay
      .as('alice')
      .call('POST', `/tool_router/session/${session.body.session_id}/link`, { body: { toolkit: 'patchbay_oauth_demo' } });
    expect(expectEnvelope(link, 422).slug).toBe('auth_config_disabled');
    expect(await configsOf('patchbay_oauth_demo')).toEqual([expect.objectContaining({ id: disabled, status: 'DISABLED' })]);
  });
});
