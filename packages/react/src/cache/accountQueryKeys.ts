import type { QueryKey } from '@tanstack/react-query';
import { patchbayKeys } from '../queryKeys';

/**
 * The queries that show a connected account: the account lists, its detail
 * (every detail when `id` is not known), and tool router sessions, whose
 * toolkits embed `connected_account`.
 */
export function accountQueryKeys(id?: string): QueryKey[] {
  const accounts = id ? [patchbayKeys.connectedAccounts.lists(), patchbayKeys.connectedAccounts.detail(id)] : [patchbayKeys.connectedAccounts.all()];
  return [...accounts, patchbayKeys.toolRouter.all()];
}
