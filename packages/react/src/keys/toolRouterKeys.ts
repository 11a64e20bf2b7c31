import type { ListSessionToolkitsQuery } from '@patchbay/client';
import { patchbayKey } from './patchbayKey';

/** Query keys of tool router sessions (`patchbayKeys.toolRouter`). */
export const toolRouterKeys = {
  all: () => patchbayKey('toolRouter'),
  session: (sessionId: string) => patchbayKey('toolRouter', 'session', sessionId),
  toolkits: (sessionId: string, query: Omit<ListSessionToolkitsQuery, 'cursor'> = {}) =>
    patchbayKey('toolRouter', 'session', sessionId, 'toolkits', query),
};
