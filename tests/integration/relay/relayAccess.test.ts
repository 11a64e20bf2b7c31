import { describe, expect, it } from 'vitest';
import { createRelay, DEFAULT_ALLOW } from '@patchbay/relay';
import { serveNode } from '@patchbay/server';
import { expectEnvelope, toolSlugsOf } from '@patchbay/server/testing';
import { ADMIN, authConfigFor, connectThroughRelay, useRelayService } from './relayFixture';

const TOOL = toolSlugsOf('patchbay_noauth_demo')[0]!;
const UPLOAD = {
  toolkit_slug: 'patchbay_noauth_demo',
  tool_slug: TOOL,
  filename: 'a.txt',
  mimetype: 'text/plain',
  md5: '5eb63bbbe01eeed093cb22bb8f5acdc3',
};

describe('relay: who may call what', () => {
  const { t, open } = useRelayService();

  it('answers 401 in the envelope without a signed-in user, and forwards nothing', async () => {
    const relay = await open();
    const refused = expectEnvelope(await relay.as(null).call('GET', '/connected_accounts'), 401);
    expect(refused.slug).toBe('unauthorized');
    expect(relay.upstream).toEqual([]);
  });

  it('refuses operations that are not allow-listed with 403, before they reach the service', async () => {
    const relay = await open();
    const attempts = [
      ['GET', '/webhook_subscriptions'],
      ['POST', '/webhook_subscriptions'],
      ['PATCH', '/auth_configs/ac_whatever/DISABLED'],
      ['GET', '/mcp/servers'],
      ['GET', '/mcp/servers/1b4e28ba-2fa1-11d2-883f-0016d3cca427/instances'],
      ['POST', '/mcp/servers/generate'],
      ['GET', '/org/owner/project/list'],
      ['GET', '/no_such_endpoint'],
      ['PUT', '/connected_accounts/link'],
      ['GET', '/connected_accounts/'],
      ['GET', '/connected_accounts//refresh'],
    ] as const;
    for (const user of ['alice', ADMIN]) {
      for (const [method, path] of attempts) {
        const refused = expectEnvelope(await relay.as(user).call(method, path, method === 'GET' ? {} : { body: {} }), 403);
        expect(refused.message).toBe('This operation is not allowed through the relay.');
      }
    }
    for (const path of ['/patchbay', '/patchbay/api/v2/connected_accounts', '/patchbay/sandbox/patchbay_noauth_demo/status']) {
      const response = await fetch(relay.url + path, { headers: { cookie: 'sid=alice' } });
      expect(response.status).toBe(403);
    }
    expect(relay.upstream).toEqual([]);
  });

  it('narrows to a custom allow list, and opens admin operations listed there to admins only', async () => {
    const relay = await open({ allow: ['toolkits.list', 'webhookSubscriptions.list'] });
    expectEnvelope(await relay.as('alice').call('GET', '/connected_accounts'), 403);
    expect((await relay.as('alice').call('POST', '/toolkits/multi', { body: {} })).status).toBe(200);
    expectEnvelope(await relay.as('alice').call('GET', '/webhook_subscriptions'), 403);
    expect((await relay.as(ADMIN).call('GET', '/webhook_subscriptions')).status).toBe(200);
    expect(() => createRelay({ target: t.baseUrl, apiKey: 'k', authenticate: () => null, allow: ['projects.list' as never] })).toThrow(
      /unknown operation 'projects.list'/,
    );
  });

  it("keeps files to admins unless files: 'shared'", async () => {
    const relay = await open();
    expectEnvelope(await relay.as('alice').call('GET', '/files/list'), 403);
    expectEnvelope(await relay.as('alice').call('POST', '/files/upload/request', { body: UPLOAD }), 403);
    expect((await relay.as(ADMIN).call('GET', '/files/list')).status).toBe(200);

    const shared = await open({ files: 'shared' });
    expect((await shared.as('alice').call('GET', '/files/list')).status).toBe(200);
    expect((await shared.as('alice').call('POST', '/files/upload/request', { body: UPLOAD })).status).toBe(201);
  });

  it("opens organization endpoints only to admins, and only with organization: 'admins'", async () => {
    const closed = await open();
    expectEnvelope(await closed.as(ADMIN).call('GET', '/org/owner/project/list'), 403);

    const relay = await open({ organization: 'admins' });
    expectEnvelope(await relay.as('alice').call('GET', '/org/owner/project/list'), 403);
    expectEnvelope(await relay.as('alice').call('POST', '/org/owner/project/new', { body: { name: 'sneaky' } }), 403);
    expect((await relay.as(ADMIN).call('GET', '/org/owner/project/list')).status).toBe(200);
    const created = await relay.as(ADMIN).call('POST', '/org/owner/project/new', { body: { name: 'second', should_create_api_key: true } });
    expect(created.status).toBe(201);
    // The new project's own key goes to the admin who asked for it; the relay's keys never do.
    expect(created.body.api_key).toEqual(expect.any(String));
    // One project, read by an admin only: its keys by id and name, never a key.
    expectEnvelope(await relay.as('alice').call('GET', `/org/owner/project/${created.body.id}`), 403);
    const read = await relay.as(ADMIN).call('GET', `/org/owner/project/${created.body.id}`);
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({ id: created.body.id, name: 'second', deleted: false, api_keys: [{ id: expect.stringMatching(/^key_/) }] });
    expect(JSON.stringify(read.body)).not.toContain(created.body.api_key);
    const orgCalls = relay.upstream.filter((r) => r.path.startsWith('/api/v3/org/'));
    expect(orgCalls.map((r) => [r.headers.get('x-org-api-key'), r.headers.get('x-api-key')])).toEqual([
      [t.server.orgApiKey, null],
      [t.server.orgApiKey, null],
      [t.server.orgApiKey, null],
    ]);
    expect(() => createRelay({ target: t.baseUrl, apiKey: 'k', authenticate: () => null, organization: 'admins' })).toThrow(/orgApiKey/);
  });

  it("strips the browser's keys, cookies and authorization, and uses only the relay's key", async () => {
    const relay = await open();
    const configId = await authConfigFor(t);
    const own = await connectThroughRelay(relay, 'alice', configId);

    const other = await t.api('POST', '/api/v3/org/owner/project/new', { key: 'org', body: { name: 'other', should_create_api_key: true } });
    const otherKey: string = other.body.api_key;
    const otherConfig = await t.api('POST', '/api/v3/auth_configs', {
      key: { header: 'x-api-key', value: otherKey },
      body: { toolkit: { slug: 'patchbay_noauth_demo' } },
    });
    const otherLink = await t.api('POST', '/api/v3/connected_accounts/link', {
      key: { header: 'x-api-key', value: otherKey },
      body: { auth_config_id: otherConfig.body.auth_config.id, user_id: 'alice' },
    });
    expect(otherLink.status).toBe(201);

    const browserHeaders: Record<string, string>[] = [
      { 'x-api-key': 'bogus', authorization: 'Bearer bogus', 'x-org-api-key': 'bogus' },
      { 'x-api-key': otherKey },
    ];
    for (const headers of browserHeaders) {
      const listed = await relay.as('alice').call('GET', '/connected_accounts', { headers });
      expect(listed.status).toBe(200);
      expect(listed.body.items.map((a: { id: string }) => a.id)).toEqual([own]);
    }
    for (const request of relay.upstream.filter((r) => r.path.startsWith('/api/'))) {
      expect(request.headers.get('x-api-key')).toBe(t.server.projectApiKey);
      expect(request.headers.get('x-org-api-key')).toBeNull();
      expect(request.headers.get('cookie')).toBeNull();
      expect(request.headers.get('authorization')).toBeNull();
    }
    relay.expectNoKeysLeaked([otherKey]);
  });

  it("refuses state-changing calls sent from another site's pages (CSRF)", async () => {
    const relay = await open();
    const configId = await authConfigFor(t);
    const account = await connectThroughRelay(relay, 'alice', configId);
    const evil = { origin: 'https://evil.example' };
    const link = { auth_config_id: configId };
    expect(expectEnvelope(await relay.as('alice').call('POST', '/connected_accounts/link', { body: link, headers: evil }), 403).message).toBe(
      'Requests from https://evil.example are not accepted by this relay.',
    );
    expectEnvelope(await relay.as('alice').call('DELETE', `/connected_accounts/${account}`, { headers: evil }), 403);
    expect((await relay.as('alice').call('POST', '/connected_accounts/link', { body: link, headers: { origin: relay.url } })).status).toBe(201);
    expect((await relay.as('alice').call('GET', `/connected_accounts/${account}`, { headers: evil })).body.deleted_at).toBeNull();

    const elsewhere = await open({ appOrigins: ['https://app.example.com'] });
    const fromApp = await elsewhere
      .as('alice')
      .call('POST', '/connected_accounts/link', { body: link, headers: { origin: 'https://app.example.com' } });
    expect(fromApp.status).toBe(201);
  });

  it('answers 502 in the envelope when the service is unreachable', async () => {
    const gone = await serveNode(() => new Response(null));
    await gone.close();
    const relay = await open({ target: gone.url, fetch: (request) => fetch(request) });
    const failed = expectEnvelope(await relay.as('alice').call('GET', '/connected_accounts'), 502);
    expect(failed.message).toBe('The Patchbay service could not be reached.');
  });

  it('refuses user ids the service would trim or split', async () => {
    for (const userId of ['alice,bob', ' alice', 'x'.repeat(256)]) {
      const relay = await open({ authenticate: () => ({ userId }) });
      expectEnvelope(await relay.as('anyone').call('GET', '/connected_accounts'), 500);
      expect(relay.upstream).toEqual([]);
    }
  });

  it('reports every request to onRequest', async () => {
    const events: unknown[] = [];
    const relay = await open({ onRequest: ({ operation, userId, status, forwarded }) => events.push({ operation, userId, status, forwarded }) });
    await relay.as('alice').call('GET', '/connected_accounts');
    await relay.as('alice').call('GET', '/webhook_subscriptions');
    await relay.as(null).call('GET', '/connected_accounts');
    expect(events).toEqual([
      { operation: 'connectedAccounts.list', userId: 'alice', status: 200, forwarded: true },
      { operation: 'webhookSubscriptions.list', userId: 'alice', status: 403, forwarded: false },
      { operation: null, userId: null, status: 401, forwarded: false },
    ]);
    expect(DEFAULT_ALLOW).toContain('connectedAccounts.list');
  });
});
