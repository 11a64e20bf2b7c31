import { path } from '../path';
import type { RequestOptions } from '../RequestOptions';
import type { Transport } from '../transport';
import type {
  ConnectedAccount,
  CreateLinkRequest,
  CursorPage,
  DeleteConnectedAccountResponse,
  LinkSession,
  ListConnectedAccountsQuery,
  RefreshConnectedAccountQuery,
  RefreshConnectedAccountRequest,
  RefreshConnectedAccountResponse,
} from '../types';

/** Connected accounts (spec 4.2): users' authenticated links to toolkits. */
export function createConnectedAccountsResource(transport: Transport) {
  return {
    /** `POST /api/v3/connected_accounts/link`: starts a hosted link session; send the user to `redirect_url`. */
    link: (body: CreateLinkRequest, options?: RequestOptions) =>
      transport.request<LinkSession>({ method: 'POST', path: '/api/v3/connected_accounts/link', body }, options),

    /**
     * `POST /api/v3/connected_accounts/{nanoid}/refresh`: starts a new authentication flow
     * for expired or invalid credentials. `query.redirect_url` goes in the query string.
     */
    refresh: (id: string, body: RefreshConnectedAccountRequest = {}, query?: RefreshConnectedAccountQuery, options?: RequestOptions) =>
      transport.request<RefreshConnectedAccountResponse>(
        { method: 'POST', path: path`/api/v3/connected_accounts/${id}/refresh`, query, body },
        options,
      ),

    /** `DELETE /api/v3/connected_accounts/{nanoid}`: soft-deletes the account; it can no longer be used. */
    delete: (id: string, options?: RequestOptions) =>
      transport.request<DeleteConnectedAccountResponse>({ method: 'DELETE', path: path`/api/v3/connected_accounts/${id}` }, options),

    /** `GET /api/v3/connected_accounts`: one page of accounts; array filters are sent comma-joined. @extension */
    list: (query?: ListConnectedAccountsQuery, options?: RequestOptions) =>
      transport.request<CursorPage<ConnectedAccount>>({ method: 'GET', path: '/api/v3/connected_accounts', query }, options),

    /** `GET /api/v3/connected_accounts/{nanoid}`: one account, e.g. to poll its status after a link. @extension */
    get: (id: string, options?: RequestOptions) =>
      transport.request<ConnectedAccount>({ method: 'GET', path: path`/api/v3/connected_accounts/${id}` }, options),
  };
}

export type ConnectedAccountsResource = ReturnType<typeof createConnectedAccountsResource>;
