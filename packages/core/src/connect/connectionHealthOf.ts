import type { ConnectedAccount, ConnectedAccountReasonCode } from '@patchbay/client';

/**
 * Where a connected account stands for the person who owns it:
 * - `connected`: ACTIVE and usable;
 * - `needs-reconnecting`: connected once, now EXPIRED, FAILED or INACTIVE (or waiting on a reconnect no flow here is making);
 * - `reconnecting`: connected once, with a reconnect under way in this page (see `connectAttempts`);
 * - `disabled`: turned off (`is_disabled`), whatever its status;
 * - `connecting`: a first attempt still under way (never connected);
 * - `not-connected`: a first attempt that was given up or failed (never connected).
 */
export type UserConnectionState = 'connected' | 'needs-reconnecting' | 'reconnecting' | 'disabled' | 'connecting' | 'not-connected';

/**
 * Why an account the user connected once stopped working:
 * - `expired`: its access token expired and could not be renewed (`token_expired`);
 * - `revoked`: the user removed the access at the app (`access_revoked`);
 * - `provider_rejected`: the app refused its stored credentials: it answered 401 to a request
 *   (`provider_unauthorized`), or a check of them failed on refresh (`credentials_rejected`);
 * - `other`: any other reason, or none given (FAILED, INACTIVE, ...).
 */
export type ConnectionAttentionReason = 'expired' | 'revoked' | 'provider_rejected' | 'other';

/** An account's health in the kit's one vocabulary: what to show, and why it needs the user. */
export interface ConnectionHealth {
  state: UserConnectionState;
  /**
   * Why the user must reconnect it, or null when it needs nothing of them: it
   * works, it was never connected (an attempt is no connection), it was
   * deleted, or they turned it off themselves. Still set while a reconnect is
   * under way (`reconnecting`), for the reason it had before that reconnect.
   */
  reason: ConnectionAttentionReason | null;
}

const REASONS: Partial<Record<ConnectedAccountReasonCode, ConnectionAttentionReason>> = {
  token_expired: 'expired',
  access_revoked: 'revoked',
  provider_unauthorized: 'provider_rejected',
  credentials_rejected: 'provider_rejected',
};

/** The reason the kit gives for an account's `status_reason_code` (also a tool result's `inactive_account`). */
export const attentionReasonOf = (code: ConnectedAccountReasonCode | null | undefined): ConnectionAttentionReason =>
  (code && REASONS[code]) || 'other';

const NO_ATTEMPTS: ReadonlySet<string> = new Set();

/**
 * The one classification of an account's health; every view of it in the
 * kit (a status pill, the health notice, a row's Reconnect) reads this.
 * `inProgress` holds the accounts a connect flow of this page is waiting on
 * (`connectAttempts`): only those are `reconnecting`. A reconnect the service
 * still shows as pending that no flow here is making (its window closed,
 * another tab's, one given up before the service heard) is no progress: the
 * account needs reconnecting as before, for the reason it had before
 * (`latest_link.previous`: an OAuth account reads INITIATED meanwhile), so a
 * reconnect given up changes nothing the user reads.
 * @default inProgress: none, so no account is `reconnecting`
 */
export function connectionHealthOf(account: ConnectedAccount, inProgress: ReadonlySet<string> = NO_ATTEMPTS): ConnectionHealth {
  const { status, latest_link: link, is_disabled: disabled } = account;
  const connected = account.connected_at !== null;
  const pending = link?.status === 'PENDING';
  return {
    state: disabled
      ? 'disabled'
      : !connected
        ? pending || status === 'INITIATED' || status === 'INITIALIZING'
          ? 'connecting'
          : 'not-connected'
        : inProgress.has(account.id)
          ? 'reconnecting'
          : status === 'ACTIVE'
            ? 'connected'
            : 'needs-reconnecting',
    reason:
      status === 'ACTIVE' || !connected || account.deleted_at || disabled
        ? null
        : attentionReasonOf(pending && link.previous ? link.previous.status_reason_code : account.status_reason_code),
  };
}

/** The state to show for `account`: `connectionHealthOf(account, inProgress).state`. @default inProgress: none */
export function connectionStateOf(account: ConnectedAccount, inProgress?: ReadonlySet<string>): UserConnectionState {
  return connectionHealthOf(account, inProgress).state;
}

/** Why `account` needs the user to reconnect it, or null: `connectionHealthOf(account).reason`. */
export function connectionAttentionOf(account: ConnectedAccount): ConnectionAttentionReason | null {
  return connectionHealthOf(account).reason;
}
