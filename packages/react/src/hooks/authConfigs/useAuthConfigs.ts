'use client';
import type { AuthConfig, CursorPage, ListAuthConfigsQuery } from '@patchbay/client';
import type { UseQueryResult } from '@tanstack/react-query';
import type { PatchbayQueryError, PatchbayQueryOptions } from '../../hookOptions';
import { usePatchbayClient } from '../../usePatchbayClient';
import { authConfigsQueryOptions } from '../../queries/authConfigs';
import { usePatchbayQuery } from '../usePatchbayQuery';

/**
 * One page of the project's auth configs, newest first. Pass a page's
 * `next_cursor` as `query.cursor` for the next one.
 *
 * @param options Passed to `useQuery` (`enabled`, `staleTime`, `select`, `placeholderData`, ...).
 */
export function useAuthConfigs<TData = CursorPage<AuthConfig>>(
  query: ListAuthConfigsQuery = {},
  options?: PatchbayQueryOptions<CursorPage<AuthConfig>, TData>,
): UseQueryResult<TData, PatchbayQueryError> {
  const client = usePatchbayClient();
  return usePatchbayQuery(authConfigsQueryOptions(client, query), options);
}
