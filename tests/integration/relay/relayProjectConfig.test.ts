import { describe, expect, it } from 'vitest';
import { DEFAULT_ALLOW } from '@patchbay/relay';
import { expectEnvelope } from '@patchbay/server/testing';
import { ADMIN, useRelayService } from './relayFixture';

const REFUSED = 'This operation is not allowed through the relay.';

describe("relay: the project's configuration is an admin's", () => {
  const { t, open } = useRelayService();
  const serviceConfig = async () => (await t.api('GET', '/api/v3/org/project/config')).body;

  it('refuses end users reading or changing it, under both API versions, before anything reaches the service', async () => {
    const relay = await open({ allow: [...DEFAULT_ALLOW, 'projects.getConfig', 'projects.updateConfig'] });
    const before = await serviceConfig();
    for (const apiVersion of ['v3', 'v3.1'] as const) {
      const read = expectEnvelope(await relay.as('alice').call('GET', '/org/project/config', { apiVersion }), 403);
      expect(read.message).toBe(REFUSED);
      const body = { display_name: 'Hijacked', branding: { logo_url: 'https://evil.example/logo.png' } };
      const change = expectEnvelope(await relay.as('alice').call('PATCH', '/org/project/config', { apiVersion, body }), 403);
      expect(change.message).toBe(REFUSED);
    }
    expect(relay.upstream).toEqual([]);
    expect(await serviceConfig()).toEqual(before);
  });

  it('is not forwarded for anyone unless the app allows it, like auth config management', async () => {
    const relay = await open();
    expectEnvelope(await relay.as(ADMIN).call('GET', '/org/project/config'), 403);
    expectEnvelope(await relay.as(ADMIN).call('PATCH', '/org/project/config', { body: { display_name: 'Acme CRM' } }), 403);
    expect(relay.upstream).toEqual([]);
  });

  it("lets an admin read and change it when allowed, with the relay's project key", async () => {
    const relay = await open({ allow: ['projects.getConfig', 'projects.updateConfig'] });
    expect((await relay.as(ADMIN).call('GET', '/org/project/config')).body).toEqual(await serviceConfig());
    const changed = await relay
      .as(ADMIN)
      .call('PATCH', '/org/project/config', { body: { display_name: 'Acme CRM', branding: { accent_color: '#4f46e5' } } });
    expect(changed.status).toBe(200);
    expect(changed.body.branding).toEqual({ display_name: 'Acme CRM', accent_color: '#4f46e5' });
    expect(await serviceConfig()).toEqual(changed.body);
    expect(relay.upstream.map((r) => [r.method, r.path, r.headers.get('x-api-key'), r.headers.get('x-org-api-key')])).toEqual([
      ['GET', '/api/v3/org/project/config', t.server.projectApiKey, null],
      ['PATCH', '/api/v3/org/project/config', t.server.projectApiKey, null],
    ]);
  });
});
