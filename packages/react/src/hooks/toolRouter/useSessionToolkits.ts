'use client';
import type { SessionToolkit } from '@patchbay/client';
import { keepPreviousData } from '@tanstack/react-query';
import type { CursorPagesResult, PatchbayInfiniteQueryOptions } from '../../hookOptions';
import { usePatchbayClient } from '../../usePatchbayClient';
import { sessionToolkitsInfiniteQueryOptions, type SessionToolkitFilters } from '../../queries/toolRouter';
import { useCursorPages } from '../useCursorPages';

export type UseSessionToolkitsResult = CursorPagesResult<SessionToolkit> & {
  /** The toolkits of every loaded page, in order, each with its `connected_account` if any. */
  toolkits: SessionToolkit[];
};

/**
 * A tool router session's toolkits with their connection state, loaded page
 * by page. `search` matches name, slug or description; `is_connected: true`
 * keeps toolkits with an ACTIVE account; `toolkits` overrides the session's
 * set. While other filters load, the previous toolkits stay (`isPlaceholderData`).
 * Idle until `sessionId` is given.
 *
 * @param options Passed to `useInfiniteQuery`. `placeholderData` defaults to `keepPreviousData`.
 */
export function useSessionToolkits(
  sessionId: string | null | undefined,
  filters: SessionToolkitFilters = {},
  options?: PatchbayInfiniteQueryOptions<SessionToolkit>,
): UseSessionToolkitsResult {
  const client = usePatchbayClient();
  return useCursorPages('toolkits', sessionToolkitsInfiniteQueryOptions(client, sessionId ?? '', filters), {
    placeholderData: keepPreviousData,
    ...options,
    enabled: sessionId ? options?.enabled : false,
  });
}
