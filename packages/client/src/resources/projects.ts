import { path } from '../path';
import type { RequestOptions } from '../RequestOptions';
import type { Transport } from '../transport';
import type {
  CreateProjectRequest,
  CreateProjectResponse,
  CursorPage,
  CursorPageQuery,
  DeleteProjectResponse,
  Project,
  RegenerateApiKeyResponse,
} from '../types';

/**
 * Projects (spec 4.9). These endpoints take the organization key: they send
 * `x-org-api-key` (the client's `orgApiKey`) and never the project key.
 */
export function createProjectsResource(transport: Transport) {
  return {
    /** `POST /api/v3/org/owner/project/new`: creates a project; with `should_create_api_key` the response holds its first key. */
    create: (body: CreateProjectRequest, options?: RequestOptions) =>
      transport.request<CreateProjectResponse>({ method: 'POST', path: '/api/v3/org/owner/project/new', body, key: 'org' }, options),

    /** `POST /api/v3/org/owner/project/{nano_id}/regenerate_api_key`: invalidates every key of the project and creates a new one. */
    regenerateApiKey: (id: string, options?: RequestOptions) =>
      transport.request<RegenerateApiKeyResponse>(
        { method: 'POST', path: path`/api/v3/org/owner/project/${id}/regenerate_api_key`, key: 'org' },
        options,
      ),

    /** `DELETE /api/v3/org/owner/project/{nano_id}`: soft-deletes the project; its keys stop working. Cannot be undone. */
    delete: (id: string, options?: RequestOptions) =>
      transport.request<DeleteProjectResponse>({ method: 'DELETE', path: path`/api/v3/org/owner/project/${id}`, key: 'org' }, options),

    /** `GET /api/v3/org/owner/project/list`: one page of the organization's live projects. @extension */
    list: (query?: CursorPageQuery, options?: RequestOptions) =>
      transport.request<CursorPage<Project>>({ method: 'GET', path: '/api/v3/org/owner/project/list', query, key: 'org' }, options),
  };
}

export type ProjectsResource = ReturnType<typeof createProjectsResource>;
