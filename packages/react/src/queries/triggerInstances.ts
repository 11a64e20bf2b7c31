import type { CursorPage, ListTriggerInstancesQuery, PatchbayClient, TriggerInstance } from '@patchbay/client';
import { queryOptions } from '@tanstack/react-query';
import type { PatchbayQueryError } from '../hookOptions';
import { patchbayKey } from './patchbayKey';

/** Query keys of trigger instances (`patchbayKeys.triggerInstances`). */
export const triggerInstanceKeys = {
  all: () => patchbayKey('triggerInstances'),
  lists: () => patchbayKey('triggerInstances', 'list'),
  list: (query: ListTriggerInstancesQuery = {}) => patchbayKey('triggerInstances', 'list', query),
};

/** One page of `client.triggerInstances.listActive(query)` (paused ones only with `show_disabled`). */
export function triggerInstancesQueryOptions(client: PatchbayClient, query: ListTriggerInstancesQuery = {}) {
  return queryOptions<CursorPage<TriggerInstance>, PatchbayQueryError>({
    queryKey: triggerInstanceKeys.list(query),
    queryFn: ({ signal }) => client.triggerInstances.listActive(query, { signal }),
  });
}
