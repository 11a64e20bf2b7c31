'use client';
import type { CursorPage, ListTriggerInstancesQuery, TriggerInstance } from '@patchbay/client';
import type { UseQueryResult } from '@tanstack/react-query';
import type { PatchbayQueryError, PatchbayQueryOptions } from '../../hookOptions';
import { usePatchbayClient } from '../../usePatchbayClient';
import { triggerInstancesQueryOptions } from '../../queries/triggerInstances';
import { usePatchbayQuery } from '../usePatchbayQuery';

/**
 * One page of trigger instances: listening ones, and paused ones too with
 * `show_disabled: true`. Pass a page's `next_cursor` as `query.cursor` for the next one.
 *
 * @param options Passed to `useQuery` (`enabled`, `staleTime`, `select`, `placeholderData`, ...).
 */
export function useTriggerInstances<TData = CursorPage<TriggerInstance>>(
  query: ListTriggerInstancesQuery = {},
  options?: PatchbayQueryOptions<CursorPage<TriggerInstance>, TData>,
): UseQueryResult<TData, PatchbayQueryError> {
  const client = usePatchbayClient();
  return usePatchbayQuery(triggerInstancesQueryOptions(client, query), options);
}
