import type { ConnectedAccountAclInput } from '@patchbay/client';
import { isoNow } from '../clock';
import type { ProjectRecord } from '../projects/records';
import type { Service } from '../Service';
import { findLiveAccount } from './accountRules';
import { aclOnlyForShared, changedAcl } from './accountSharing';
import { connectedAtOf } from './connectedAt';
import type { ConnectedAccountRecord } from './records';

/**
 * The vendor's `updateAcl`: changes the ACL of the project's live SHARED
 * account field by field (a field left out stays); a PRIVATE account is a
 * 400 in the vendor's words. No change given leaves the record untouched.
 */
export function setAccountAcl(
  service: Service,
  project: ProjectRecord,
  id: string,
  change: ConnectedAccountAclInput | undefined,
): ConnectedAccountRecord {
  return service.store.transaction(() => {
    const account = findLiveAccount(service, project, id);
    if (change === undefined) return account;
    if (account.account_type !== 'SHARED') throw aclOnlyForShared('body.experimental.acl_config_for_shared');
    // connected_at as read now: an older record's derived value must not move with updated_at.
    const changed = {
      acl_config_for_shared: changedAcl(account.acl_config_for_shared, change),
      connected_at: connectedAtOf(account),
      updated_at: isoNow(service.clock),
    };
    return service.store.put('connected_accounts', { ...account, ...changed });
  });
}
