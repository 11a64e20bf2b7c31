import { beforeAll, describe, expect, it } from 'vitest';
import { expectEnvelope } from '@patchbay/server/testing';
import { authConfigFor, CALLBACK_PATH, connectThroughRelay, useRelayService, type RelayFixture } from './relayFixture';

const STATUS = 'patchbay_noauth_demo';

/** The vendor's v3.1 session surface through the relay: each call bound to the signed-in user's own session and accounts. */
describe('relay: tool router sessions after creation', () => {
  const { t, open } = useRelayService('all');
  let relay: RelayFixture;
  let aliceAccounts: string[];
  let bobAccount: string;

  const createSession = async (user: string, body: Record<string, unknown> = {}) => {
    const created = await relay.as(user).call('POST', '/tool_router/session', { body: { toolkits: { enable: [STATUS] }, ...body } });
    expect(created.status).toBe(201);
    return created.body.session_id as string;
  };
  /** The service calls (method and path) made while `run` ran: ownership lookups, then the forwarded call. */
  async function upstreamOf<T>(run: () => Promise<T>): Promise<{ result: T; calls: string[] }> {
    const before = relay.upstream.length;
    const result = await run();
    return { result, calls: relay.upstream.slice(before).map((request) => `${request.method} ${request.path.split('?')[0]}`) };
  }

  beforeAll(async () => {
    // Each test makes many calls as alice: the per-user budget is another test's concern.
    relay = await open({ rateLimit: false });
    const configId = await authConfigFor(t, STATUS);
    aliceAccounts = [await connectThroughRelay(relay, 'alice', configId), await connectThroughRelay(relay, 'alice', configId)];
    bobAccount = await connectThroughRelay(relay, 'bob', configId);
  });

  /** Every new session endpoint, for a session id: method, path below the session, body. */
  const sessionCalls = (id: string) =>
    [
      ['PATCH', `/tool_router/session/${id}`, { tags: ['readOnlyHint'] }],
      ['POST', `/tool_router/session/${id}/attach`, {}],
      ['GET', `/tool_router/session/${id}/config_history`, undefined],
      ['POST', `/tool_router/session/${id}/proxy_execute`, { toolkit_slug: STATUS, endpoint: '/status', method: 'GET' }],
      ['GET', `/tool_router/session/${id}/mounts/files/items`, undefined],
      ['POST', `/tool_router/session/${id}/mounts/files/upload_url`, { mount_relative_path: 'a.txt' }],
      ['POST', `/tool_router/session/${id}/mounts/files/download_url`, { mount_relative_path: 'a.txt' }],
      ['POST', `/tool_router/session/${id}/mounts/files/delete`, { mount_relative_path: 'a.txt' }],
      ['DELETE', `/tool_router/session/${id}`, undefined],
    ] as const;

  it("refuses another user's session on every endpoint like a missing one, after its one lookup, on both versions", async () => {
    const bobs = await createSession('bob');
    const missing = expectEnvelope(await relay.as('alice').call('GET', '/tool_router/session/trs_doesnotexist'), 404);
    for (const apiVersion of ['v3', 'v3.1'] as const) {
      for (const [method, path, body] of sessionCalls(bobs)) {
        const { result, calls } = await upstreamOf(() => relay.as('alice').call(method, path, { body, apiVersion }));
        const refused = expectEnvelope(result, 404);
        expect(refused.message, `${method} ${path}`).toBe(missing.message.replace('trs_doesnotexist', bobs));
        expect(calls, `${method} ${path}`).toEqual([`GET /api/v3/tool_router/session/${bobs}`]);
      }
    }
    // Bob's session is untouched.
    const read = await relay.as('bob').call('GET', `/tool_router/session/${bobs}`);
    expect(read.body.config_version).toBe(1);
  });

  it("serves the user's own session on every endpoint, forwarded under the version asked for", async () => {
    const mine = await createSession('alice');
    for (const apiVersion of ['v3', 'v3.1'] as const) {
      const id = apiVersion === 'v3' ? mine : await createSession('alice');
      for (const [method, path, body] of sessionCalls(id)) {
        const { result, calls } = await upstreamOf(() => relay.as('alice').call(method, path, { body, apiVersion }));
        // The download of a file never uploaded is the one 404.
        expect(result.status, `${method} ${path}`).toBe(path.endsWith('/download_url') ? 404 : 200);
        expect(calls.at(-1)).toBe(`${method} /api/${apiVersion}${path}`);
      }
    }
  });

  it('uploads and downloads session files through the relay’s public paths', async () => {
    const id = await createSession('alice');
    const browser = relay.as('alice');
    const granted = await browser.call('POST', `/tool_router/session/${id}/mounts/files/upload_url`, { body: { mount_relative_path: 'r.txt' } });
    expect(granted.body.upload_url.startsWith(`${relay.base}/uploads/session_files/`)).toBe(true);
    expect((await fetch(granted.body.upload_url, { method: 'PUT', body: 'hello' })).status).toBe(200);
    const download = await browser.call('POST', `/tool_router/session/${id}/mounts/files/download_url`, { body: { mount_relative_path: 'r.txt' } });
    expect(download.body.download_url.startsWith(`${relay.base}/uploads/session_files/`)).toBe(true);
    expect(await (await fetch(download.body.download_url)).text()).toBe('hello');
  });

  it('creates sessions pinning lists of accounts only when every id is the user’s, in one lookup', async () => {
    const created = await relay.as('alice').call('POST', '/tool_router/session', {
      body: { toolkits: { enable: [STATUS] }, connected_accounts: { [STATUS]: aliceAccounts } },
      apiVersion: 'v3.1',
    });
    expect(created.status).toBe(201);
    expect(created.body.config.connected_accounts).toEqual({ [STATUS]: aliceAccounts });

    const { result, calls } = await upstreamOf(() =>
      relay.as('alice').call('POST', '/tool_router/session', { body: { connected_accounts: { [STATUS]: [aliceAccounts[0], bobAccount] } } }),
    );
    const refused = expectEnvelope(result, 404);
    expect(refused.message).toBe(`Connected account '${bobAccount}' was not found.`);
    expect(calls).toEqual(['GET /api/v3/connected_accounts']);
    // Ids in lists count towards the bound as single ids do.
    const many = Object.fromEntries(Array.from({ length: 6 }, (_, i) => [`toolkit_${i}`, Array.from({ length: 9 }, (_, j) => `ca_x${i}${j}`)]));
    const bounded = await upstreamOf(() => relay.as('alice').call('POST', '/tool_router/session', { body: { connected_accounts: many } }));
    expect(expectEnvelope(bounded.result, 400).message).toBe('body.connected_accounts names more than 50 connected accounts.');
    expect(bounded.calls).toEqual([]);
    const notAnId = expectEnvelope(
      await relay.as('alice').call('POST', '/tool_router/session', { body: { connected_accounts: { [STATUS]: [7] } } }),
      400,
    );
    expect(notAnId.errors).toEqual([`body.connected_accounts.${STATUS}.0: required through the relay`]);
  });

  it('updates a session without pinning accounts, and keeps callbacks on the app', async () => {
    const id = await createSession('alice', { connected_accounts: { [STATUS]: aliceAccounts[0] } });
    const pins = await upstreamOf(() =>
      relay.as('alice').call('PATCH', `/tool_router/session/${id}`, { body: { connected_accounts: { [STATUS]: [aliceAccounts[1]] } } }),
    );
    expect(expectEnvelope(pins.result, 400).field_errors).toEqual([
      { path: ['body', 'connected_accounts'], code: 'invalid_value', message: 'not changed through the relay' },
    ]);
    expect(pins.calls).toEqual([`GET /api/v3/tool_router/session/${id}`]);
    const offsite = await relay.as('alice').call('PATCH', `/tool_router/session/${id}`, {
      body: { manage_connections: { callback_url: 'https://evil.example/cb' } },
    });
    expect(expectEnvelope(offsite, 400).message).toContain('must point at this app');
    const unpinned = await relay.as('alice').call('PATCH', `/tool_router/session/${id}`, {
      body: { connected_accounts: null, manage_connections: { callback_url: relay.url + CALLBACK_PATH } },
    });
    expect(unpinned.status).toBe(200);
    expect(unpinned.body).toMatchObject({ config_version: 2, config: { connected_accounts: {} } });
  });

  it("keeps a session's proxy on its toolkit's own API", async () => {
    const id = await createSession('alice');
    for (const endpoint of ['https://internal.example/admin', '//internal.example/x']) {
      const refused = await relay.as('alice').call('POST', `/tool_router/session/${id}/proxy_execute`, {
        body: { toolkit_slug: STATUS, endpoint, method: 'GET' },
      });
      expect(expectEnvelope(refused, 400).message).toBe("body.endpoint must be a path of the account's toolkit API through the relay.");
    }
  });
});
