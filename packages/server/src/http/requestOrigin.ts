/**
 * The origin of a request's URL, as `new URL(url).origin` gives it. A
 * request's URL is already serialized (scheme and host in lower case, no
 * default port, a path after the host), so for http(s) without user info the
 * origin is the text before the path: read so on every request, rather than
 * parsing the whole URL. Anything else is parsed.
 */
export function requestOrigin(url: string): string {
  const hostStart = url.startsWith('http://') ? 7 : url.startsWith('https://') ? 8 : -1;
  const pathStart = hostStart === -1 ? -1 : url.indexOf('/', hostStart);
  const origin = pathStart === -1 ? '' : url.slice(0, pathStart);
  return origin === '' || origin.includes('@') ? new URL(url).origin : origin;
}
