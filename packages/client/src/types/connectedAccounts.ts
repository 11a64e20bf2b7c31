import type { CursorPageQuery } from './common';

export type ConnectedAccountStatus = 'INITIALIZING' | 'INITIATED' | 'ACTIVE' | 'FAILED' | 'EXPIRED' | 'INACTIVE';

/**
 * Extension: why an account is FAILED or EXPIRED, for code to branch on:
 * the user cancelled the hosted page or denied access at the provider, the
 * provider's sign-in failed, the credentials were refused, or the link
 * expired before the user finished.
 */
export type ConnectedAccountReasonCode = 'cancelled_by_user' | 'access_denied' | 'sign_in_failed' | 'credentials_rejected' | 'link_expired';

/** A connected account (spec 2.3; fields beyond id, user_id, status, created_at and auth_config are extensions). */
export interface ConnectedAccount {
  id: string;
  user_id: string;
  status: ConnectedAccountStatus;
  /** Why the account is in its status, when it is not ACTIVE: for people. */
  status_reason: string | null;
  /** Extension: the same reason as a code, for programs (null when there is none). */
  status_reason_code: ConnectedAccountReasonCode | null;
  toolkit: { slug: string };
  auth_config: { id: string; auth_scheme: string; is_vendor_managed: boolean; is_disabled: boolean };
  is_disabled: boolean;
  created_at: string;
  updated_at: string;
  /** Set once the account was soft-deleted (spec 2.3); such an account cannot be used. */
  deleted_at: string | null;
}

/** Extension: query of `GET /api/v3/connected_accounts`. Arrays are sent comma-separated. */
export interface ListConnectedAccountsQuery extends CursorPageQuery {
  user_ids?: string[] | null;
  toolkit_slugs?: string[] | null;
  statuses?: ConnectedAccountStatus[] | null;
  auth_config_ids?: string[] | null;
  connected_account_ids?: string[] | null;
  /** @default 'created_at' */
  order_by?: 'created_at' | 'updated_at';
  /** @default 'desc' */
  order_direction?: 'asc' | 'desc';
}

export interface CreateLinkRequest {
  auth_config_id: string;
  user_id: string;
  /** Where the hosted page sends the user when done, with `status` and `connected_account_id` in the query. */
  callback_url?: string;
  /** Pre-fills connection fields (e.g. `{ region: 'eu' }`). */
  connection_data?: Record<string, unknown>;
}

/** Spec 2.4. */
export interface LinkSession {
  link_token: string;
  redirect_url: string;
  expires_at: string;
  connected_account_id: string;
}

export interface RefreshConnectedAccountRequest {
  redirect_url?: string;
  /** Experimental; validates only for the API key scheme. @default false */
  validate_credentials?: boolean;
}

export interface RefreshConnectedAccountQuery {
  redirect_url?: string;
}

export interface RefreshConnectedAccountResponse {
  id: string;
  status: ConnectedAccountStatus;
  /** The hosted page to finish a new OAuth flow; null when no user step is needed. */
  redirect_url: string | null;
}

export interface DeleteConnectedAccountResponse {
  success: boolean;
}
