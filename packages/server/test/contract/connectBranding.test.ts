import { describe, expect, it } from 'vitest';
import { contrastRatio } from '../../src/connect/html/contrast';
import { createPatchbayServer } from '../../src/createPatchbayServer';
import { MAX_LOGO_DATA_URL_LENGTH } from '../../src/projects/projectBranding';
import { get, postForm, type Hop } from '../browserSteps';
import { BACKENDS, expectEnvelope, useTestServer } from '../harness';

const themeOf = (html: string) => /<html lang="en" data-theme="([a-z]+)" dir="ltr">/.exec(html)?.[1];
const cspOf = (hop: Hop) => hop.headers.get('content-security-policy') ?? '';

function attribute(html: string, pattern: RegExp): string {
  const match = pattern.exec(html);
  if (!match?.[1]) throw new Error(`nothing matches ${pattern}`);
  return match[1].replaceAll('&amp;', '&');
}

/** The custom properties one theme block of a page sets. */
function themeVariables(html: string, selector: string): Record<string, string> {
  const start = html.indexOf(`${selector} {`);
  if (start < 0) throw new Error(`no ${selector} block`);
  const block = html.slice(start, html.indexOf('}', start));
  return Object.fromEntries([...block.matchAll(/--([a-z-]+): (#[0-9a-f]{6});/g)].map((m) => [m[1], m[2]]));
}

const PNG_LOGO = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';
const HOSTILE_NAME = '<img src=x onerror=alert(1)>';

describe.each(BACKENDS)('hosted pages: branding and theme (%s)', (backend) => {
  const t = useTestServer(backend);

  const createProject = (body: unknown) => t.api('POST', '/api/v3/org/owner/project/new', { key: 'org', body });

  /** A link of a toolkit in a project (the default project unless a key is given). */
  async function startLink(slug: string, options: { key?: string; callbackUrl?: string } = {}) {
    const key = options.key ? { header: 'x-api-key' as const, value: options.key } : 'project';
    const config = await t.api('POST', '/api/v3/auth_configs', { key, body: { toolkit: { slug } } });
    const body = {
      auth_config_id: config.body.auth_config.id,
      user_id: 'user-1',
      ...(options.callbackUrl ? { callback_url: options.callbackUrl } : {}),
    };
    const res = await t.api('POST', '/api/v3/connected_accounts/link', { key, body });
    expect(res.status).toBe(201);
    return res.body as { link_token: string; redirect_url: string };
  }

  /** A project with this branding and a key of its own. */
  async function brandedProject(branding: Record<string, unknown>): Promise<string> {
    const created = await createProject({
      name: `branded-${Math.random().toString(36).slice(2, 8)}`,
      should_create_api_key: true,
      config: { branding },
    });
    expect(created.status).toBe(201);
    return created.body.api_key as string;
  }

  describe('branding in the project config', () => {
    it('refuses hostile or malformed branding with 400 at the field', async () => {
      const cases: [unknown, string][] = [
        ['Acme', 'body.config.branding'],
        [[], 'body.config.branding'],
        [{ colour: '#ffffff' }, 'body.config.branding.colour'],
        [{ display_name: 42 }, 'body.config.branding.display_name'],
        [{ display_name: 'x'.repeat(81) }, 'body.config.branding.display_name'],
        [{ display_name: 'Acme\u0000CRM' }, 'body.config.branding.display_name'],
        [{ display_name: 'Acme\nCRM' }, 'body.config.branding.display_name'],
        [{ display_name: 'Acme \u202eMRC' }, 'body.config.branding.display_name'],
        [{ display_name: '\u200b\u200b' }, 'body.config.branding.display_name'],
        [{ display_name: '   ' }, 'body.config.branding.display_name'],
        [{ logo_url: 'http://cdn.example.com/logo.png' }, 'body.config.branding.logo_url'],
        [{ logo_url: 'javascript:alert(1)' }, 'body.config.branding.logo_url'],
        [{ logo_url: 'data:text/html;base64,PHNjcmlwdD4=' }, 'body.config.branding.logo_url'],
        [{ logo_url: 'data:image/svg+xml,<svg onload=alert(1)>' }, 'body.config.branding.logo_url'],
        [{ logo_url: 'data:image/png;base64,abc' }, 'body.config.branding.logo_url'],
        [{ logo_url: `data:image/png;base64,${'A'.repeat(MAX_LOGO_DATA_URL_LENGTH)}` }, 'body.config.branding.logo_url'],
        [{ logo_url: `https://cdn.example.com/${'a'.repeat(3000)}.png` }, 'body.config.branding.logo_url'],
        [{ logo_url: 'https://user:secret@cdn.example.com/logo.png' }, 'body.config.branding.logo_url'],
        [{ logo_url: 'https://cdn.exa\tmple.com/logo.png' }, 'body.config.branding.logo_url'],
        [{ accent_color: 'red' }, 'body.config.branding.accent_color'],
        [{ accent_color: '#fff' }, 'body.config.branding.accent_color'],
        [{ accent_color: '#12345g' }, 'body.config.branding.accent_color'],
        [{ accent_color: '#123456;}body{x' }, 'body.config.branding.accent_color'],
      ];
      for (const [branding, field] of cases) {
        const error = expectEnvelope(await createProject({ name: 'branded', config: { branding } }), 400);
        expect(error.errors.join(' '), JSON.stringify(branding)).toContain(field);
        expect(error.slug).toBe('bad_request');
      }
      const logoError = expectEnvelope(await createProject({ name: 'branded', config: { branding: { logo_url: 'ftp://x/logo.png' } } }), 400);
      expect(logoError.message).toContain('must be an https: URL or a data:image/png, jpeg, svg+xml or webp URL');
      // A prototype key anywhere in the body is refused before any field is read.
      const raw = '{"name":"branded","config":{"branding":{"__proto__":{"display_name":"x"}}}}';
      expect(expectEnvelope(await t.api('POST', '/api/v3/org/owner/project/new', { key: 'org', rawBody: raw }), 400).slug).toBe('bad_request');
      // Nothing was created by any of them.
      const list = await t.api('GET', '/api/v3/org/owner/project/list', { key: 'org' });
      expect(list.body.items.map((p: { name: string }) => p.name)).toEqual(['default']);
    });

    it('keeps valid branding normalised, beside the config keys it does not read', async () => {
      const created = await createProject({
        name: 'Acme app',
        config: {
          region: 'eu',
          branding: { display_name: '  Acme CRM ', logo_url: 'https://CDN.example.com/a/../logo.png', accent_color: '#4F46E5' },
        },
      });
      expect(created.status).toBe(201);
      expect(t.server.store.get('projects', created.body.id)!.config).toEqual({
        region: 'eu',
        branding: { display_name: 'Acme CRM', logo_url: 'https://cdn.example.com/logo.png', accent_color: '#4f46e5' },
      });
    });
  });

  describe('the pages speak for the app', () => {
    it('without branding: the local project by name, a letter logo, the page accent, images from this service only', async () => {
      const link = await startLink('patchbay_apikey_demo');
      const page = await get(link.redirect_url);
      expect(page.html).toContain('Local project <strong>default</strong> is asking');
      expect(page.html).toContain('<span class="app-mark" aria-hidden="true">D</span>');
      expect(themeVariables(page.html, ':root')).toMatchObject({ accent: '#3b5bdb', 'accent-text': '#ffffff' });
      expect(cspOf(page)).toBe("default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; base-uri 'none'; frame-ancestors 'none'");
    });

    it('with branding: the display name, the logo with its alt text, the accent; the logo host allowed for images only', async () => {
      const key = await brandedProject({ display_name: 'Acme CRM', logo_url: 'https://cdn.example.com/acme.png', accent_color: '#c2410c' });
      const link = await startLink('patchbay_apikey_demo', { key });
      const page = await get(link.redirect_url);
      expect(page.html).toContain('<strong>Acme CRM</strong> is asking to connect your Acme Metrics account.');
      expect(page.html).not.toContain('Local project');
      expect(page.html).toContain('<img class="logo" src="https://cdn.example.com/acme.png" alt="Acme CRM logo"');
      expect(page.html).not.toContain('class="app-mark"');
      expect(themeVariables(page.html, ':root')).toMatchObject({ accent: '#c2410c', 'accent-text': '#ffffff', focus: '#c2410c' });
      const csp = cspOf(page);
      expect(csp).toContain("img-src 'self' data: https://cdn.example.com;");
      expect(csp).toContain("default-src 'none'");
      expect(csp).not.toContain('script-src');

      // The result page too.
      const done = await postForm(link.redirect_url, { api_key: 'pk_live_1' });
      expect(done.status).toBe(200);
      expect(done.html).toContain('alt="Acme CRM logo"');
      expect(done.html).toContain('You can close this window and go back to Acme CRM.');
      expect(cspOf(done)).toContain('https://cdn.example.com');
    });

    it('a data: logo needs no other image source', async () => {
      const key = await brandedProject({ display_name: 'Inline', logo_url: PNG_LOGO });
      const page = await get((await startLink('patchbay_noauth_demo', { key })).redirect_url);
      expect(page.html).toContain(`src="${PNG_LOGO}" alt="Inline logo"`);
      expect(cspOf(page)).toContain("img-src 'self' data:;");
    });

    it('escapes a hostile display name everywhere it appears', async () => {
      const key = await brandedProject({ display_name: HOSTILE_NAME });
      const link = await startLink('patchbay_apikey_demo', { key });
      const escaped = '&lt;img src=x onerror=alert(1)&gt;';
      const page = await get(link.redirect_url);
      expect(page.html).toContain(`<strong>${escaped}</strong> is asking`);
      expect(page.html).toContain('<span class="app-mark" aria-hidden="true">&lt;</span>');
      const rejected = await postForm(link.redirect_url, { api_key: 'not-a-pk' });
      const done = await postForm(link.redirect_url, { api_key: 'pk_1' });
      for (const html of [page.html, rejected.html, done.html]) expect(html).not.toContain('<img src=x');
      expect(done.html).toContain(`go back to ${escaped}.`);
    });

    it('the OAuth consent screen names the app and uses its accent', async () => {
      const key = await brandedProject({ display_name: 'Acme CRM', accent_color: '#4f46e5' });
      const link = await startLink('patchbay_oauth_demo', { key });
      const page = await get(link.redirect_url);
      const consent = await get(attribute(page.html, /href="([^"]*\/oauth\/authorize\?[^"]*)"/));
      expect(consent.status).toBe(200);
      expect(consent.html).toContain('<strong>Acme CRM</strong> asks to access your Acme Tasks account');
      // The client ID is for developers: only inside the disclosure.
      expect(consent.html.replace(/<details class="dev">[\s\S]*?<\/details>/, '')).not.toMatch(/client ID <code>/i);
      expect(consent.html).toMatch(/<details class="dev"><summary>Details for developers<\/summary><p>Client ID <code>[^<]+<\/code><\/p><\/details>/);
      expect(consent.html).toContain('<span class="app-mark" aria-hidden="true">A</span>');
      expect(themeVariables(consent.html, ':root').accent).toBe('#4f46e5');
    });
  });

  describe('theme from the link', () => {
    it('no theme: the page follows the device; an unknown value is no ask', async () => {
      const link = await startLink('patchbay_noauth_demo');
      expect(themeOf((await get(link.redirect_url)).html)).toBe('auto');
      expect(themeOf((await get(`${link.redirect_url}?theme=blue`)).html)).toBe('auto');
      const page = await get(`${link.redirect_url}?theme=%3Cscript%3E`);
      expect(page.status).toBe(200);
      expect(page.html).not.toContain('<script>');
    });

    it('theme=dark renders dark whatever the device, and the AA button: black text on the default dark accent', async () => {
      const link = await startLink('patchbay_noauth_demo');
      const page = await get(`${link.redirect_url}?theme=dark`);
      expect(themeOf(page.html)).toBe('dark');
      const dark = themeVariables(page.html, ':root[data-theme="dark"]');
      expect(dark).toMatchObject({ accent: '#5c7cfa', 'accent-text': '#000000' });
      expect(contrastRatio(dark.accent!, dark['accent-text']!)).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio(dark.accent!, dark.card!)).toBeGreaterThanOrEqual(3);
    });

    it('survives the form post and its error re-render, and reaches the result page', async () => {
      const link = await startLink('patchbay_apikey_demo');
      expect(themeOf((await get(`${link.redirect_url}?theme=dark`)).html)).toBe('dark');
      // The form posts to the page's own path, without the parameter.
      const rejected = await postForm(link.redirect_url, { api_key: 'wrong' });
      expect(rejected.status).toBe(422);
      expect(themeOf(rejected.html)).toBe('dark');
      const done = await postForm(link.redirect_url, { api_key: 'pk_1' });
      expect(done.html).toContain('Acme Metrics is connected');
      expect(themeOf(done.html)).toBe('dark');
      // A later ask wins; the used link's page still answers in it.
      const used = await get(`${link.redirect_url}?theme=light`);
      expect(used.status).toBe(409);
      expect(themeOf(used.html)).toBe('light');
      expect(themeOf((await get(link.redirect_url)).html)).toBe('dark');
    });

    it('survives the OAuth consent and callback round trip', async () => {
      const link = await startLink('patchbay_oauth_demo');
      const page = await get(`${link.redirect_url}?theme=dark`);
      const authorize = attribute(page.html, /href="([^"]*\/oauth\/authorize\?[^"]*)"/);
      expect(new URL(authorize).searchParams.has('theme')).toBe(false);
      const consent = await get(authorize);
      expect(themeOf(consent.html)).toBe('dark');
      const formAction = attribute(consent.html, /<form method="post" action="([^"]+)"/);
      expect(formAction).toBe('/oauth/authorize?theme=dark');
      const requestId = attribute(consent.html, /name="request_id" value="([^"]+)"/);
      const allowed = await postForm(`${t.baseUrl}${formAction}`, { request_id: requestId, decision: 'allow' });
      expect(allowed.status).toBe(303);
      const done = await get(allowed.location!);
      expect(done.status).toBe(200);
      expect(done.html).toContain('Acme Tasks is connected');
      expect(themeOf(done.html)).toBe('dark');
      // An answer too late for its request still renders in the theme.
      const late = await postForm(`${t.baseUrl}${formAction}`, { request_id: requestId, decision: 'allow' });
      expect(late.status).toBe(400);
      expect(themeOf(late.html)).toBe('dark');
    });

    it('theme=light renders light on a device set to dark: the root says so, the device rule does not apply', async () => {
      const link = await startLink('patchbay_noauth_demo');
      const page = await get(`${link.redirect_url}?theme=light`);
      expect(themeOf(page.html)).toBe('light');
      expect(page.html).toContain('@media (prefers-color-scheme: dark) { :root[data-theme="auto"]');
    });
  });
});

describe('defaultProjectBranding', () => {
  it('brands the default project on start', async () => {
    const server = createPatchbayServer({ defaultProjectBranding: { display_name: 'Acme CRM', accent_color: '#4F46E5' } });
    try {
      expect(server.store.get('projects', server.defaultProjectId)!.config.branding).toEqual({ display_name: 'Acme CRM', accent_color: '#4f46e5' });
    } finally {
      await server.close();
    }
  });

  it('throws on branding the API would refuse', () => {
    expect(() => createPatchbayServer({ defaultProjectBranding: { logo_url: 'http://insecure.example/logo.png' } })).toThrow(
      /defaultProjectBranding\.logo_url: must be an https: URL/,
    );
  });
});
