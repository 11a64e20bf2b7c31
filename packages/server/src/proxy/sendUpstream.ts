import { ApiError } from '../http/ApiError';
import type { Service } from '../Service';

export const UPSTREAM_TIMEOUT_MS = 30_000;

/**
 * Sends one request to a third party (or to the service's own sandbox, on
 * `ownOrigin`: the origin of the request it is made for) with a 30 s limit;
 * failures to connect or answer become a 502 naming the reason.
 */
export async function sendUpstream(service: Service, ownOrigin: string, url: URL, init: RequestInit, what: string): Promise<Response> {
  let request: Request;
  try {
    request = new Request(url, { ...init, redirect: 'manual', signal: AbortSignal.timeout(UPSTREAM_TIMEOUT_MS) });
  } catch (error) {
    throw new ApiError('BAD_REQUEST', `Cannot build the request to ${what}: ${reasonOf(error)}.`, {
      suggestedFix: 'Check the endpoint, header names and header values.',
    });
  }
  try {
    return await service.outboundFetch(request, ownOrigin);
  } catch (error) {
    throw unreachable(url, what, error);
  }
}

export function unreachable(url: URL, what: string, error: unknown): ApiError {
  return new ApiError('UPSTREAM_UNREACHABLE', `${what} at ${url.origin} could not be reached: ${reasonOf(error)}.`, {
    errors: [reasonOf(error)],
    suggestedFix: 'Check that the endpoint is correct and the third-party service is up, then retry.',
  });
}

function reasonOf(error: unknown): string {
  if (error instanceof Error) {
    if (error.name === 'TimeoutError') return `no answer within ${UPSTREAM_TIMEOUT_MS / 1000} s`;
    const cause = (error as { cause?: unknown }).cause;
    if (cause instanceof Error) {
      const code = (cause as { code?: unknown }).code;
      return typeof code === 'string' ? `${code} (${cause.message})` : cause.message;
    }
    return error.message;
  }
  return String(error);
}
