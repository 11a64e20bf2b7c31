'use client';
import type { ConnectedAccount, ListToolkitsRequest, Toolkit, ToolkitCategory } from '@patchbay/client';
import {
  connectedAccountsQueryOptions,
  toolkitCategoriesQueryOptions,
  toolkitsInfiniteQueryOptions,
  usePatchbayClient,
} from '@patchbay/react';
import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';

export interface PickerDataInput {
  filters: Omit<ListToolkitsRequest, 'cursor' | 'search' | 'category' | 'limit'>;
  search: string;
  category: string;
  pageSize: number;
  userId: string | undefined;
}

/** The picker's three server reads: toolkits (searched server-side), categories, and the user's connections. */
export function usePickerData({ filters, search, category, pageSize, userId }: PickerDataInput) {
  const client = usePatchbayClient();
  const request = useMemo(
    () => ({ ...filters, limit: pageSize, ...(search ? { search } : {}), ...(category ? { category } : {}) }),
    [filters, pageSize, search, category],
  );
  const toolkits = useInfiniteQuery({ ...toolkitsInfiniteQueryOptions(client, request), placeholderData: keepPreviousData });
  const items = useMemo<Toolkit[]>(() => toolkits.data?.pages.flatMap((page) => page.items) ?? [], [toolkits.data]);
  const categories = useQuery(toolkitCategoriesQueryOptions(client));
  const accounts = useQuery({
    ...connectedAccountsQueryOptions(client, { user_ids: userId ? [userId] : [], limit: 1000 }),
    enabled: Boolean(userId),
  });
  const bySlug = useMemo(() => {
    const map = new Map<string, ConnectedAccount[]>();
    for (const account of accounts.data?.items ?? []) {
      const list = map.get(account.toolkit.slug) ?? [];
      list.push(account);
      map.set(account.toolkit.slug, list);
    }
    return map;
  }, [accounts.data]);

  return {
    toolkits,
    items,
    totalItems: toolkits.data?.pages[0]?.total_items,
    categories: categories.data ?? EMPTY_CATEGORIES,
    connectionsBySlug: bySlug,
  };
}

const EMPTY_CATEGORIES: readonly ToolkitCategory[] = [];
