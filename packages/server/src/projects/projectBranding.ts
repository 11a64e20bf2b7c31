import type { ProjectBranding } from '@patchbay/client';
import { z } from 'zod';
import type { Store } from '../collections/Store';
import { projectDefaultLocale } from '../languages/localeSchemas';

/** What the page says is asking: a name people read in a sentence, not a tagline. */
export const MAX_DISPLAY_NAME_LENGTH = 80;
/** An https: logo address; longer ones are not addresses people host logos at. */
export const MAX_LOGO_HTTPS_LENGTH = 2048;
/** A logo inlined as a data: URL is embedded in every page: small icons only. */
export const MAX_LOGO_DATA_URL_LENGTH = 64 * 1024;

/*
 * Control characters, line and paragraph separators, the bidirectional
 * controls that make a name read differently from what it is, the
 * interlinear annotation controls and the noncharacters U+FFFE and U+FFFF.
 */
const UNSHOWABLE = /[\p{Cc}\p{Zl}\p{Zp}\u200e\u200f\u202a-\u202e\u2066-\u2069\ufff9-\ufffb\ufffe\uffff]/u;
/** A name of only spaces, zero-width characters or combining marks shows as nothing. */
const VISIBLE = /[\p{L}\p{N}\p{S}\p{P}]/u;

const displayName = z
  .string({ error: 'expected a string' })
  .transform((name) => name.normalize('NFC').trim())
  .refine((name) => !UNSHOWABLE.test(name), 'must not contain control, line-break or text-direction characters')
  .refine((name) => VISIBLE.test(name), 'must show something: at least one letter, digit or symbol')
  .refine((name) => [...name].length <= MAX_DISPLAY_NAME_LENGTH, `must be at most ${MAX_DISPLAY_NAME_LENGTH} characters`);

const DATA_LOGO = /^data:image\/(?:png|jpeg|svg\+xml|webp);base64,([A-Za-z0-9+/]+={0,2})$/;
const LOGO_RULE = 'must be an https: URL or a data:image/png, jpeg, svg+xml or webp URL in base64 (data:image/png;base64,...)';

/** The logo as stored, or the reason it is refused. */
function checkLogoUrl(value: string): { ok: true; url: string } | { ok: false; message: string } {
  if (value.startsWith('data:')) {
    if (value.length > MAX_LOGO_DATA_URL_LENGTH) return { ok: false, message: `a data: logo must be at most ${MAX_LOGO_DATA_URL_LENGTH} characters` };
    const payload = DATA_LOGO.exec(value)?.[1];
    if (payload === undefined || payload.length % 4 !== 0) return { ok: false, message: LOGO_RULE };
    return { ok: true, url: value };
  }
  if (value.length > MAX_LOGO_HTTPS_LENGTH) return { ok: false, message: `an https: logo URL must be at most ${MAX_LOGO_HTTPS_LENGTH} characters` };
  // The URL parser drops tabs and line breaks silently: an address holding them is not what it shows.
  if (!/^[\x21-\x7e]+$/.test(value) || !URL.canParse(value)) return { ok: false, message: LOGO_RULE };
  const url = new URL(value);
  if (url.protocol !== 'https:' || url.hostname === '') return { ok: false, message: LOGO_RULE };
  if (url.username !== '' || url.password !== '') return { ok: false, message: 'must not hold a user name or password' };
  return { ok: true, url: url.href };
}

const logoUrl = z.string({ error: 'expected a string' }).transform((value, ctx) => {
  const checked = checkLogoUrl(value.trim());
  if (checked.ok) return checked.url;
  ctx.addIssue({ code: 'custom', message: checked.message });
  return z.NEVER;
});

const accentColor = z
  .string({ error: 'expected a string' })
  .regex(/^#[0-9a-fA-F]{6}$/, "must be a colour as '#rrggbb'")
  .transform((color) => color.toLowerCase());

/**
 * `config.branding` of a project: how its hosted connect pages present the
 * app. Unknown keys are refused, so a misspelt field is not silently ignored.
 */
export const projectBrandingSchema = z.strictObject(
  {
    display_name: displayName.optional(),
    logo_url: logoUrl.optional(),
    accent_color: accentColor.optional(),
    default_locale: projectDefaultLocale.optional(),
  },
  {
    error: (issue) =>
      issue.code === 'unrecognized_keys' ? 'not a branding field (display_name, logo_url, accent_color, default_locale)' : 'expected an object',
  },
);

/** A project's `config`: any keys, with `branding` checked. */
export const projectConfigSchema = z.looseObject({ branding: projectBrandingSchema.optional() }, { error: 'expected an object' });

/** The branding a stored config holds, field by field: a value that does not pass today's rules reads as unset. */
export function storedBranding(config: Record<string, unknown>): ProjectBranding {
  const stored = config.branding;
  if (stored === null || typeof stored !== 'object') return {};
  const fields = stored as Record<string, unknown>;
  const read = <T>(schema: z.ZodType<T>, value: unknown): T | undefined => {
    const parsed = schema.safeParse(value);
    return parsed.success ? parsed.data : undefined;
  };
  const branding: ProjectBranding = {};
  const name = read(displayName, fields.display_name);
  const logo = read(logoUrl, fields.logo_url);
  const accent = read(accentColor, fields.accent_color);
  const locale = read(projectDefaultLocale, fields.default_locale);
  if (name !== undefined) branding.display_name = name;
  if (logo !== undefined) branding.logo_url = logo;
  if (accent !== undefined) branding.accent_color = accent;
  if (locale !== undefined) branding.default_locale = locale;
  return branding;
}

/** Checks branding given in code (a server option), with the same rules and messages as the API. */
export function parseBrandingOption(value: unknown, option: string): ProjectBranding {
  const parsed = projectBrandingSchema.safeParse(value);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const at = [option, ...(issue?.path ?? []).map(String)].join('.');
  throw new TypeError(`${at}: ${issue?.message ?? 'invalid'}`);
}

/** Replaces a project's branding, keeping the rest of its config. */
export function setProjectBranding(store: Store, projectId: string, branding: ProjectBranding): void {
  store.transaction(() => {
    const project = store.get('projects', projectId);
    if (project) store.put('projects', { ...project, config: { ...project.config, branding } });
  });
}
