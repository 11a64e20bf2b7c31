'use client';
import type { CreateToolRouterSessionRequest, ToolRouterSession } from '@patchbay/client';
import type { UseMutationResult } from '@tanstack/react-query';
import type { PatchbayMutationOptions, PatchbayQueryError } from '../../hookOptions';
import { toolRouterKeys } from '../../queries/toolRouter';
import { usePatchbayMutation } from '../usePatchbayMutation';

/**
 * Creates a tool router session for one user. The new session goes straight
 * into the cache, so `useToolRouterSession(data.session_id)` needs no request.
 *
 * @param options Passed to `useMutation` (`onSuccess`, `onError`, ...).
 */
export function useCreateToolRouterSession(
  options?: PatchbayMutationOptions<ToolRouterSession, CreateToolRouterSessionRequest>,
): UseMutationResult<ToolRouterSession, PatchbayQueryError, CreateToolRouterSessionRequest> {
  return usePatchbayMutation(
    {
      mutationFn: (client, request) => client.toolRouter.createSession(request),
      update: (queryClient, session) => queryClient.setQueryData(toolRouterKeys.session(session.session_id), session),
    },
    options,
  );
}
