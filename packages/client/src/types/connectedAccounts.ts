import type { ConnectedAccountReasonCode, ConnectedAccountStatus } from './accountStatus';
import type { CursorPageQuery } from './common';

/**
 * Extension: where a hosted link session stands. PENDING until the user
 * finishes on the hosted page; SUPERSEDED when a newer link replaced it or
 * the account was deleted.
 */
export type LinkSessionStatus = 'PENDING' | 'COMPLETED' | 'FAILED' | 'CANCELLED' | 'EXPIRED' | 'SUPERSEDED';

/** Extension: an account's status and why it has it, at one moment. */
export interface ConnectedAccountStatusSnapshot {
  status: ConnectedAccountStatus;
  status_reason: string | null;
  status_reason_code: ConnectedAccountReasonCode | null;
}

/**
 * Extension: the newest hosted link of an account, so a connect flow can
 * tell its own attempt's outcome even when the account's status does not
 * move (a reconnect that was cancelled leaves the account as it was).
 */
export interface ConnectedAccountLatestLink {
  status: LinkSessionStatus;
  /** True when the link reconnects an account that was connected before (refresh), false for a first connection. */
  reconnect: boolean;
  /**
   * A reconnect's account as it was when the reconnect started (e.g. EXPIRED,
   * `token_expired`), which it gets back unless the user finishes: while the
   * link is PENDING, what the account stands at for its owner (an OAuth
   * account reads INITIATED meanwhile, as the vendor's refresh leaves it).
   * Null for a first connection.
   */
  previous: ConnectedAccountStatusSnapshot | null;
  /** Why the link ended without success (`cancelled_by_user`, `access_denied`, `link_expired`, ...); null otherwise. */
  reason_code: ConnectedAccountReasonCode | null;
  /** When the link stops working; also what names the link to whoever created it (the link's own `expires_at`). */
  expires_at: string;
  finished_at: string | null;
}

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
  /** `is_composio_managed` is the vendor's name for `is_vendor_managed`. */
  auth_config: { id: string; auth_scheme: string; is_vendor_managed: boolean; is_composio_managed: boolean; is_disabled: boolean };
  is_disabled: boolean;
  created_at: string;
  updated_at: string;
  /** Set once the account was soft-deleted (spec 2.3); such an account cannot be used. */
  deleted_at: string | null;
  /** The user's label for the account (the vendor's field), unique per user and toolkit; null when unset. */
  alias: string | null;
  /**
   * Extension: when the user last completed a hosted connection of this account
   * (first connection or reconnect). Null for an attempt never completed: an
   * end-user list shows the accounts where it is set.
   */
  connected_at: string | null;
  /** Extension: when a tool execution, proxy call or MCP tool call last ran with the account; null when never. */
  last_used_at: string | null;
  /** Extension: the account's newest hosted link; null when it never had one. */
  latest_link: ConnectedAccountLatestLink | null; /**
   * The vendor's experimental sharing block, on a SHARED account only (a
   * PRIVATE one, the default, has none): its ACL, which decides who else may
   * use it when it is pinned in their tool router session.
   */
  experimental?: ConnectedAccountExperimental;
}

/** Who may use a connected account: PRIVATE (the default) its owner only; SHARED also the users its ACL lets. */
export type ConnectedAccountType = 'PRIVATE' | 'SHARED';

/**
 * The ACL of a SHARED account (the vendor's `acl_config_for_shared`). Its
 * owner may always use it; another user, when the account is pinned in
 * their tool router session: denied when in `not_allowed_user_ids` (deny
 * wins), else allowed when `allow_all_users` or in `allowed_user_ids`, else
 * denied.
 */
export interface ConnectedAccountAcl {
  allow_all_users: boolean;
  allowed_user_ids: string[];
  not_allowed_user_ids: string[];
}

/** An ACL to set: each field given replaces that field; one left out stays as it was (default: nobody else). */
export interface ConnectedAccountAclInput {
  allow_all_users?: boolean;
  /** At most 1000 user ids, each 1 to 255 characters once trimmed, with no control characters. */
  allowed_user_ids?: string[];
  /** At most 1000 user ids, each 1 to 255 characters once trimmed, with no control characters. */
  not_allowed_user_ids?: string[];
}

/** The vendor's `experimental` block of a SHARED account. */
export interface ConnectedAccountExperimental {
  account_type: ConnectedAccountType;
  acl_config_for_shared?: ConnectedAccountAcl;
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
  /** Which accounts by sharing model (the vendor's): SHARED ones, or ALL. @default 'PRIVATE' */
  account_type?: ConnectedAccountType | 'ALL';
}

export interface CreateLinkRequest {
  auth_config_id: string;
  user_id: string;
  /** Where the hosted page sends the user when done, with `status` and `connected_account_id` in the query. */
  callback_url?: string;
  /** Pre-fills connection fields (e.g. `{ region: 'eu' }`). */
  connection_data?: Record<string, unknown>;
  /**
   * A label for the new account, unique among the user's accounts of the
   * toolkit (a duplicate is a 409 `conflict`); at most 100 characters, trimmed.
   */
  alias?: string;
  /**
   * The vendor's experimental sharing: `account_type: 'SHARED'` makes an
   * account other users may use (pinned in their sessions) as its ACL lets
   * them; `acl_config_for_shared` is refused (400) on a PRIVATE one.
   * @default PRIVATE
   */
  experimental?: { account_type?: ConnectedAccountType; acl_config_for_shared?: ConnectedAccountAclInput };
  /**
   * Extension: the language of the hosted pages this link opens, a BCP 47 tag
   * (e.g. `'de'`, `'pt-BR'`); the kit sends its provider's language.
   * @default undefined (the browser's `Accept-Language`, else the project's default locale, else English)
   */
  locale?: string;
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
  /**
   * Extension: ask the user for new credentials of the account's scheme (API
   * key, basic, bearer, ...) on a hosted page, instead of reusing the stored
   * ones. The account keeps its id and its status until the user finishes;
   * cancelled or expired, it stays exactly as it was. OAuth accounts always
   * get a new consent flow.
   * @default false
   */
  collect_credentials?: boolean;
  /**
   * Extension: the language of the hosted page a reconnect opens, a BCP 47 tag,
   * as `locale` of a link. @default the locale of the account's previous link
   * (none if it had none)
   */
  locale?: string;
}

/** Extension: body of `POST /api/v3/connected_accounts/{nanoid}/link/cancel`. */
export interface CancelConnectedAccountLinkRequest {
  /**
   * Names the attempt to give up: the `expires_at` its link was answered with
   * (by `link` or `refresh`). A link that is no longer pending, or another
   * one, is left alone. @default the account's pending link, whichever it is
   */
  expires_at?: string;
}

export interface RefreshConnectedAccountQuery {
  redirect_url?: string;
}

export interface RefreshConnectedAccountResponse {
  id: string;
  status: ConnectedAccountStatus;
  /** The hosted page to finish a new OAuth flow (or to enter new credentials); null when no user step is needed. */
  redirect_url: string | null;
  /** Extension: when that hosted page's link expires; null when there is none. */
  expires_at?: string | null;
}

/** Body of `PATCH /api/v3/connected_accounts/{nanoid}` (the vendor's account update: `alias` and a SHARED account's ACL). */
export interface UpdateConnectedAccountRequest {
  /** The new label, unique among the user's accounts of the toolkit; `''` clears it. */
  alias?: string;
  /** The vendor's `updateAcl`: changes the ACL of a SHARED account (400 on a PRIVATE one), field by field. */
  experimental?: { acl_config_for_shared?: ConnectedAccountAclInput };
}

/** The vendor's answer to an account update. */
export interface UpdateConnectedAccountResponse {
  id: string;
  status: ConnectedAccountStatus;
  success: boolean;
}

/** Body of `PATCH /api/v3/connected_accounts/{nanoid}/status`. */
export interface UpdateConnectedAccountStatusRequest {
  /** false disables the account (`is_disabled: true`): it cannot run tools or proxy calls until enabled again. */
  enabled: boolean;
}

export interface UpdateConnectedAccountStatusResponse {
  success: boolean;
}

export interface DeleteConnectedAccountResponse {
  success: boolean;
}

/** What `POST /api/v3/connected_accounts/{nanoid}/revoke` revoked: the account's tokens, or its other credential (an API key, a password). */
export type RevokedToken = 'access_token' | 'refresh_token' | 'credential';

/** The vendor's answer to a revoke. */
export interface RevokeConnectedAccountResponse {
  /** What was revoked by this call; empty when the account was already revoked. */
  revoked_tokens: RevokedToken[];
  connected_account: { id: string; status: ConnectedAccountStatus };
}
