import { describeRequest, PatchbayError, type PatchbayRequestInfo } from './PatchbayError';

/** The caller's `signal` aborted the request; the signal's reason is kept as `cause`. */
export class PatchbayAbortError extends PatchbayError {
  override readonly name = 'PatchbayAbortError';
  readonly kind = 'abort' as const;

  constructor(request: PatchbayRequestInfo, reason?: unknown) {
    super(`${describeRequest(request)} was aborted.`, request, { cause: reason });
  }
}
