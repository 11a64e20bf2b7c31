/** How a request fails when the socket it went out on was closed by the server: reset, broken pipe, closed. */
const STALE_SOCKET_CODES = new Set(['ECONNRESET', 'EPIPE', 'UND_ERR_SOCKET']);

const causeOf = (error: unknown) => (error instanceof Error ? (error.cause as { code?: string; message?: string } | undefined) : undefined);

/** `error` with its cause in its message: undici's "fetch failed" names it only there. */
function withCause(error: unknown): Error {
  const cause = causeOf(error);
  if (!(error instanceof Error) || !cause) return error instanceof Error ? error : new Error(String(error));
  return new Error(`${error.message} (${cause.code ?? 'no code'}: ${cause.message ?? 'no message'})`, { cause: error });
}

/**
 * `fetch(request)`, sent once more when the first try failed on a socket the
 * server had closed: a kept-alive connection whose idle time ran out at the
 * server just as the client reused it, which a busy machine makes likely
 * (browsers send such a request again the same way). Any other failure, or
 * a second one, is thrown with its cause named.
 */
export async function fetchRetryingStaleSocket(request: Request): Promise<Response> {
  const spare = request.clone();
  try {
    return await fetch(request);
  } catch (error) {
    if (!STALE_SOCKET_CODES.has(causeOf(error)?.code ?? '')) throw withCause(error);
    return fetch(spare).catch((second: unknown) => {
      throw withCause(second);
    });
  }
}
