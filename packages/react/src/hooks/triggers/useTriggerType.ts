'use client';
import type { TriggerType } from '@patchbay/client';
import type { UseQueryResult } from '@tanstack/react-query';
import type { PatchbayQueryError, PatchbayQueryOptions } from '../../hookOptions';
import { usePatchbayClient } from '../../usePatchbayClient';
import { triggerTypeQueryOptions } from '../../queries/triggerTypes';
import { usePatchbayQuery } from '../usePatchbayQuery';

/**
 * One trigger type with its `config` and `payload` schema, e.g. to build its
 * config form. Idle until `slug` is given.
 *
 * @param options Passed to `useQuery` (`enabled`, `staleTime`, `select`, ...).
 */
export function useTriggerType<TData = TriggerType>(
  slug: string | null | undefined,
  options?: PatchbayQueryOptions<TriggerType, TData>,
): UseQueryResult<TData, PatchbayQueryError> {
  const client = usePatchbayClient();
  return usePatchbayQuery(triggerTypeQueryOptions(client, slug ?? ''), options, Boolean(slug));
}
