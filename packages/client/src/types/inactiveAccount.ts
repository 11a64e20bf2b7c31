import type { ConnectedAccountReasonCode, ConnectedAccountStatus } from './accountStatus';

/**
 * Extension: the account a tool could not run with, next to the error code
 * `connected_account_not_active`, in every answer that carries that code:
 * a tool execution's error envelope (`error.inactive_account`), a tool result
 * (REST, session or PATCHBAY_MULTI_EXECUTE_TOOL, `inactive_account`) and an
 * MCP tool call's structured content. It is what an app needs to have the
 * user reconnect that account (same id) rather than connect a new one, e.g.
 * with `ConnectionRequest`'s `inactiveAccount`.
 */
export interface InactiveAccount {
  connected_account_id: string;
  toolkit: string;
  user_id: string;
  /** `EXPIRED` once its access ended; reconnecting it (refresh) makes it ACTIVE again. */
  status: ConnectedAccountStatus;
  /** Why: `token_expired`, `access_revoked` or `provider_unauthorized` for an account whose access ended. */
  status_reason_code: ConnectedAccountReasonCode | null;
  /** Disabled by the app: enabling it, not reconnecting, brings it back. */
  is_disabled: boolean;
}
