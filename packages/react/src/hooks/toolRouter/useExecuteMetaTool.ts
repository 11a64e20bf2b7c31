'use client';
import type { MetaToolSlug, SessionExecuteMetaRequest, SessionExecuteResponse } from '@patchbay/client';
import type { UseMutationResult } from '@tanstack/react-query';
import { accountQueryKeys } from '../../cache/accountQueryKeys';
import type { PatchbayMutationOptions, PatchbayQueryError } from '../../hookOptions';
import { usePatchbayMutation } from '../usePatchbayMutation';

/** The meta tools that start or observe connections: the account queries may show something new after them. */
const CONNECTION_TOOLS: ReadonlySet<MetaToolSlug> = new Set(['PATCHBAY_MANAGE_CONNECTIONS', 'PATCHBAY_WAIT_FOR_CONNECTIONS']);

/**
 * Runs one of the meta tools a tool router session offers (`useSessionTools`),
 * e.g. an agent's call; `mutate({ slug, arguments })`. `data.data` is
 * `SearchToolsData` (PATCHBAY_SEARCH_TOOLS), `{ results: MultiExecuteResult[] }`
 * (PATCHBAY_MULTI_EXECUTE_TOOL) or `SessionConnectionsData` (the connection
 * tools). A meta tool the session does not offer is a 403 `error`.
 *
 * PATCHBAY_MANAGE_CONNECTIONS creates connected accounts and
 * PATCHBAY_WAIT_FOR_CONNECTIONS sees them become ACTIVE, so after those two
 * the account queries (lists, details, the sessions' toolkits and searches)
 * are refetched; after the others nothing is.
 *
 * @param options Passed to `useMutation` (`onSuccess`, `onError`, ...).
 */
export function useExecuteMetaTool(
  sessionId: string,
  options?: PatchbayMutationOptions<SessionExecuteResponse, SessionExecuteMetaRequest>,
): UseMutationResult<SessionExecuteResponse, PatchbayQueryError, SessionExecuteMetaRequest> {
  return usePatchbayMutation(
    {
      mutationFn: (client, request) => client.toolRouter.executeMeta(sessionId, request),
      invalidates: ({ slug }) => (CONNECTION_TOOLS.has(slug) ? accountQueryKeys() : []),
    },
    options,
  );
}
