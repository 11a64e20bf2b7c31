import type { CursorPage, CursorPageQuery, PatchbayClient, Project } from '@patchbay/client';
import { queryOptions } from '@tanstack/react-query';
import type { PatchbayQueryError } from '../hookOptions';
import { patchbayKey } from './patchbayKey';

/** Query keys of projects (`patchbayKeys.projects`). */
export const projectKeys = {
  all: () => patchbayKey('projects'),
  list: () => patchbayKey('projects', 'list'),
  listPage: (query: CursorPageQuery = {}) => patchbayKey('projects', 'list', query),
};

/** One page of the organization's projects (`client.projects.list(query)`; needs the client's `orgApiKey`). */
export function projectsQueryOptions(client: PatchbayClient, query: CursorPageQuery = {}) {
  return queryOptions<CursorPage<Project>, PatchbayQueryError>({
    queryKey: projectKeys.listPage(query),
    queryFn: ({ signal }) => client.projects.list(query, { signal }),
  });
}
