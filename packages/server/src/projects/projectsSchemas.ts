import { z } from 'zod';
import { pageLimit } from '../http/validate';
import { isId } from '../ids';
import { projectBrandingSchema, projectConfigSchema } from './projectBranding';
import { PROJECT_SETTING_NAMES, PROJECT_SETTINGS } from './projectSettings';

/**
 * Spec 2.10: a project name follows format rules. Ours: 2 to 64 characters (code points, so a two-ideograph name
 * such as 日本 is long enough) of any script's letters with their combining marks, decimal digits, spaces, '-' and
 * '_'. Symbols, emoji among them, and invisible format characters (bidi overrides, joiners, variation selectors)
 * are refused: a name must read as what it is, and two names that look alike must not both be taken.
 */
const NAME_CHARACTERS = /^(?:(?!\p{Variation_Selector})[\p{L}\p{Mn}\p{Mc}\p{Nd} _-]){2,64}$/u;
/** A letter or digit of any script: what makes a name more than punctuation and spaces. */
const LETTER_OR_DIGIT = /[\p{L}\p{Nd}]/u;

export const projectName = z
  .string({ error: 'expected a string' })
  .regex(NAME_CHARACTERS, "must be 2 to 64 characters: letters, digits, spaces, '-' and '_'")
  .regex(LETTER_OR_DIGIT, 'must contain a letter or digit');

export const projectIdParams = z.object({
  nano_id: z.string().refine((id) => isId('project', id), "must be a project id ('pr_...')"),
});

export const createProjectBody = z.object({
  name: projectName,
  should_create_api_key: z.boolean({ error: 'expected a boolean' }).default(false),
  config: projectConfigSchema.default({}),
});

export const listProjectsQuery = z.object({ limit: pageLimit(), cursor: z.string().optional() });

/** A field a PATCH may set to a value, put back to its default with `null`, or leave out. */
const resettable = <S extends z.ZodType>(schema: S) => schema.nullable().optional();

const BRANDING = projectBrandingSchema.shape;
/** The names both the vendor (top level) and `branding` use for one value. */
export const SHARED_BRANDING = ['display_name', 'logo_url'] as const;

/** `branding` of a PATCH: the fields and rules of projectBranding.ts, each also nullable. */
const brandingUpdate = projectBrandingSchema.extend({
  display_name: resettable(BRANDING.display_name.unwrap()),
  logo_url: resettable(BRANDING.logo_url.unwrap()),
  accent_color: resettable(BRANDING.accent_color.unwrap()),
  default_locale: resettable(BRANDING.default_locale.unwrap()),
});

const FIELD_NAMES = [...PROJECT_SETTING_NAMES, ...SHARED_BRANDING, 'branding'].join(', ');

/** The PATCH body: the vendor's fields, its names for two branding fields, and `branding`. Unknown keys are a 400. */
export const updateProjectConfigBody = z.strictObject(
  {
    is_2FA_enabled: resettable(PROJECT_SETTINGS.is_2FA_enabled),
    mask_secret_keys_in_connected_account: resettable(PROJECT_SETTINGS.mask_secret_keys_in_connected_account),
    log_visibility_setting: resettable(PROJECT_SETTINGS.log_visibility_setting),
    require_mcp_api_key: resettable(PROJECT_SETTINGS.require_mcp_api_key),
    is_composio_link_enabled_for_managed_auth: resettable(PROJECT_SETTINGS.is_composio_link_enabled_for_managed_auth),
    signed_url_file_expiry_in_seconds: resettable(PROJECT_SETTINGS.signed_url_file_expiry_in_seconds),
    display_name: resettable(BRANDING.display_name.unwrap()),
    logo_url: resettable(BRANDING.logo_url.unwrap()),
    branding: brandingUpdate.optional(),
  },
  { error: (issue) => (issue.code === 'unrecognized_keys' ? `not a project config field (${FIELD_NAMES})` : 'expected an object') },
);

export type ProjectConfigUpdate = z.output<typeof updateProjectConfigBody>;
