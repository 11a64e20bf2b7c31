'use client';
import type { ConnectedAccount, CursorPage, Toolkit } from '@patchbay/client';
import { useMemo } from 'react';
import type { PatchbayQueryError, PatchbayQueryOptions } from '../../hookOptions';
import { usePatchbayClient } from '../../usePatchbayClient';
import { connectedAccountsQueryOptions } from '../../queries/connectedAccounts';
import { useToolkits } from '../toolkits/useToolkits';
import { usePatchbayQuery } from '../usePatchbayQuery';

/** One app in a user's list of connections. */
export interface UserConnectionGroup {
  /** The toolkit's slug (for code: ids and slugs are not for people). */
  slug: string;
  /** The toolkit as the catalog lists it (`name`, `meta.logo`); undefined if the catalog does not have it. */
  toolkit: Toolkit | undefined;
  /** The user's accounts of the toolkit that were connected once, oldest first (new ones join at the end). */
  accounts: ConnectedAccount[];
}

export interface UseUserConnectionsResult {
  /** The user's apps, by name, each with its accounts. Empty until loaded. */
  groups: UserConnectionGroup[];
  /** The accounts of `groups`, in the same order. */
  accounts: ConnectedAccount[];
  /** `pending` until the accounts and their toolkits are in; `error` when either could not be loaded. */
  status: 'pending' | 'error' | 'success';
  /** Why the list could not be loaded; null otherwise. */
  error: PatchbayQueryError | null;
  /** True while anything refetches in the background. */
  isFetching: boolean;
  /** Loads again what failed (or everything). */
  refetch: () => void;
}

const NO_GROUPS: UserConnectionGroup[] = [];

const byName = (a: UserConnectionGroup, b: UserConnectionGroup) => (a.toolkit?.name ?? a.slug).localeCompare(b.toolkit?.name ?? b.slug);

/**
 * The list an end user manages: their accounts that were connected once
 * (abandoned attempts never show), grouped by app, with each app's name and
 * logo. Two requests whatever the size: the user's accounts (up to 1,000,
 * the query `useConnectionsByToolkit` and the picker's badges share) and one
 * toolkits request for all their apps. Idle until `userId` is given.
 *
 * @param options Passed to the accounts' `useQuery` (`enabled`, `staleTime`, `refetchInterval`, ...).
 * @example
 * const { groups, status } = useUserConnections(userId);
 * groups.map((group) => group.accounts.map((account) => connectionStateOf(account)));
 */
export function useUserConnections(
  userId: string | null | undefined,
  options?: Omit<PatchbayQueryOptions<CursorPage<ConnectedAccount>>, 'select'>,
): UseUserConnectionsResult {
  const client = usePatchbayClient();
  const accounts = usePatchbayQuery<CursorPage<ConnectedAccount>, CursorPage<ConnectedAccount>>(
    connectedAccountsQueryOptions(client, { user_ids: [userId ?? ''], limit: 1000 }),
    options,
    Boolean(userId),
  );

  const connected = useMemo(
    () =>
      (accounts.data?.items ?? [])
        // An attempt the user never completed is not a connection of theirs.
        .filter((account) => account.connected_at !== null && account.deleted_at === null)
        .sort((a, b) => a.created_at.localeCompare(b.created_at)),
    [accounts.data],
  );
  const slugs = useMemo(() => [...new Set(connected.map((account) => account.toolkit.slug))].sort(), [connected]);
  const toolkits = useToolkits({ toolkits: slugs, limit: Math.max(1, slugs.length) }, { enabled: slugs.length > 0 });

  const groups = useMemo(() => {
    const bySlug = new Map(toolkits.toolkits.map((toolkit) => [toolkit.slug, toolkit]));
    const grouped = new Map<string, UserConnectionGroup>();
    for (const account of connected) {
      const slug = account.toolkit.slug;
      const group = grouped.get(slug) ?? { slug, toolkit: bySlug.get(slug), accounts: [] };
      group.accounts.push(account);
      grouped.set(slug, group);
    }
    return [...grouped.values()].sort(byName);
  }, [connected, toolkits.toolkits]);

  const accountsReady = accounts.data !== undefined;
  // The previous toolkits stay while another set loads, so removing an app's last account shows no loading state.
  const toolkitsReady = slugs.length === 0 || toolkits.data !== undefined;
  const ready = accountsReady && toolkitsReady;
  const error = (!accountsReady && accounts.error) || (!toolkitsReady && toolkits.error) || null;
  const shown = ready ? groups : NO_GROUPS;
  return {
    groups: shown,
    accounts: useMemo(() => shown.flatMap((group) => group.accounts), [shown]),
    status: error ? 'error' : ready ? 'success' : 'pending',
    error,
    isFetching: accounts.isFetching || toolkits.isFetching,
    refetch: () => {
      const toolkitsFailed = slugs.length > 0 && toolkits.isError;
      if (toolkitsFailed) void toolkits.refetch();
      if (accounts.isError || !toolkitsFailed) void accounts.refetch();
    },
  };
}
