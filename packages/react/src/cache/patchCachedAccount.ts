import type { ConnectedAccount } from '@patchbay/client';
import type { QueryClient } from '@tanstack/react-query';
import { connectedAccountKeys } from '../queries/connectedAccounts';
import { snapshotQueries } from './snapshotQueries';
import { updateCachedLists } from './updateCachedLists';

/**
 * Shows a change to one account in its cached detail and in every cached
 * account list at once; returns how to undo it if the request fails.
 */
export async function patchCachedAccount(queryClient: QueryClient, id: string, patch: Partial<ConnectedAccount>): Promise<() => void> {
  const undo = await snapshotQueries(queryClient, [connectedAccountKeys.all()]);
  const patched = (account: ConnectedAccount) => (account.id === id ? { ...account, ...patch } : account);
  queryClient.setQueryData<ConnectedAccount>(connectedAccountKeys.detail(id), (account) => account && patched(account));
  updateCachedLists<ConnectedAccount>(queryClient, connectedAccountKeys.lists(), (accounts) => accounts.map(patched));
  return undo;
}
