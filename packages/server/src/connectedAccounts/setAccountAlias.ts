import { isoNow } from '../clock';
import type { ProjectRecord } from '../projects/records';
import type { Service } from '../Service';
import { requireFreeAlias } from './accountAlias';
import { findLiveAccount } from './accountRules';
import { connectedAtOf } from './connectedAt';
import type { ConnectedAccountRecord } from './records';

/**
 * Labels the project's live account with `alias` (null clears it); no alias
 * given, or the one it has, leaves the record untouched. Answers the account.
 */
export function setAccountAlias(service: Service, project: ProjectRecord, id: string, alias: string | null | undefined): ConnectedAccountRecord {
  return service.store.transaction(() => {
    const account = findLiveAccount(service, project, id);
    if (alias === undefined || alias === (account.alias ?? null)) return account;
    requireFreeAlias(service, account, alias, account.id);
    // connected_at as read now: an older record's derived value must not move with updated_at.
    const changed = { alias, connected_at: connectedAtOf(account), updated_at: isoNow(service.clock) };
    return service.store.put('connected_accounts', { ...account, ...changed });
  });
}
