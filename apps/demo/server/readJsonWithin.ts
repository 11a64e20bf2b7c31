import { ApiError, DEFAULT_BODY_TIMEOUTS, readBytesWithin, type BodyTimeouts } from '@patchbay/relay/http';

/**
 * A JSON body of at most `limit` bytes, counted as they stream in (a
 * Content-Length header may be missing or lie), within `timeouts`: a body
 * that stalls or trickles is a 408 rather than a request held open.
 */
export async function readJsonWithin(
  request: Request,
  limit: number,
  timeouts: BodyTimeouts = DEFAULT_BODY_TIMEOUTS,
): Promise<{ value: unknown } | { status: 400 | 408 | 413 }> {
  if (!request.body) return { status: 400 };
  let bytes: Uint8Array | undefined;
  try {
    bytes = await readBytesWithin(request, limit, timeouts);
  } catch (error) {
    if (error instanceof ApiError && error.kind === 'REQUEST_TIMEOUT') return { status: 408 };
    throw error;
  }
  if (!bytes) return { status: 413 };
  try {
    return { value: JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes)) as unknown };
  } catch {
    return { status: 400 };
  }
}
