'use client';
import type { SessionSearchRequest, SessionSearchResponse } from '@patchbay/client';
import { keepPreviousData, type UseQueryResult } from '@tanstack/react-query';
import type { PatchbayQueryError, PatchbayQueryOptions } from '../../hookOptions';
import { usePatchbayClient } from '../../usePatchbayClient';
import { sessionSearchQueryOptions } from '../../queries/toolRouter';
import { usePatchbayQuery } from '../usePatchbayQuery';

/**
 * Searches a session's tools for up to 7 use cases: per use case the best
 * tool slugs (`results`), the found tools' schemas (`tool_schemas`) and
 * whether the user can run each toolkit now (`toolkit_connection_statuses`).
 * The search is a POST that changes nothing, so this is a query keyed by
 * `request`: the same request reads from the cache, and the statuses refresh
 * when a connect flow of these hooks ends. While another request loads, the
 * previous results stay (`isPlaceholderData`). Idle until `sessionId` and a
 * request with at least one use case are given.
 *
 * @param options Passed to `useQuery`. `placeholderData` defaults to `keepPreviousData`.
 * @example
 * const search = useSessionSearch(sessionId, text.trim() ? { queries: [{ use_case: text }] } : null);
 */
export function useSessionSearch<TData = SessionSearchResponse>(
  sessionId: string | null | undefined,
  request: SessionSearchRequest | null | undefined,
  options?: PatchbayQueryOptions<SessionSearchResponse, TData>,
): UseQueryResult<TData, PatchbayQueryError> {
  const client = usePatchbayClient();
  const ready = Boolean(sessionId) && (request?.queries.length ?? 0) > 0;
  return usePatchbayQuery(
    sessionSearchQueryOptions(client, sessionId ?? '', request ?? { queries: [] }),
    // Nothing to search: no stale results either.
    { placeholderData: ready ? keepPreviousData : undefined, ...options },
    ready,
  );
}
