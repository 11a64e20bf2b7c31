import { beforeAll, describe, expect, it } from 'vitest';
import { expectEnvelope } from '@patchbay/server/testing';
import { DEFAULT_ALLOW } from '@patchbay/relay';
import { ADMIN, authConfigFor, connectThroughRelay, useRelayService, type RelayFixture } from './relayFixture';

/** /api/v3.1, where the vendor's later SDKs call: the same operations and rules as /api/v3, forwarded as asked. */
describe('relay: API versions', () => {
  const { t, open } = useRelayService('all');
  let relay: RelayFixture;
  let aliceAccount: string;
  let bobAccount: string;

  beforeAll(async () => {
    relay = await open({ rateLimit: false, allow: [...DEFAULT_ALLOW, 'webhookSubscriptions.list', 'mcp.listAppServers'] });
    const configId = await authConfigFor(t);
    aliceAccount = await connectThroughRelay(relay, 'alice', configId);
    bobAccount = await connectThroughRelay(relay, 'bob', configId);
  });

  const lastForwarded = () => {
    const request = relay.upstream.at(-1);
    return request && `${request.method} ${request.path}`;
  };

  it('forwards /api/v3.1 calls under /api/v3.1, bound to the user as under /api/v3', async () => {
    const listed = await relay.as('alice').call('GET', '/connected_accounts?user_ids=bob', { apiVersion: 'v3.1' });
    expect(listed.status).toBe(200);
    expect(listed.body.items.map((account: { id: string }) => account.id)).toEqual([aliceAccount]);
    expect(lastForwarded()).toBe('GET /api/v3.1/connected_accounts?user_ids=alice');

    expect((await relay.as('alice').call('GET', `/connected_accounts/${aliceAccount}`, { apiVersion: 'v3.1' })).status).toBe(200);
    const foreign = await relay.as('alice').call('GET', `/connected_accounts/${bobAccount}`, { apiVersion: 'v3.1' });
    expect(expectEnvelope(foreign, 404).message).toBe(`Connected account '${bobAccount}' was not found.`);
    // Admin-only stays admin-only.
    expectEnvelope(await relay.as('alice').call('GET', '/webhook_subscriptions', { apiVersion: 'v3.1' }), 403);
    expect((await relay.as(ADMIN).call('GET', '/webhook_subscriptions', { apiVersion: 'v3.1' })).status).toBe(200);
    expectEnvelope(await relay.as(null).call('GET', '/toolkits/categories', { apiVersion: 'v3.1' }), 401);
  });

  it('refuses what matches no operation, under any prefix, before anything reaches the service', async () => {
    const before = relay.upstream.length;
    const browser = relay.as('alice');
    const paths = [
      '/api/v3.1/nope',
      '/api/v3.2/toolkits/categories',
      '/api/v3%2E1/toolkits/categories',
      '/api/v31/toolkits/categories',
      '/api/toolkits',
    ];
    for (const path of paths) {
      const response = await fetch(`${relay.base}${path}`, { headers: { cookie: 'sid=alice' } });
      const body = (await response.json()) as { error: { message: string } };
      expect(response.status, path).toBe(403);
      expect(body.error.message).toBe('This operation is not allowed through the relay.');
    }
    expectEnvelope(await browser.call('DELETE', '/toolkits/categories', { apiVersion: 'v3.1' }), 403);
    expect(relay.upstream.length).toBe(before);
  });

  it('lets users read the slug lists and arguments from text; servers of an app are for admins', async () => {
    const browser = relay.as('alice');
    for (const apiVersion of ['v3', 'v3.1'] as const) {
      expect((await browser.call('GET', '/tools/enum', { apiVersion })).body).toContain('PATCHBAY_OAUTH_DEMO_CREATE_TASK');
      expect((await browser.call('GET', '/triggers_types/list/enum', { apiVersion })).status).toBe(200);
      const input = await browser.call('POST', '/tools/execute/PATCHBAY_OAUTH_DEMO_CREATE_TASK/input', { body: { text: 'title: Ship' }, apiVersion });
      expect(input.body.arguments.title).toBe('Ship');
      expectEnvelope(await browser.call('GET', '/mcp/app/patchbay_oauth_demo', { apiVersion }), 403);
      expect((await relay.as(ADMIN).call('GET', '/mcp/app/patchbay_oauth_demo', { apiVersion })).status).toBe(200);
    }
  });
});
