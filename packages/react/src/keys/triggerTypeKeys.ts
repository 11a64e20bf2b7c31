import type { ListTriggerTypesQuery } from '@patchbay/client';
import { patchbayKey } from './patchbayKey';

/** Query keys of trigger types (`patchbayKeys.triggerTypes`). */
export const triggerTypeKeys = {
  all: () => patchbayKey('triggerTypes'),
  list: (query: Omit<ListTriggerTypesQuery, 'cursor'> = {}) => patchbayKey('triggerTypes', 'list', query),
  detail: (slug: string) => patchbayKey('triggerTypes', 'detail', slug),
};
