import type { QueryKey } from '@tanstack/react-query';
import { connectedAccountKeys } from '../keys/connectedAccountKeys';
import { toolRouterKeys } from '../keys/toolRouterKeys';

/**
 * The queries that show a connected account: the account lists, its detail
 * (every detail when `id` is not known), and tool router sessions, whose
 * toolkits embed `connected_account`.
 */
export function accountQueryKeys(id?: string): QueryKey[] {
  const accounts = id ? [connectedAccountKeys.lists(), connectedAccountKeys.detail(id)] : [connectedAccountKeys.all()];
  return [...accounts, toolRouterKeys.all()];
}
