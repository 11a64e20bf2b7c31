import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createPatchbayServer } from '../../src/createPatchbayServer';
import { MAX_LOGO_DATA_URL_LENGTH } from '../../src/projects/projectBranding';
import { serveNode } from '../../src/serveNode';
import { BACKENDS, expectEnvelope, useTestServer } from '../harness';

const PATH = '/api/v3/org/project/config';
const PNG_LOGO = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';

/** What a project answers before anything is set: what the service does. */
const DEFAULTS = {
  is_2FA_enabled: false,
  mask_secret_keys_in_connected_account: true,
  log_visibility_setting: 'show_all',
  require_mcp_api_key: true,
  is_composio_link_enabled_for_managed_auth: true,
  signed_url_file_expiry_in_seconds: 3600,
  branding: {},
};

describe.each(BACKENDS)('project config: GET and PATCH /org/project/config (%s)', (backend) => {
  const t = useTestServer(backend);

  const read = async (key: 'project' | { header: 'x-api-key'; value: string } = 'project') => {
    const res = await t.api('GET', PATH, { key });
    expect(res.status).toBe(200);
    return res.body;
  };
  const patch = (body: unknown) => t.api('PATCH', PATH, { body });

  it("answers the defaults of the key's project, with the project key under both API versions", async () => {
    expect(await read()).toEqual(DEFAULTS);
    expect((await t.api('GET', `/api/v3.1/org/project/config`)).body).toEqual(DEFAULTS);
  });

  it('takes the project key only: the organization key is the wrong scheme, no key is 401', async () => {
    expect(expectEnvelope(await t.api('GET', PATH, { key: 'org' }), 403).slug).toBe('wrong_key_scheme');
    expect(expectEnvelope(await t.api('PATCH', PATH, { key: 'org', body: { is_2FA_enabled: true } }), 403).slug).toBe('wrong_key_scheme');
    expect(expectEnvelope(await t.api('GET', PATH, { key: 'none' }), 401).slug).toBe('unauthorized');
    expect(await read()).toEqual(DEFAULTS);
  });

  it("sets each of the vendor's fields, answers the whole configuration, and keeps it", async () => {
    const changes: [string, unknown][] = [
      ['is_2FA_enabled', true],
      ['mask_secret_keys_in_connected_account', false],
      ['log_visibility_setting', 'dont_store_data'],
      ['require_mcp_api_key', false],
      ['is_composio_link_enabled_for_managed_auth', false],
      ['signed_url_file_expiry_in_seconds', 600],
    ];
    let expected: Record<string, unknown> = { ...DEFAULTS };
    for (const [field, value] of changes) {
      const res = await patch({ [field]: value });
      expect(res.status, field).toBe(200);
      expected = { ...expected, [field]: value };
      expect(res.body, field).toEqual(expected);
    }
    expect(await read()).toEqual(expected);
    // null puts a field back to its default; the others stay.
    const reset = await patch({ is_2FA_enabled: null, signed_url_file_expiry_in_seconds: null });
    expect(reset.body).toEqual({ ...expected, is_2FA_enabled: false, signed_url_file_expiry_in_seconds: 3600 });
  });

  it('takes display_name and logo_url under the vendor names and under branding, and answers both', async () => {
    const vendor = await patch({ display_name: '  Acme CRM ', logo_url: 'https://CDN.example.com/a/../logo.png' });
    expect(vendor.status).toBe(200);
    const both = { display_name: 'Acme CRM', logo_url: 'https://cdn.example.com/logo.png' };
    expect(vendor.body).toEqual({ ...DEFAULTS, ...both, branding: both });

    const ours = await patch({ branding: { display_name: 'Acme', accent_color: '#C2410C' } });
    expect(ours.body).toMatchObject({ display_name: 'Acme', branding: { display_name: 'Acme', logo_url: both.logo_url, accent_color: '#c2410c' } });

    // Both names with one value (once normalised) are one change.
    const same = await patch({ logo_url: PNG_LOGO, branding: { logo_url: ` ${PNG_LOGO}` } });
    expect(same.status).toBe(200);
    expect(same.body).toMatchObject({ logo_url: PNG_LOGO, branding: { logo_url: PNG_LOGO } });

    // null unsets under either name: the vendor name is then absent.
    const cleared = await patch({ logo_url: null, branding: { accent_color: null } });
    expect(cleared.body).toEqual({ ...DEFAULTS, display_name: 'Acme', branding: { display_name: 'Acme' } });
    expect(t.server.store.get('projects', t.server.defaultProjectId)!.config).toEqual({ branding: { display_name: 'Acme' } });
  });

  it('refuses the two names with different values, naming both fields, and changes nothing', async () => {
    await patch({ display_name: 'Acme' });
    const conflict = expectEnvelope(await patch({ is_2FA_enabled: true, display_name: 'Acme', branding: { display_name: 'Other' } }), 400);
    expect(conflict.slug).toBe('bad_request');
    expect(conflict.message).toContain('display_name and branding.display_name');
    expect(conflict.field_errors.map((error) => error.path.join('.'))).toEqual(['body.display_name', 'body.branding.display_name']);
    const unset = expectEnvelope(await patch({ logo_url: null, branding: { logo_url: 'https://cdn.example.com/x.png' } }), 400);
    expect(unset.errors.join(' ')).toContain('body.branding.logo_url');
    expect(await read()).toEqual({ ...DEFAULTS, display_name: 'Acme', branding: { display_name: 'Acme' } });
  });

  it('refuses unknown keys, wrong types and hostile values with 400 at the field, and changes nothing', async () => {
    const cases: [unknown, string][] = [
      [{ is_2fa_enabled: true }, 'body.is_2fa_enabled'],
      [{ branding: { colour: '#ffffff' } }, 'body.branding.colour'],
      [{ branding: 'Acme' }, 'body.branding'],
      [{ is_2FA_enabled: 'true' }, 'body.is_2FA_enabled'],
      [{ is_2FA_enabled: 1 }, 'body.is_2FA_enabled'],
      [{ mask_secret_keys_in_connected_account: 'no' }, 'body.mask_secret_keys_in_connected_account'],
      [{ log_visibility_setting: 'hide_all' }, 'body.log_visibility_setting'],
      [{ require_mcp_api_key: [] }, 'body.require_mcp_api_key'],
      [{ is_composio_link_enabled_for_managed_auth: {} }, 'body.is_composio_link_enabled_for_managed_auth'],
      [{ signed_url_file_expiry_in_seconds: '60' }, 'body.signed_url_file_expiry_in_seconds'],
      [{ signed_url_file_expiry_in_seconds: 1.5 }, 'body.signed_url_file_expiry_in_seconds'],
      [{ signed_url_file_expiry_in_seconds: 0 }, 'body.signed_url_file_expiry_in_seconds'],
      [{ signed_url_file_expiry_in_seconds: 604_801 }, 'body.signed_url_file_expiry_in_seconds'],
      [{ display_name: 42 }, 'body.display_name'],
      [{ display_name: 'x'.repeat(81) }, 'body.display_name'],
      [{ display_name: 'Acme\u0000CRM' }, 'body.display_name'],
      [{ display_name: 'Acme\nCRM' }, 'body.display_name'],
      [{ display_name: 'Acme \u202eMRC' }, 'body.display_name'],
      [{ branding: { display_name: '\u200b' } }, 'body.branding.display_name'],
      [{ logo_url: 'javascript:alert(1)' }, 'body.logo_url'],
      [{ logo_url: 'http://cdn.example.com/logo.png' }, 'body.logo_url'],
      [{ logo_url: `data:image/png;base64,${'A'.repeat(MAX_LOGO_DATA_URL_LENGTH)}` }, 'body.logo_url'],
      [{ logo_url: `https://cdn.example.com/${'a'.repeat(3000)}.png` }, 'body.logo_url'],
      [{ branding: { logo_url: 'https://cdn.exa\tmple.com/logo.png' } }, 'body.branding.logo_url'],
      [{ branding: { accent_color: '#123456;}body{x' } }, 'body.branding.accent_color'],
    ];
    for (const [body, field] of cases) {
      const error = expectEnvelope(await patch(body), 400);
      expect(error.slug, JSON.stringify(body).slice(0, 80)).toBe('bad_request');
      expect(error.errors.join(' '), JSON.stringify(body).slice(0, 80)).toContain(field);
    }
    // Prototype keys anywhere, a body that is not an object, a body past 1 MiB.
    for (const raw of [
      '{"__proto__":{"is_2FA_enabled":true}}',
      '{"branding":{"constructor":{"display_name":"x"}}}',
      '[]',
      'null',
      '{"is_2FA_enabled":tru',
    ]) {
      expect(expectEnvelope(await t.api('PATCH', PATH, { rawBody: raw, headers: { 'content-type': 'application/json' } }), 400).slug).toBe(
        'bad_request',
      );
    }
    expect(expectEnvelope(await patch({ display_name: 'x'.repeat(2 * 1024 * 1024) }), 413).slug).toBe('payload_too_large');
    expect(await read()).toEqual(DEFAULTS);
    expect(t.server.store.get('projects', t.server.defaultProjectId)!.config).toEqual({});
  });

  it("changes only the key's own project, and keeps the config keys it does not read", async () => {
    const created = await t.api('POST', '/api/v3/org/owner/project/new', {
      key: 'org',
      body: { name: 'other', should_create_api_key: true, config: { region: 'eu', branding: { accent_color: '#4f46e5' } } },
    });
    const other = { header: 'x-api-key' as const, value: created.body.api_key as string };
    const res = await t.api('PATCH', PATH, { key: other, body: { display_name: 'Other app', require_mcp_api_key: false } });
    expect(res.body).toEqual({
      ...DEFAULTS,
      require_mcp_api_key: false,
      display_name: 'Other app',
      branding: { display_name: 'Other app', accent_color: '#4f46e5' },
    });
    expect(t.server.store.get('projects', created.body.id)!.config).toEqual({
      region: 'eu',
      require_mcp_api_key: false,
      branding: { display_name: 'Other app', accent_color: '#4f46e5' },
    });
    expect(await read()).toEqual(DEFAULTS);
  });

  it('the hosted page of a new link shows the change at once: name, logo and accent', async () => {
    const before = await t.api('POST', '/api/v3/auth_configs', { body: { toolkit: { slug: 'patchbay_apikey_demo' } } });
    const authConfigId: string = before.body.auth_config.id;
    const pageOfNewLink = async () => {
      const link = await t.api('POST', '/api/v3/connected_accounts/link', {
        body: { auth_config_id: authConfigId, user_id: `user-${Math.random()}` },
      });
      expect(link.status).toBe(201);
      return (await fetch(link.body.redirect_url as string)).text();
    };
    expect(await pageOfNewLink()).toContain('Local project <strong>default</strong> is asking');

    const res = await patch({ display_name: 'Acme CRM', logo_url: 'https://cdn.example.com/acme.png', branding: { accent_color: '#c2410c' } });
    expect(res.status).toBe(200);
    const html = await pageOfNewLink();
    expect(html).toContain('<strong>Acme CRM</strong> is asking to connect');
    expect(html).toContain('<img class="logo" src="https://cdn.example.com/acme.png" alt="Acme CRM logo"');
    expect(html).toMatch(/:root \{[^}]*--accent: #c2410c;/);
  });
});

describe('project config across a restart', () => {
  it('is kept on the same data directory', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'patchbay-project-config-'));
    const start = async () => {
      const server = createPatchbayServer({ storage: { dataDir }, orgApiKey: 'org-key', projectApiKey: 'project-key', rateLimit: false });
      return { server, http: await serveNode(server.fetch) };
    };
    const call = (url: string, method: string, body?: unknown) =>
      fetch(`${url}${PATH}`, {
        method,
        headers: { 'x-api-key': 'project-key', 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
    try {
      const first = await start();
      const changed = await call(first.http.url, 'PATCH', { display_name: 'Acme CRM', log_visibility_setting: 'dont_store_data' });
      expect(changed.status).toBe(200);
      const answer: unknown = await changed.json();
      await first.http.close();
      await first.server.close();

      const second = await start();
      const kept = await call(second.http.url, 'GET');
      expect(await kept.json()).toEqual(answer);
      expect(answer).toMatchObject({ display_name: 'Acme CRM', log_visibility_setting: 'dont_store_data', branding: { display_name: 'Acme CRM' } });
      await second.http.close();
      await second.server.close();
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
