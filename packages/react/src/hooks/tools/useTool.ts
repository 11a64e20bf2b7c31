'use client';
import type { Tool } from '@patchbay/client';
import type { UseQueryResult } from '@tanstack/react-query';
import type { PatchbayQueryError, PatchbayQueryOptions } from '../../hookOptions';
import { usePatchbayClient } from '../../usePatchbayClient';
import { toolQueryOptions } from '../../queries/tools';
import { usePatchbayQuery } from '../usePatchbayQuery';

/**
 * One tool with its input and output schemas (e.g. to render a form for its
 * arguments). Idle until `slug` is given.
 *
 * @param options Passed to `useQuery` (`enabled`, `staleTime`, `select`, ...).
 */
export function useTool<TData = Tool>(
  slug: string | null | undefined,
  options?: PatchbayQueryOptions<Tool, TData>,
): UseQueryResult<TData, PatchbayQueryError> {
  const client = usePatchbayClient();
  return usePatchbayQuery(toolQueryOptions(client, slug ?? ''), options, Boolean(slug));
}
