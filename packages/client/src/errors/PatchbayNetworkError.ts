import { describeRequest, PatchbayError, type PatchbayRequestInfo } from './PatchbayError';

/**
 * No response arrived: DNS, refused connection, CORS, offline, a bad URL.
 * The original failure is kept as `cause`.
 */
export class PatchbayNetworkError extends PatchbayError {
  override readonly name = 'PatchbayNetworkError';
  readonly kind = 'network' as const;

  constructor(request: PatchbayRequestInfo, cause: unknown) {
    const reason = cause instanceof Error ? cause.message : String(cause);
    super(`Network error on ${describeRequest(request)}: ${reason}`, request, { cause });
  }
}
