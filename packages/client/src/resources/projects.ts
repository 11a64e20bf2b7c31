import type { CallEndpoint } from '../endpoints/callEndpoint';
import type { RequestOptions } from '../RequestOptions';
import type { CreateProjectRequest, CursorPageQuery, UpdateProjectConfigRequest } from '../types';

/**
 * Projects (spec 4.9). These endpoints take the organization key: they send
 * `x-org-api-key` (the client's `orgApiKey`) and never the project key. The
 * configuration of the key's own project (`getConfig`, `updateConfig`) is
 * the exception: the project key, as the vendor's API takes it.
 */
export function createProjectsResource(call: CallEndpoint) {
  return {
    /** `POST /api/v3/org/owner/project/new`: creates a project; with `should_create_api_key` the response holds its first key. */
    create: (body: CreateProjectRequest, options?: RequestOptions) => call('projects.create', { body }, options),
    /** `GET /api/v3/org/owner/project/{nano_id}`: one live project of the organization, with its keys' ids and names (never the keys). @extension */
    get: (id: string, options?: RequestOptions) => call('projects.get', { params: { nano_id: id } }, options),
    /** `POST /api/v3/org/owner/project/{nano_id}/regenerate_api_key`: invalidates every key of the project and creates a new one. */
    regenerateApiKey: (id: string, options?: RequestOptions) => call('projects.regenerateApiKey', { params: { nano_id: id } }, options),
    /** `DELETE /api/v3/org/owner/project/{nano_id}`: soft-deletes the project; its keys stop working. Cannot be undone. */
    delete: (id: string, options?: RequestOptions) => call('projects.delete', { params: { nano_id: id } }, options),
    /** `GET /api/v3/org/owner/project/list`: one page of the organization's live projects. @extension */
    list: (query?: CursorPageQuery, options?: RequestOptions) => call('projects.list', { query }, options),
    /** `GET /api/v3/org/project/config`: the settings and branding of the API key's project. @extension */
    getConfig: (options?: RequestOptions) => call('projects.getConfig', {}, options),
    /** `PATCH /api/v3/org/project/config`: changes the fields given (`null` puts one back to its default); answers the whole configuration. @extension */
    updateConfig: (body: UpdateProjectConfigRequest, options?: RequestOptions) => call('projects.updateConfig', { body }, options),
  };
}

export type ProjectsResource = ReturnType<typeof createProjectsResource>;
