import type { ListSessionToolkitsQuery, SessionSearchRequest } from '@patchbay/client';
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
