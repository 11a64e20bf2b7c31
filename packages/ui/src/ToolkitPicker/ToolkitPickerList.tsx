'use client';
import type { Toolkit } from '@patchbay/client';
import type { HTMLAttributes, ReactNode } from 'react';
import { useParts } from '../theme/PatchbayUIProvider';
import type { ConnectionBadge } from './connectionBadge';
import { usePickerContext } from './pickerContext';
import { activeDescendant, handlePickerKey } from './usePickerKeys';
import { ToolkitPickerEmpty } from './ToolkitPickerEmpty';
import { ToolkitPickerItem } from './ToolkitPickerItem';
import { ToolkitPickerReconnects } from './ToolkitPickerReconnects';
import { ToolkitPickerLoadError, ToolkitPickerSkeleton } from './ToolkitPickerStates';
import { usePickerWindow } from './usePickerWindow';

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
  const { toolkits, hasNextPage, activeIndex, status } = picker;
  const { viewportRef, visible, totalSize } = usePickerWindow(picker, { rowHeight, overscan, loadMoreThreshold });

  const part = useParts('toolkit-picker', unstyled);
  // Rows filtered out of a page (connectableOnly) may leave it empty while more pages come.
  const isEmpty = status === 'ready' && toolkits.length === 0 && !hasNextPage;
  const state = status === 'ready' ? (isEmpty ? 'empty' : picker.isRefreshing ? 'refreshing' : 'ready') : status;
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
        <ToolkitPickerReconnects visible={visible} rowHeight={rowHeight} unstyled={unstyled} />
        {status === 'loading' ? <ToolkitPickerSkeleton unstyled={unstyled} /> : null}
        {status === 'error' ? <ToolkitPickerLoadError unstyled={unstyled} /> : null}
        {isEmpty ? (empty ?? <ToolkitPickerEmpty unstyled={unstyled} />) : null}
      </div>
    </div>
  );
}
