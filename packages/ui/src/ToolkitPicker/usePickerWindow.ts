'use client';
import type { Toolkit } from '@patchbay/client';
import { useEffect, useRef } from 'react';
import type { ConnectionBadge } from './connectionBadge';
import type { PickerContextValue } from './pickerContext';
import { useFixedRows } from './useFixedRows';

export interface PickerWindowOptions {
  rowHeight: number;
  overscan: number;
  loadMoreThreshold: number;
}

/** One row in view: its place in the list and, once loaded, its toolkit (none on the loader row). */
export interface VisibleRow {
  index: number;
  start: number;
  toolkit: Toolkit | undefined;
  badge: ConnectionBadge | undefined;
}

/** Rows a viewport with no measured size yet (SSR, a hidden container) renders, so it is never blank. */
const FALLBACK_ROWS = 8;

/**
 * The rows of the picker's list in view (virtualized), with what goes with
 * them: the keyboard's scrolling, the next page loaded near the end, and a
 * new query's results shown from the top.
 */
export function usePickerWindow(picker: PickerContextValue, { rowHeight, overscan, loadMoreThreshold }: PickerWindowOptions) {
  const viewportRef = useRef<HTMLDivElement>(null);
  const { toolkits, hasNextPage, isFetchingNextPage, activeIndex, registerList, fetchNextPage } = picker;
  const count = toolkits.length + (hasNextPage ? 1 : 0);

  // The active option stays rendered wherever the scroll is: aria-activedescendant points at it.
  const { rows, totalSize, scrollTop, scrollToIndex } = useFixedRows({
    count,
    rowHeight,
    overscan,
    fallbackRows: FALLBACK_ROWS,
    pinned: activeIndex,
    viewportRef,
  });

  useEffect(
    () =>
      registerList({
        scrollToIndex,
        rowsPerPage: () => Math.max(1, Math.floor((viewportRef.current?.clientHeight || rowHeight * FALLBACK_ROWS) / rowHeight) - 1),
      }),
    [registerList, scrollToIndex, rowHeight],
  );

  const lastRendered = rows[rows.length - 1] ?? -1;
  useEffect(() => {
    if (hasNextPage && !isFetchingNextPage && lastRendered >= toolkits.length - loadMoreThreshold) fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, lastRendered, toolkits.length, loadMoreThreshold, fetchNextPage]);

  // A new query shows its results from the top. Only a new query scrolls (not a
  // scroll by the user), and only when needed: scrollTo forces a layout in the keystroke.
  const queryKey = `${picker.search}\u0000${picker.category}`;
  const scrolledFor = useRef(queryKey);
  const atTop = scrollTop === 0;
  useEffect(() => {
    if (scrolledFor.current === queryKey) return;
    scrolledFor.current = queryKey;
    if (!atTop) viewportRef.current?.scrollTo?.({ top: 0 });
  }, [queryKey, atTop]);

  const visible = rows.map((index): VisibleRow => {
    const toolkit = toolkits[index];
    return { index, start: index * rowHeight, toolkit, badge: toolkit && picker.badgeOf(toolkit.slug) };
  });
  return { viewportRef, visible, totalSize };
}
