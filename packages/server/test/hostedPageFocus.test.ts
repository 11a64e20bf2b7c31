import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { completeHostedPage, createServiceKit, type ServiceKit } from '../src/testing';

let kit: ServiceKit;
beforeEach(() => {
  kit = createServiceKit();
});
afterEach(() => kit.close());

/** A link to the API key form of Acme Metrics. */
async function apiKeyLink(): Promise<string> {
  const config = (await kit.client.authConfigs.create({ toolkit: { slug: 'patchbay_apikey_demo' } })).auth_config.id;
  return (await kit.client.connectedAccounts.link({ auth_config_id: config, user_id: 'user-1' })).redirect_url;
}

/** The opening tag of the control with `id` on the page, e.g. `<input type="password" id="field-api_key" …>`. */
function controlTag(html: string, id: string): string {
  const tag = new RegExp(`<(?:input|select)[^>]* id="${id}"[^>]*>`).exec(html)?.[0];
  if (!tag) throw new Error(`no control #${id} on the page`);
  return tag;
}

const focusedControls = (html: string) => [...html.matchAll(/<(?:input|select)[^>]* id="([^"]+)"[^>]* autofocus[^>]*>/g)].map((match) => match[1]);

describe('the hosted API key form and the focus (it works without script, by autofocus)', () => {
  it('takes no focus on a first visit', async () => {
    const page = await (await kit.browserFetch(await apiKeyLink())).text();
    expect(focusedControls(page)).toEqual([]);
  });

  it('gives the focus back to the key when the app refuses it, described by the alert that says why', async () => {
    const refused = await completeHostedPage(kit, await apiKeyLink(), 'connect', { api_key: 'sk_wrong', region: 'eu' });
    expect(refused.status).toBe(422);
    const html = await refused.text();
    expect(html).toContain('<div class="alert" role="alert" id="form-alert">That API key was rejected by Acme Metrics.');
    expect(focusedControls(html)).toEqual(['field-api_key']);
    expect(controlTag(html, 'field-api_key')).toMatch(/aria-describedby="form-alert[ "]/);
  });

  it('focuses the first field in error', async () => {
    const missing = await completeHostedPage(kit, await apiKeyLink(), 'connect', { region: 'eu' });
    expect(missing.status).toBe(422);
    const html = await missing.text();
    expect(focusedControls(html)).toEqual(['field-api_key']);
    expect(controlTag(html, 'field-api_key')).toContain('aria-invalid="true"');
  });
});
