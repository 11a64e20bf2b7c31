import type { CursorPageQuery } from './common';

export type AuthConfigStatus = 'ENABLED' | 'DISABLED';

export type AuthScheme = 'OAUTH2' | 'API_KEY' | 'BEARER_TOKEN' | 'BASIC' | 'NO_AUTH';

/** An auth config as listed and read (spec 2.2; `toolkit`, `name`, counts and dates are extensions). */
export interface AuthConfig {
  id: string;
  name: string;
  auth_scheme: string;
  is_vendor_managed: boolean;
  restrict_to_following_tools: string[];
  status: AuthConfigStatus;
  toolkit: { slug: string; logo: string };
  no_of_connections: number;
  created_at: string;
}

/** Request-side `auth_config`, variant 1: the vendor manages the credentials (the default). */
export interface VendorManagedAuthConfigInput {
  type?: 'use_vendor_managed_auth';
  name?: string;
  credentials?: Record<string, unknown>;
  restrict_to_following_tools?: string[];
}

/** Request-side `auth_config`, variant 2: the caller's own OAuth client (client_id, client_secret) or API keys. */
export interface CustomAuthConfigInput {
  type: 'use_custom_auth';
  auth_scheme: AuthScheme;
  name?: string;
  credentials?: Record<string, unknown>;
  restrict_to_following_tools?: string[];
}

export type AuthConfigInput = VendorManagedAuthConfigInput | CustomAuthConfigInput;

export interface CreateAuthConfigRequest {
  toolkit: { slug: string };
  auth_config?: AuthConfigInput;
}

export interface CreateAuthConfigResponse {
  toolkit: { slug: string };
  auth_config: {
    id: string;
    auth_scheme: string;
    is_vendor_managed: boolean;
    restrict_to_following_tools: string[];
  };
}

/** Extension: query of `GET /api/v3/auth_configs`. */
export interface ListAuthConfigsQuery extends CursorPageQuery {
  /** Comma-separated toolkit slugs. */
  toolkit_slug?: string;
  /** Include DISABLED configs. @default true */
  show_disabled?: boolean | null;
}

export type UpdateAuthConfigStatusResponse = Record<string, never>;
