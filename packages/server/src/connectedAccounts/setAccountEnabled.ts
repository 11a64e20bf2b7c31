import { isoNow } from '../clock';
import type { ProjectRecord } from '../projects/records';
import type { Service } from '../Service';
import { findLiveAccount } from './accountRules';
import { connectedAtOf } from './connectedAt';

/** Enables or disables the project's live account; one already so is left untouched. */
export function setAccountEnabled(service: Service, project: ProjectRecord, id: string, enabled: boolean): void {
  service.store.transaction(() => {
    const account = findLiveAccount(service, project, id);
    if (account.is_disabled === !enabled) return;
    // connected_at as read now: an older record's derived value must not move with updated_at.
    const changed = { is_disabled: !enabled, connected_at: connectedAtOf(account), updated_at: isoNow(service.clock) };
    service.store.put('connected_accounts', { ...account, ...changed });
  });
}
