import type { CallEndpoint } from '../endpoints/callEndpoint';
import type { RequestOptions } from '../RequestOptions';
import type { CursorPageQuery, ListToolkitsRequest, QueryToolkitsQuery } from '../types';

/** Toolkits (spec 4.3): the external applications the project can connect to. */
export function createToolkitsResource(call: CallEndpoint) {
  return {
    /**
     * `POST /api/v3/toolkits/multi`: one page of toolkits (latest versions), filtered and sorted
     * by `body`. A POST, so never retried. Walk every page with
     * `paginate(client.toolkits.list, { limit: 250 })`.
     */
    list: (body: ListToolkitsRequest = {}, options?: RequestOptions) => call('toolkits.list', { body }, options),
    /**
     * `GET /api/v3/toolkits`: the same listing as `list`, with the filters in the query string (the
     * vendor's client lists toolkits this way). A GET, so retried like any read. @extension
     */
    query: (query?: QueryToolkitsQuery, options?: RequestOptions) => call('toolkits.query', { query }, options),
    /** `GET /api/v3/toolkits/categories`: one page of toolkit categories, for filters. @extension */
    categories: (query?: CursorPageQuery, options?: RequestOptions) => call('toolkits.categories', { query }, options),
    /**
     * `GET /api/v3/toolkits/changelog`: every toolkit with its recent versions and what each
     * changed, newest first (the vendor's `toolkits.changelog()`). @extension
     */
    changelog: (options?: RequestOptions) => call('toolkits.changelog', {}, options),
    /** `GET /api/v3/toolkits/{slug}`: one toolkit in full, with its tools and connection fields. @extension */
    get: (slug: string, options?: RequestOptions) => call('toolkits.get', { params: { slug } }, options),
  };
}

export type ToolkitsResource = ReturnType<typeof createToolkitsResource>;
