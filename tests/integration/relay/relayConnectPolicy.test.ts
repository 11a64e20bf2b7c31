import { describe, expect, it } from 'vitest';
import { createRelay, type RelayOptions } from '@patchbay/relay';
import { expectEnvelope } from '@patchbay/server/testing';
import { ADMIN, CALLBACK_PATH, useRelayService, type RelayFixture } from './relayFixture';

/** Catalog apps nobody set up: links and Manage connections would make their default auth config. */
const SLACK = 'slack';
const GITHUB = 'github';
const MANAGE = 'PATCHBAY_MANAGE_CONNECTIONS';

describe('relay: one managedAuthConfigs policy on every path that can make an auth config', () => {
  const { t, open } = useRelayService('each');

  const configsOf = async (slug: string) =>
    (await t.api('GET', `/api/v3/auth_configs?toolkit_slug=${slug}&show_disabled=true`)).body.items as { id: string; status: string }[];
  /** The app's backend sets a toolkit up (project key), as an admin would. */
  const setUp = async (slug: string) => (await t.api('POST', '/api/v3/auth_configs', { body: { toolkit: { slug } } })).body.auth_config.id as string;
  const sessionOf = async (relay: RelayFixture, user: string, body: Record<string, unknown>) => {
    const created = await relay.as(user).call('POST', '/tool_router/session', { body });
    expect(created.status).toBe(201);
    return created.body.session_id as string;
  };
  const link = (relay: RelayFixture, user: string, session: string, toolkit: string) =>
    relay.as(user).call('POST', `/tool_router/session/${session}/link`, { body: { toolkit, callback_url: relay.url + CALLBACK_PATH } });
  const meta = (relay: RelayFixture, user: string, session: string, slug: string, args: unknown) =>
    relay.as(user).call('POST', `/tool_router/session/${session}/execute_meta`, { body: { slug, arguments: args } });
  const execute = (relay: RelayFixture, user: string, session: string, slug: string, args: unknown) =>
    relay.as(user).call('POST', `/tool_router/session/${session}/execute`, { body: { tool_slug: slug, arguments: args } });

  it('managedAuthConfigs: false refuses a session link for a toolkit with no config (V14), and allows it once one exists', async () => {
    const relay = await open({ managedAuthConfigs: false });
    const session = await sessionOf(relay, 'alice', { toolkits: { enable: [SLACK] } });
    const refused = expectEnvelope(await link(relay, 'alice', session, SLACK), 403);
    expect(refused.message).toBe('This app cannot be connected here yet: it is not set up for this app.');
    expect(refused.errors).toEqual([`body.toolkit: '${SLACK}' has no auth config and users may not create one`]);
    expect(await configsOf(SLACK)).toEqual([]);
    // Set up from the app's backend, it is the one the link goes through.
    const configId = await setUp(SLACK);
    const linked = await link(relay, 'alice', session, SLACK);
    expect(linked.status).toBe(201);
    expect((await configsOf(SLACK)).map((config) => config.id)).toEqual([configId]);
  });

  it('managedAuthConfigs: false refuses Manage connections through execute_meta, execute and multi-execute, and allows it once a config exists', async () => {
    const relay = await open({ managedAuthConfigs: false, toolExecution: true });
    const session = await sessionOf(relay, 'alice', { toolkits: { enable: [SLACK, GITHUB] } });
    const attempts = [
      () => meta(relay, 'alice', session, MANAGE, { toolkits: [SLACK] }),
      // The vendor's name and spelling: the relay also stands in front of the vendor's service.
      () => meta(relay, 'alice', session, 'composio_manage_connections', { toolkits: [SLACK] }),
      () => execute(relay, 'alice', session, MANAGE, { toolkits: [SLACK] }),
      () =>
        meta(relay, 'alice', session, 'PATCHBAY_MULTI_EXECUTE_TOOL', {
          tools: [
            { tool_slug: 'PATCHBAY_SEARCH_TOOLS', arguments: { query: 'x' } },
            { tool_slug: MANAGE, arguments: { toolkits: [GITHUB, SLACK] } },
          ],
        }),
    ];
    for (const attempt of attempts) {
      const refused = expectEnvelope(await attempt(), 403);
      expect(refused.errors.join('\n')).toContain(`'${SLACK}' has no auth config`);
    }
    expect(await configsOf(SLACK)).toEqual([]);
    expect(await configsOf(GITHUB)).toEqual([]);

    await setUp(SLACK);
    const managed = await meta(relay, 'alice', session, MANAGE, { toolkits: [SLACK] });
    expect(managed.status).toBe(200);
    expect(managed.body.data.connections[0]).toMatchObject({ toolkit: SLACK, status: 'INITIATED' });
    expect(await configsOf(SLACK)).toHaveLength(1);
    // Toolkits the relay cannot read are refused before anything is read or run.
    expectEnvelope(await meta(relay, 'alice', session, MANAGE, { toolkits: 'slack,github' }), 400);
    expectEnvelope(await meta(relay, 'alice', session, MANAGE, {}), 400);
  });

  it('a list allows exactly its toolkits, on links and Manage connections alike', async () => {
    const relay = await open({ managedAuthConfigs: [GITHUB], toolExecution: true });
    const session = await sessionOf(relay, 'alice', { toolkits: { enable: [SLACK, GITHUB] } });
    expectEnvelope(await link(relay, 'alice', session, SLACK), 403);
    expectEnvelope(await meta(relay, 'alice', session, MANAGE, { toolkits: [GITHUB, SLACK] }), 403);
    expect(await configsOf(SLACK)).toEqual([]);
    expect(await configsOf(GITHUB)).toEqual([]);
    expect((await link(relay, 'alice', session, GITHUB)).status).toBe(201);
    expect(await configsOf(GITHUB)).toHaveLength(1);
    // Admins may make any toolkit's default config, through a link too.
    const adminSession = await sessionOf(relay, ADMIN, { toolkits: { enable: [SLACK] } });
    expect((await link(relay, ADMIN, adminSession, SLACK)).status).toBe(201);
  });

  it('a session that maps its own auth config needs no policy lookup', async () => {
    const relay = await open({ managedAuthConfigs: false });
    const configId = await setUp(SLACK);
    const session = await sessionOf(relay, 'alice', { toolkits: { enable: [SLACK] }, auth_configs: { [SLACK]: configId } });
    const before = relay.upstream.length;
    expect((await link(relay, 'alice', session, SLACK)).status).toBe(201);
    expect(relay.upstream.slice(before).map((request) => `${request.method} ${request.path.split('?')[0]}`)).toEqual([
      `GET /api/v3/tool_router/session/${session}`,
      `POST /api/v3/tool_router/session/${session}/link`,
    ]);
  });

  it('a toolkit an admin turned off stays off for everyone, admins too, by every path: 422 auth_config_disabled', async () => {
    const relay = await open({ toolExecution: true });
    const configId = await setUp(SLACK);
    await t.api('PATCH', `/api/v3/auth_configs/${configId}/DISABLED`);
    for (const user of ['alice', ADMIN]) {
      const session = await sessionOf(relay, user, { toolkits: { enable: [SLACK] } });
      const answers = [
        await relay.as(user).call('POST', '/auth_configs', { body: { toolkit: { slug: SLACK } } }),
        await link(relay, user, session, SLACK),
        await meta(relay, user, session, MANAGE, { toolkits: [SLACK] }),
        await execute(relay, user, session, MANAGE, { toolkits: [SLACK] }),
      ];
      for (const answer of answers) {
        const refused = expectEnvelope(answer, 422);
        expect(refused.slug).toBe('auth_config_disabled');
        expect(refused.message).toContain('turned off');
      }
    }
    expect((await configsOf(SLACK)).map((config) => config.status)).toEqual(['DISABLED']);
    // An admin's own config (a name) is another matter: explicit, and forwarded as sent.
    const own = await relay.as(ADMIN).call('POST', '/auth_configs', {
      body: { toolkit: { slug: SLACK }, auth_config: { type: 'use_vendor_managed_auth', name: 'Support workspace' } },
    });
    expect(own.status).toBe(201);
  });

  describe('racing creates of one default config (V17)', () => {
    const authenticate: RelayOptions['authenticate'] = (request) => ({ userId: request.headers.get('x-user') ?? 'alice' });
    const createFrom = (relay: (request: Request) => Promise<Response>, user: string, slug: string) =>
      relay(
        new Request('http://app.test/patchbay/api/v3/auth_configs', {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-user': user },
          body: JSON.stringify({ toolkit: { slug } }),
        }),
      );

    it('20 users creating at once, in process, make exactly one config, and all of them get it', async () => {
      const relay = createRelay({ target: (request) => t.server.fetch(request), apiKey: t.server.projectApiKey, authenticate, rateLimit: false });
      const answers = await Promise.all(Array.from({ length: 20 }, (_, index) => createFrom(relay, `user-${index}`, GITHUB)));
      const bodies = (await Promise.all(answers.map((answer) => answer.json()))) as { auth_config: { id: string } }[];
      expect(answers.map((answer) => answer.status)).toEqual(Array(20).fill(201));
      const configs = await configsOf(GITHUB);
      expect(configs).toHaveLength(1);
      expect(new Set(bodies.map((body) => body.auth_config.id))).toEqual(new Set([configs[0]!.id]));
    });

    it('make one config even in front of a service that would create one per request (as the vendor may)', async () => {
      // Every create reaching this service is made explicit (named), so the service alone would keep each one.
      const unguarded = async (request: Request) => {
        if (request.method !== 'POST' || !new URL(request.url).pathname.endsWith('/auth_configs')) return t.server.fetch(request);
        const body = (await request.json()) as { toolkit: { slug: string } };
        const named = { ...body, auth_config: { type: 'use_vendor_managed_auth', name: `made for ${crypto.randomUUID()}` } };
        return t.server.fetch(new Request(request.url, { method: 'POST', headers: request.headers, body: JSON.stringify(named) }));
      };
      const relay = createRelay({ target: unguarded, apiKey: t.server.projectApiKey, authenticate, rateLimit: false });
      const answers = await Promise.all(Array.from({ length: 20 }, (_, index) => createFrom(relay, `user-${index}`, SLACK)));
      expect(answers.map((answer) => answer.status)).toEqual(Array(20).fill(201));
      expect(await configsOf(SLACK)).toHaveLength(1);
      // Once it is made, a later create meets it: nothing more is created.
      expect((await createFrom(relay, 'late', SLACK)).status).toBe(409);
      expect(await configsOf(SLACK)).toHaveLength(1);
    });

    it('over HTTP too', async () => {
      const relay = await open();
      const answers = await Promise.all(
        Array.from({ length: 10 }, (_, index) => relay.as(`user-${index}`).call('POST', '/auth_configs', { body: { toolkit: { slug: GITHUB } } })),
      );
      // Requests that met it in flight share its answer; those that came after it was made are told it exists.
      const statuses = answers.map((answer) => answer.status);
      expect(statuses.filter((status) => status !== 201 && status !== 409)).toEqual([]);
      expect(statuses).toContain(201);
      expect(await configsOf(GITHUB)).toHaveLength(1);
    });
  });
});
