/*
 * The project, its API keys and the org, as stored. Wire shapes live in @patchbay/client; a record holds
 * what the service needs to answer with them (and secrets the wire never shows).
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
