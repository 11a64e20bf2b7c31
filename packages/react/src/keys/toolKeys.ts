import type { ListToolsQuery } from '@patchbay/client';
import { patchbayKey } from './patchbayKey';

/** Query keys of tools (`patchbayKeys.tools`). */
export const toolKeys = {
  all: () => patchbayKey('tools'),
  list: (query: Omit<ListToolsQuery, 'cursor'> = {}) => patchbayKey('tools', 'list', query),
  detail: (slug: string) => patchbayKey('tools', 'detail', slug),
};
