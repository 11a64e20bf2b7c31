'use client';
import type { ConnectedAccount, ListToolkitsRequest, Toolkit } from '@patchbay/client';
import { useCallback, useEffect, useId, useMemo, useRef, useState, type HTMLAttributes, type ReactNode } from 'react';
import { LiveRegion } from '../shared/LiveRegion';
import { useControllableState } from '../shared/useControllableState';
import { useMemoObject } from '../shared/useMemoObject';
import type { Messages } from '../theme/messages';
import { UnstyledScope, useMessages, useParts, useUISettings } from '../theme/PatchbayUIProvider';
import { commonMessages } from '../theme/messages/common';
import { pickerMessages } from '../theme/messages/picker';
import {
  PickerProvider,
  PickerRowProvider,
  type PickerContextValue,
  type PickerListHandle,
  type PickerRowContextValue,
  type PickerStatus,
} from './pickerContext';
import type { ManagedAuthConfigsPolicy } from './connectable';
import { usePickerData } from './usePickerData';

/** Server-side filters of the listing besides the search text and category the user picks. */
export type ToolkitPickerFilters = Pick<ListToolkitsRequest, 'managed_by' | 'toolkits' | 'sort_by'>;

export interface ToolkitPickerRootProps extends Omit<HTMLAttributes<HTMLDivElement>, 'onSelect' | 'defaultValue'> {
  /** The selected toolkit's slug (controlled). */
  value?: string | null;
  /** The initially selected slug (uncontrolled). @default undefined */
  defaultValue?: string;
  /** Called with the slug whenever the selection changes. */
  onValueChange?: (slug: string) => void;
  /** Called with the whole toolkit when the user picks one (click or Enter), even if it was already selected. */
  onSelect?: (toolkit: Toolkit) => void;
  /** Your end user's id: shows which toolkits they have connected. @default undefined (no badges) */
  userId?: string;
  /** Fixed filters: `managed_by`, `toolkits` (slugs), `sort_by`. @default {} (everything, by usage) */
  filters?: ToolkitPickerFilters;
  /** Wait this long after the last keystroke before searching. @default 200 */
  debounceMs?: number;
  /** Toolkits per request; more load as the list scrolls. @default 100 */
  pageSize?: number;
  /** Search text to start with. @default '' */
  defaultSearch?: string;
  /** Category id to start with. @default '' (all) */
  defaultCategory?: string;
  /**
   * Called by a row's Reconnect action with the toolkit and its expired or
   * failed account. @default starts a new hosted connect flow for that account's auth config
   */
  onReconnect?: (toolkit: Toolkit, account: ConnectedAccount) => void;
  /**
   * List only the apps this user can connect: those that need no auth, those
   * the project has an enabled auth config for, and, where the project has
   * none at all, those offering vendor-managed auth that `managedAuthConfigs`
   * lets the user's connect flow create. An app whose auth configs an admin
   * all disabled is left out. Reads the project's auth configs in one request
   * (up to 1,000).
   * @default false (every app of the catalog)
   */
  connectableOnly?: boolean;
  /**
   * With `connectableOnly`: which apps' vendor-managed auth config a user's
   * connect flow may create. Pass your relay's `managedAuthConfigs` option
   * (`true` any app, a list of toolkit slugs those, `false` none).
   * @default true (the relay's default)
   */
  managedAuthConfigs?: ManagedAuthConfigsPolicy;
  /** Replace any of the picker's strings; keep the object stable (a constant or useMemo). @default {} */
  messages?: Partial<Messages['picker']>;
  /** Drop the kit's class names. @default the provider's `unstyled` */
  unstyled?: boolean;
  children?: ReactNode;
}

const NO_FILTERS: ToolkitPickerFilters = {};

/** State, data and ARIA wiring of a toolkit picker; compose its parts inside. */
export function ToolkitPickerRoot({
  value,
  defaultValue,
  onValueChange,
  onSelect,
  userId,
  filters = NO_FILTERS,
  debounceMs = 200,
  pageSize = 100,
  defaultSearch = '',
  defaultCategory = '',
  onReconnect,
  connectableOnly = false,
  managedAuthConfigs = true,
  messages: messagesProp,
  unstyled,
  className,
  children,
  ...rest
}: ToolkitPickerRootProps) {
  const messages = useMessages('picker', pickerMessages, messagesProp);
  const { lang } = useUISettings();
  const common = useMessages('common', commonMessages);
  const baseId = useId();
  const [search, setSearch] = useState(defaultSearch);
  const [category, setCategory] = useState(defaultCategory);
  // `null` is a controlled "nothing selected"; the setter is only ever given slugs.
  const [selected, setSelected] = useControllableState<string | null>({
    prop: value,
    defaultProp: defaultValue ?? null,
    onChange: onValueChange as ((slug: string | null) => void) | undefined,
    caller: 'ToolkitPicker',
  });
  const selectedSlug = selected ?? undefined;
  const [activeIndex, setActive] = useState(-1);
  const listHandle = useRef<PickerListHandle | null>(null);

  const data = usePickerData({ filters, search, debounceMs, category, pageSize, userId, onReconnect, connectableOnly, managedAuthConfigs });
  const { query, listing, badgeOf, reconnect } = data;
  const items = data.toolkits;
  const status: PickerStatus = listing.isError && !listing.isFetchNextPageError ? 'error' : listing.data && !data.filtering ? 'ready' : 'loading';
  // The rows shown are not yet the search text's: typed but not searched yet (the debounce), or on their way.
  const searched = search.trim();
  const isRefreshing = listing.isPlaceholderData || searched !== query;

  // Each keystroke starts with no active option: the old index would point at another toolkit, and Enter
  // would pick a row of the results before, not the ones the user is waiting for.
  const queryKey = `${searched}\u0000${category}`;
  const [activeQueryKey, setActiveQueryKey] = useState(queryKey);
  if (activeQueryKey !== queryKey) {
    setActiveQueryKey(queryKey);
    setActive(-1);
  }

  const setActiveIndex = useCallback((index: number, scroll = false) => {
    setActive(index);
    if (scroll && index >= 0) listHandle.current?.scrollToIndex(index);
  }, []);
  const rowsPerPage = useCallback(() => listHandle.current?.rowsPerPage() ?? 8, []);
  const registerList = useCallback((handle: PickerListHandle) => {
    listHandle.current = handle;
    return () => {
      if (listHandle.current === handle) listHandle.current = null;
    };
  }, []);

  const select = useCallback(
    (toolkit: Toolkit) => {
      setSelected(toolkit.slug);
      onSelect?.(toolkit);
    },
    [setSelected, onSelect],
  );

  // Count announced politely once a search settles (not while typing, not on first load).
  const [announcement, setAnnouncement] = useState('');
  const settledKey = status === 'ready' && !isRefreshing ? queryKey : undefined;
  const firstKey = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (settledKey === undefined) return;
    if (firstKey.current === undefined) firstKey.current = settledKey;
    // Filtered here, the service's total counts apps the user cannot connect: the rows loaded say it.
    else setAnnouncement(messages.resultCount((connectableOnly ? undefined : listing.totalItems) ?? items.length, lang));
  }, [settledKey, listing.totalItems, items.length, messages, connectableOnly, lang]);

  const { fetchNextPage, refetch, hasNextPage, isFetchingNextPage, error } = listing;
  const loadMore = useCallback(() => void fetchNextPage({ cancelRefetch: false }), [fetchNextPage]);
  const retry = useCallback(() => void refetch(), [refetch]);
  const ids = useMemo(() => ({ listbox: `${baseId}-listbox`, option: (index: number) => `${baseId}-option-${index}` }), [baseId]);

  const context = useMemoObject<PickerContextValue>({
    messages,
    common,
    ids,
    search,
    setSearch,
    category,
    setCategory,
    categories: data.categories,
    status,
    toolkits: items,
    isRefreshing,
    hasNextPage,
    isFetchingNextPage,
    fetchNextPage: loadMore,
    error,
    retry,
    badgeOf,
    activeIndex,
    setActiveIndex,
    selectedSlug,
    select,
    reconnect,
    rowsPerPage,
    registerList,
  });
  const rowContext = useMemoObject<PickerRowContextValue>({ messages, ids, setActiveIndex, select });

  const part = useParts('toolkit-picker', unstyled);
  return (
    <PickerProvider value={context}>
      <PickerRowProvider value={rowContext}>
        <div {...part('', className)} data-state={status} {...rest}>
          <UnstyledScope unstyled={unstyled}>{children}</UnstyledScope>
          <LiveRegion message={announcement} />
        </div>
      </PickerRowProvider>
    </PickerProvider>
  );
}
