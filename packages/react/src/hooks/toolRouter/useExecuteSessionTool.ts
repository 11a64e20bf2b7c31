'use client';
import type { SessionExecuteRequest, SessionExecuteResponse } from '@patchbay/client';
import type { UseMutationResult } from '@tanstack/react-query';
import type { PatchbayMutationOptions, PatchbayQueryError } from '../../hookOptions';
import { usePatchbayMutation } from '../usePatchbayMutation';

/**
 * Runs one of a tool router session's tools for the session's user, with the
 * account the session pins for its toolkit (else the user's newest ACTIVE
 * one); `mutate({ tool_slug, arguments })`. A tool outside the session's
 * toolkits, tools or tags is a 403 `error`; invalid `arguments` an `error`
 * with `fieldErrors`; a failure of the tool itself `data.successful: false`.
 *
 * Refetches nothing: a tool changes the third-party app's data, not the
 * session, its toolkits or the accounts.
 *
 * @param options Passed to `useMutation` (`onSuccess`, `onError`, ...).
 */
export function useExecuteSessionTool(
  sessionId: string,
  options?: PatchbayMutationOptions<SessionExecuteResponse, SessionExecuteRequest>,
): UseMutationResult<SessionExecuteResponse, PatchbayQueryError, SessionExecuteRequest> {
  return usePatchbayMutation({ mutationFn: (client, request) => client.toolRouter.execute(sessionId, request) }, options);
}
