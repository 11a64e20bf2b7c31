import type { ProjectConfigResponse } from '@patchbay/client';
import { z } from 'zod';
import { storedBranding } from './projectBranding';
import type { ProjectRecord } from './records';

/** The longest presigned URL lifetime the vendor's storage signs (S3: 7 days). */
export const MAX_SIGNED_URL_EXPIRY_SECONDS = 7 * 24 * 60 * 60;

const flag = z.boolean({ error: 'expected true or false' });

/**
 * The vendor's project settings, stored under these names in the project's
 * `config`. The service keeps and answers them; what each one changes here is
 * in the server README (most change nothing: see there).
 */
export const PROJECT_SETTINGS = {
  is_2FA_enabled: flag,
  mask_secret_keys_in_connected_account: flag,
  log_visibility_setting: z.enum(['show_all', 'dont_store_data'], { error: "expected 'show_all' or 'dont_store_data'" }),
  require_mcp_api_key: flag,
  is_composio_link_enabled_for_managed_auth: flag,
  signed_url_file_expiry_in_seconds: z
    .number({ error: 'expected a number of seconds' })
    .int('expected a whole number of seconds')
    .min(1, 'must be at least 1')
    .max(MAX_SIGNED_URL_EXPIRY_SECONDS, `must be at most ${MAX_SIGNED_URL_EXPIRY_SECONDS} (7 days)`),
} as const;

export type ProjectSettingName = keyof typeof PROJECT_SETTINGS;
export type ProjectSettings = { [K in ProjectSettingName]: z.output<(typeof PROJECT_SETTINGS)[K]> };

/** Presigned URLs live one hour: the project setting `signed_url_file_expiry_in_seconds` reports it. */
export const SIGNED_URL_TTL_SECONDS = 60 * 60;

/**
 * A project's settings before any are set: what the service does. Credentials
 * never leave it (masked), MCP URLs always take the key, presigned URLs live
 * SIGNED_URL_TTL_SECONDS, and vendor-managed auth connects through the hosted link.
 */
export const DEFAULT_PROJECT_SETTINGS: ProjectSettings = {
  is_2FA_enabled: false,
  mask_secret_keys_in_connected_account: true,
  log_visibility_setting: 'show_all',
  require_mcp_api_key: true,
  is_composio_link_enabled_for_managed_auth: true,
  signed_url_file_expiry_in_seconds: SIGNED_URL_TTL_SECONDS,
};

export const PROJECT_SETTING_NAMES = Object.keys(PROJECT_SETTINGS) as ProjectSettingName[];

/** The settings a stored config holds, field by field: a value that does not pass today's rules reads as the default. */
export function storedSettings(config: Record<string, unknown>): ProjectSettings {
  const settings = { ...DEFAULT_PROJECT_SETTINGS };
  for (const name of PROJECT_SETTING_NAMES) {
    const parsed = PROJECT_SETTINGS[name].safeParse(Object.hasOwn(config, name) ? config[name] : undefined);
    if (parsed.success) Object.assign(settings, { [name]: parsed.data });
  }
  return settings;
}

/** `GET` and `PATCH /org/project/config`'s answer: the settings, and the branding under both its names. */
export function projectConfigOf(project: ProjectRecord): ProjectConfigResponse {
  const branding = storedBranding(project.config);
  return {
    ...storedSettings(project.config),
    ...(branding.display_name !== undefined && { display_name: branding.display_name }),
    ...(branding.logo_url !== undefined && { logo_url: branding.logo_url }),
    branding,
  };
}
