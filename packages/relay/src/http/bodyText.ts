/**
 * The text each response was made from, kept by whoever made it so that
 * compressing the response (`compressResponse`'s `bodyText`) need not read it
 * back out of its stream, which is costly on every request. Weak: a response
 * dropped takes its text with it.
 */
const texts = new WeakMap<Response, { text: string; statusText: string | undefined }>();

/**
 * Remembers `text` as the body of `response`, which must have been made from
 * exactly that text (and, when given, with `statusText`); returns `response`.
 */
export function withBodyText(response: Response, text: string, statusText?: string): Response {
  texts.set(response, { text, statusText });
  return response;
}

/** The text `response` was made from, when its maker kept it with `withBodyText`; else undefined (read the body instead). */
export function bodyTextOf(response: Response): string | undefined {
  return texts.get(response)?.text;
}

/**
 * The status text `response` was made with, when its maker gave it to
 * `withBodyText`; else undefined (read `response.statusText`). Reading the
 * property is not always free: Node's adapter (`@hono/node-server`) builds the
 * whole response behind its light one for it, body stream included.
 */
export function statusTextOf(response: Response): string | undefined {
  return texts.get(response)?.statusText;
}
