import type { CallEndpoint } from '../endpoints/callEndpoint';
import type { RequestOptions } from '../RequestOptions';
import type {
  CancelConnectedAccountLinkRequest,
  CreateConnectedAccountRequest,
  CreateLinkRequest,
  ListConnectedAccountsQuery,
  RefreshConnectedAccountQuery,
  RefreshConnectedAccountRequest,
  UpdateConnectedAccountRequest,
} from '../types';

/** Connected accounts (spec 4.2): users' authenticated links to toolkits. */
export function createConnectedAccountsResource(call: CallEndpoint) {
  return {
    /** `POST /api/v3/connected_accounts/link`: starts a hosted link session; send the user to `redirect_url`. */
    link: (body: CreateLinkRequest, options?: RequestOptions) => call('connectedAccounts.link', { body }, options),

    /**
     * `POST /api/v3/connected_accounts`: the vendor's initiate. Credentials given up front (or no
     * auth) make the account ACTIVE at once; otherwise it answers a hosted link (`redirect_url`). @extension
     */
    create: (body: CreateConnectedAccountRequest, options?: RequestOptions) => call('connectedAccounts.create', { body }, options),

    /**
     * `POST /api/v3/connected_accounts/{nanoid}/refresh`: starts a new authentication flow
     * for expired or invalid credentials. `query.redirect_url` goes in the query string.
     */
    refresh: (id: string, body: RefreshConnectedAccountRequest = {}, query?: RefreshConnectedAccountQuery, options?: RequestOptions) =>
      call('connectedAccounts.refresh', { params: { nanoid: id }, query, body }, options),

    /**
     * `POST /api/v3/connected_accounts/{nanoid}/link/cancel`: gives up the account's pending hosted link, as the
     * user's Cancel on the hosted page does: a reconnect's account gets back the status it had, a first attempt
     * becomes EXPIRED (`cancelled_by_user`). Answers the account; changes nothing when no such link is pending.
     * @extension
     */
    cancelLink: (id: string, body: CancelConnectedAccountLinkRequest = {}, options?: RequestOptions) =>
      call('connectedAccounts.cancelLink', { params: { nanoid: id }, body }, options),

    /** `DELETE /api/v3/connected_accounts/{nanoid}`: soft-deletes the account; it can no longer be used. */
    delete: (id: string, options?: RequestOptions) => call('connectedAccounts.delete', { params: { nanoid: id } }, options),

    /** `GET /api/v3/connected_accounts`: one page of accounts; array filters are sent comma-joined. @extension */
    list: (query?: ListConnectedAccountsQuery, options?: RequestOptions) => call('connectedAccounts.list', { query }, options),

    /** `GET /api/v3/connected_accounts/{nanoid}`: one account, e.g. to poll its status after a link. @extension */
    get: (id: string, options?: RequestOptions) => call('connectedAccounts.get', { params: { nanoid: id } }, options),

    /** `PATCH /api/v3/connected_accounts/{nanoid}`: sets the account's `alias` (`''` clears it). @extension */
    update: (id: string, body: UpdateConnectedAccountRequest, options?: RequestOptions) =>
      call('connectedAccounts.update', { params: { nanoid: id }, body }, options),

    /** `PATCH /api/v3/connected_accounts/{nanoid}/status`: enables or disables the account (`is_disabled`). @extension */
    updateStatus: (id: string, enabled: boolean, options?: RequestOptions) =>
      call('connectedAccounts.updateStatus', { params: { nanoid: id }, body: { enabled } }, options),

    /**
     * `POST /api/v3/connected_accounts/{nanoid}/revoke`: revokes the account's credentials (at the service's
     * own OAuth provider too) and makes it REVOKED: tools and proxy calls with it are refused until it is
     * reconnected. A second revoke answers an empty `revoked_tokens`; an account never connected is a 409. @extension
     */
    revoke: (id: string, options?: RequestOptions) => call('connectedAccounts.revoke', { params: { nanoid: id } }, options),
  };
}

export type ConnectedAccountsResource = ReturnType<typeof createConnectedAccountsResource>;
