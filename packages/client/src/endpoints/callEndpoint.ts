import type { RequestOptions } from '../RequestOptions';
import type { Transport } from '../transport';
import { DEFAULT_API_VERSION, withApiVersion, type ApiVersion } from '../apiVersion';
import { endpointPath } from './Endpoint';
import { ENDPOINTS, type EndpointBody, type EndpointName, type EndpointParams, type EndpointQuery, type EndpointResponse } from './endpoints';

/** One call's values; which parts an endpoint takes is in its row. */
export interface EndpointInput<N extends EndpointName> {
  params?: EndpointParams<N>;
  query?: EndpointQuery<N>;
  body?: EndpointBody<N>;
}

/** Calls endpoint `name` with its method, path and key from the table. */
export type CallEndpoint = <N extends EndpointName>(name: N, input?: EndpointInput<N>, options?: RequestOptions) => Promise<EndpointResponse<N>>;

export function bindEndpoints(transport: Transport, version: ApiVersion = DEFAULT_API_VERSION): CallEndpoint {
  // async: a refused path parameter rejects like any other failure instead of throwing.
  return async (name, input = {}, options) => {
    const row = ENDPOINTS[name];
    const path = withApiVersion(endpointPath(row, input.params), version);
    return transport.request({ method: row.method, path, query: input.query, body: input.body, key: row.key }, options);
  };
}
