import type { ConnectedAccount, CursorPage, ListConnectedAccountsQuery, PatchbayClient } from '@patchbay/client';
import { queryOptions } from '@tanstack/react-query';
import type { PatchbayQueryError } from '../hookOptions';
import { patchbayKey } from './patchbayKey';

/** Query keys of connected accounts (`patchbayKeys.connectedAccounts`). */
export const connectedAccountKeys = {
  all: () => patchbayKey('connectedAccounts'),
  lists: () => patchbayKey('connectedAccounts', 'list'),
  list: (query: ListConnectedAccountsQuery = {}) => patchbayKey('connectedAccounts', 'list', query),
  detail: (id: string) => patchbayKey('connectedAccounts', 'detail', id),
};

/** One page of `client.connectedAccounts.list(query)`. */
export function connectedAccountsQueryOptions(client: PatchbayClient, query: ListConnectedAccountsQuery = {}) {
  return queryOptions<CursorPage<ConnectedAccount>, PatchbayQueryError>({
    queryKey: connectedAccountKeys.list(query),
    queryFn: ({ signal }) => client.connectedAccounts.list(query, { signal }),
  });
}

/** One connected account (`client.connectedAccounts.get(id)`). */
export function connectedAccountQueryOptions(client: PatchbayClient, id: string) {
  return queryOptions<ConnectedAccount, PatchbayQueryError>({
    queryKey: connectedAccountKeys.detail(id),
    queryFn: ({ signal }) => client.connectedAccounts.get(id, { signal }),
  });
}
