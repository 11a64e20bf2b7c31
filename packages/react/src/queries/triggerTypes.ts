import type { ListTriggerTypesQuery, PatchbayClient, TriggerType } from '@patchbay/client';
import { queryOptions } from '@tanstack/react-query';
import type { PatchbayQueryError } from '../hookOptions';
import { cursorPagesQueryOptions } from './cursorPagesQueryOptions';
import { patchbayKey } from './patchbayKey';

/** Query keys of trigger types (`patchbayKeys.triggerTypes`). */
export const triggerTypeKeys = {
  all: () => patchbayKey('triggerTypes'),
  list: (query: Omit<ListTriggerTypesQuery, 'cursor'> = {}) => patchbayKey('triggerTypes', 'list', query),
  detail: (slug: string) => patchbayKey('triggerTypes', 'detail', slug),
};

/** Filters of the trigger type listing (`toolkit_slugs`, `toolkit_versions`, `limit`). */
export type TriggerTypeFilters = Omit<ListTriggerTypesQuery, 'cursor'>;

/** Cursor pages of `client.triggerTypes.list(filters)`, for `useInfiniteQuery` or `prefetchInfiniteQuery`. */
export function triggerTypesInfiniteQueryOptions(client: PatchbayClient, filters: TriggerTypeFilters = {}) {
  return cursorPagesQueryOptions(triggerTypeKeys.list(filters), (cursor, signal) => client.triggerTypes.list({ ...filters, cursor }, { signal }));
}

/** One trigger type with its config and payload schema (latest version). */
export function triggerTypeQueryOptions(client: PatchbayClient, slug: string) {
  return queryOptions<TriggerType, PatchbayQueryError>({
    queryKey: triggerTypeKeys.detail(slug),
    queryFn: ({ signal }) => client.triggerTypes.get(slug, undefined, { signal }),
  });
}
