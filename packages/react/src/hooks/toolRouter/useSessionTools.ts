'use client';
import type { SessionToolsResponse } from '@patchbay/client';
import type { UseQueryResult } from '@tanstack/react-query';
import type { PatchbayQueryError, PatchbayQueryOptions } from '../../hookOptions';
import { usePatchbayClient } from '../../usePatchbayClient';
import { sessionToolsQueryOptions } from '../../queries/toolRouter';
import { usePatchbayQuery } from '../usePatchbayQuery';

/**
 * The meta tools a tool router session offers (`data.items`: search,
 * multi-execute, and the connection tools unless `manage_connections` is
 * off), with their schemas: what an agent is given, run with
 * `useExecuteMetaTool`. Idle until `sessionId` is given.
 *
 * @param options Passed to `useQuery` (`enabled`, `staleTime`, `select`, ...).
 */
export function useSessionTools<TData = SessionToolsResponse>(
  sessionId: string | null | undefined,
  options?: PatchbayQueryOptions<SessionToolsResponse, TData>,
): UseQueryResult<TData, PatchbayQueryError> {
  const client = usePatchbayClient();
  return usePatchbayQuery(sessionToolsQueryOptions(client, sessionId ?? ''), options, Boolean(sessionId));
}
