'use client';
import type { ListToolkitsRequest, ToolkitCategory } from '@patchbay/client';
import { useConnectionsByToolkit, useToolkitCategories, useToolkits } from '@patchbay/react';
import { useMemo } from 'react';

export interface PickerDataInput {
  filters: Omit<ListToolkitsRequest, 'cursor' | 'search' | 'category' | 'limit'>;
  search: string;
  category: string;
  pageSize: number;
  userId: string | undefined;
}

const NO_CATEGORIES: readonly ToolkitCategory[] = [];

/**
 * The catalog changes rarely: going back to an earlier search shows its
 * results at once instead of fetching them again. Results are not compared
 * with the cached ones (structural sharing): only the visible rows render, so
 * rendering them anew costs less than comparing thousands of toolkits deeply.
 */
const LISTING_OPTIONS = { staleTime: 5 * 60_000, structuralSharing: false } as const;

/** The picker's server reads: toolkits (searched and filtered server-side), categories, the user's connections. */
export function usePickerData({ filters, search, category, pageSize, userId }: PickerDataInput) {
  const request = useMemo(
    () => ({ ...filters, limit: pageSize, ...(search ? { search } : {}), ...(category ? { category } : {}) }),
    [filters, pageSize, search, category],
  );
  // useToolkits keeps the previous results while a new search loads (keepPreviousData).
  const toolkits = useToolkits(request, LISTING_OPTIONS);
  const categories = useToolkitCategories();
  const { connections } = useConnectionsByToolkit(userId);
  return { toolkits, categories: categories.data ?? NO_CATEGORIES, connections };
}
