// An account's status and why it has it, apart from the account so that what names an inactive account can read them too.

/** REVOKED: its credentials were revoked (`connectedAccounts.revoke`); it cannot be used until reconnected. */
export type ConnectedAccountStatus = 'INITIALIZING' | 'INITIATED' | 'ACTIVE' | 'FAILED' | 'EXPIRED' | 'INACTIVE' | 'REVOKED';

/**
 * Extension: why an account is FAILED or EXPIRED, for code to branch on:
 * the user cancelled the hosted page or denied access at the provider, the
 * provider's sign-in failed, the credentials were refused, or the link
 * expired before the user finished; or, for an account that was connected,
 * its access ended: the token expired, the user revoked the access, or the
 * provider answered 401 to a proxied request or a tool. Each of the last
 * three means the same to an app: reconnect (refresh) the account.
 */
export type ConnectedAccountReasonCode =
  | 'cancelled_by_user'
  | 'access_denied'
  | 'sign_in_failed'
  | 'credentials_rejected'
  | 'link_expired'
  | 'token_expired'
  | 'access_revoked'
  | 'provider_unauthorized';
