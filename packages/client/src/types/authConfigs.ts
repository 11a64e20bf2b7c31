import type { CursorPageQuery } from './common';

export type AuthConfigStatus = 'ENABLED' | 'DISABLED';

export type AuthScheme = 'OAUTH2' | 'API_KEY' | 'BEARER_TOKEN' | 'BASIC' | 'NO_AUTH';

/** The vendor's tool lists of an auth config: which tools may run, and which a connection is made for. */
export interface AuthConfigToolAccess {
  /** The tools accounts of this config may run; empty: all. The same list as `restrict_to_following_tools`. */
  tools_available_for_execution: string[];
  /** The tools whose scopes a new connection asks for; empty: the toolkit's defaults. */
  tools_for_connected_account_creation: string[];
}

/**
 * An auth config as listed and read (spec 2.2; `toolkit`, `name`, counts and
 * dates are extensions). The vendor's fields are there too, under its names:
 * `is_composio_managed` is `is_vendor_managed`, `type` says the same as
 * `default` (vendor-managed) or `custom`.
 */
export interface AuthConfig {
  id: string;
  /** The vendor's second id of the record (a UUID). */
  uuid: string;
  name: string;
  auth_scheme: AuthScheme;
  is_vendor_managed: boolean;
  is_composio_managed: boolean;
  type: 'default' | 'custom';
  restrict_to_following_tools: string[];
  tool_access_config: AuthConfigToolAccess;
  is_enabled_for_tool_router: boolean;
  /** The fields a connection asks the user for (see `ToolkitDetails.auth_config_details`). */
  expected_input_fields: unknown[];
  status: AuthConfigStatus;
  toolkit: { slug: string; logo: string };
  no_of_connections: number;
  created_at: string;
  last_updated_at: string;
}

/** The vendor's tool lists when creating an auth config. */
export interface AuthConfigToolAccessInput {
  tools_for_connected_account_creation?: string[];
}

/**
 * Request-side `auth_config`, variant 1: the vendor manages the credentials
 * (the default). `use_composio_managed_auth` is the vendor's name for it.
 */
export interface VendorManagedAuthConfigInput {
  type?: 'use_vendor_managed_auth' | 'use_composio_managed_auth';
  name?: string;
  credentials?: Record<string, unknown>;
  restrict_to_following_tools?: string[];
  tool_access_config?: AuthConfigToolAccessInput;
  is_enabled_for_tool_router?: boolean;
}

/**
 * Request-side `auth_config`, variant 2: the caller's own OAuth client
 * (client_id, client_secret) or API keys. The scheme is `auth_scheme`, or
 * `authScheme` as the vendor's client sends it.
 */
export type CustomAuthConfigInput = {
  type: 'use_custom_auth';
  name?: string;
  credentials?: Record<string, unknown>;
  restrict_to_following_tools?: string[];
  tool_access_config?: AuthConfigToolAccessInput;
  is_enabled_for_tool_router?: boolean;
} & ({ auth_scheme: AuthScheme; authScheme?: AuthScheme } | { authScheme: AuthScheme; auth_scheme?: AuthScheme });

export type AuthConfigInput = VendorManagedAuthConfigInput | CustomAuthConfigInput;

export interface CreateAuthConfigRequest {
  toolkit: { slug: string };
  auth_config?: AuthConfigInput;
}

export interface CreateAuthConfigResponse {
  toolkit: { slug: string };
  auth_config: {
    id: string;
    auth_scheme: AuthScheme;
    is_vendor_managed: boolean;
    /** The vendor's name for `is_vendor_managed`. */
    is_composio_managed: boolean;
    restrict_to_following_tools: string[];
  };
}

/** Extension: query of `GET /api/v3/auth_configs`. */
export interface ListAuthConfigsQuery extends CursorPageQuery {
  /** Comma-separated toolkit slugs. */
  toolkit_slug?: string;
  /** Include DISABLED configs. @default true */
  show_disabled?: boolean | null;
  /** Only vendor-managed (true) or only custom (false) configs. */
  is_composio_managed?: boolean | null;
  /** Matches the name, id or toolkit slug (any case). */
  search?: string;
}

/**
 * Extension (the vendor's): `PATCH /api/v3/auth_configs/{nanoid}`. `custom`
 * replaces the caller's credentials, `default` keeps the vendor's; both may
 * rename and change the tool lists.
 */
export interface UpdateAuthConfigRequest {
  type: 'custom' | 'default';
  name?: string;
  credentials?: Record<string, unknown>;
  restrict_to_following_tools?: string[];
  tool_access_config?: Partial<AuthConfigToolAccess>;
  is_enabled_for_tool_router?: boolean;
  /** OAuth scopes of a `default` config. */
  scopes?: string | string[];
}

/** Extension (the vendor's v3.1): query of `DELETE /api/v3/auth_configs/{nanoid}`. */
export interface DeleteAuthConfigQuery {
  /** Accepted as the vendor's client sends it; the built-in apps hold no grants to revoke, so it changes nothing. */
  revoke_on_delete?: boolean | null;
}

/** Extension (the vendor's): `DELETE /api/v3/auth_configs/{nanoid}`. */
export interface DeleteAuthConfigResponse {
  success: boolean;
  /** How many connected accounts of the config were deleted with it (soft delete, spec 2.3). */
  deleted_connected_accounts: number;
}

export type UpdateAuthConfigStatusResponse = Record<string, never>;
