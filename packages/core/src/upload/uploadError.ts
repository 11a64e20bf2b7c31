import { isErrorEnvelope, PatchbayApiError, PatchbayResponseError } from '@patchbay/client';

/** Turns a non-2xx answer of the upload URL into the client's error types. */
export function uploadError(status: number, body: string, contentType: string, url: string): Error {
  try {
    const parsed: unknown = JSON.parse(body);
    if (isErrorEnvelope(parsed)) return new PatchbayApiError(status, parsed, { method: 'PUT', url });
  } catch {
    // not JSON: fall through
  }
  return new PatchbayResponseError(status, body, contentType, { method: 'PUT', url });
}
