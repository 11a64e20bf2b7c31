import type { ListSessionToolkitsQuery, PatchbayClient, ToolRouterSession } from '@patchbay/client';
import { queryOptions } from '@tanstack/react-query';
import type { PatchbayQueryError } from '../hookOptions';
import { toolRouterKeys } from '../keys/toolRouterKeys';
import { cursorPagesQueryOptions } from './cursorPagesQueryOptions';

/** Filters of a session's toolkit listing (`search`, `is_connected`, `toolkits`, `limit`). */
export type SessionToolkitFilters = Omit<ListSessionToolkitsQuery, 'cursor'>;

/** A tool router session (`client.toolRouter.getSession(sessionId)`). */
export function toolRouterSessionQueryOptions(client: PatchbayClient, sessionId: string) {
  return queryOptions<ToolRouterSession, PatchbayQueryError>({
    queryKey: toolRouterKeys.session(sessionId),
    queryFn: ({ signal }) => client.toolRouter.getSession(sessionId, { signal }),
  });
}

/** Cursor pages of a session's toolkits with their connection state, for `useInfiniteQuery` or `prefetchInfiniteQuery`. */
export function sessionToolkitsInfiniteQueryOptions(client: PatchbayClient, sessionId: string, filters: SessionToolkitFilters = {}) {
  return cursorPagesQueryOptions(toolRouterKeys.toolkits(sessionId, filters), (cursor, signal) =>
    client.toolRouter.listToolkits(sessionId, { ...filters, cursor }, { signal }),
  );
}
