import type { AuthConfig, CursorPage, ListAuthConfigsQuery, PatchbayClient } from '@patchbay/client';
import { queryOptions } from '@tanstack/react-query';
import type { PatchbayQueryError } from '../hookOptions';
import { patchbayKey } from './patchbayKey';

/** Query keys of auth configs (`patchbayKeys.authConfigs`). */
export const authConfigKeys = {
  all: () => patchbayKey('authConfigs'),
  lists: () => patchbayKey('authConfigs', 'list'),
  list: (query: ListAuthConfigsQuery = {}) => patchbayKey('authConfigs', 'list', query),
  detail: (id: string) => patchbayKey('authConfigs', 'detail', id),
};

/** One page of `client.authConfigs.list(query)`. */
export function authConfigsQueryOptions(client: PatchbayClient, query: ListAuthConfigsQuery = {}) {
  return queryOptions<CursorPage<AuthConfig>, PatchbayQueryError>({
    queryKey: authConfigKeys.list(query),
    queryFn: ({ signal }) => client.authConfigs.list(query, { signal }),
  });
}

/** One auth config (`client.authConfigs.get(id)`). */
export function authConfigQueryOptions(client: PatchbayClient, id: string) {
  return queryOptions<AuthConfig, PatchbayQueryError>({
    queryKey: authConfigKeys.detail(id),
    queryFn: ({ signal }) => client.authConfigs.get(id, { signal }),
  });
}
