import { createPatchbayServer, type PatchbayServer } from '@patchbay/server';
import { afterEach, describe, expect, it } from 'vitest';
import { DEMO_BRANDING } from './demoBranding';

let service: PatchbayServer | undefined;
afterEach(async () => {
  await service?.close();
  service = undefined;
});

describe('the demo branding', () => {
  it('is accepted by the service and makes the hosted page speak for Acme CRM', async () => {
    service = createPatchbayServer({ defaultProjectBranding: DEMO_BRANDING });
    const api = (path: string, body: unknown) =>
      service!.fetch(
        new Request(`http://local${path}`, {
          method: 'POST',
          headers: { 'x-api-key': service!.projectApiKey, 'content-type': 'application/json' },
          body: JSON.stringify(body),
        }),
      );
    const config = await (await api('/api/v3/auth_configs', { toolkit: { slug: 'patchbay_noauth_demo' } })).json();
    const link = await (await api('/api/v3/connected_accounts/link', { auth_config_id: config.auth_config.id, user_id: 'ada' })).json();

    const page = await (await service.fetch(new Request(`${link.redirect_url}?theme=dark`))).text();
    expect(page).toContain('<strong>Acme CRM</strong> is asking to connect');
    expect(page).toContain(`src="${DEMO_BRANDING.logo_url}" alt="Acme CRM logo"`);
    expect(page).toContain('data-theme="dark"');
    const svg = Buffer.from(DEMO_BRANDING.logo_url!.split(',')[1]!, 'base64').toString('utf8');
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
  });
});
