import { useCallback, useEffect, useLayoutEffect, useState, type RefObject } from 'react';

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
 * arithmetic, with no measuring.
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

  const scrollToIndex = useCallback(
    (index: number) => {
      const element = viewportRef.current;
      if (!element) return;
      const top = index * rowHeight;
      const visible = element.clientHeight || rowHeight * fallbackRows;
      if (top < element.scrollTop) element.scrollTop = top;
      else if (top + rowHeight > element.scrollTop + visible) element.scrollTop = top + rowHeight - visible;
    },
    [viewportRef, rowHeight, fallbackRows],
  );

  return { rows, totalSize: count * rowHeight, scrollTop: viewport.top, scrollToIndex };
}
