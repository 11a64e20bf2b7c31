import { buildBuiltinToolkits } from './builtins';
import { catalogData } from './catalogData';
import { CATEGORIES, categoryByCode } from './categories';
import type { CatalogData } from './parseCatalogData';
import { createRng, type Rng } from './prng';
import { STANDARD_FIELD_TEXT as STANDARD } from './standardFieldText';
import type {
  AuthScheme,
  Catalog,
  CatalogConnectionField,
  CatalogTool,
  CatalogToolEntry,
  CatalogToolkit,
  CatalogTriggerType,
  CatalogTriggerTypeEntry,
  ConnectionFieldEntry,
  FieldDescriptor,
  ToolkitSeed,
  ToolTemplate,
  TriggerTemplate,
} from './types';

const DAY_MS = 86_400_000;
const CREATED_FROM = Date.UTC(2023, 0, 1);
const UPDATED_FROM = Date.UTC(2024, 0, 1);
const UPDATED_TO = Date.UTC(2026, 9, 31);

const HUMANIZED = new Map<string, string>(); // a few hundred distinct actions, reused across toolkits

/** Display name of an action: CREATE_PULL_REQUEST -> "Create pull request". */
export function humanizeAction(action: string): string {
  let name = HUMANIZED.get(action);
  if (name === undefined) {
    const text = action.toLowerCase().replace(/_/g, ' ');
    name = text.charAt(0).toUpperCase() + text.slice(1);
    HUMANIZED.set(action, name);
  }
  return name;
}

function dateLabel(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10).replace(/-/g, '');
}

function connectionFieldsFor(schemes: readonly AuthScheme[]): Record<string, CatalogConnectionField> {
  const fields: Record<string, CatalogConnectionField> = {};
  for (const scheme of schemes) {
    if (scheme === 'API_KEY')
      fields['api_key'] = { type: 'string', label: STANDARD.api_key.label, description: STANDARD.api_key.hint, required: true, secret: true };
    if (scheme === 'BEARER_TOKEN')
      fields['token'] = { type: 'string', label: STANDARD.token.label, description: STANDARD.token.hint, required: true, secret: true };
    if (scheme === 'BASIC') {
      fields['username'] = { type: 'string', label: STANDARD.username.label, description: STANDARD.username.hint, required: true };
      fields['password'] = { type: 'string', label: STANDARD.password.label, description: STANDARD.password.hint, required: true, secret: true };
    }
  }
  return fields;
}

function usageFor(seed: ToolkitSeed, rng: Rng, popularRank: number | undefined, data: CatalogData): number {
  if (popularRank !== undefined) {
    // Smooth decay from ~250k at rank 0 so the well-known apps lead sort_by=usage.
    return Math.round(250_000 / Math.pow(popularRank + 1, 0.6)) + rng.int(0, 999);
  }
  const score = 40 + Math.round(Math.pow(rng.next(), 3) * 12_000);
  return data.deprecatedInFavourOf[seed.slug] ? Math.round(score / 10) : score;
}

function toTools(seed: ToolkitSeed, templates: readonly ToolTemplate[]): CatalogTool[] {
  const prefix = seed.slug.toUpperCase();
  return templates.map((t) => ({
    slug: `${prefix}_${t.action}`,
    name: humanizeAction(t.action),
    description: t.description.replaceAll('{app}', seed.name),
    template: t,
  }));
}

/** Picks up to `wanted` items, about 70% from the primary category so the toolkit reads true to its main purpose. */
function pickMostlyPrimary<T>(rng: Rng, primary: readonly T[], secondary: readonly T[], wanted: number): Set<T> {
  const p = rng.shuffle(primary);
  const s = rng.shuffle(secondary.filter((item) => !primary.includes(item)));
  const fromPrimary = Math.min(p.length, Math.max(wanted - s.length, Math.ceil(wanted * 0.7)));
  return new Set([...p.slice(0, fromPrimary), ...s.slice(0, Math.max(0, wanted - fromPrimary))]);
}

function templatesFor<T>(seed: ToolkitSeed, table: ReadonlyMap<string, readonly T[]>, key: (item: T) => string): [T[], T[]] {
  const [primaryCode = '', ...rest] = seed.categoryCodes;
  const primary = [...(table.get(primaryCode) ?? [])];
  const taken = new Set(primary.map(key));
  const secondary = rest.flatMap((code) => table.get(code) ?? []).filter((item) => !taken.has(key(item)));
  return [primary, secondary];
}

function pickTools(seed: ToolkitSeed, rng: Rng, popular: boolean, noAuth: boolean, { toolTemplates }: CatalogData): CatalogTool[] {
  const bespoke = toolTemplates.byToolkit.get(seed.slug);
  if (bespoke) return toTools(seed, bespoke);
  // Public-data APIs: category actions mostly assume an account, so offer generic reads.
  if (noAuth) return toTools(seed, toolTemplates.publicData.slice(0, rng.int(2, toolTemplates.publicData.length)));
  const [primary, secondary] = templatesFor(seed, toolTemplates.byCategory, (t) => t.action);
  const wanted = Math.min(12, popular ? rng.int(8, 12) : 2 + Math.floor(Math.pow(rng.next(), 1.4) * 10));
  const chosen = pickMostlyPrimary(rng, primary, secondary, wanted);
  // Keep template order so related tools sit together in listings.
  return toTools(
    seed,
    [...primary, ...secondary].filter((t) => chosen.has(t)),
  );
}

function instructionsFor(t: TriggerTemplate, app: string, noAuth: boolean): string {
  const required = Object.entries(t.config)
    .filter(([, f]) => f.required)
    .map(([name]) => name);
  const needs = required.length ? ` Required config: ${required.join(', ')}.` : ' No config is required.';
  const enable = noAuth ? 'Enable this trigger; no account is needed.' : `Connect your ${app} account and enable this trigger.`;
  if (t.type === 'webhook' && noAuth) {
    return `${enable} Patchbay gives the trigger its own inbound URL and forwards each request it receives to your project's webhook subscription.${needs}`;
  }
  if (t.type === 'webhook') {
    return `${enable} Patchbay registers a webhook with ${app} and forwards each event to your project's webhook subscription.${needs}`;
  }
  return `${enable} Patchbay checks ${app} every interval_minutes minutes and emits one event per new item it finds.${needs}`;
}

function cloneFields(fields: Record<string, FieldDescriptor>): Record<string, FieldDescriptor> {
  return Object.fromEntries(
    Object.entries(fields).map(([k, f]) => [
      k,
      { ...f, ...(f.options ? { options: [...f.options] } : {}), ...(f.properties ? { properties: { ...f.properties } } : {}) },
    ]),
  );
}

function toTriggers(seed: ToolkitSeed, templates: readonly TriggerTemplate[], version: string, noAuth: boolean): CatalogTriggerType[] {
  const prefix = seed.slug.toUpperCase();
  return templates.map((t) => ({
    slug: `${prefix}_${t.key}`,
    name: t.name,
    description: t.description,
    instructions: instructionsFor(t, seed.name, noAuth),
    type: t.type,
    config: cloneFields(t.config),
    payload: cloneFields(t.payload),
    version,
  }));
}

function pickTriggers(seed: ToolkitSeed, rng: Rng, popular: boolean, noAuth: boolean, version: string, data: CatalogData): CatalogTriggerType[] {
  const { toolTemplates, triggerTemplates } = data;
  // A toolkit with tools of its own has exactly the triggers of its own (maybe none).
  if (toolTemplates.byToolkit.has(seed.slug)) return toTriggers(seed, triggerTemplates.byToolkit.get(seed.slug) ?? [], version, noAuth);
  // No account means nothing to register a webhook with: public-data toolkits get the generic poll trigger.
  if (noAuth) return toTriggers(seed, rng.next() < 0.6 ? [...triggerTemplates.publicData] : [], version, noAuth);
  const [primary, secondary] = templatesFor(seed, triggerTemplates.byCategory, (t) => t.key);
  const roll = rng.next();
  let wanted = roll < 0.15 ? 0 : roll < 0.45 ? 1 : roll < 0.75 ? 2 : roll < 0.9 ? 3 : 4;
  if (popular) wanted = Math.max(wanted, 2);
  const chosen = pickMostlyPrimary(rng, primary, secondary, wanted);
  return toTriggers(
    seed,
    [...primary, ...secondary].filter((t) => chosen.has(t)),
    version,
    noAuth,
  );
}

/**
 * A generated toolkit. Its tools and triggers (about 10,000 and 3,500 across
 * the catalog) are picked the first time either is read, so a service that
 * starts and lists toolkits does not pick them all. The same generator
 * continues where the toolkit's own fields left it, so the result is the
 * same whenever it is read.
 */
function buildToolkit(seed: ToolkitSeed, popularRank: number | undefined, data: CatalogData): CatalogToolkit {
  const rng = createRng(`toolkit:${seed.slug}`);
  const popular = popularRank !== undefined;
  const noAuth = seed.authSchemes.length === 1 && seed.authSchemes[0] === 'NO_AUTH';
  const createdMs = CREATED_FROM + rng.int(0, 640) * DAY_MS + rng.int(0, DAY_MS / 1000 - 1) * 1000;
  const updatedStart = Math.max(createdMs + 30 * DAY_MS, UPDATED_FROM);
  const updatedMs = updatedStart + Math.floor((rng.next() * (UPDATED_TO - updatedStart)) / 1000) * 1000;
  const version = `${dateLabel(updatedMs)}_${String(rng.int(0, 9)).padStart(2, '0')}`;
  const successor = data.deprecatedInFavourOf[seed.slug];
  const usage = usageFor(seed, rng, popularRank, data);
  let picked: Pick<CatalogToolkit, 'tools' | 'triggers'> | undefined;
  // Tools before triggers: the order the generator is drawn in.
  const pick = () =>
    (picked ??= { tools: pickTools(seed, rng, popular, noAuth, data), triggers: pickTriggers(seed, rng, popular, noAuth, version, data) });
  const toolkit: CatalogToolkit = {
    slug: seed.slug,
    name: seed.name,
    description: seed.description,
    categories: seed.categoryCodes.map((code) => {
      const { id, name } = categoryByCode(code);
      return { id, name };
    }),
    authSchemes: [...seed.authSchemes],
    vendorManagedAuthSchemes: seed.authSchemes.includes('OAUTH2') ? ['OAUTH2'] : [],
    noAuth,
    isLocalToolkit: seed.apiBase === null,
    appUrl: `https://${seed.appHost}`,
    baseUrl: seed.apiBase === null ? `local:${seed.slug}` : `https://${seed.apiBase}`,
    version,
    createdAt: new Date(createdMs).toISOString(),
    updatedAt: new Date(updatedMs).toISOString(),
    usage,
    get tools() {
      return pick().tools;
    },
    get triggers() {
      return pick().triggers;
    },
    connectionFields: connectionFieldsFor(seed.authSchemes),
  };
  if (successor) toolkit.deprecated = { toolkitId: successor };
  return toolkit;
}

/** Alphabetically by name (case-insensitive), then slug; each name lower-cased once, not at every comparison. */
function sortByName(toolkits: readonly CatalogToolkit[]): CatalogToolkit[] {
  const keyed = toolkits.map((toolkit) => ({ toolkit, name: toolkit.name.toLowerCase() }));
  keyed.sort((a, b) => {
    if (a.name !== b.name) return a.name < b.name ? -1 : 1;
    return a.toolkit.slug < b.toolkit.slug ? -1 : a.toolkit.slug > b.toolkit.slug ? 1 : 0;
  });
  return keyed.map(({ toolkit }) => toolkit);
}

/** Builds the full catalogue. Pure and deterministic: every call returns equal data. */
export function buildCatalog(): Catalog {
  const data = catalogData();
  const popularRank = new Map(data.popularSlugs.map((slug, i) => [slug, i]));
  const toolkits = sortByName([...data.toolkits.map((seed) => buildToolkit(seed, popularRank.get(seed.slug), data)), ...buildBuiltinToolkits()]);

  const bySlug = new Map<string, CatalogToolkit>();
  for (const toolkit of toolkits) {
    if (bySlug.has(toolkit.slug)) throw new Error(`Duplicate toolkit slug ${toolkit.slug}`);
    bySlug.set(toolkit.slug, toolkit);
  }
  // ~3,500 trigger types and ~10,000 tools: listed and indexed when first asked for, not at start-up.
  let triggerTypes: CatalogTriggerTypeEntry[] | undefined;
  const listTriggerTypes = () =>
    (triggerTypes ??= toolkits.flatMap((toolkit) => toolkit.triggers.map((trigger) => ({ ...trigger, toolkitSlug: toolkit.slug }))));
  let triggerBySlug: Map<string, CatalogTriggerTypeEntry> | undefined;
  let toolBySlug: Map<string, CatalogToolEntry> | undefined;
  const toolIndex = () => new Map(toolkits.flatMap((toolkit) => toolkit.tools.map((tool) => [tool.slug, { toolkit, tool }] as const)));

  return {
    toolkits,
    categories: CATEGORIES.map((c) => ({ ...c })),
    toolkit: (slug) => bySlug.get(slug),
    triggerType: (slug) => (triggerBySlug ??= new Map(listTriggerTypes().map((t) => [t.slug, t]))).get(slug),
    get triggerTypes() {
      return listTriggerTypes();
    },
    tool: (slug) => (toolBySlug ??= toolIndex()).get(slug),
  };
}

let shared: Catalog | undefined;

/** Process-wide catalogue, built on first use (the server treats it as read-only). */
export function getCatalog(): Catalog {
  shared ??= buildCatalog();
  return shared;
}

/** `connectionFields` as an ordered list, for forms and API responses. */
export function listConnectionFields(toolkit: CatalogToolkit): ConnectionFieldEntry[] {
  return Object.entries(toolkit.connectionFields).map(([name, f]) => {
    const entry: ConnectionFieldEntry = {
      name,
      display_name: f.label,
      displayName: f.label,
      type: f.type === 'number' || f.type === 'boolean' || f.type === 'enum' ? f.type : 'string',
      description: f.description ?? '',
      required: f.required === true,
      secret: f.secret === true,
      is_secret: f.secret === true,
    };
    if (f.options) entry.options = [...f.options];
    if (f.default !== undefined) entry.default = f.default;
    return entry;
  });
}
