'use client';
import { useQuery, type QueryKey, type UseQueryOptions, type UseQueryResult } from '@tanstack/react-query';
import type { PatchbayQueryError, PatchbayQueryOptions } from '../hookOptions';

/**
 * `useQuery` with a resource's query options and the caller's options on top.
 * With `ready` false (e.g. no id yet) the query stays idle whatever `enabled` says.
 */
export function usePatchbayQuery<TQueryFnData, TData>(
  // Without `select`: the caller's `select` alone decides TData.
  queryOptions: Omit<UseQueryOptions<TQueryFnData, PatchbayQueryError, TData, QueryKey>, 'select'>,
  options: PatchbayQueryOptions<TQueryFnData, TData> | undefined,
  ready = true,
): UseQueryResult<TData, PatchbayQueryError> {
  return useQuery({ ...queryOptions, ...options, enabled: ready ? options?.enabled : false });
}
