import type { ListToolkitsRequest } from '@patchbay/client';
import { patchbayKey } from './patchbayKey';

/** Query keys of toolkits (`patchbayKeys.toolkits`). */
export const toolkitKeys = {
  all: () => patchbayKey('toolkits'),
  list: (request: Omit<ListToolkitsRequest, 'cursor'> = {}) => patchbayKey('toolkits', 'list', request),
  detail: (slug: string) => patchbayKey('toolkits', 'detail', slug),
  categories: () => patchbayKey('toolkits', 'categories'),
};
