import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  BUILTIN_TOOLKIT_SLUGS,
  buildCatalog,
  CATEGORIES,
  getCatalog,
  listConnectionFields,
  monogram,
  renderToolkitLogo,
  toolkitLogoDataUrl,
  toolSchemas,
  type FieldDescriptor,
} from './index';
import { catalogData } from './catalogData';

const catalog = buildCatalog();
const { deprecatedInFavourOf, popularSlugs, toolTemplates } = catalogData();
const VERSION = /^\d{8}_\d{2}$/;
const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
const CONFIG_TYPES = ['string', 'number', 'boolean', 'enum'] as const;
const PAYLOAD_TYPES = ['string', 'number', 'boolean', 'object'];

describe('catalog toolkits', () => {
  it('has at least 1,000 toolkits with unique slugs', () => {
    expect(catalog.toolkits.length).toBeGreaterThanOrEqual(1050);
    const slugs = catalog.toolkits.map((t) => t.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const slug of slugs) expect(slug).toMatch(/^[a-z0-9_]+$/);
    expect(new Set(catalog.toolkits.map((t) => t.name.toLowerCase())).size).toBe(slugs.length);
  });

  it('is sorted alphabetically by name', () => {
    const names = catalog.toolkits.map((t) => t.name.toLowerCase());
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
  });

  it('gives every toolkit well-formed metadata', () => {
    const categoryIds = new Set(CATEGORIES.map((c) => c.id));
    // Collect problems instead of calling expect() per field: ~1,800 toolkits x many checks is slow.
    const problems: string[] = [];
    const check = (ok: boolean, what: string) => {
      if (!ok) problems.push(what);
    };
    for (const t of catalog.toolkits) {
      const year = Number(t.version.slice(0, 4));
      check(t.name.length > 0 && t.description.length > 10, `${t.slug}: name/description`);
      check(t.categories.length >= 1 && t.categories.length <= 2, `${t.slug}: category count`);
      check(
        t.categories.every((c) => categoryIds.has(c.id)),
        `${t.slug}: unknown category`,
      );
      check(VERSION.test(t.version) && year >= 2024 && year <= 2026, `${t.slug}: version ${t.version}`);
      check(ISO.test(t.createdAt) && ISO.test(t.updatedAt) && t.createdAt <= t.updatedAt, `${t.slug}: dates`);
      check(/^https:\/\/[a-z0-9.-]+\.[a-z]{2,}(\/\S*)?$/.test(t.appUrl), `${t.slug}: appUrl ${t.appUrl}`);
      check(/^(https:\/\/\S+|builtin:[a-z0-9_]+|local:[a-z0-9_]+)$/.test(t.baseUrl), `${t.slug}: baseUrl ${t.baseUrl}`);
      check(t.usage > 0, `${t.slug}: usage`);
      check(t.tools.length >= 2 && t.tools.length <= 12, `${t.slug}: ${t.tools.length} tools`);
      check(t.triggers.length <= 4, `${t.slug}: ${t.triggers.length} triggers`);
    }
    expect(problems).toEqual([]);
  });

  it('keeps auth scheme fields consistent', () => {
    const problems: string[] = [];
    const check = (ok: boolean, what: string) => {
      if (!ok) problems.push(what);
    };
    for (const t of catalog.toolkits) {
      const oauthOnly = t.authSchemes.length === 1 && t.authSchemes[0] === 'OAUTH2';
      check(t.authSchemes.length > 0, `${t.slug}: no schemes`);
      check(t.noAuth === (t.authSchemes.length === 1 && t.authSchemes[0] === 'NO_AUTH'), `${t.slug}: noAuth flag`);
      check(t.authSchemes.length === 1 || !t.authSchemes.includes('NO_AUTH'), `${t.slug}: NO_AUTH mixed`);
      check(
        t.vendorManagedAuthSchemes.every((s) => t.authSchemes.includes(s)),
        `${t.slug}: vendor-managed not a subset`,
      );
      check(!t.vendorManagedAuthSchemes.includes('API_KEY'), `${t.slug}: vendor-managed API_KEY`);
      check(t.vendorManagedAuthSchemes.includes('OAUTH2') === t.authSchemes.includes('OAUTH2'), `${t.slug}: vendor-managed OAUTH2`);
      const fields = Object.values(t.connectionFields);
      check(!(t.noAuth || oauthOnly) || fields.length === 0, `${t.slug}: unexpected connection fields`);
      const apiKey = t.connectionFields['api_key'];
      check(!t.authSchemes.includes('API_KEY') || (apiKey?.required === true && apiKey.secret === true), `${t.slug}: api_key field`);
      check(
        fields.every((f) => f.label.length > 0 && typeof f.required === 'boolean'),
        `${t.slug}: field label/required`,
      );
    }
    expect(problems).toEqual([]);
  });

  it('has a plausible mix of auth schemes, local and deprecated toolkits', () => {
    const total = catalog.toolkits.length;
    const noAuth = catalog.toolkits.filter((t) => t.noAuth).length;
    expect(noAuth / total).toBeGreaterThan(0.03);
    expect(noAuth / total).toBeLessThan(0.08);
    const oauthOrKey = catalog.toolkits.filter((t) => t.authSchemes.includes('OAUTH2') || t.authSchemes.includes('API_KEY')).length;
    expect(oauthOrKey / total).toBeGreaterThan(0.7);
    const local = catalog.toolkits.filter((t) => t.isLocalToolkit);
    expect(local.length).toBeGreaterThan(0);
    expect(local.length).toBeLessThan(10);
    const deprecated = catalog.toolkits.filter((t) => t.deprecated);
    expect(deprecated.length).toBe(Object.keys(deprecatedInFavourOf).length);
    for (const t of deprecated) expect(catalog.toolkit(t.deprecated?.toolkitId ?? '')).toBeDefined();
  });

  it('ranks well-known apps highest by usage', () => {
    for (const slug of popularSlugs) expect(catalog.toolkit(slug), slug).toBeDefined();
    const top = [...catalog.toolkits]
      .sort((a, b) => b.usage - a.usage)
      .slice(0, 10)
      .map((t) => t.slug);
    expect(top).toContain('github');
    expect(top).toContain('gmail');
    expect(top).toContain('slack');
  });
});

describe('tools and trigger types', () => {
  it('prefixes unique tool and trigger slugs with the toolkit slug', () => {
    const problems: string[] = [];
    const toolSlugs = new Set<string>();
    for (const t of catalog.toolkits) {
      const prefix = `${t.slug.toUpperCase()}_`;
      for (const tool of t.tools) {
        if (!tool.slug.startsWith(prefix) || !/^[A-Z0-9_]+$/.test(tool.slug)) problems.push(`bad tool slug ${tool.slug}`);
        if (!tool.name || tool.description.includes('{app}')) problems.push(`bad tool text ${tool.slug}`);
        if (toolSlugs.has(tool.slug)) problems.push(`duplicate tool ${tool.slug}`);
        toolSlugs.add(tool.slug);
      }
      for (const trigger of t.triggers) {
        if (!trigger.slug.startsWith(prefix) || !/^[A-Z0-9_]+$/.test(trigger.slug)) problems.push(`bad trigger slug ${trigger.slug}`);
      }
    }
    expect(problems).toEqual([]);
    const triggerSlugs = catalog.triggerTypes.map((t) => t.slug);
    expect(new Set(triggerSlugs).size).toBe(triggerSlugs.length);
    expect(catalog.triggerTypes.length).toBe(catalog.toolkits.reduce((n, t) => n + t.triggers.length, 0));
  });

  it('describes trigger config and payload with the allowed shapes', () => {
    const problems: string[] = [];
    const seen = new Set<string>();
    for (const trigger of catalog.triggerTypes) {
      const where = trigger.slug;
      if (!VERSION.test(trigger.version)) problems.push(`${where}: version`);
      if (trigger.type !== 'webhook' && trigger.type !== 'poll') problems.push(`${where}: type`);
      if (trigger.instructions.length < 20 || trigger.description.length < 10) problems.push(`${where}: text`);
      if (Object.keys(trigger.payload).length === 0) problems.push(`${where}: empty payload`);
      for (const [name, f] of Object.entries<FieldDescriptor>(trigger.config)) {
        if (!(CONFIG_TYPES as readonly string[]).includes(f.type)) problems.push(`${where}.${name}: config type ${f.type}`);
        if (typeof f.required !== 'boolean') problems.push(`${where}.${name}: required not boolean`);
        if (f.type === 'enum' && !(f.options && f.options.length > 0)) problems.push(`${where}.${name}: enum without options`);
        if (f.type === 'enum' && f.default !== undefined && !f.options?.includes(String(f.default))) problems.push(`${where}.${name}: bad default`);
        seen.add(`${f.type}:${String(f.required)}`);
      }
      if (trigger.type === 'poll' && trigger.config['interval_minutes']?.type !== 'number') problems.push(`${where}: poll without interval`);
      for (const [name, f] of Object.entries<FieldDescriptor>(trigger.payload)) {
        if (!PAYLOAD_TYPES.includes(f.type)) problems.push(`${where}.${name}: payload type ${f.type}`);
        if (f.type === 'object' && Object.keys(f.properties ?? {}).length === 0) problems.push(`${where}.${name}: object without properties`);
      }
    }
    expect(problems).toEqual([]);
    for (const type of CONFIG_TYPES) {
      expect(seen.has(`${type}:true`), `${type} required`).toBe(true);
      expect(seen.has(`${type}:false`), `${type} optional`).toBe(true);
    }
  });

  it('offers both webhook and poll triggers, and only poll ones without auth', () => {
    const types = new Set(catalog.triggerTypes.map((t) => t.type));
    expect(types).toEqual(new Set(['webhook', 'poll']));
    // Built-ins and bespoke utilities (e.g. the generic inbound Webhooks toolkit) are simulated locally.
    const builtins: readonly string[] = BUILTIN_TOOLKIT_SLUGS;
    const webhookWithoutAuth = catalog.toolkits
      .filter((t) => t.noAuth && !builtins.includes(t.slug) && !toolTemplates.byToolkit.has(t.slug))
      .flatMap((t) => t.triggers.filter((tr) => tr.type !== 'poll').map((tr) => tr.slug));
    expect(webhookWithoutAuth).toEqual([]);
  });
});

describe('lookups and determinism', () => {
  it('finds toolkits and trigger types by slug', () => {
    expect(catalog.toolkit('github')?.name).toBe('GitHub');
    expect(catalog.toolkit('does_not_exist')).toBeUndefined();
    const first = catalog.triggerTypes[0];
    expect(first).toBeDefined();
    expect(catalog.triggerType(first?.slug ?? '')).toEqual(first);
    expect(catalog.toolkit(first?.toolkitSlug ?? '')?.triggers.map((t) => t.slug)).toContain(first?.slug);
    expect(catalog.triggerType('NOPE_TRIGGER')).toBeUndefined();
    expect(catalog.categories.length).toBeGreaterThanOrEqual(20);
    expect(getCatalog()).toBe(getCatalog());
  });

  it('builds the same catalogue every time', () => {
    const again = buildCatalog();
    expect(again.toolkits).not.toBe(catalog.toolkits);
    // Comparing serialisations is far faster than toEqual on ~5 MB of data, and stricter (key order).
    expect(JSON.stringify(again.toolkits)).toBe(JSON.stringify(catalog.toolkits));
    expect(JSON.stringify(again.triggerTypes)).toBe(JSON.stringify(catalog.triggerTypes));
    expect(again.categories).toEqual(catalog.categories);
  });

  it("picks a toolkit's tools and triggers alike whichever is read first", () => {
    const toolsFirst = buildCatalog();
    const tools = toolsFirst.toolkits.map((toolkit) => toolkit.tools);
    const triggers = toolsFirst.toolkits.map((toolkit) => toolkit.triggers);
    const triggersFirst = buildCatalog();
    expect(JSON.stringify(triggersFirst.toolkits.map((toolkit) => toolkit.triggers))).toBe(JSON.stringify(triggers));
    expect(JSON.stringify(triggersFirst.toolkits.map((toolkit) => toolkit.tools))).toBe(JSON.stringify(tools));
    expect(JSON.stringify(triggersFirst.triggerTypes)).toBe(JSON.stringify(toolsFirst.triggerTypes));
  });

  it('builds exactly the catalogue it always has: toolkits, tools with their schemas, triggers, categories', () => {
    const canonical = JSON.stringify({
      categories: catalog.categories,
      toolkits: catalog.toolkits.map((toolkit) => ({
        ...toolkit,
        tools: toolkit.tools.map((tool) => ({
          slug: tool.slug,
          name: tool.name,
          description: tool.description,
          schemas: toolSchemas(toolkit, tool),
        })),
      })),
    });
    // A change to the catalog's data or to how it is built changes this; update it only for a change you mean.
    // Last meant change: Acme Metrics' region options have names for people (`optionLabels`: United States, European Union).
    expect(createHash('sha256').update(canonical).digest('hex')).toBe('1a8ebff0d19acbae0cfedf3523f2508e95ded85a108c33d21fa79036ea85bd5c');
  });
});

describe('logos', () => {
  it('renders a deterministic, escaped SVG monogram', () => {
    const svg = renderToolkitLogo('github', 'GitHub');
    expect(svg).toBe(renderToolkitLogo('github', 'GitHub'));
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    expect(svg).toContain('viewBox="0 0 64 64"');
    expect(svg).toContain('font-family="system-ui');
    expect(svg).toMatch(/>GH<\/text><\/svg>$/);
    expect(svg).toMatch(/fill="#[0-9A-F]{6}"/);
    const tricky = renderToolkitLogo('x', '<A&B "Co">');
    expect(tricky).not.toMatch(/<A&B/);
    expect(tricky).toContain('&#60;A&#38;B &#34;Co&#34;&#62;');
    expect(toolkitLogoDataUrl('github', 'GitHub')).toMatch(/^data:image\/svg\+xml;base64,/);
  });

  it('derives sensible monograms', () => {
    expect(monogram('Google Drive')).toBe('GD');
    expect(monogram('HubSpot')).toBe('HS');
    expect(monogram('Stripe')).toBe('S');
    expect(monogram('monday.com')).toBe('M');
    expect(monogram('8x8')).toBe('8');
    expect(monogram('1Password')).toBe('1P');
    expect(monogram('tl;dv')).toBe('T');
    expect(catalog.toolkits.filter((t) => [...monogram(t.name)].length < 1)).toEqual([]);
  });

  it('uses several palette colours across the catalogue', () => {
    const colours = new Set(catalog.toolkits.slice(0, 200).map((t) => /fill="(#[0-9A-F]{6})"/.exec(renderToolkitLogo(t.slug, t.name))?.[1]));
    expect(colours.size).toBeGreaterThanOrEqual(12);
  });
});

describe('built-in toolkits', () => {
  const taskConfig = {
    project: { type: 'string', required: true },
    priority: { type: 'enum', required: false, options: ['low', 'normal', 'high'] },
    include_archived: { type: 'boolean', required: false },
    min_estimate: { type: 'number', required: false },
  };

  it('includes the three simulated toolkits with placeholder base URLs', () => {
    expect([...BUILTIN_TOOLKIT_SLUGS]).toEqual(['patchbay_oauth_demo', 'patchbay_apikey_demo', 'patchbay_noauth_demo']);
    for (const slug of BUILTIN_TOOLKIT_SLUGS) {
      const t = catalog.toolkit(slug);
      expect(t, slug).toBeDefined();
      expect(t?.baseUrl).toBe(`builtin:${slug}`);
      expect(t?.triggers.length).toBeGreaterThanOrEqual(2);
      const taskCreated = t?.triggers.find((tr) => tr.slug === `${slug.toUpperCase()}_TASK_CREATED`);
      expect(taskCreated?.config).toMatchObject(taskConfig);
      expect(Object.values(taskCreated?.payload ?? {}).some((f) => f.type === 'object')).toBe(true);
    }
  });

  it('gives each built-in its stated auth shape', () => {
    const tasks = catalog.toolkit('patchbay_oauth_demo');
    expect(tasks).toMatchObject({
      name: 'Acme Tasks',
      authSchemes: ['OAUTH2'],
      vendorManagedAuthSchemes: ['OAUTH2'],
      noAuth: false,
      connectionFields: {},
    });
    expect(tasks?.categories.map((c) => c.id)).toEqual(['productivity']);

    const metrics = catalog.toolkit('patchbay_apikey_demo');
    expect(metrics).toMatchObject({ name: 'Acme Metrics', authSchemes: ['API_KEY'], vendorManagedAuthSchemes: [], noAuth: false });
    expect(metrics?.connectionFields['api_key']).toMatchObject({ type: 'string', required: true, secret: true });
    expect(metrics?.connectionFields['region']).toMatchObject({ type: 'enum', options: ['us', 'eu'], required: false, default: 'us' });
    expect(listConnectionFields(metrics!).map((f) => f.name)).toEqual(['api_key', 'region']);

    const status = catalog.toolkit('patchbay_noauth_demo');
    expect(status).toMatchObject({ name: 'Acme Status', authSchemes: ['NO_AUTH'], vendorManagedAuthSchemes: [], noAuth: true, connectionFields: {} });
  });
});
