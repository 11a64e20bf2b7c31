'use client';
import type { ConnectedAccount, CursorPage, ListConnectedAccountsQuery } from '@patchbay/client';
import type { UseQueryResult } from '@tanstack/react-query';
import type { PatchbayQueryError, PatchbayQueryOptions } from '../../hookOptions';
import { usePatchbayClient } from '../../usePatchbayClient';
import { connectedAccountsQueryOptions } from '../../queries/connectedAccounts';
import { usePatchbayQuery } from '../usePatchbayQuery';

/**
 * One page of connected accounts (deleted ones left out), filtered by
 * users, toolkits, statuses, ... Pass a page's `next_cursor` as `query.cursor`
 * for the next one.
 *
 * @param options Passed to `useQuery` (`enabled`, `staleTime`, `select`, `placeholderData`, ...).
 */
export function useConnectedAccounts<TData = CursorPage<ConnectedAccount>>(
  query: ListConnectedAccountsQuery = {},
  options?: PatchbayQueryOptions<CursorPage<ConnectedAccount>, TData>,
): UseQueryResult<TData, PatchbayQueryError> {
  const client = usePatchbayClient();
  return usePatchbayQuery(connectedAccountsQueryOptions(client, query), options);
}
