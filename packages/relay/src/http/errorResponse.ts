import type { ApiError } from './ApiError';

/** A request id for answers made outside the service (it has its own). */
export function newRequestId(): string {
  return `req_${crypto.randomUUID().replaceAll('-', '').slice(0, 16)}`;
}

/** An error as a Response in the spec 2.1 envelope, so `@patchbay/client` reads it like the service's own. */
export function errorResponse(error: ApiError): Response {
  const requestId = newRequestId();
  return new Response(JSON.stringify(error.toEnvelope(requestId)), {
    status: error.status,
    headers: { ...error.headers, 'content-type': 'application/json; charset=utf-8', 'x-request-id': requestId },
  });
}
