'use client';
import type { GenerateMcpUrlRequest, GenerateMcpUrlResponse } from '@patchbay/client';
import type { UseMutationResult } from '@tanstack/react-query';
import type { PatchbayMutationOptions, PatchbayQueryError } from '../../hookOptions';
import { usePatchbayMutation } from '../usePatchbayMutation';

/**
 * MCP URLs of a server for some users or connected accounts, on demand
 * (e.g. behind a "Copy URL" button). Changes nothing cached.
 *
 * @param options Passed to `useMutation` (`onSuccess`, `onError`, ...).
 */
export function useGenerateMcpUrl(
  options?: PatchbayMutationOptions<GenerateMcpUrlResponse, GenerateMcpUrlRequest>,
): UseMutationResult<GenerateMcpUrlResponse, PatchbayQueryError, GenerateMcpUrlRequest> {
  return usePatchbayMutation({ mutationFn: (client, request) => client.mcp.generateUrl(request) }, options);
}
