import { path } from '../path';
import type { RequestOptions } from '../RequestOptions';
import type { Transport } from '../transport';
import type {
  AuthConfig,
  AuthConfigStatus,
  CreateAuthConfigRequest,
  CreateAuthConfigResponse,
  CursorPage,
  ListAuthConfigsQuery,
  UpdateAuthConfigStatusResponse,
} from '../types';

/** Auth configs (spec 4.1): how a toolkit is authenticated. */
export function createAuthConfigsResource(transport: Transport) {
  const updateStatus = (id: string, status: AuthConfigStatus, options?: RequestOptions) =>
    transport.request<UpdateAuthConfigStatusResponse>({ method: 'PATCH', path: path`/api/v3/auth_configs/${id}/${status}` }, options);

  return {
    /** `POST /api/v3/auth_configs`: creates an auth config for a toolkit (vendor-managed by default). */
    create: (body: CreateAuthConfigRequest, options?: RequestOptions) =>
      transport.request<CreateAuthConfigResponse>({ method: 'POST', path: '/api/v3/auth_configs', body }, options),

    /** `GET /api/v3/auth_configs`: one page of the project's auth configs. @extension */
    list: (query?: ListAuthConfigsQuery, options?: RequestOptions) =>
      transport.request<CursorPage<AuthConfig>>({ method: 'GET', path: '/api/v3/auth_configs', query }, options),

    /** `GET /api/v3/auth_configs/{nanoid}`: one auth config. @extension */
    get: (id: string, options?: RequestOptions) => transport.request<AuthConfig>({ method: 'GET', path: path`/api/v3/auth_configs/${id}` }, options),

    /** `PATCH /api/v3/auth_configs/{nanoid}/{status}`: enables or disables an auth config. A disabled one cannot start new connections. */
    updateStatus,

    /** Shorthand for `updateStatus(id, 'ENABLED')`. */
    enable: (id: string, options?: RequestOptions) => updateStatus(id, 'ENABLED', options),

    /** Shorthand for `updateStatus(id, 'DISABLED')`. */
    disable: (id: string, options?: RequestOptions) => updateStatus(id, 'DISABLED', options),
  };
}

export type AuthConfigsResource = ReturnType<typeof createAuthConfigsResource>;
