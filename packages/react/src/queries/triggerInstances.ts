import type { CursorPage, ListTriggerInstancesQuery, PatchbayClient, TriggerInstance } from '@patchbay/client';
import { queryOptions } from '@tanstack/react-query';
import type { PatchbayQueryError } from '../hookOptions';
import { patchbayKeys } from '../queryKeys';

/** One page of `client.triggerInstances.listActive(query)` (paused ones only with `show_disabled`). */
export function triggerInstancesQueryOptions(client: PatchbayClient, query: ListTriggerInstancesQuery = {}) {
  return queryOptions<CursorPage<TriggerInstance>, PatchbayQueryError>({
    queryKey: patchbayKeys.triggerInstances.list(query),
    queryFn: ({ signal }) => client.triggerInstances.listActive(query, { signal }),
  });
}
