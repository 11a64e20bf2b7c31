import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authConfigFor, CALLBACK_PATH, useRelayService, type RelayFixture } from './relayFixture';

describe("relay: no spelling of a path reaches another endpoint's rules", () => {
  const { t, open } = useRelayService('all');
  let relay: RelayFixture;
  const hits: IncomingHttpHeaders[] = [];
  const listener = createServer((request, response) => {
    hits.push(request.headers);
    response.end('{}');
  });
  let listenerUrl: string;

  beforeAll(async () => {
    await new Promise<void>((resolve) => listener.listen(0, '127.0.0.1', resolve));
    listenerUrl = `http://127.0.0.1:${(listener.address() as AddressInfo).port}`;
    relay = await open({ toolExecution: true });
    // bob's API-key account is the project's only ACTIVE one: the service's default account for a proxy call without one.
    const configId = await authConfigFor(t, 'patchbay_apikey_demo');
    const link = await relay.as('bob').call('POST', '/connected_accounts/link', {
      body: { auth_config_id: configId, callback_url: relay.url + CALLBACK_PATH },
    });
    expect(link.status).toBe(201);
    const done = await relay.as('bob').visit(link.body.redirect_url, { api_key: 'pk_bobs_secret_key' });
    expect(new URL(done.location ?? '').searchParams.get('status')).toBe('success');
  });

  afterAll(() => new Promise<void>((resolve) => listener.close(() => resolve())));

  it("never sends bob's credential to a URL alice names, however she spells the proxy", async () => {
    const spellings = ['proxy', 'prox%79', 'prox%2579', '%70%72%6F%78%79', '%70%72%6f%78%79', 'PROXY', 'proxy%2F', 'proxy%00'];
    const bodies = [
      { endpoint: `${listenerUrl}/steal`, method: 'GET' },
      { endpoint: '/status', method: 'POST', binary_body: { url: `${listenerUrl}/steal` } },
      { endpoint: `${t.baseUrl}/api/v3/connected_accounts`, method: 'GET' },
    ];
    for (const spelling of spellings) {
      for (const body of bodies) {
        const answer = await relay.as('alice').call('POST', `/tools/execute/${spelling}`, { body });
        expect(answer.status, `${spelling} ${JSON.stringify(body)}`).toBeGreaterThanOrEqual(400);
        expect(answer.status, `${spelling}: refused, not failed`).toBeLessThan(500);
        expect(JSON.stringify(answer.body)).not.toContain('pk_bobs_secret_key');
      }
    }
    expect(hits).toEqual([]);
    // Nothing alice sent reached the service's proxy: only the tool endpoints the relay decided on.
    expect(relay.upstream.filter((request) => request.path.startsWith('/api/v3/tools/execute/proxy'))).toEqual([]);
  });

  it('forwards the path it decided on, rebuilt from the endpoint table', async () => {
    const before = relay.upstream.length;
    const answer = await relay.as('alice').call('GET', '/%74oolkits/categor%69es');
    expect(answer.status).toBe(200);
    expect(relay.upstream.slice(before).map((request) => request.path)).toEqual(['/api/v3/toolkits/categories']);
  });
});
