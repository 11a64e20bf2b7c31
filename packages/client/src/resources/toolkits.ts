import { path } from '../path';
import type { RequestOptions } from '../RequestOptions';
import type { Transport } from '../transport';
import type { CursorPage, CursorPageQuery, ListToolkitsRequest, Toolkit, ToolkitCategory, ToolkitDetails } from '../types';

/** Toolkits (spec 4.3): the external applications the project can connect to. */
export function createToolkitsResource(transport: Transport) {
  return {
    /**
     * `POST /api/v3/toolkits/multi`: one page of toolkits (latest versions), filtered and sorted
     * by `body`. A POST, so never retried. Walk every page with
     * `paginate(client.toolkits.list, { limit: 250 })`.
     */
    list: (body: ListToolkitsRequest = {}, options?: RequestOptions) =>
      transport.request<CursorPage<Toolkit>>({ method: 'POST', path: '/api/v3/toolkits/multi', body }, options),

    /** `GET /api/v3/toolkits/categories`: one page of toolkit categories, for filters. @extension */
    categories: (query?: CursorPageQuery, options?: RequestOptions) =>
      transport.request<CursorPage<ToolkitCategory>>({ method: 'GET', path: '/api/v3/toolkits/categories', query }, options),

    /** `GET /api/v3/toolkits/{slug}`: one toolkit in full, with its tools and connection fields. @extension */
    get: (slug: string, options?: RequestOptions) =>
      transport.request<ToolkitDetails>({ method: 'GET', path: path`/api/v3/toolkits/${slug}` }, options),
  };
}

export type ToolkitsResource = ReturnType<typeof createToolkitsResource>;
