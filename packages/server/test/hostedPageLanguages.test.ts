import type { CreateLinkRequest } from '@patchbay/client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { en } from '../src/connect/locales/en';
import { createServiceKit, SERVICE_ORIGIN, type ServiceKit } from '../src/testing';

let kit: ServiceKit;
beforeEach(() => {
  kit = createServiceKit();
});
afterEach(() => kit.close());

/** A link of `slug` in the default project, with the extra body fields given (e.g. `locale`). */
async function linkOf(slug: string, extra: Partial<CreateLinkRequest> = {}): Promise<string> {
  const config = (await kit.client.authConfigs.create({ toolkit: { slug } })).auth_config.id;
  return (await kit.client.connectedAccounts.link({ auth_config_id: config, user_id: 'user-1', ...extra })).redirect_url;
}

/** A page as a browser with this Accept-Language asks for it (none when undefined). */
async function open(url: string, acceptLanguage?: string, init: RequestInit = {}): Promise<{ status: number; html: string }> {
  const headers = new Headers(init.headers);
  if (acceptLanguage !== undefined) headers.set('accept-language', acceptLanguage);
  const response = await kit.browserFetch(url, { ...init, headers });
  return { status: response.status, html: await response.text() };
}

const postForm = (url: string, fields: Record<string, string>, acceptLanguage?: string) =>
  open(url, acceptLanguage, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  });

/** The `lang` and `dir` of a page's root element. */
function rootOf(html: string): { lang: string; dir: string } {
  const root = /<html [^>]*>/.exec(html)?.[0] ?? '';
  return { lang: /\blang="([^"]*)"/.exec(root)?.[1] ?? '', dir: /\bdir="([^"]*)"/.exec(root)?.[1] ?? '' };
}

/** A raw API call with the project key, for the error envelope. */
async function api(method: string, path: string, body: unknown): Promise<{ status: number; body: Record<string, unknown> }> {
  const response = await kit.server.fetch(
    new Request(`${SERVICE_ORIGIN}${path}`, {
      method,
      headers: { 'content-type': 'application/json', 'x-api-key': kit.server.projectApiKey },
      body: JSON.stringify(body),
    }),
  );
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe('hosted pages: the language a page speaks', () => {
  it('takes the link’s locale over Accept-Language, Accept-Language over the project’s default, that over English', async () => {
    await kit.client.projects.updateConfig({ branding: { default_locale: 'es' } });
    const withLocale = await linkOf('patchbay_apikey_demo', { locale: 'ja' });
    expect(rootOf((await open(withLocale, 'fr, de;q=0.9')).html)).toEqual({ lang: 'ja', dir: 'ltr' });
    const plain = await linkOf('patchbay_oauth_demo');
    expect(rootOf((await open(plain, 'fr;q=0.5, de')).html).lang).toBe('de');
    expect(rootOf((await open(plain)).html).lang).toBe('es');
    expect(rootOf((await open(plain, 'sv, zh-TW')).html).lang).toBe('es');
    await kit.client.projects.updateConfig({ branding: { default_locale: null } });
    const english = await open(plain);
    expect(rootOf(english.html)).toEqual({ lang: 'en', dir: 'ltr' });
    expect(english.html).toContain(en.continueTo('Acme Tasks'));
  });

  it('keeps the link’s locale on every page of its flow: the form’s answer, the consent screen, the done page', async () => {
    const form = await linkOf('patchbay_apikey_demo', { locale: 'de-AT' });
    const page = await open(form, 'en');
    expect(rootOf(page.html).lang).toBe('de');
    expect(page.html).toContain('<label for="field-api_key">API-Schlüssel<span class="req"');
    const refused = await postForm(form, { api_key: '', region: 'eu' }, 'en');
    expect(refused.status).toBe(422);
    expect(rootOf(refused.html).lang).toBe('de');
    expect(refused.html).toContain('Bitte füllen Sie „API-Schlüssel“ aus.');
    const done = await postForm(form, { api_key: 'pk_live', region: 'eu' }, 'en');
    expect(rootOf(done.html).lang).toBe('de');
    expect(done.html).toContain('Acme Metrics ist verbunden');

    const oauth = await linkOf('patchbay_oauth_demo', { locale: 'pt-PT' });
    const authorize = /href="([^"]*\/oauth\/authorize\?[^"]*)"/.exec((await open(oauth)).html)?.[1]?.replaceAll('&amp;', '&') ?? '';
    const consent = await open(authorize, 'ko');
    expect(rootOf(consent.html).lang).toBe('pt-BR');
    expect(consent.html).toContain('>Permitir</button>');
  });

  it('gives a reconnect’s new link the locale the refresh names, else the one the account was linked with', async () => {
    const form = await linkOf('patchbay_apikey_demo', { locale: 'de' });
    expect((await postForm(form, { api_key: 'pk_live', region: 'eu' })).status).toBe(200);
    const [account] = (await kit.client.connectedAccounts.list({ user_ids: ['user-1'] })).items;
    const reconnect = await kit.client.connectedAccounts.refresh(account!.id, { collect_credentials: true, locale: 'ko' });
    expect(rootOf((await open(reconnect.redirect_url!, 'en')).html).lang).toBe('ko');
    const again = await kit.client.connectedAccounts.refresh(account!.id, { collect_credentials: true });
    expect(rootOf((await open(again.redirect_url!, 'en')).html).lang).toBe('ko');
  });

  it('ignores a link locale that is no language tag, as the vendor ignores a body field it does not know', async () => {
    for (const [i, locale] of [42, '', '<script>', 'de_DE', 'x'.repeat(100), '__proto__', { lang: 'de' }].entries()) {
      const config = (await kit.client.authConfigs.create({ toolkit: { slug: 'patchbay_noauth_demo' } })).auth_config.id;
      const created = await api('POST', '/api/v3/connected_accounts/link', { auth_config_id: config, user_id: `u-${i}`, locale });
      expect(created.status, JSON.stringify(locale)).toBe(201);
      expect(rootOf((await open(created.body.redirect_url as string)).html).lang).toBe('en');
    }
    // The v3.1 route takes it as well.
    const config = (await kit.client.authConfigs.create({ toolkit: { slug: 'patchbay_noauth_demo' } })).auth_config.id;
    const v31 = await api('POST', '/api/v3.1/connected_accounts/link', { auth_config_id: config, user_id: 'u-31', locale: 'nl' });
    expect(v31.status).toBe(201);
    expect(rootOf((await open(v31.body.redirect_url as string)).html).lang).toBe('nl');
  });

  it('answers a hostile Accept-Language normally', async () => {
    const url = await linkOf('patchbay_apikey_demo');
    const huge = Array.from({ length: 10_000 }, (_, i) => `x${i}-yz;q=0.${i % 10}`).join(',');
    for (const header of [
      huge,
      `${huge},ar`,
      '__proto__',
      '__proto__;q=1, constructor',
      '\u00e9\u00e8-\u00fc;q=0.9',
      '*;q=1, ;;;,,',
      'de;q=1e400, fr;q=NaN',
    ]) {
      const page = await open(url, header);
      expect(page.status, header.slice(0, 30)).toBe(200);
      expect(rootOf(page.html)).toEqual({ lang: 'en', dir: 'ltr' });
    }
  });

  it('sets <html lang dir> on every kind of page, error pages included, right to left in Hebrew', async () => {
    const oauth = await linkOf('patchbay_oauth_demo');
    const linkPage = await open(oauth, 'he');
    const authorize = /href="([^"]*\/oauth\/authorize\?[^"]*)"/.exec(linkPage.html)?.[1]?.replaceAll('&amp;', '&') ?? '';
    const form = await linkOf('patchbay_apikey_demo');
    const token = new URL(form).pathname.split('/')[2];
    const pages = {
      link: linkPage,
      form: await open(form, 'he'),
      formRefused: await postForm(form, { region: 'eu' }, 'he'),
      consent: await open(authorize, 'he'),
      consentRequestInvalid: await open(`${SERVICE_ORIGIN}/oauth/authorize?client_id=stranger`, 'he'),
      consentAnswerExpired: await postForm(`${SERVICE_ORIGIN}/oauth/authorize`, { request_id: 'areq_none', decision: 'allow' }, 'he'),
      callbackMismatch: await open(`${oauth}/oauth/callback?state=wrong&code=x`, 'he'),
      unknownLink: await open(`${SERVICE_ORIGIN}/connect/lt_unknown`, 'he'),
      done: await postForm(form, { api_key: 'pk_live', region: 'eu' }, 'he'),
      used: await open(`${SERVICE_ORIGIN}/connect/${token}`, 'he'),
    };
    const statuses = Object.fromEntries(Object.entries(pages).map(([kind, page]) => [kind, page.status]));
    expect(statuses).toEqual({
      link: 200,
      form: 200,
      formRefused: 422,
      consent: 200,
      consentRequestInvalid: 400,
      consentAnswerExpired: 400,
      callbackMismatch: 400,
      unknownLink: 404,
      done: 200,
      used: 409,
    });
    for (const [kind, page] of Object.entries(pages)) expect(rootOf(page.html), kind).toEqual({ lang: 'he', dir: 'rtl' });
    expect(pages.unknownLink.html).toContain('הקישור לא נמצא');
  });

  it('shows the API key form in Arabic, right to left, names isolated: no English sentence of the service’s own left, the toolkit’s English data marked lang="en"', async () => {
    const url = await linkOf('patchbay_apikey_demo', { locale: 'ar' });
    const page = await open(url);
    expect(rootOf(page.html)).toEqual({ lang: 'ar', dir: 'rtl' });
    expect(page.html).toContain('<h1>ربط \u2068Acme Metrics\u2069</h1>');
    expect(page.html).toContain('<label for="field-api_key">مفتاح API<span class="req"');
    expect(page.html).toContain('>إلغاء</button>');
    expect(page.html).toContain('<strong>\u2068default\u2069</strong>');
    // The layout follows the reading direction: logical sides only.
    expect(page.html).toContain('margin-inline-start');
    expect(page.html).not.toMatch(/(?:margin|padding)-(?:left|right)|text-align: (?:left|right)|float:/);
    for (const key of ['cancel', 'fieldApiKey', 'connect'] as const) expect(page.html).not.toContain(`>${en[key]}<`);
    for (const sentence of [
      en.footForm('Acme Metrics'),
      en.connectLead({ app: 'x' }, 'Acme Metrics').slice(2),
      en.connectLead({ localProject: 'default' }, 'Acme Metrics'),
      en.hintApiKey,
    ]) {
      expect(page.html).not.toContain(sentence);
    }
    const refused = await postForm(url, { api_key: 'sk_wrong', region: 'eu' });
    expect(refused.status).toBe(422);
    expect(refused.html).toContain('رفض \u2068Acme Metrics\u2069 مفتاح API هذا.');
    // What Acme Metrics writes itself (its key hint, its region field and option names) stays English and says so.
    expect(page.html).toContain('<span class="hint" id="field-api_key-hint" lang="en" dir="ltr">Sandbox keys start with pk_');
    expect(page.html).toContain('<label for="field-region" lang="en" dir="ltr">Region</label>');
    expect(page.html).toContain('<span class="hint" id="field-region-hint" lang="en" dir="ltr">Data region of the account</span>');
    expect(page.html).toMatch(/<option value="us"( selected)? lang="en" dir="ltr">United States<\/option>/);
    // The translated label is not marked English; a key is typed left to right on the right-to-left page.
    expect(page.html).not.toMatch(/<label for="field-api_key" lang=/);
    expect(page.html).toMatch(/<input type="password" id="field-api_key"[^>]* dir="ltr">/);
    // An unknown option is answered with the options as the page names them, not their values.
    const badRegion = await postForm(url, { api_key: 'pk_ok', region: 'mars' });
    expect(badRegion.status).toBe(422);
    expect(badRegion.html).toContain('\u2068United States\u2069');
    expect(badRegion.html).toContain('\u2068European Union\u2069');
  });

  it('translates the catalog’s generic hint of a standard field, as it does the label', async () => {
    const page = await open(await linkOf('circleci', { locale: 'ar' }));
    expect(page.status).toBe(200);
    expect(page.html).toContain('<span class="hint" id="field-api_key-hint">مفتاح API الذي أُنشئ في إعدادات المطوّرين للتطبيق</span>');
    expect(page.html).not.toContain(en.hintApiKey);
    const english = await open(await linkOf('circleci', { locale: 'en' }));
    expect(english.html).toContain(`<span class="hint" id="field-api_key-hint">API key created in the app&#39;s developer settings</span>`);
  });

  it('shows an echoed client_id without its bidirectional controls, and shortened', async () => {
    const clientId = `evil\u2069\u202eexe.gnp${'z'.repeat(5000)}`;
    const page = await open(`${SERVICE_ORIGIN}/oauth/authorize?client_id=${encodeURIComponent(clientId)}`, 'he');
    expect(page.status).toBe(400);
    expect(rootOf(page.html).lang).toBe('he');
    expect(page.html).toContain('evilexe.gnpzzz');
    expect(page.html).not.toMatch(/[\u202a-\u202e\u2066\u2067]/);
    expect(page.html).not.toContain('z'.repeat(200));
  });
});

describe('the project’s default locale, set through the API', () => {
  it('is kept canonical, answered, applied, and reset with null', async () => {
    const set = await kit.client.projects.updateConfig({ branding: { default_locale: 'pt-br' } });
    expect(set.branding.default_locale).toBe('pt-BR');
    expect((await kit.client.projects.getConfig()).branding.default_locale).toBe('pt-BR');
    const url = await linkOf('patchbay_noauth_demo');
    expect(rootOf((await open(url)).html).lang).toBe('pt-BR');
    // The browser's own language still wins.
    expect(rootOf((await open(url, 'it')).html).lang).toBe('it');
    const reset = await kit.client.projects.updateConfig({ branding: { default_locale: null } });
    expect(reset.branding.default_locale).toBeUndefined();
    expect(rootOf((await open(url)).html).lang).toBe('en');
  });

  it('refuses a malformed or unsupported one with a 400 at the field, changing nothing', async () => {
    await kit.client.projects.updateConfig({ branding: { default_locale: 'fr' } });
    for (const value of ['zh-TW', 'xx', 'de_DE', '', 'en-US-u-ca-\u0000', 'x'.repeat(100), 42, ['de'], '__proto__']) {
      const refused = await api('PATCH', '/api/v3/org/project/config', { branding: { default_locale: value } });
      expect(refused.status, JSON.stringify(value)).toBe(400);
      const error = refused.body.error as { slug: string; field_errors: { path: (string | number)[]; message: string }[] };
      expect(error.slug).toBe('bad_request');
      expect(error.field_errors.map((f) => f.path.join('.'))).toEqual(['body.branding.default_locale']);
    }
    const message = ((await api('PATCH', '/api/v3/org/project/config', { branding: { default_locale: 'zh-TW' } })).body.error as { message: string })
      .message;
    expect(message).toContain('en, es, fr, de, it, pt-BR, nl, ja, zh-CN, ko, ar, he');
    expect((await kit.client.projects.getConfig()).branding.default_locale).toBe('fr');
  });

  it('is in the OpenAPI document, as the link’s locale is', async () => {
    const document = (await (await kit.browserFetch(`${SERVICE_ORIGIN}/api/v3/openapi.json`)).json()) as {
      paths: Record<string, Record<string, { requestBody: { content: { 'application/json': { schema: Schema } } } }>>;
    };
    const body = (path: string, method: string) => document.paths[path]?.[method]?.requestBody.content['application/json'].schema;
    expect(body('/api/v3/org/project/config', 'patch')?.properties?.branding?.properties?.default_locale).toMatchObject({ type: ['string', 'null'] });
    expect(body('/api/v3/connected_accounts/link', 'post')?.properties?.locale).toMatchObject({ type: 'string' });
  });
});

interface Schema {
  type?: string | string[];
  properties?: Record<string, Schema>;
}
