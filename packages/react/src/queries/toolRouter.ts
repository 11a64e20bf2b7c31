import type {
  ListSessionToolkitsQuery,
  PatchbayClient,
  SessionSearchRequest,
  SessionSearchResponse,
  SessionToolsResponse,
  ToolRouterSession,
} from '@patchbay/client';
import { queryOptions } from '@tanstack/react-query';
import type { PatchbayQueryError } from '../hookOptions';
import { cursorPagesQueryOptions } from './cursorPagesQueryOptions';
import { patchbayKey } from './patchbayKey';

/**
 * Query keys of tool router sessions (`patchbayKeys.toolRouter`). A session's
 * toolkits, tools and searches sit below `session(sessionId)`, so the account
 * queries' refresh (`toolRouter.all()`) updates the connection states they show.
 */
export const toolRouterKeys = {
  all: () => patchbayKey('toolRouter'),
  session: (sessionId: string) => patchbayKey('toolRouter', 'session', sessionId),
  toolkits: (sessionId: string, query: Omit<ListSessionToolkitsQuery, 'cursor'> = {}) =>
    patchbayKey('toolRouter', 'session', sessionId, 'toolkits', query),
  tools: (sessionId: string) => patchbayKey('toolRouter', 'session', sessionId, 'tools'),
  search: (sessionId: string, request: SessionSearchRequest) => patchbayKey('toolRouter', 'session', sessionId, 'search', request),
};

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

/** The meta tools a session offers, with their schemas (`client.toolRouter.listTools(sessionId)`). */
export function sessionToolsQueryOptions(client: PatchbayClient, sessionId: string) {
  return queryOptions<SessionToolsResponse, PatchbayQueryError>({
    queryKey: toolRouterKeys.tools(sessionId),
    queryFn: ({ signal }) => client.toolRouter.listTools(sessionId, undefined, { signal }),
  });
}

/**
 * A search of the session's tools (`client.toolRouter.search(sessionId, request)`): a POST
 * that reads only, so it is a query keyed by its request, cached and refetched like a GET.
 */
export function sessionSearchQueryOptions(client: PatchbayClient, sessionId: string, request: SessionSearchRequest) {
  return queryOptions<SessionSearchResponse, PatchbayQueryError>({
    queryKey: toolRouterKeys.search(sessionId, request),
    queryFn: ({ signal }) => client.toolRouter.search(sessionId, request, { signal }),
  });
}
