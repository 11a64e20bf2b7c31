import { softDeleteAccounts } from '../connectedAccounts/softDeleteAccounts';
import type { Service } from '../Service';
import type { AuthConfigRecord } from './records';

/**
 * Deletes an auth config: the record goes, and its connected accounts are
 * soft-deleted with it (spec 2.3: kept for audit, never usable again), so no
 * account is left pointing at a config that is gone. Answers how many
 * accounts were deleted.
 */
export function deleteAuthConfig(service: Service, config: AuthConfigRecord): number {
  const { store } = service;
  return store.transaction(() => {
    const accounts = store.find('connected_accounts', { where: { project_id: config.project_id, auth_config_id: config.id, deleted_at: null } });
    softDeleteAccounts(service, accounts);
    store.remove('auth_configs', config.id);
    return accounts.length;
  });
}
