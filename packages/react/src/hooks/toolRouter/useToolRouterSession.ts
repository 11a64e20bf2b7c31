'use client';
import type { ToolRouterSession } from '@patchbay/client';
import type { UseQueryResult } from '@tanstack/react-query';
import type { PatchbayQueryError, PatchbayQueryOptions } from '../../hookOptions';
import { usePatchbayClient } from '../../usePatchbayClient';
import { toolRouterSessionQueryOptions } from '../../queries/toolRouter';
import { usePatchbayQuery } from '../usePatchbayQuery';

/**
 * A tool router session: its configuration, MCP URL and tools. Idle until `sessionId` is given.
 *
 * @param options Passed to `useQuery` (`enabled`, `staleTime`, `select`, ...).
 */
export function useToolRouterSession<TData = ToolRouterSession>(
  sessionId: string | null | undefined,
  options?: PatchbayQueryOptions<ToolRouterSession, TData>,
): UseQueryResult<TData, PatchbayQueryError> {
  const client = usePatchbayClient();
  return usePatchbayQuery(toolRouterSessionQueryOptions(client, sessionId ?? ''), options, Boolean(sessionId));
}
