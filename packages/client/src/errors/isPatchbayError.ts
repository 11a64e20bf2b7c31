import type { PatchbayAbortError } from './PatchbayAbortError';
import type { PatchbayApiError } from './PatchbayApiError';
import { PATCHBAY_ERROR_BRAND } from './PatchbayError';
import type { PatchbayNetworkError } from './PatchbayNetworkError';
import type { PatchbayResponseError } from './PatchbayResponseError';
import type { PatchbayTimeoutError } from './PatchbayTimeoutError';

/** Every error the client throws; `switch (error.kind)` narrows to one class. */
export type AnyPatchbayError = PatchbayApiError | PatchbayResponseError | PatchbayNetworkError | PatchbayTimeoutError | PatchbayAbortError;

/** True when `error` was thrown by this client (also across duplicate copies of the package). */
export function isPatchbayError(error: unknown): error is AnyPatchbayError {
  return typeof error === 'object' && error !== null && (error as { [PATCHBAY_ERROR_BRAND]?: unknown })[PATCHBAY_ERROR_BRAND] === true;
}
