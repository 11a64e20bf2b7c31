'use client';
import type { ToolExecuteRequest, ToolExecuteResponse } from '@patchbay/client';
import type { UseMutationResult } from '@tanstack/react-query';
import type { PatchbayMutationOptions, PatchbayQueryError } from '../../hookOptions';
import { usePatchbayMutation } from '../usePatchbayMutation';

export interface ExecuteToolVariables extends ToolExecuteRequest {
  /** The tool, e.g. `'PATCHBAY_OAUTH_DEMO_CREATE_TASK'`. */
  toolSlug: string;
}

/**
 * Runs a tool for a user (`user_id`: their newest ACTIVE account of the
 * tool's toolkit) or with one account (`connected_account_id`); a tool of a
 * no-auth toolkit needs neither. A failure of the tool itself (the app
 * refused the call) is `data.successful: false` with `error_code`, not an
 * `error`; invalid `arguments` are an `error` whose `fieldErrors` name each
 * field (`['body', 'arguments', <name>]`), and a missing connection is a 422.
 *
 * Refetches nothing: a tool changes the third-party app's data (invalidate
 * your own queries of it in `onSuccess`), not toolkits, tools or accounts.
 *
 * @param options Passed to `useMutation` (`onSuccess`, `onError`, ...).
 * @example
 * const run = useExecuteTool();
 * run.mutate({ toolSlug: 'PATCHBAY_APIKEY_DEMO_RECORD_METRIC', user_id: userId, arguments: { name: 'signups', value: 1 } });
 */
export function useExecuteTool(
  options?: PatchbayMutationOptions<ToolExecuteResponse, ExecuteToolVariables>,
): UseMutationResult<ToolExecuteResponse, PatchbayQueryError, ExecuteToolVariables> {
  return usePatchbayMutation({ mutationFn: (client, { toolSlug, ...body }) => client.tools.execute(toolSlug, body) }, options);
}
