/** What went wrong, as a discriminant for `switch (error.kind)`. */
export type PatchbayErrorKind = 'api' | 'response' | 'network' | 'timeout' | 'abort';

/** Where the failed request went; every client error carries it. */
export interface PatchbayRequestInfo {
  /** Upper-case HTTP method. */
  method: string;
  /** The full URL, including the query string. */
  url: string;
}

// A registry-wide symbol, so `isPatchbayError` still works when a bundle ends
// up with two copies of this package and `instanceof` fails across them.
export const PATCHBAY_ERROR_BRAND: unique symbol = Symbol.for('@patchbay/client/error');

/**
 * Base class of every error the client throws. Narrow on `kind`
 * (after `isPatchbayError`) or use `instanceof` on a subclass.
 */
export abstract class PatchbayError extends Error {
  abstract readonly kind: PatchbayErrorKind;
  // Subclasses set `name` as a literal: class names do not survive minification.
  override readonly name: string = 'PatchbayError';
  /** HTTP method of the failed request. */
  declare readonly method: string;
  /** Full URL of the failed request. */
  declare readonly url: string;
  declare readonly [PATCHBAY_ERROR_BRAND]: true;

  constructor(message: string, request: PatchbayRequestInfo, options?: { cause?: unknown }) {
    super(message, options?.cause === undefined ? undefined : { cause: options.cause });
    this.method = request.method;
    this.url = request.url;
    Object.defineProperty(this, PATCHBAY_ERROR_BRAND, { value: true });
  }
}

/** `METHOD /path?query` without the origin: short enough for messages. */
export function describeRequest(request: PatchbayRequestInfo): string {
  const match = /^[a-z][a-z0-9+.-]*:\/\/[^/]+/i.exec(request.url);
  const path = match ? request.url.slice(match[0].length) || '/' : request.url;
  return `${request.method} ${path}`;
}
