import type { RequestOptions } from '../RequestOptions';
import type { Transport } from '../transport';
import type { ProxyRequest, ProxyResponse } from '../types';

/** The request proxy (spec 4.8). */
export function createProxyResource(transport: Transport) {
  return {
    /**
     * `POST /api/v3/tools/execute/proxy`: sends an HTTP request to a third-party API with a
     * connected account's credentials. The third party's status is in the result's `status`:
     * a 404 from the third party is a successful proxy call. Never retried (a POST).
     */
    execute: (body: ProxyRequest, options?: RequestOptions) =>
      transport.request<ProxyResponse>({ method: 'POST', path: '/api/v3/tools/execute/proxy', body }, options),
  };
}

export type ProxyResource = ReturnType<typeof createProxyResource>;
