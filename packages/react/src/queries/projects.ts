import type { CursorPage, CursorPageQuery, PatchbayClient, Project } from '@patchbay/client';
import { queryOptions } from '@tanstack/react-query';
import type { PatchbayQueryError } from '../hookOptions';
import { projectKeys } from '../keys/projectKeys';

/** One page of the organization's projects (`client.projects.list(query)`; needs the client's `orgApiKey`). */
export function projectsQueryOptions(client: PatchbayClient, query: CursorPageQuery = {}) {
  return queryOptions<CursorPage<Project>, PatchbayQueryError>({
    queryKey: projectKeys.listPage(query),
    queryFn: ({ signal }) => client.projects.list(query, { signal }),
  });
}
