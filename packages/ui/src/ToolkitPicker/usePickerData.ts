'use client';
import type { ConnectedAccount, ListToolkitsRequest, Toolkit, ToolkitCategory } from '@patchbay/client';
import { useConnectionsByToolkit, useConnectLink, useToolkitCategories, useToolkits } from '@patchbay/react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { connectedAccountsByToolkit } from '../shared/accountNames';
import { useHostedLocale } from '../theme/hostedLocale';
import { connectionBadgeOf, type ConnectionBadge } from './connectionBadge';
import type { ManagedAuthConfigsPolicy } from './connectable';
import { useConnectableToolkits } from './useConnectableToolkits';

type Reconnect = (toolkit: Toolkit, account: ConnectedAccount) => void;

export interface PickerDataInput {
  filters: Omit<ListToolkitsRequest, 'cursor' | 'search' | 'category' | 'limit'>;
  /** The search box's text; searched once it stays the same for `debounceMs`. */
  search: string;
  debounceMs: number;
  category: string;
  pageSize: number;
  userId: string | undefined;
  onReconnect: Reconnect | undefined;
  /** Only the toolkits the user can connect. */
  connectableOnly: boolean;
  managedAuthConfigs: ManagedAuthConfigsPolicy;
}

const NO_CATEGORIES: readonly ToolkitCategory[] = [];

/**
 * The catalog changes rarely: going back to an earlier search shows its
 * results at once instead of fetching them again. Results are not compared
 * with the cached ones (structural sharing): only the visible rows render, so
 * rendering them anew costs less than comparing thousands of toolkits deeply.
 */
const LISTING_OPTIONS = { staleTime: 5 * 60_000, structuralSharing: false } as const;

/** `value`, once it has stayed the same for `delayMs`; a delay of 0 passes it through at once. */
function useDebouncedValue<T>(value: T, delayMs: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    if (delayMs <= 0) return;
    const timer = setTimeout(() => setDebounced(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return delayMs <= 0 ? value : debounced;
}

/**
 * The Reconnect action: the app's `onReconnect` when given, else a new hosted
 * connect flow through the account's auth config (which refreshes the
 * badges when it ends).
 */
function useReconnect(userId: string | undefined, onReconnect: Reconnect | undefined): Reconnect {
  const link = useConnectLink({ userId, flowKey: 'pb-toolkit-picker', locale: useHostedLocale() });
  const latest = useRef({ onReconnect, connect: link.connect });
  useEffect(() => {
    latest.current = { onReconnect, connect: link.connect };
  });
  // Stable, so rows do not re-render when the parent passes a new inline callback.
  return useCallback((toolkit: Toolkit, account: ConnectedAccount) => {
    const { onReconnect: handler, connect } = latest.current;
    if (handler) handler(toolkit, account);
    else connect({ authConfigId: account.auth_config.id, userId: account.user_id });
  }, []);
}

/**
 * The picker's server side: toolkits searched (debounced) and filtered
 * server-side (then to those the user can connect, when asked), categories,
 * the user's connection badges with their accounts, and Reconnect.
 */
export function usePickerData({
  filters,
  search,
  debounceMs,
  category,
  pageSize,
  userId,
  onReconnect,
  connectableOnly,
  managedAuthConfigs,
}: PickerDataInput) {
  const query = useDebouncedValue(search.trim(), debounceMs);
  const request = useMemo(
    () => ({ ...filters, limit: pageSize, ...(query ? { search: query } : {}), ...(category ? { category } : {}) }),
    [filters, pageSize, query, category],
  );
  // useToolkits keeps the previous results while a new search loads (keepPreviousData).
  const listing = useToolkits(request, LISTING_OPTIONS);
  const categories = useToolkitCategories();
  const connectable = useConnectableToolkits(listing.toolkits, connectableOnly, managedAuthConfigs);
  const { connections, data: accounts } = useConnectionsByToolkit(userId);
  // One badge object per toolkit, kept until the connections change, so memoized rows stay put.
  const badges = useMemo(() => {
    const map = new Map<string, ConnectionBadge>();
    const named = connectedAccountsByToolkit(accounts?.items);
    for (const [slug, account] of connections) {
      const badge = connectionBadgeOf(account, named.get(slug));
      if (badge) map.set(slug, badge);
    }
    return map;
  }, [connections, accounts]);
  const badgeOf = useCallback((slug: string) => badges.get(slug), [badges]);
  const reconnect = useReconnect(userId, onReconnect);
  return {
    query,
    listing,
    toolkits: connectable.toolkits,
    filtering: connectable.pending,
    categories: categories.data ?? NO_CATEGORIES,
    badgeOf,
    reconnect,
  };
}
