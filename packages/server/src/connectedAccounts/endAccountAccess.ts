import type { ConnectedAccountReasonCode } from '@patchbay/client';
import { changeAccountStatus } from './accountStatus';
import type { ConnectedAccountRecord } from './records';
import type { Service } from '../Service';

/** How an account's access to its toolkit can end once it was connected. */
export type AccessEndReason = Extract<ConnectedAccountReasonCode, 'token_expired' | 'access_revoked' | 'provider_unauthorized'>;

const REASONS: Record<AccessEndReason, string> = {
  token_expired: 'The access token expired and could not be refreshed. Reconnect the account.',
  access_revoked: 'The user revoked the access at the provider. Reconnect the account.',
  provider_unauthorized: 'The provider refused the credentials (HTTP 401). Reconnect the account.',
};

/**
 * An ACTIVE account whose access ended: EXPIRED with the reason, announced to
 * the project's webhook subscription (`composio.connected_account.expired`).
 * The credentials stay, so a refresh of the same account id reconnects it.
 * Any other account is returned as it is: only a working account can stop working.
 */
export function endAccountAccess(service: Service, account: ConnectedAccountRecord, reason: AccessEndReason): ConnectedAccountRecord {
  return service.store.transaction(() => {
    // Read again: the caller's copy may be older than a change made meanwhile (a call that waited on the provider).
    const current = service.store.get('connected_accounts', account.id) ?? account;
    if (current.status !== 'ACTIVE' || current.deleted_at) return current;
    return changeAccountStatus(service, current, { status: 'EXPIRED', status_reason: REASONS[reason], status_reason_code: reason });
  });
}
