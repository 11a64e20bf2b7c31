import { z } from 'zod';
import { CATEGORY_DEFS } from './categories';
import type { AuthScheme, FieldDescriptor, ToolkitSeed, ToolTemplate, TriggerTemplate } from './types';

/**
 * The one reader of the catalog's data files (data/*.json). It checks every
 * entry and throws a `CatalogDataError` naming the file, the entry and the
 * field on the first one that is wrong, so bad data fails when the catalog is
 * built (by the first request that reads it), never as a half-built catalog.
 *
 * - toolkits.json: `{ columns, rows }`, one toolkit per row, columns
 *   `slug, name, categories, authSchemes, description, appHost, apiBase`:
 *   category codes of categories.ts (the primary first, at most two), auth
 *   schemes as the API spells them, `apiBase` `null` for a local toolkit.
 * - popularToolkits.json: toolkit slugs, most used first (drives `usage`).
 * - deprecatedToolkits.json: `{ "<slug>": "<successor slug>" }`.
 * - toolTemplates.json / triggerTemplates.json: `byCategory` (every category
 *   code → templates a toolkit of that category picks from), `byToolkit` (toolkit slug
 *   → exactly its tools and triggers), `publicData` (what NO_AUTH toolkits
 *   get). `{app}` in a tool's description is the toolkit's name. A poll
 *   trigger without an `interval_minutes` config field gets the standard one.
 */

/** The files, as their JSON parses. */
export interface CatalogDataFiles {
  toolkits: unknown;
  popularToolkits: unknown;
  deprecatedToolkits: unknown;
  toolTemplates: unknown;
  triggerTemplates: unknown;
}

export interface TemplateSet<T> {
  byCategory: ReadonlyMap<string, readonly T[]>;
  byToolkit: ReadonlyMap<string, readonly T[]>;
  publicData: readonly T[];
}

export interface CatalogData {
  toolkits: readonly ToolkitSeed[];
  popularSlugs: readonly string[];
  deprecatedInFavourOf: Readonly<Record<string, string>>;
  toolTemplates: TemplateSet<ToolTemplate>;
  triggerTemplates: TemplateSet<TriggerTemplate>;
}

export class CatalogDataError extends Error {
  override name = 'CatalogDataError';
}

export const TOOLKIT_COLUMNS = ['slug', 'name', 'categories', 'authSchemes', 'description', 'appHost', 'apiBase'] as const;

const AUTH_SCHEMES = ['OAUTH2', 'API_KEY', 'BEARER_TOKEN', 'BASIC', 'NO_AUTH'] as const satisfies readonly AuthScheme[];
const INTERVAL_FIELD: FieldDescriptor = {
  type: 'number',
  description: 'How often to check for new data, in minutes',
  required: false,
  default: 15,
};

const text = z.string().trim().min(1);
const slug = z.string().regex(/^[a-z0-9_]+$/, 'expected a lower_snake_case slug');
const upperKey = z.string().regex(/^[A-Z][A-Z0-9_]*$/, 'expected an UPPER_SNAKE_CASE key');
const fieldName = z.string().regex(/^[a-z_]+$/, 'expected a lower_snake_case field name');
const categoryCode = z.enum(CATEGORY_DEFS.map((c) => c.code) as [string, ...string[]]);

const toolkitRow = z.tuple([
  slug,
  text,
  z.array(categoryCode).min(1).max(2),
  z.array(z.enum(AUTH_SCHEMES)).min(1),
  text,
  z.string().regex(/^[a-z0-9.-]+\.[a-z]{2,}(\/\S*)?$/, 'expected a host with an optional path, no scheme'),
  z.string().regex(/^\S+$/, 'expected a host with an optional path, no scheme').nullable(),
]);

/**
 * The toolkit row compiled by zod into one function on the first parse: it
 * checks 1,773 rows several times faster than zod's interpreted parse. A row
 * the compiled function refuses is parsed again by zod's runtime, so its
 * error is the same. (The templates are too few to repay their compiling.)
 */
let compiledToolkitRow: typeof toolkitRow | undefined;

const toolTemplate = z.strictObject({ action: upperKey, description: text });

const configField = z
  .strictObject({
    type: z.enum(['string', 'number', 'boolean', 'enum']),
    description: text,
    required: z.boolean(),
    options: z.array(text).min(1).optional(),
    default: z.union([z.string(), z.number(), z.boolean()]).optional(),
  })
  .superRefine((field, ctx) => {
    if ((field.type === 'enum') !== (field.options !== undefined)) {
      ctx.addIssue({ code: 'custom', path: ['options'], message: 'an enum field lists its options; no other field has any' });
    }
    if (field.default === undefined) return;
    const fits = field.type === 'enum' ? field.options?.includes(String(field.default)) === true : typeof field.default === field.type;
    if (!fits)
      ctx.addIssue({
        code: 'custom',
        path: ['default'],
        message: `the default is not ${field.type === 'enum' ? 'one of the options' : `a ${field.type}`}`,
      });
  });

const payloadField = z.discriminatedUnion('type', [
  z.strictObject({ type: z.enum(['string', 'number', 'boolean']) }),
  z.strictObject({ type: z.literal('object'), properties: z.record(fieldName, z.enum(['string', 'number', 'boolean'])) }),
]);

const triggerTemplate = z.strictObject({
  key: upperKey,
  name: text,
  type: z.enum(['webhook', 'poll']),
  description: text,
  config: z.record(fieldName, configField),
  payload: z.record(fieldName, payloadField),
});

const templateFile = z.strictObject({
  byCategory: z.record(categoryCode, z.array(z.unknown())),
  byToolkit: z.record(slug, z.array(z.unknown())),
  publicData: z.array(z.unknown()),
});

/** `authSchemes[0]: Invalid option: …` for the first issue; tuple indexes read as toolkit column names. */
function describeIssue(error: z.ZodError, columns?: readonly string[]): string {
  const issue = error.issues[0];
  if (!issue) return 'invalid';
  const path = issue.path
    .map((part, i) => {
      if (typeof part === 'number') return i === 0 && columns ? (columns[part] ?? `[${part}]`) : `[${part}]`;
      return i === 0 ? String(part) : `.${String(part)}`;
    })
    .join('');
  return path ? `${path}: ${issue.message}` : issue.message;
}

function check<T>(schema: z.ZodType<T>, value: unknown, where: string, columns?: readonly string[]): T {
  const result = schema.safeParse(value);
  if (!result.success) throw new CatalogDataError(`Invalid catalog data in ${where}: ${describeIssue(result.error, columns)}`);
  return result.data;
}

function fail(where: string, problem: string): never {
  throw new CatalogDataError(`Invalid catalog data in ${where}: ${problem}`);
}

/** ` (github)`: the entry's own name (a row's first column, else its `key` property), when it has one. */
function label(value: unknown, key: string): string {
  let name: unknown;
  if (Array.isArray(value)) name = (value as unknown[])[0];
  else if (value !== null && typeof value === 'object') name = (value as Record<string, unknown>)[key];
  return typeof name === 'string' ? ` (${name})` : '';
}

function parseToolkits(file: unknown): ToolkitSeed[] {
  const table = check(z.strictObject({ columns: z.array(z.string()), rows: z.array(z.unknown()) }), file, 'toolkits.json');
  if (table.columns.join() !== TOOLKIT_COLUMNS.join()) fail('toolkits.json', `columns must be ${TOOLKIT_COLUMNS.join(', ')}`);
  const seen = new Set<string>();
  compiledToolkitRow ??= z.compile(toolkitRow);
  const rowSchema = compiledToolkitRow;
  return table.rows.map((row, i) => {
    const where = `toolkits.json, rows[${i}]${label(row, 'slug')}`;
    const [slug, name, categoryCodes, authSchemes, description, appHost, apiBase] = check(rowSchema, row, where, TOOLKIT_COLUMNS);
    if (seen.has(slug)) fail(where, `the slug ${slug} is already taken by an earlier row`);
    seen.add(slug);
    return { slug, name, categoryCodes, authSchemes, description, appHost, apiBase };
  });
}

function parseTemplates<T>(
  fileName: string,
  file: unknown,
  entry: z.ZodType<T>,
  keyOf: (template: T) => string,
  keyName: string,
  toolkitSlugs: ReadonlySet<string>,
): TemplateSet<T> {
  const groups = check(templateFile, file, fileName);
  const parseGroup = (path: string, items: readonly unknown[]): T[] => {
    const keys = new Set<string>();
    return items.map((item, i) => {
      const where = `${fileName}, ${path}[${i}]${label(item, keyName)}`;
      const template = check(entry, item, where);
      if (keys.has(keyOf(template))) fail(where, `${keyOf(template)} appears twice in ${path}`);
      keys.add(keyOf(template));
      return template;
    });
  };
  const byToolkit = new Map<string, T[]>();
  for (const [slug, items] of Object.entries(groups.byToolkit)) {
    if (!toolkitSlugs.has(slug)) fail(`${fileName}, byToolkit.${slug}`, `no toolkit ${slug} in toolkits.json`);
    byToolkit.set(slug, parseGroup(`byToolkit.${slug}`, items));
  }
  return {
    byCategory: new Map(Object.entries(groups.byCategory).map(([code, items]) => [code, parseGroup(`byCategory.${code}`, items)])),
    byToolkit,
    publicData: parseGroup('publicData', groups.publicData),
  };
}

/** A poll trigger is checked every `interval_minutes`: the standard field unless the template sets its own. */
function withInterval(template: TriggerTemplate): TriggerTemplate {
  if (template.type !== 'poll' || template.config['interval_minutes']) return template;
  return { ...template, config: { ...template.config, interval_minutes: { ...INTERVAL_FIELD } } };
}

/** Reads and checks every data file; throws `CatalogDataError` on the first bad entry. */
export function parseCatalogData(files: CatalogDataFiles): CatalogData {
  const toolkits = parseToolkits(files.toolkits);
  const slugs = new Set(toolkits.map((t) => t.slug));
  const known = (where: string, slug: string) => {
    if (!slugs.has(slug)) fail(where, `no toolkit ${slug} in toolkits.json`);
  };

  const popularSlugs = check(z.array(slug), files.popularToolkits, 'popularToolkits.json');
  popularSlugs.forEach((s, i) => {
    known(`popularToolkits.json, [${i}]`, s);
    if (popularSlugs.indexOf(s) !== i) fail(`popularToolkits.json, [${i}]`, `${s} is listed twice`);
  });

  const deprecatedInFavourOf = check(z.record(slug, slug), files.deprecatedToolkits, 'deprecatedToolkits.json');
  for (const [old, successor] of Object.entries(deprecatedInFavourOf)) {
    known(`deprecatedToolkits.json, ${old}`, old);
    known(`deprecatedToolkits.json, ${old}`, successor);
  }

  const triggerTemplates = parseTemplates('triggerTemplates.json', files.triggerTemplates, triggerTemplate, (t) => t.key, 'key', slugs);
  const addInterval = (templates: readonly TriggerTemplate[]) => templates.map(withInterval);
  return {
    toolkits,
    popularSlugs,
    deprecatedInFavourOf,
    toolTemplates: parseTemplates('toolTemplates.json', files.toolTemplates, toolTemplate, (t) => t.action, 'action', slugs),
    triggerTemplates: {
      byCategory: new Map([...triggerTemplates.byCategory].map(([code, list]) => [code, addInterval(list)])),
      byToolkit: new Map([...triggerTemplates.byToolkit].map(([code, list]) => [code, addInterval(list)])),
      publicData: addInterval(triggerTemplates.publicData),
    },
  };
}
