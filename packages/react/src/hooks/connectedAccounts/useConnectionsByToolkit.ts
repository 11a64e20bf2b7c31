'use client';
import type { ConnectedAccount, CursorPage } from '@patchbay/client';
import type { UseQueryResult } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { PatchbayQueryError, PatchbayQueryOptions } from '../../hookOptions';
import { usePatchbayClient } from '../../usePatchbayClient';
import { connectedAccountsQueryOptions } from '../../queries/connectedAccounts';
import { usePatchbayQuery } from '../usePatchbayQuery';

export type UseConnectionsByToolkitResult = UseQueryResult<CursorPage<ConnectedAccount>, PatchbayQueryError> & {
  /**
   * Toolkit slug -> the user's best account for it: an ACTIVE one first, then the newest. Only
   * accounts that were connected once count: an abandoned or pending attempt is no connection.
   */
  connections: Map<string, ConnectedAccount>;
};

/** Whether `a` should be shown rather than `b`. */
function isBetter(a: ConnectedAccount, b: ConnectedAccount): boolean {
  const aActive = a.status === 'ACTIVE';
  if (aActive !== (b.status === 'ACTIVE')) return aActive;
  return a.created_at > b.created_at;
}

/**
 * A user's connection per toolkit, for connection badges: accounts connected
 * once, never an attempt the user gave up on. Reads the user's
 * accounts in one request (up to 1,000). Idle until `userId` is given.
 *
 * @param options Passed to `useQuery` (`enabled`, `staleTime`, `refetchInterval`, ...).
 */
export function useConnectionsByToolkit(
  userId: string | null | undefined,
  options?: Omit<PatchbayQueryOptions<CursorPage<ConnectedAccount>>, 'select'>,
): UseConnectionsByToolkitResult {
  const client = usePatchbayClient();
  const query = usePatchbayQuery<CursorPage<ConnectedAccount>, CursorPage<ConnectedAccount>>(
    connectedAccountsQueryOptions(client, { user_ids: [userId ?? ''], limit: 1000 }),
    options,
    Boolean(userId),
  );
  const connections = useMemo(() => {
    const best = new Map<string, ConnectedAccount>();
    for (const account of query.data?.items ?? []) {
      // `connected_at` is null until the account first connects (absent from services that lack the field).
      if (account.connected_at === null || account.deleted_at) continue;
      const current = best.get(account.toolkit.slug);
      if (!current || isBetter(account, current)) best.set(account.toolkit.slug, account);
    }
    return best;
  }, [query.data]);
  return { ...query, connections };
}
