import type { ConnectedAccountReasonCode } from '@patchbay/client';
import type { Service } from '../Service';
import { changeAccountStatus, type AccountChange } from './accountStatus';
import { finishLinkSession } from './linkSessions';
import type { ConnectedAccountRecord, LinkSessionRecord } from './records';

export const DENIED_REASON = 'The user denied access.';
export const CANCELLED_REASON = 'The user cancelled the connection.';

const LINK_STATUS = { success: 'COMPLETED', failed: 'FAILED', cancelled: 'CANCELLED' } as const;

/** How the user ended a link: connected with these credentials, or not, and why. */
export type LinkEnding =
  | { outcome: 'success'; credentials: Record<string, string> }
  | { outcome: 'failed' | 'cancelled'; reason: string; reasonCode: ConnectedAccountReasonCode };

/**
 * What an ending does to the account. Success: ACTIVE with the new
 * credentials, connected now. Otherwise a reconnect puts back the status the
 * account had; a first connection the user cancelled is EXPIRED (given up,
 * nothing failed, and the next try reuses it), one that failed is FAILED.
 */
function accountChange(service: Service, link: LinkSessionRecord, ending: LinkEnding): AccountChange {
  if (ending.outcome === 'success') {
    const now = service.clock().toISOString();
    return { status: 'ACTIVE', status_reason: null, status_reason_code: null, credentials: ending.credentials, connected_at: now };
  }
  if (link.restore) return link.restore;
  const status = ending.outcome === 'cancelled' ? 'EXPIRED' : 'FAILED';
  return { status, status_reason: ending.reason, status_reason_code: ending.reasonCode };
}

/** Ends a pending link of `account` and gives the account its new status, in one transaction. */
export function endLink(service: Service, link: LinkSessionRecord, account: ConnectedAccountRecord, ending: LinkEnding): void {
  service.store.transaction(() => {
    finishLinkSession(service, link, LINK_STATUS[ending.outcome], ending.outcome === 'success' ? null : ending.reasonCode);
    changeAccountStatus(service, account, accountChange(service, link, ending));
  });
}
