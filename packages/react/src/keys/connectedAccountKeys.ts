import type { ListConnectedAccountsQuery } from '@patchbay/client';
import { patchbayKey } from './patchbayKey';

/** Query keys of connected accounts (`patchbayKeys.connectedAccounts`). */
export const connectedAccountKeys = {
  all: () => patchbayKey('connectedAccounts'),
  lists: () => patchbayKey('connectedAccounts', 'list'),
  list: (query: ListConnectedAccountsQuery = {}) => patchbayKey('connectedAccounts', 'list', query),
  detail: (id: string) => patchbayKey('connectedAccounts', 'detail', id),
};
