import type { CallEndpoint } from '../endpoints/callEndpoint';
import type { RequestOptions } from '../RequestOptions';
import type { ProxyRequest } from '../types';

/** The request proxy (spec 4.8). */
export function createProxyResource(call: CallEndpoint) {
  return {
    /**
     * `POST /api/v3/tools/execute/proxy`: sends an HTTP request to a third-party API with a
     * connected account's credentials. The third party's status is in the result's `status`:
     * a 404 from the third party is a successful proxy call. Never retried (a POST).
     */
    execute: (body: ProxyRequest, options?: RequestOptions) => call('proxy.execute', { body }, options),
  };
}

export type ProxyResource = ReturnType<typeof createProxyResource>;
