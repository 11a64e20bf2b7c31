/*
 * Auth configs, as stored. Wire shapes live in @patchbay/client; a record holds
 * what the service needs to answer with them (and secrets the wire never shows).
 */

export interface AuthConfigRecord {
  id: string;
  project_id: string;
  toolkit_slug: string;
  /** Absent on records written before auth configs had names. */
  name?: string;
  auth_scheme: string;
  is_vendor_managed: boolean;
  /**
   * The project's default vendor-managed config of its toolkit, made on a
   * user's behalf with nothing of the caller's: at most one per toolkit and
   * project. Absent on records older than it (judged by their fields).
   */
  is_default?: boolean;
  /** The caller's own OAuth client or API credentials; never returned. */
  credentials: Record<string, unknown>;
  restrict_to_following_tools: string[];
  /** The vendor's tools a new connection asks scopes for; absent on records older than it (none). */
  tools_for_connected_account_creation?: string[];
  /** The vendor's flag; absent on records older than it (true). */
  is_enabled_for_tool_router?: boolean;
  /** The vendor's second id, a UUID; absent on records older than it (derived from `id`). */
  uuid?: string;
  status: 'ENABLED' | 'DISABLED';
  created_at: string;
  updated_at: string;
}

/** An auth config as this module stores it: the shared record plus its display name. */
export interface NamedAuthConfigRecord extends AuthConfigRecord {
  name: string;
}
