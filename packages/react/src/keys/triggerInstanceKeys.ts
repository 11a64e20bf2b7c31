import type { ListTriggerInstancesQuery } from '@patchbay/client';
import { patchbayKey } from './patchbayKey';

/** Query keys of trigger instances (`patchbayKeys.triggerInstances`). */
export const triggerInstanceKeys = {
  all: () => patchbayKey('triggerInstances'),
  lists: () => patchbayKey('triggerInstances', 'list'),
  list: (query: ListTriggerInstancesQuery = {}) => patchbayKey('triggerInstances', 'list', query),
};
