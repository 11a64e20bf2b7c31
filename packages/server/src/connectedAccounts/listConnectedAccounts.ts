import type { ConnectedAccount, CursorPage } from '@patchbay/client';
import { keysetPage } from '../http/pagination';
import type { ProjectRecord } from '../projects/records';
import type { Service } from '../Service';
import type { ConnectedAccountListQuery } from './connectedAccountsSchemas';
import { linksDue, sweepExpiredLinks } from './linkSessions';
import { toConnectedAccountWires } from './toConnectedAccountWire';
import type { Store } from '../collections/Store';
import { readSnapshot } from '../store/readSnapshot';
import { stampedCacheOf, StampedCacheKind } from '../store/StampedCache';

/** Whether each project has any SHARED account, per store, kept while nothing in the store changes. */
const HAS_SHARED_ACCOUNTS = new StampedCacheKind<string, boolean>(1000);

function projectHasShared(store: Store, projectId: string): boolean {
  return stampedCacheOf(store, HAS_SHARED_ACCOUNTS).get(
    store,
    projectId,
    () => store.count('connected_accounts', { project_id: projectId, account_type: 'SHARED' }) > 0,
  );
}

/**
 * A page of the project's live accounts as the list's filters narrow them, after expired links are swept:
 * PRIVATE ones unless `account_type` asks for SHARED ones or ALL (the vendor's default). The page, its
 * total and what its accounts show (auth configs, newest links) are read on one snapshot of the store.
 */
export function listConnectedAccounts(service: Service, project: ProjectRecord, input: ConnectedAccountListQuery): CursorPage<ConnectedAccount> {
  const read = () => {
    const page = readPage(service, project, input);
    return { ...page, items: toConnectedAccountWires(service, page.items) };
  };
  // Usually no link is due: the snapshot that finds so reads the page too.
  const unswept = readSnapshot(service.store, () => (linksDue(service) ? undefined : read()));
  if (unswept) return unswept;
  sweepExpiredLinks(service, project.id);
  return readSnapshot(service.store, read);
}

function readPage(service: Service, project: ProjectRecord, input: ConnectedAccountListQuery) {
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
