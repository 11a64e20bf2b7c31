'use client';
import type { CursorPage, CursorPageQuery, Project } from '@patchbay/client';
import type { UseQueryResult } from '@tanstack/react-query';
import type { PatchbayQueryError, PatchbayQueryOptions } from '../../hookOptions';
import { usePatchbayClient } from '../../usePatchbayClient';
import { projectsQueryOptions } from '../../queries/projects';
import { usePatchbayQuery } from '../usePatchbayQuery';

/**
 * One page of the organization's projects. Needs a client with `orgApiKey`
 * (or a relay that adds it).
 *
 * @param options Passed to `useQuery` (`enabled`, `staleTime`, `select`, ...).
 */
export function useProjects<TData = CursorPage<Project>>(
  query: CursorPageQuery = {},
  options?: PatchbayQueryOptions<CursorPage<Project>, TData>,
): UseQueryResult<TData, PatchbayQueryError> {
  const client = usePatchbayClient();
  return usePatchbayQuery(projectsQueryOptions(client, query), options);
}
