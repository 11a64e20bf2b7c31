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
  /** The caller's own OAuth client or API credentials; never returned. */
  credentials: Record<string, unknown>;
  restrict_to_following_tools: string[];
  status: 'ENABLED' | 'DISABLED';
  created_at: string;
  updated_at: string;
}
