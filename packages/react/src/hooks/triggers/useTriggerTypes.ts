'use client';
import type { TriggerType } from '@patchbay/client';
import type { CursorPagesResult, PatchbayInfiniteQueryOptions } from '../../hookOptions';
import { usePatchbayClient } from '../../usePatchbayClient';
import { triggerTypesInfiniteQueryOptions, type TriggerTypeFilters } from '../../queries/triggerTypes';
import { useCursorPages } from '../useCursorPages';

export type UseTriggerTypesResult = CursorPagesResult<TriggerType> & {
  /** The trigger types of every loaded page, in order. */
  triggerTypes: TriggerType[];
};

/**
 * Trigger types, e.g. of some toolkits (`toolkit_slugs`), loaded page by
 * page (`hasNextPage`, `fetchNextPage`).
 *
 * @param options Passed to `useInfiniteQuery` (`enabled`, `staleTime`, `placeholderData`, ...).
 */
export function useTriggerTypes(filters: TriggerTypeFilters = {}, options?: PatchbayInfiniteQueryOptions<TriggerType>): UseTriggerTypesResult {
  const client = usePatchbayClient();
  return useCursorPages('triggerTypes', triggerTypesInfiniteQueryOptions(client, filters), options);
}
