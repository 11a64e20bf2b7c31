import type { ConnectedAccount, ConnectedAccountReasonCode } from '@patchbay/client';

/**
 * Why an account the user connected once stopped working:
 * - `expired`: its access token expired and could not be renewed (`token_expired`);
 * - `revoked`: the user removed the access at the app (`access_revoked`);
 * - `provider_rejected`: the app refused its stored credentials: it answered 401 to a request
 *   (`provider_unauthorized`), or a check of them failed on refresh (`credentials_rejected`);
 * - `other`: any other reason, or none given (FAILED, INACTIVE, ...).
 */
export type ConnectionAttentionReason = 'expired' | 'revoked' | 'provider_rejected' | 'other';

const REASONS: Partial<Record<ConnectedAccountReasonCode, ConnectionAttentionReason>> = {
  token_expired: 'expired',
  access_revoked: 'revoked',
  provider_unauthorized: 'provider_rejected',
  credentials_rejected: 'provider_rejected',
};

/**
 * Why `account` needs the user to reconnect it, or null when it needs
 * nothing: it works, it was never connected (an attempt is no connection),
 * it was deleted, or the user turned it off themselves. An account in the
 * middle of a reconnect still needs attention until it is ACTIVE again, for
 * the reason it had before the reconnect started (`latest_link.previous`: an
 * OAuth account reads INITIATED meanwhile), so a reconnect given up changes
 * nothing the user reads.
 */
export function connectionAttentionOf(account: ConnectedAccount): ConnectionAttentionReason | null {
  if (account.status === 'ACTIVE' || account.connected_at === null || account.deleted_at || account.is_disabled) return null;
  const link = account.latest_link;
  const code = link?.status === 'PENDING' && link.previous ? link.previous.status_reason_code : account.status_reason_code;
  return (code && REASONS[code]) || 'other';
}
