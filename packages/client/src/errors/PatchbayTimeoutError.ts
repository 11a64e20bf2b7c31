import { describeRequest, PatchbayError, type PatchbayRequestInfo } from './PatchbayError';

/** An attempt took longer than the configured `timeoutMs`. */
export class PatchbayTimeoutError extends PatchbayError {
  override readonly name = 'PatchbayTimeoutError';
  readonly kind = 'timeout' as const;
  /** The limit that was exceeded, per attempt. */
  declare readonly timeoutMs: number;

  constructor(request: PatchbayRequestInfo, timeoutMs: number) {
    super(`${describeRequest(request)} timed out after ${timeoutMs} ms.`, request);
    this.timeoutMs = timeoutMs;
  }
}
