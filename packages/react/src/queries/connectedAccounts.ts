import type { ConnectedAccount, CursorPage, ListConnectedAccountsQuery, PatchbayClient } from '@patchbay/client';
import { queryOptions } from '@tanstack/react-query';
import type { PatchbayQueryError } from '../hookOptions';
import { patchbayKeys } from '../queryKeys';

/** One page of `client.connectedAccounts.list(query)`. */
export function connectedAccountsQueryOptions(client: PatchbayClient, query: ListConnectedAccountsQuery = {}) {
  return queryOptions<CursorPage<ConnectedAccount>, PatchbayQueryError>({
    queryKey: patchbayKeys.connectedAccounts.list(query),
    queryFn: ({ signal }) => client.connectedAccounts.list(query, { signal }),
  });
}

/** One connected account (`client.connectedAccounts.get(id)`). */
export function connectedAccountQueryOptions(client: PatchbayClient, id: string) {
  return queryOptions<ConnectedAccount, PatchbayQueryError>({
    queryKey: patchbayKeys.connectedAccounts.detail(id),
    queryFn: ({ signal }) => client.connectedAccounts.get(id, { signal }),
  });
}
