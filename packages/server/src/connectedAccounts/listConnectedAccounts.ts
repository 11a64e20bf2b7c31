import type { CursorPage } from '@patchbay/client';
import { keysetPage } from '../http/pagination';
import type { ProjectRecord } from '../projects/records';
import type { Service } from '../Service';
import type { ConnectedAccountListQuery } from './connectedAccountsSchemas';
import { sweepExpiredLinks } from './linkSessions';
import type { ConnectedAccountRecord } from './records';
import type { Store } from '../collections/Store';
import { stampedCacheOf, type StampedCache } from '../store/StampedCache';

/** Whether each project has any SHARED account, per store, kept while nothing in the store changes. */
const hasSharedAccounts = new WeakMap<Store, StampedCache<string, boolean>>();

function projectHasShared(store: Store, projectId: string): boolean {
  return stampedCacheOf(hasSharedAccounts, store, 1000).get(
    store,
    projectId,
    () => store.count('connected_accounts', { project_id: projectId, account_type: 'SHARED' }) > 0,
  );
}

/**
 * A page of the project's live accounts as the list's filters narrow them, after expired links are swept:
 * PRIVATE ones unless `account_type` asks for SHARED ones or ALL (the vendor's default).
 */
export function listConnectedAccounts(
  service: Service,
  project: ProjectRecord,
  input: ConnectedAccountListQuery,
): CursorPage<ConnectedAccountRecord> {
  sweepExpiredLinks(service, project.id);
  // PRIVATE accounts store no type (IS NULL). A project with no SHARED account needs no filter, so its
  // default listing keeps counting its total from the live counters.
  const accountType =
    input.account_type === 'ALL'
      ? undefined
      : input.account_type === 'SHARED'
        ? 'SHARED'
        : projectHasShared(service.store, project.id)
          ? null
          : undefined;
  // Insertion order breaks ties (in the same direction) so equal timestamps still page deterministically.
  return keysetPage(
    service.store,
    'connected_accounts',
    {
      where: {
        project_id: project.id,
        deleted_at: null,
        user_id: input.user_ids,
        toolkit_slug: input.toolkit_slugs,
        status: input.statuses,
        auth_config_id: input.auth_config_ids,
        id: input.connected_account_ids,
        account_type: accountType,
      },
      orderBy: input.order_by,
      direction: input.order_direction,
    },
    input,
  );
}
