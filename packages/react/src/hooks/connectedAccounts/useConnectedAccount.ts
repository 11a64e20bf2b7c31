'use client';
import type { ConnectedAccount } from '@patchbay/client';
import type { UseQueryResult } from '@tanstack/react-query';
import type { PatchbayQueryError, PatchbayQueryOptions } from '../../hookOptions';
import { usePatchbayClient } from '../../usePatchbayClient';
import { connectedAccountQueryOptions } from '../../queries/connectedAccounts';
import { usePatchbayQuery } from '../usePatchbayQuery';

/**
 * One connected account (a deleted one too, with `deleted_at` set). Idle until `id` is given.
 *
 * @param options Passed to `useQuery` (`enabled`, `staleTime`, `refetchInterval`, `select`, ...).
 */
export function useConnectedAccount<TData = ConnectedAccount>(
  id: string | null | undefined,
  options?: PatchbayQueryOptions<ConnectedAccount, TData>,
): UseQueryResult<TData, PatchbayQueryError> {
  const client = usePatchbayClient();
  return usePatchbayQuery(connectedAccountQueryOptions(client, id ?? ''), options, Boolean(id));
}
