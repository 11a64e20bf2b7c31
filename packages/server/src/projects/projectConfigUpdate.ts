import type { ProjectBranding, ProjectBrandingUpdate } from '@patchbay/client';
import { z } from 'zod';
import { ApiError } from '../http/ApiError';
import { atFields } from '../http/atField';
import { projectBrandingSchema, storedBranding } from './projectBranding';
import { PROJECT_SETTING_NAMES, PROJECT_SETTINGS } from './projectSettings';

/** A field a PATCH may set to a value, put back to its default with `null`, or leave out. */
const resettable = <S extends z.ZodType>(schema: S) => schema.nullable().optional();

const BRANDING = projectBrandingSchema.shape;
/** The names both the vendor (top level) and `branding` use for one value. */
const SHARED_BRANDING = ['display_name', 'logo_url'] as const;

/** `branding` of a PATCH: the fields and rules of projectBranding.ts, each also nullable. */
const brandingUpdate = projectBrandingSchema.extend({
  display_name: resettable(BRANDING.display_name.unwrap()),
  logo_url: resettable(BRANDING.logo_url.unwrap()),
  accent_color: resettable(BRANDING.accent_color.unwrap()),
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

/**
 * The branding fields the update changes, with the vendor's top-level names
 * read as `branding`'s. Both names with different values (after each is
 * normalised) is a 400 naming the two fields: which one was meant is unknown.
 */
function brandingChanges(update: ProjectConfigUpdate): ProjectBrandingUpdate {
  const changes: ProjectBrandingUpdate = { ...update.branding };
  const conflicts: string[] = [];
  for (const name of SHARED_BRANDING) {
    const vendor = update[name];
    if (vendor === undefined) continue;
    const ours = changes[name];
    if (ours !== undefined && ours !== vendor) conflicts.push(name);
    else changes[name] = vendor;
  }
  if (conflicts.length > 0) {
    throw new ApiError(
      'BAD_REQUEST',
      `Both ${conflicts.map((name) => `${name} and branding.${name}`).join(', and ')} were sent, with different values.`,
      {
        ...atFields(
          conflicts.flatMap((name) => [
            { path: `body.${name}`, code: 'invalid_value' as const, message: `differs from body.branding.${name}` },
            { path: `body.branding.${name}`, code: 'invalid_value' as const, message: `differs from body.${name}` },
          ]),
        ),
        suggestedFix: 'Send one of the two names, or the same value under both.',
      },
    );
  }
  return changes;
}

/** Sets `value` at `key` of a copy of `record`, or removes the key for `null`. */
function withField<T extends object>(record: T, key: string, value: unknown): T {
  const copy = { ...record } as Record<string, unknown>;
  if (value === null) delete copy[key];
  else copy[key] = value;
  return copy as T;
}

/** The project's config after `update`: the fields it names replaced or reset, every other key kept. */
export function updatedProjectConfig(config: Record<string, unknown>, update: ProjectConfigUpdate): Record<string, unknown> {
  const changes = brandingChanges(update);
  let next = { ...config };
  for (const name of PROJECT_SETTING_NAMES) {
    const value = update[name];
    if (value !== undefined) next = withField(next, name, value);
  }
  let branding: ProjectBranding = storedBranding(config);
  for (const [name, value] of Object.entries(changes)) {
    if (value !== undefined) branding = withField(branding, name, value);
  }
  return { ...next, branding };
}
