import type { QueryKey } from '@tanstack/react-query';
import { connectedAccountKeys } from '../queries/connectedAccounts';
import { toolRouterKeys } from '../queries/toolRouter';

/**
 * The queries that show a connected account: the account lists, its detail
 * (every detail when `id` is not known), and tool router sessions, whose
 * toolkits embed `connected_account`.
 */
export function accountQueryKeys(id?: string): QueryKey[] {
  const accounts = id ? [connectedAccountKeys.lists(), connectedAccountKeys.detail(id)] : [connectedAccountKeys.all()];
  return [...accounts, toolRouterKeys.all()];
}
