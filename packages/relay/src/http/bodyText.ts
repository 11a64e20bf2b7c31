/**
 * The text each response was made from, kept by whoever made it so that
 * compressing the response (`compressResponse`'s `bodyText`) need not read it
 * back out of its stream, which is costly on every request. Weak: a response
 * dropped takes its text with it.
 */
const texts = new WeakMap<Response, string>();

/** Remembers `text` as the body of `response`, which must have been made from exactly that text; returns `response`. */
export function withBodyText(response: Response, text: string): Response {
  texts.set(response, text);
  return response;
}

/** The text `response` was made from, when its maker kept it with `withBodyText`; else undefined (read the body instead). */
export function bodyTextOf(response: Response): string | undefined {
  return texts.get(response);
}
