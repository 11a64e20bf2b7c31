'use client';
import type { ProxyRequest, ProxyResponse } from '@patchbay/client';
import type { UseMutationResult } from '@tanstack/react-query';
import type { PatchbayMutationOptions, PatchbayQueryError } from '../../hookOptions';
import { usePatchbayMutation } from '../usePatchbayMutation';

/**
 * Sends an HTTP request to a third-party API with a connected account's
 * credentials; `mutate({ endpoint, method, connected_account_id })`. The
 * third party's answer is in `data` (`status`, `data`, `headers`): its 404
 * is a successful proxy call, not an `error`.
 *
 * @param options Passed to `useMutation` (`onSuccess`, `onError`, ...).
 */
export function useProxy(
  options?: PatchbayMutationOptions<ProxyResponse, ProxyRequest>,
): UseMutationResult<ProxyResponse, PatchbayQueryError, ProxyRequest> {
  return usePatchbayMutation({ mutationFn: (client, request) => client.proxy.execute(request) }, options);
}
