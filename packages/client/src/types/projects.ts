export interface CreateProjectRequest {
  /** 2 to 64 characters: letters of any script, digits, spaces, '-' and '_', with at least one letter or digit; unique in the organization. */
  name: string;
  /** @default false */
  should_create_api_key?: boolean;
  config?: ProjectConfig;
}

/** A project's `config` (its contents are not in the contract); the service reads `branding`, other keys are kept as sent. */
export interface ProjectConfig {
  branding?: ProjectBranding;
  [key: string]: unknown;
}

/**
 * Extension: how the hosted connect pages present the app. Each field is
 * optional; unset, the pages show the project's name and a letter logo.
 */
export interface ProjectBranding {
  /** What the page says is asking to connect, e.g. `'Acme CRM'`: 1 to 80 characters, no control characters. */
  display_name?: string;
  /** An `https:` URL, or a `data:image/(png|jpeg|svg+xml|webp);base64,` URL of at most 64 KiB. */
  logo_url?: string;
  /** `#rrggbb`: the primary button, links and focus ring, adjusted per theme to meet WCAG AA. */
  accent_color?: string;
  /**
   * The language of the hosted pages when neither the link's `locale` nor the
   * browser's `Accept-Language` names one they speak: a BCP 47 tag of one of
   * en, es, fr, de, it, pt-BR, nl, ja, zh-CN, ko, ar, he (or a region of one,
   * such as `de-AT`). Anything else is a 400 at the field. Unset: English.
   */
  default_locale?: string;
}

/** What the vendor's logs keep: everything, or no request data. */
export type LogVisibilitySetting = 'show_all' | 'dont_store_data';

/**
 * Extension (the vendor's project settings): the configuration of the API
 * key's project, as `GET` and `PATCH /api/v3/org/project/config` answer it.
 * `display_name` and `logo_url` are `branding`'s, under the vendor's names
 * (absent when unset).
 */
export interface ProjectConfigResponse {
  is_2FA_enabled: boolean;
  mask_secret_keys_in_connected_account: boolean;
  log_visibility_setting: LogVisibilitySetting;
  require_mcp_api_key: boolean;
  /** @deprecated by the vendor. */
  is_composio_link_enabled_for_managed_auth: boolean;
  signed_url_file_expiry_in_seconds: number;
  display_name?: string;
  logo_url?: string;
  branding: ProjectBranding;
}

/** A branding change: a value replaces the field, `null` unsets it, absent leaves it. */
export type ProjectBrandingUpdate = { [K in keyof ProjectBranding]?: ProjectBranding[K] | null };

/**
 * Extension: `PATCH /api/v3/org/project/config`. Every field is optional:
 * a value replaces it, `null` puts it back to its default, absent leaves it.
 * `display_name` and `logo_url` are the same values as `branding.display_name`
 * and `branding.logo_url`: send either name (both only with the same value).
 */
export interface UpdateProjectConfigRequest {
  is_2FA_enabled?: boolean | null;
  mask_secret_keys_in_connected_account?: boolean | null;
  log_visibility_setting?: LogVisibilitySetting | null;
  require_mcp_api_key?: boolean | null;
  /** @deprecated by the vendor. */
  is_composio_link_enabled_for_managed_auth?: boolean | null;
  /** A whole number of seconds, 1 to 604800 (7 days). */
  signed_url_file_expiry_in_seconds?: number | null;
  display_name?: string | null;
  logo_url?: string | null;
  branding?: ProjectBrandingUpdate;
}

export interface CreateProjectResponse {
  id: string;
  name: string;
  /** Only when `should_create_api_key` was true. */
  api_key?: string;
}

export interface ApiKey {
  id: string;
  name: string;
  key: string;
  created_at: string;
}

export interface RegenerateApiKeyResponse {
  api_key: ApiKey;
  message: string;
}

export interface DeleteProjectResponse {
  status: string;
}

/** Extension: a project in `GET /api/v3/org/owner/project/list`. */
export interface Project {
  id: string;
  name: string;
  created_at: string;
}

/** A project key as `GET /api/v3/org/owner/project/{nano_id}` lists it: the service keeps only a hash, so never the key itself. */
export type ProjectApiKeyInfo = Omit<ApiKey, 'key'>;

/** Extension: one project, `GET /api/v3/org/owner/project/{nano_id}`, as the vendor's v3.1 `org.owner.project.retrieve`. */
export interface ProjectDetails extends Project {
  org_id: string;
  /** Always false: a deleted project answers 404. */
  deleted: false;
  /** The project's live keys, oldest first. */
  api_keys: ProjectApiKeyInfo[];
}
