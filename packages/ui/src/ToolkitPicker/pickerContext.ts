'use client';
import type { ConnectedAccount, Toolkit, ToolkitCategory } from '@patchbay/client';
import type { Messages } from '../theme/messages';
import { createPartsContext } from '../theme/PatchbayUIProvider';
import type { ConnectionBadge } from './connectionBadge';

/** What `ToolkitPicker.List` lends the keyboard handling: scrolling and the size of a page. */
export interface PickerListHandle {
  scrollToIndex: (index: number) => void;
  /** How many rows fit in the viewport (PageDown/PageUp step). */
  rowsPerPage: () => number;
}

/** Where the listing is: first load, showing results (maybe refreshing), or failed. */
export type PickerStatus = 'loading' | 'ready' | 'error';

export interface PickerContextValue {
  messages: Messages['picker'];
  common: Messages['common'];
  ids: { listbox: string; option: (index: number) => string };

  search: string;
  setSearch: (search: string) => void;
  category: string;
  setCategory: (category: string) => void;
  categories: readonly ToolkitCategory[];

  status: PickerStatus;
  toolkits: readonly Toolkit[];
  /**
   * True while the rows shown are not yet those of the search text and category (typed but not yet searched,
   * or on their way); the previous results stay shown, and the keys move to and pick no row meanwhile.
   */
  isRefreshing: boolean;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => void;
  error: unknown;
  retry: () => void;

  badgeOf(slug: string): ConnectionBadge | undefined;

  activeIndex: number;
  /** Moves the active option; `scroll` brings it into view (keyboard moves do, pointer moves do not). */
  setActiveIndex: (index: number, scroll?: boolean) => void;
  selectedSlug: string | undefined;
  select: (toolkit: Toolkit) => void;
  reconnect: (toolkit: Toolkit, account: ConnectedAccount) => void;
  /** How many rows fit in the list's viewport (PageDown/PageUp step). */
  rowsPerPage: () => number;
  /** The list lends its scrolling and size here while it is mounted; returns the unregister. */
  registerList: (handle: PickerListHandle) => () => void;
}

export const [PickerProvider, usePickerContext] = createPartsContext<PickerContextValue>('ToolkitPicker');

/**
 * The part of the picker rows need. It changes only with the strings or the
 * selection, not per keystroke, so rows that did not change skip rendering.
 */
export type PickerRowContextValue = Pick<PickerContextValue, 'messages' | 'ids' | 'setActiveIndex' | 'select'>;

export const [PickerRowProvider, usePickerRowContext] = createPartsContext<PickerRowContextValue>('ToolkitPicker');
