import { describe, expect, it } from 'vitest';
import { get } from '../browserSteps';
import { useTestServer } from '../harness';

/** The hosted connect page speaks to the person connecting: option names and sentences, no codes or talk of the service. */
describe('hosted connect page words', () => {
  const t = useTestServer('memory');

  async function linkPage(slug: string): Promise<string> {
    const config = await t.api('POST', '/api/v3/auth_configs', { body: { toolkit: { slug } } });
    const link = await t.api('POST', '/api/v3/connected_accounts/link', {
      body: { auth_config_id: config.body.auth_config.id, user_id: 'user-1', callback_url: 'https://app.example/done' },
    });
    const page = await get(link.body.redirect_url);
    expect(page.status).toBe(200);
    return page.html;
  }

  it("names the region's options in words; the values sent stay the codes", async () => {
    const html = await linkPage('patchbay_apikey_demo');
    expect(html).toContain('<option value="us" selected>United States</option>');
    expect(html).toContain('<option value="eu">European Union</option>');
  });

  it('says where credentials go only when the app asks for some, without naming the service', async () => {
    expect(await linkPage('patchbay_noauth_demo')).not.toContain('class="foot"');
    for (const slug of ['patchbay_apikey_demo', 'patchbay_oauth_demo']) {
      const html = await linkPage(slug);
      expect(html).toContain('class="foot"');
      expect(html).not.toMatch(/local service/);
    }
  });
});
