import { CANCELLED_REASON, endLink } from './endLink';
import type { ProjectRecord } from '../projects/records';
import type { Service } from '../Service';
import { findAccount } from './accountRules';
import { pendingLinksOf } from './accountLinks';
import { sweepAccountLinks } from './linkSessions';
import type { ConnectedAccountRecord } from './records';

/**
 * Gives up the account's pending hosted link from the app's side (the user
 * closed the window or cancelled in the app), as Cancel on the hosted page
 * does: a reconnect's account gets back the status it had, a first attempt
 * becomes EXPIRED (`cancelled_by_user`). `expiresAt` names the link (its
 * `expires_at`), so a late cancel of an older attempt leaves a newer one
 * alone. Nothing pending (finished, expired, replaced, or the account
 * deleted): nothing changes. Returns the account as it now is.
 */
export function cancelAccountLink(service: Service, project: ProjectRecord, id: string, expiresAt: string | undefined): ConnectedAccountRecord {
  return service.store.transaction(() => {
    const account = sweepAccountLinks(service, findAccount(service, project, id));
    const link = pendingLinksOf(service, account).find(
      (pending) => expiresAt === undefined || Date.parse(pending.expires_at) === Date.parse(expiresAt),
    );
    if (!link || account.deleted_at) return account;
    endLink(service, link, account, { outcome: 'cancelled', reason: CANCELLED_REASON, reasonCode: 'cancelled_by_user' });
    return service.store.get('connected_accounts', account.id) ?? account;
  });
}
