'use client';
import type { ConnectedAccount, Toolkit } from '@patchbay/client';
import { useMemo } from 'react';
import type { PatchbayQueryError } from '../../hookOptions';
import { connectionAttentionOf, type ConnectionAttentionReason } from './connectionAttentionOf';
import { useUserConnections } from './useUserConnections';

export interface UseConnectionHealthOptions {
  /** Your end user's id. Idle until it is given. */
  userId: string | null | undefined;
  /** How often to check again while the page is visible, in ms; `false` checks only on focus and after a reconnect. @default 60_000 */
  refetchInterval?: number | false;
  /** Check again when the window gets focus back (the user may have fixed the app elsewhere). @default true */
  refetchOnWindowFocus?: boolean;
  /** @default true */
  enabled?: boolean;
}

/** One of the user's accounts that stopped working. */
export interface ConnectionNeedingAttention {
  /** The account, as the service lists it; reconnect it by its `id` to keep the same account. */
  account: ConnectedAccount;
  /** The toolkit's slug (for code). */
  slug: string;
  /** The toolkit as the catalog lists it (`name`, `meta.logo`); undefined if the catalog does not have it. */
  toolkit: Toolkit | undefined;
  /** Why it stopped working, from its `status_reason_code`. */
  reason: ConnectionAttentionReason;
  /**
   * All the user's accounts of the app, this one included and working ones too, in the order of
   * `useUserConnections` (oldest first): an account without alias is named by its place among them
   * ("Account 2"), the same name the list of connections gives it.
   */
  siblings: ConnectedAccount[];
}

export interface UseConnectionHealthResult {
  /** True when at least one account needs reconnecting. */
  needsAttention: boolean;
  /** The accounts that need reconnecting, apps by name, each app's accounts oldest first. Empty until loaded. */
  connections: ConnectionNeedingAttention[];
  /** `pending` until the accounts and their toolkits are in; `error` when either could not be loaded. */
  status: 'pending' | 'error' | 'success';
  /** Why the accounts could not be loaded; null otherwise. */
  error: PatchbayQueryError | null;
  /** Checks again now. */
  refetch: () => void;
}

/**
 * Which of the user's connections stopped working and need the user to
 * reconnect them: accounts connected once that are now EXPIRED, FAILED or
 * INACTIVE (not attempts never finished, nor accounts the user turned off),
 * each with its toolkit and why. It reads the query of `useUserConnections`
 * (one list for both, no second request), and keeps it fresh while the page
 * is open: when the window gets focus back, every `refetchInterval` while
 * the page is visible, and as soon as a connect or reconnect flow ends.
 *
 * @example
 * const { needsAttention, connections } = useConnectionHealth({ userId });
 * if (needsAttention) connections.map(({ toolkit, reason }) => `${toolkit?.name}: ${reason}`);
 */
export function useConnectionHealth({
  userId,
  // A minute: an expired token shows soon, for one small request.
  refetchInterval = 60_000,
  refetchOnWindowFocus = true,
  enabled,
}: UseConnectionHealthOptions): UseConnectionHealthResult {
  const { groups, status, error, refetch } = useUserConnections(userId, { refetchInterval, refetchOnWindowFocus, enabled });
  const connections = useMemo(
    () =>
      groups.flatMap(({ slug, toolkit, accounts }) =>
        accounts.flatMap((account) => {
          const reason = connectionAttentionOf(account);
          return reason ? [{ account, slug, toolkit, reason, siblings: accounts }] : [];
        }),
      ),
    [groups],
  );
  return { needsAttention: connections.length > 0, connections, status, error, refetch };
}
