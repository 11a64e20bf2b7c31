/**
 * The service's pages and files browsers load: hosted connect page, OAuth
 * provider, toolkit logos, presigned uploads and binary downloads. Each
 * carries its own credential (link token, OAuth state, URL signature).
 */
export const PUBLIC_PREFIXES = ['/connect/', '/oauth/', '/logos/', '/uploads/'] as const;

export function isPublicPath(path: string): boolean {
  return PUBLIC_PREFIXES.some((prefix) => path.startsWith(prefix));
}

/** Moves service URLs of public paths under the relay, so the browser stays on the app's origin. */
export interface UrlRewriter {
  /** A JSON answer: every string value that is such a URL (redirect_url, meta.logo, new_presigned_url...). */
  json(value: unknown): unknown;
  /** A hosted page: absolute URLs and root-relative form actions and links. */
  html(text: string): string;
  /** A redirect's Location header. */
  location(value: string): string;
  /** False only when no JSON string in `text` can hold a service URL: the service's host is not in it, nor any `\u` escape. */
  mayHaveServiceUrl(text: string): boolean;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const PREFIX_GROUP = PUBLIC_PREFIXES.map((prefix) => escapeRegExp(prefix.slice(1))).join('|');

/**
 * `serviceBase` is what the service writes into its URLs (its origin),
 * `publicBase` the relay's public origin + basePath. URL-encoded copies
 * (an OAuth redirect_uri inside a query string) are left alone: the service
 * checks those against its own origin.
 */
export function urlRewriter(serviceBase: string, publicBase: string, basePath: string): UrlRewriter {
  const absolute = new RegExp(`${escapeRegExp(serviceBase)}/(?=${PREFIX_GROUP})`, 'g');
  const rootRelative = new RegExp(`(\\s(?:action|href|src)=")/(?=${PREFIX_GROUP})`, 'g');

  const isServiceUrl = (value: string) => value.startsWith(serviceBase) && isPublicPath(value.slice(serviceBase.length));
  const rewriteString = (value: string) => (isServiceUrl(value) ? publicBase + value.slice(serviceBase.length) : value);

  const json = (value: unknown): unknown => {
    if (typeof value === 'string') return rewriteString(value);
    if (Array.isArray(value)) return value.map(json);
    if (value !== null && typeof value === 'object') {
      return Object.fromEntries(Object.entries(value).map(([key, entry]) => [key, json(entry)]));
    }
    return value;
  };

  // The host (and port) of serviceBase: the part of its URLs no JSON escape but \u can spell.
  const host = serviceBase.replace(/^[a-z][a-z0-9+.-]*:\/\//i, '').split('/')[0]!;

  return {
    json,
    mayHaveServiceUrl: (text) => host === '' || text.includes(host) || text.includes('\\u'),
    html: (text) => text.replace(absolute, `${publicBase}/`).replace(rootRelative, `$1${basePath}/`),
    location: (value) => (value.startsWith('/') && isPublicPath(value) ? basePath + value : rewriteString(value)),
  };
}
