import type { ConnectedAccountAcl, ConnectedAccountReasonCode, LinkSessionStatus } from '@patchbay/client';

/*
 * Connected accounts and their link sessions, as stored. Wire shapes live in @patchbay/client; a record holds
 * what the service needs to answer with them (and secrets the wire never shows).
 */

export type ConnectedAccountStatus = 'INITIALIZING' | 'INITIATED' | 'ACTIVE' | 'FAILED' | 'EXPIRED' | 'INACTIVE' | 'REVOKED';

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
  /**
   * 'SHARED' for an account other users may use as its ACL lets them; absent
   * (or null) for a PRIVATE one, the default, so listings filter PRIVATE as IS NULL.
   */
  account_type?: 'SHARED' | null;
  /** A SHARED account's ACL; absent on a PRIVATE one. */
  acl_config_for_shared?: ConnectedAccountAcl | null;
}

/** An account's status as it was, to put back. */
export interface AccountStatusSnapshot {
  status: ConnectedAccountStatus;
  status_reason: string | null;
  status_reason_code: ConnectedAccountReasonCode | null;
}

/** Stored in 'link_sessions'; the id is the link token. */
export interface LinkSessionRecord {
  id: string;
  project_id: string;
  connected_account_id: string;
  auth_config_id: string;
  toolkit_slug: string;
  user_id: string;
  callback_url: string | null;
  /** Pre-fills the hosted form (spec 4.2 connection_data). */
  connection_data: Record<string, unknown>;
  /** The OAuth `state` the provider must echo back; binds a callback to this link. */
  oauth_state: string;
  status: LinkSessionStatus;
  created_at: string;
  expires_at: string;
  finished_at: string | null;
  /**
   * A reconnect of an account connected before: the status it had, put back
   * when this link ends without success (cancelled, expired, denied), so a
   * reconnect the user gives up on leaves the account exactly as it was.
   * Null (or absent on older records) for a first connection.
   */
  restore?: AccountStatusSnapshot | null;
  /** Why the link ended without success. Absent on older records. */
  reason_code?: ConnectedAccountReasonCode | null;
  /**
   * The theme the hosted page was last opened with (`theme=`), so its later
   * pages (form post, OAuth consent and callback) keep it. Absent until asked.
   */
  theme?: 'light' | 'dark' | null;
  /**
   * The language the link's pages speak, a canonical BCP 47 tag given as
   * `locale` when the link was made; absent: the browser's, then the project's.
   */
  locale?: string | null;
}
