import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createPatchbayServer, type PatchbayServer } from '../src/createPatchbayServer';

const ORIGIN = 'http://patchbay.test';
const HOOK_ORIGIN = 'http://hooks.example';
/** Grants (open consent screens and unredeemed codes) the service keeps at most, as its README documents. */
const MAX_GRANTS = 1_000;

/**
 * What requests leave behind in a running service: anything they may grow
 * without a key has a bound, whatever the request says about itself.
 */
describe('state that requests leave behind', () => {
  let server: PatchbayServer;
  /** The URLs the service sent out through its outside fetch, rather than answering in-process. */
  let sentOut: string[];

  beforeEach(() => {
    sentOut = [];
    server = createPatchbayServer({
      rateLimit: false,
      fetch: (input) => {
        sentOut.push(input instanceof Request ? input.url : String(input));
        return Promise.resolve(new Response(null, { status: 204 }));
      },
    });
  });
  afterEach(async () => {
    await server.close();
  });

  const call = (method: string, path: string, body?: unknown, origin = ORIGIN) =>
    server.fetch(
      new Request(origin + path, {
        method,
        headers: { 'x-api-key': server.projectApiKey, 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      }),
    );

  it('remembers no origin a request arrived at: after thousands of large Host headers, a webhook to one of them still goes out', async () => {
    // Unauthenticated, each at its own 4 KB host: a process that kept them would hold 8 MB more after this loop.
    for (let i = 0; i < 2_000; i += 1) {
      const response = await server.fetch(new Request(`http://${'h'.repeat(4_000)}${i}.example/api/v3/toolkits`));
      expect(response.status).toBe(401);
    }
    expect((await server.fetch(new Request(`${HOOK_ORIGIN}/api/v3/toolkits`))).status).toBe(401);

    // A webhook aimed at one of those hosts goes out over the network: the host a request named is not "the service".
    expect((await call('POST', '/api/v3/webhook_subscriptions', { webhook_url: `${HOOK_ORIGIN}/hook` })).status).toBe(201);
    const config = (await (await call('POST', '/api/v3/auth_configs', { toolkit: { slug: 'patchbay_noauth_demo' } })).json()) as {
      auth_config: { id: string };
    };
    const link = (await (await call('POST', '/api/v3/connected_accounts/link', { auth_config_id: config.auth_config.id, user_id: 'u1' })).json()) as {
      redirect_url: string;
    };
    const connected = await server.fetch(new Request(link.redirect_url, { method: 'POST', redirect: 'manual' }));
    expect(connected.status).toBeLessThan(400);
    await server.idle();
    expect(sentOut).toEqual([`${HOOK_ORIGIN}/hook`]);
  });

  it("still answers in-process what a request calls on its own origin (the built-in toolkits' sandbox)", async () => {
    for (let i = 0; i < 100; i += 1) await server.fetch(new Request(`http://other-${i}.example/api/v3/toolkits`));
    const response = await call('POST', '/api/v3/tools/execute/PATCHBAY_NOAUTH_DEMO_GET_STATUS', {});
    expect(await response.json()).toMatchObject({ successful: true, data: { status: 'operational' } });
    expect(sentOut).toEqual([]);
  });

  it('holds at most MAX_GRANTS open consent screens, however many are opened without a key', async () => {
    const config = (await (await call('POST', '/api/v3/auth_configs', { toolkit: { slug: 'patchbay_oauth_demo' } })).json()) as {
      auth_config: { id: string };
    };
    const link = (await (await call('POST', '/api/v3/connected_accounts/link', { auth_config_id: config.auth_config.id, user_id: 'u1' })).json()) as {
      redirect_url: string;
    };
    const page = await (await server.fetch(new Request(link.redirect_url))).text();
    const authorize = /href="([^"]*\/oauth\/authorize\?[^"]*)"/.exec(page)?.[1]?.replaceAll('&amp;', '&');
    expect(authorize).toBeDefined();

    for (let i = 0; i < MAX_GRANTS + 200; i += 1) {
      const url = new URL(authorize!);
      url.searchParams.set('state', `${i}-${'s'.repeat(2_000)}`);
      expect((await server.fetch(new Request(url))).status).toBe(200);
      if (i % 100 === 0) expect(server.store.count('oauth_codes')).toBeLessThanOrEqual(MAX_GRANTS);
    }
    expect(server.store.count('oauth_codes')).toBe(MAX_GRANTS);
  }, 30_000);
});
