import type { FaultStatus, ToolkitFault } from './toolkitFault';

/** What a toolkit answered with a fault, as its API would say it; 429 says when to retry. */
const ANSWERS: Record<FaultStatus, { error: string; message: string }> = {
  401: { error: 'invalid_token', message: 'The credentials are invalid, revoked or expired.' },
  403: { error: 'forbidden', message: 'The credentials do not allow this request.' },
  429: { error: 'rate_limited', message: 'Too many requests; retry after the time in Retry-After.' },
  500: { error: 'internal_error', message: 'The service failed to answer this request.' },
  503: { error: 'unavailable', message: 'The service is unavailable; retry later.' },
};

/** Seconds a 429 fault asks the caller to wait unless it says otherwise: short, so a test that waits stays quick. */
export const DEFAULT_FAULT_RETRY_AFTER_SECONDS = 1;

/** The toolkit's answer instead of its own, for a fault with a `status`. */
export function faultResponse(fault: ToolkitFault & { status: FaultStatus }): Response {
  const { status } = fault;
  const headers: Record<string, string> = { 'content-type': 'application/json', 'x-patchbay-test-fault': String(status) };
  if (status === 429) headers['retry-after'] = String(fault.retry_after_seconds ?? DEFAULT_FAULT_RETRY_AFTER_SECONDS);
  if (status === 401) headers['www-authenticate'] = 'Bearer error="invalid_token"';
  return new Response(JSON.stringify(ANSWERS[status]), { status, headers });
}
