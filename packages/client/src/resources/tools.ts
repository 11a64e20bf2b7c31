import type { CallEndpoint } from '../endpoints/callEndpoint';
import type { RequestOptions } from '../RequestOptions';
import type { ListToolsQuery, ToolExecuteRequest, ToolInputRequest } from '../types';

/** Tools (extensions, as the vendor's client): the actions of toolkits, with their schemas, and running them. */
export function createToolsResource(call: CallEndpoint) {
  return {
    /**
     * `GET /api/v3/tools`: one page of tools with their input and output schemas, filtered by
     * toolkit, slugs, text and tags (lists are sent comma-joined). @extension
     */
    list: (query?: ListToolsQuery, options?: RequestOptions) => call('tools.list', { query }, options),
    /** `GET /api/v3/tools/{tool_slug}`: one tool with its schemas. @extension */
    get: (toolSlug: string, options?: RequestOptions) => call('tools.get', { params: { tool_slug: toolSlug } }, options),
    /**
     * `POST /api/v3/tools/execute/{tool_slug}`: runs a tool for a user (`user_id`) or with one
     * account (`connected_account_id`). A failure of the tool itself resolves with
     * `successful: false`; invalid arguments or a missing connection reject. Never retried (a POST). @extension
     */
    execute: (toolSlug: string, body: ToolExecuteRequest = {}, options?: RequestOptions) =>
      call('tools.execute', { params: { tool_slug: toolSlug }, body }, options),
    /**
     * `POST /api/v3/tools/execute/{tool_slug}/input`: the tool's arguments read from `text`
     * where it names a field (`title: Fix login`); `error` names the required fields it
     * does not give. Deterministic: no model is involved. @extension
     */
    getInput: (toolSlug: string, body: ToolInputRequest, options?: RequestOptions) =>
      call('tools.getInput', { params: { tool_slug: toolSlug }, body }, options),
    /** `GET /api/v3/tools/enum`: every tool slug of the catalog. @extension */
    enum: (options?: RequestOptions) => call('tools.enum', {}, options),
  };
}

export type ToolsResource = ReturnType<typeof createToolsResource>;
