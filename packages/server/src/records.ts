/**
 * The records the service keeps, as stored. Wire shapes live in
 * @patchbay/client; a record holds what the service needs to answer with
 * them (and secrets the wire never shows).
 */

export interface ProjectRecord {
  id: string;
  /** Set to the project's own id so project-scoped listings find it. */
  project_id: string;
  org_id: string;
  name: string;
  config: Record<string, unknown>;
  created_at: string;
  deleted_at: string | null;
}

/** Stored under the SHA-256 of the key: the key itself is never kept. */
export interface ApiKeyRecord {
  id: string;
  project_id: string;
  key_id: string;
  name: string;
  created_at: string;
  deleted_at: string | null;
}

export interface OrgRecord {
  id: 'org';
  org_id: string;
  name: string;
  key_hash: string;
}

export interface AuthConfigRecord {
  id: string;
  project_id: string;
  toolkit_slug: string;
  auth_scheme: string;
  is_vendor_managed: boolean;
  /** The caller's own OAuth client or API credentials; never returned. */
  credentials: Record<string, unknown>;
  restrict_to_following_tools: string[];
  status: 'ENABLED' | 'DISABLED';
  created_at: string;
  updated_at: string;
}

export type ConnectedAccountStatus = 'INITIALIZING' | 'INITIATED' | 'ACTIVE' | 'FAILED' | 'EXPIRED' | 'INACTIVE';

export interface ConnectedAccountRecord {
  id: string;
  project_id: string;
  user_id: string;
  toolkit_slug: string;
  auth_config_id: string;
  status: ConnectedAccountStatus;
  status_reason: string | null;
  /** What the proxy sends upstream: an OAuth access token or the fields the user entered. */
  credentials: Record<string, string>;
  is_disabled: boolean;
  created_at: string;
  updated_at: string;
  /** Soft delete (spec 2.3): the record stays, the account cannot be used. */
  deleted_at: string | null;
}
