'use client';
import type { AuthConfig } from '@patchbay/client';
import type { UseQueryResult } from '@tanstack/react-query';
import type { PatchbayQueryError, PatchbayQueryOptions } from '../../hookOptions';
import { usePatchbayClient } from '../../usePatchbayClient';
import { authConfigQueryOptions } from '../../queries/authConfigs';
import { usePatchbayQuery } from '../usePatchbayQuery';

/**
 * One auth config. Idle until `id` is given.
 *
 * @param options Passed to `useQuery` (`enabled`, `staleTime`, `select`, ...).
 */
export function useAuthConfig<TData = AuthConfig>(
  id: string | null | undefined,
  options?: PatchbayQueryOptions<AuthConfig, TData>,
): UseQueryResult<TData, PatchbayQueryError> {
  const client = usePatchbayClient();
  return usePatchbayQuery(authConfigQueryOptions(client, id ?? ''), options, Boolean(id));
}
