import type { CursorPageQuery } from '@patchbay/client';
import { patchbayKey } from './patchbayKey';

/** Query keys of projects (`patchbayKeys.projects`). */
export const projectKeys = {
  all: () => patchbayKey('projects'),
  list: () => patchbayKey('projects', 'list'),
  listPage: (query: CursorPageQuery = {}) => patchbayKey('projects', 'list', query),
};
