import type { ApiError } from '../http/ApiError';
import { nanoid } from '../ids';

/** An answer from the relay itself, in the spec 2.1 envelope so `@patchbay/client` reads it like the service's. */
export function errorResponse(error: ApiError): Response {
  const requestId = `req_${nanoid(16)}`;
  return new Response(JSON.stringify(error.toEnvelope(requestId)), {
    status: error.status,
    headers: { ...error.headers, 'content-type': 'application/json; charset=utf-8', 'x-request-id': requestId },
  });
}
