import type { CallEndpoint } from '../endpoints/callEndpoint';
import type { RequestOptions } from '../RequestOptions';
import type { AuthConfigStatus, CreateAuthConfigRequest, DeleteAuthConfigQuery, ListAuthConfigsQuery, UpdateAuthConfigRequest } from '../types';

/** Auth configs (spec 4.1): how a toolkit is authenticated. */
export function createAuthConfigsResource(call: CallEndpoint) {
  const updateStatus = (id: string, status: AuthConfigStatus, options?: RequestOptions) =>
    call('authConfigs.updateStatus', { params: { nanoid: id, status } }, options);
  return {
    /** `POST /api/v3/auth_configs`: creates an auth config for a toolkit (vendor-managed by default). */
    create: (body: CreateAuthConfigRequest, options?: RequestOptions) => call('authConfigs.create', { body }, options),
    /** `GET /api/v3/auth_configs`: one page of the project's auth configs. @extension */
    list: (query?: ListAuthConfigsQuery, options?: RequestOptions) => call('authConfigs.list', { query }, options),
    /** `GET /api/v3/auth_configs/{nanoid}`: one auth config. @extension */
    get: (id: string, options?: RequestOptions) => call('authConfigs.get', { params: { nanoid: id } }, options),
    /** `PATCH /api/v3/auth_configs/{nanoid}/{status}`: enables or disables an auth config. A disabled one cannot start new connections. */
    updateStatus,
    /** Shorthand for `updateStatus(id, 'ENABLED')`. */
    enable: (id: string, options?: RequestOptions) => updateStatus(id, 'ENABLED', options),
    /** Shorthand for `updateStatus(id, 'DISABLED')`. */
    disable: (id: string, options?: RequestOptions) => updateStatus(id, 'DISABLED', options),
    /** `PATCH /api/v3/auth_configs/{nanoid}`: renames it, changes its credentials or tool lists; answers the config. @extension */
    update: (id: string, body: UpdateAuthConfigRequest, options?: RequestOptions) =>
      call('authConfigs.update', { params: { nanoid: id }, body }, options),
    /** `DELETE /api/v3/auth_configs/{nanoid}`: deletes it and soft-deletes its connected accounts. @extension */
    delete: (id: string, query?: DeleteAuthConfigQuery, options?: RequestOptions) =>
      call('authConfigs.delete', { params: { nanoid: id }, query }, options),
  };
}

export type AuthConfigsResource = ReturnType<typeof createAuthConfigsResource>;
