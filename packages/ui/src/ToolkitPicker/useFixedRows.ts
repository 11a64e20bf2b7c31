import { useCallback, useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';

// useLayoutEffect warns during server rendering; there is nothing to measure there anyway.
const useIsomorphicLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;

export interface FixedRowsOptions {
  count: number;
  rowHeight: number;
  /** Rows rendered beyond the visible ones. */
  overscan: number;
  /** Rows assumed visible while the viewport has no size (SSR, a hidden container). */
  fallbackRows: number;
  /** A row that must stay rendered wherever the scroll is (the active option). */
  pinned: number;
  viewportRef: RefObject<HTMLElement | null>;
}

/**
 * Windowing for rows of one fixed height: the indexes of the rows to render
 * for the current scroll position (row `i` starts at `i * rowHeight`), the
 * list's full height, and scrolling a row into view. Fixed heights make this
 * arithmetic, with no measuring. Rows carry `data-index`.
 */
export function useFixedRows({ count, rowHeight, overscan, fallbackRows, pinned, viewportRef }: FixedRowsOptions) {
  const [viewport, setViewport] = useState({ top: 0, height: 0 });

  useIsomorphicLayoutEffect(() => {
    const element = viewportRef.current;
    if (!element) return;
    const update = () => setViewport({ top: element.scrollTop, height: element.clientHeight });
    update();
    element.addEventListener('scroll', update, { passive: true });
    const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(update);
    observer?.observe(element);
    return () => {
      element.removeEventListener('scroll', update);
      observer?.disconnect();
    };
  }, [viewportRef]);

  const height = viewport.height > 0 ? viewport.height : rowHeight * fallbackRows;
  const first = Math.max(0, Math.floor(viewport.top / rowHeight) - overscan);
  const last = Math.min(count - 1, Math.ceil((viewport.top + height) / rowHeight) + overscan);
  const rows: number[] = [];
  if (pinned >= 0 && pinned < first) rows.push(pinned);
  for (let index = first; index <= last; index++) rows.push(index);
  if (pinned > last && pinned < count) rows.push(pinned);

  /*
   * The keyboard's row, scrolled into view in the list and in whatever
   * scrolls around it (a sheet, the window), which may cut the list off. A
   * row not rendered yet is scrolled to by the render that adds it (no row
   * has data-index -1: nothing to do then).
   */
  const pendingRow = useRef(-1);
  const scrollToIndex = useCallback(
    (index: number) => {
      pendingRow.current = index;
      viewportRef.current?.querySelector(`[data-index="${index}"]`)?.scrollIntoView?.({ block: 'nearest' });
    },
    [viewportRef],
  );
  useIsomorphicLayoutEffect(() => {
    scrollToIndex(pendingRow.current);
    pendingRow.current = -1;
  });

  return { rows, totalSize: count * rowHeight, scrollTop: viewport.top, scrollToIndex };
}
