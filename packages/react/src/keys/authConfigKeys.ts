import type { ListAuthConfigsQuery } from '@patchbay/client';
import { patchbayKey } from './patchbayKey';

/** Query keys of auth configs (`patchbayKeys.authConfigs`). */
export const authConfigKeys = {
  all: () => patchbayKey('authConfigs'),
  lists: () => patchbayKey('authConfigs', 'list'),
  list: (query: ListAuthConfigsQuery = {}) => patchbayKey('authConfigs', 'list', query),
  detail: (id: string) => patchbayKey('authConfigs', 'detail', id),
};
