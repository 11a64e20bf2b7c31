import type { ConnectedAccountReasonCode } from '@patchbay/client';

/*
 * Connected accounts, as stored. Wire shapes live in @patchbay/client; a record holds
 * what the service needs to answer with them (and secrets the wire never shows).
 */

export type ConnectedAccountStatus = 'INITIALIZING' | 'INITIATED' | 'ACTIVE' | 'FAILED' | 'EXPIRED' | 'INACTIVE';

export interface ConnectedAccountRecord {
  id: string;
  project_id: string;
  user_id: string;
  toolkit_slug: string;
  auth_config_id: string;
  status: ConnectedAccountStatus;
  status_reason: string | null;
  /** Absent on records written before reason codes existed. */
  status_reason_code?: ConnectedAccountReasonCode | null;
  /** What the proxy sends upstream: an OAuth access token or the fields the user entered. */
  credentials: Record<string, string>;
  is_disabled: boolean;
  created_at: string;
  updated_at: string;
  /** Soft delete (spec 2.3): the record stays, the account cannot be used. */
  deleted_at: string | null;
  /** The user's label, unique per user and toolkit. Absent on records written before aliases existed. */
  alias?: string | null;
  /**
   * When the user last completed a hosted connection of the account; null for
   * an attempt never completed. Absent on older records: see `connectedAtOf`.
   */
  connected_at?: string | null;
  /** When a tool, proxy or MCP call last ran with the account. Absent on older records. */
  last_used_at?: string | null;
}
