'use client';
import type { Toolkit } from '@patchbay/client';
import { useEffect, useRef, type HTMLAttributes, type ReactNode } from 'react';
import { Button } from '../shared/Button';
import { ErrorNotice } from '../shared/ErrorNotice';
import { VisuallyHidden } from '../shared/VisuallyHidden';
import { useParts } from '../theme/PatchbayUIProvider';
import type { ConnectionBadge } from './connectionBadge';
import { usePickerContext } from './pickerContext';
import { activeDescendant, handlePickerKey } from './usePickerKeys';
import { ToolkitPickerEmpty } from './ToolkitPickerEmpty';
import { ToolkitPickerItem } from './ToolkitPickerItem';
import { useFixedRows } from './useFixedRows';

/** What `renderItem` gets for each visible toolkit. */
export interface ToolkitPickerItemRenderProps {
  toolkit: Toolkit;
  index: number;
  active: boolean;
  selected: boolean;
  badge: ConnectionBadge | undefined;
}

export interface ToolkitPickerListProps extends HTMLAttributes<HTMLDivElement> {
  /** Height of one row in pixels; match `--pb-row-height` when you change it. @default 56 */
  rowHeight?: number;
  /** Rows rendered beyond the visible ones, for smooth scrolling. @default 6 */
  overscan?: number;
  /** Start loading the next page this many rows before the end. @default 20 */
  loadMoreThreshold?: number;
  /** Renders one option. @default props => <ToolkitPicker.Item {...props} /> */
  renderItem?: (props: ToolkitPickerItemRenderProps) => ReactNode;
  /** Shown when nothing matches. @default <ToolkitPicker.Empty /> */
  empty?: ReactNode;
  /** Drop the kit's class names. @default the picker's `unstyled` */
  unstyled?: boolean;
}

const renderDefaultItem = (props: ToolkitPickerItemRenderProps) => <ToolkitPickerItem {...props} />;

/** Rows a viewport with no measured size yet (SSR, a hidden container) renders, so it is never blank. */
const FALLBACK_ROWS = 8;

/**
 * The results, an ARIA listbox, virtualized: only the rows in view are in
 * the DOM, so thousands of toolkits scroll smoothly. Scrolling near the end
 * loads the next page.
 */
export function ToolkitPickerList({
  rowHeight = 56,
  overscan = 6,
  loadMoreThreshold = 20,
  renderItem = renderDefaultItem,
  empty,
  unstyled,
  className,
  ...rest
}: ToolkitPickerListProps) {
  const picker = usePickerContext('List');
  const viewportRef = useRef<HTMLDivElement>(null);
  const { toolkits, hasNextPage, isFetchingNextPage, activeIndex, status } = picker;
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

  const { registerList } = picker;
  useEffect(
    () =>
      registerList({
        scrollToIndex,
        rowsPerPage: () => Math.max(1, Math.floor((viewportRef.current?.clientHeight || rowHeight * FALLBACK_ROWS) / rowHeight) - 1),
      }),
    [registerList, scrollToIndex, rowHeight],
  );

  const lastRendered = rows[rows.length - 1] ?? -1;
  const { fetchNextPage } = picker;
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

  const part = useParts('toolkit-picker', unstyled);
  // Rows filtered out of a page (connectableOnly) may leave it empty while more pages come.
  const isEmpty = status === 'ready' && toolkits.length === 0 && !hasNextPage;
  const state = status === 'ready' ? (isEmpty ? 'empty' : picker.isRefreshing ? 'refreshing' : 'ready') : status;
  const visible = rows.map((index) => {
    const toolkit = toolkits[index];
    return { index, start: index * rowHeight, toolkit, badge: toolkit && picker.badgeOf(toolkit.slug) };
  });

  return (
    <div {...part('list', className)} data-state={state} {...rest}>
      {/*
        The scrolling area is a tab stop of its own (keyboard scrolling must not
        depend on the search box); there the list keys work as in the box.
      */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- a focusable scrolling region takes the list keys, as axe's scrollable-region-focusable asks */}
      <div
        ref={viewportRef}
        role="group"
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- the same: keyboard users must be able to scroll the region
        tabIndex={0}
        aria-label={picker.messages.label}
        aria-activedescendant={activeDescendant(picker)}
        {...part('viewport')}
        onKeyDown={(event) => {
          if (event.target === event.currentTarget && handlePickerKey(picker, event)) event.preventDefault();
        }}
      >
        <div
          role="listbox"
          id={picker.ids.listbox}
          aria-label={picker.messages.label}
          aria-busy={status === 'loading' || picker.isRefreshing || undefined}
          {...part('listbox')}
          style={{ position: 'relative', height: status === 'ready' ? totalSize : 0 }}
        >
          {status === 'ready'
            ? visible.map(({ index, start, toolkit, badge }) => (
                <div
                  key={index}
                  data-index={index}
                  {...part(toolkit ? 'row' : 'loader-row')}
                  aria-hidden={toolkit ? undefined : true}
                  style={{ position: 'absolute', top: 0, left: 0, right: 0, height: rowHeight, transform: `translateY(${start}px)` }}
                >
                  {toolkit
                    ? renderItem({ toolkit, index, active: index === activeIndex, selected: toolkit.slug === picker.selectedSlug, badge })
                    : null}
                </div>
              ))
            : null}
        </div>
        {/*
          A row's Reconnect lies over the row but outside the listbox: an option
          may not contain controls, and this way it is a real button in the tab
          order with its own name ("Reconnect GitHub").
        */}
        {visible.map(({ index, start, toolkit, badge }) =>
          toolkit && badge && badge.state !== 'active' ? (
            <div key={toolkit.slug} {...part('reconnect')} style={{ position: 'absolute', top: start, height: rowHeight }}>
              <Button
                unstyled={unstyled}
                // Hovering the button keeps its row active.
                onMouseEnter={() => picker.setActiveIndex(index)}
                onClick={() => picker.reconnect(toolkit, badge.account)}
                aria-label={picker.messages.reconnectApp(toolkit.name)}
              >
                {picker.messages.reconnect}
              </Button>
            </div>
          ) : null,
        )}
        {/* Placeholder rows while the first page loads; the text for screen readers says so. */}
        {status === 'loading' ? (
          <div role="status" {...part('skeleton')}>
            <VisuallyHidden>{picker.common.loading}</VisuallyHidden>
            {Array.from({ length: 6 }, (_, i) => (
              <div key={i} aria-hidden="true" {...part('skeleton-row')}>
                <span />
                <span>
                  <span />
                  <span />
                </span>
              </div>
            ))}
          </div>
        ) : null}
        {/* The service's message and request id, and a way to try again. */}
        {status === 'error' ? (
          <div {...part('error')}>
            <ErrorNotice error={picker.error} fallback={picker.messages.error} unstyled={unstyled} />
            <Button onClick={picker.retry} unstyled={unstyled}>
              {picker.common.retry}
            </Button>
          </div>
        ) : null}
        {isEmpty ? (empty ?? <ToolkitPickerEmpty unstyled={unstyled} />) : null}
      </div>
    </div>
  );
}
