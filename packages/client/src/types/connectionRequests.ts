import type { AuthScheme } from './authConfigs';
import type { ConnectedAccountStatus } from './accountStatus';

/**
 * Credentials given up front, as the vendor's client sends them in
 * `connection.state`: the auth scheme, and in `val` the fields the user
 * would otherwise enter on the hosted page (`api_key`, ...).
 */
export interface ConnectionState {
  authScheme: string;
  val: Record<string, unknown>;
}

/**
 * Extension (the vendor's `POST /api/v3/connected_accounts`, its SDK's
 * `connectedAccounts.initiate`): starts a connection. With the scheme's
 * credentials in `connection.state.val` or `connection.data` (or for a
 * no-auth toolkit) the account is ACTIVE at once; otherwise it is a link
 * session, as `connectedAccounts.link` makes, and the user finishes on the
 * hosted page at `redirect_url`.
 */
export interface CreateConnectedAccountRequest {
  auth_config: { id: string };
  connection: {
    /** @default 'default' (the vendor's default user) */
    user_id?: string;
    /** Where the hosted page sends the user back. */
    callback_url?: string;
    /** The vendor's older name for `callback_url`. */
    redirect_uri?: string;
    alias?: string;
    state?: ConnectionState;
    /** Credentials or pre-filled fields, as an object of field names. */
    data?: Record<string, unknown>;
  };
  /** Check credentials given up front with the app before making the account ACTIVE. @default false */
  validate_credentials?: boolean;
}

/** What the vendor's client reads back: the account, its status, and where the user goes next. */
export interface CreateConnectedAccountResponse {
  id: string;
  status: ConnectedAccountStatus;
  /** The hosted page, when the user has a step to take; null when the account is ACTIVE already. */
  redirect_url: string | null;
  /** The vendor's older name for `redirect_url`. */
  redirect_uri: string | null;
  connectionData: { authScheme: AuthScheme; val: { status: ConnectedAccountStatus; redirectUrl?: string } };
  /** The vendor's UUIDs of the account and of its auth config. */
  deprecated: { uuid: string; authConfigUuid: string };
  /** Extension: when the hosted link stops working; null without one. */
  expires_at: string | null;
  /**
   * Extension: set when this call is deprecated for the auth config: an OAuth
   * config the vendor manages, which the vendor connects with
   * `POST /api/v3/connected_accounts/link` only (its initiate answers 400
   * there). The call still succeeds here; the answer also carries a
   * `Deprecation` header and a `Link` to its successor.
   */
  warning?: string;
}
