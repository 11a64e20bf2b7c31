import { withBodyText } from './http/bodyText';
import type { UrlRewriter } from './rewriteServiceUrls';

/**
 * Not passed on: hop-by-hop headers, lengths and encodings that no longer
 * match once fetch decoded or the relay rewrote the body, and cookies, which
 * must never land on the app's origin.
 */
const DROPPED_HEADERS = new Set([
  'connection',
  'keep-alive',
  'proxy-authenticate',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
  'content-length',
  'content-encoding',
  'set-cookie',
]);

const NULL_BODY_STATUSES = new Set([204, 205, 304]);

/** The service's answer as the browser gets it: same status and body, URLs moved under the relay when `rewriter` is given. */
export async function toBrowserResponse(response: Response, rewriter: UrlRewriter | null): Promise<Response> {
  const headers = new Headers();
  for (const [name, value] of response.headers) if (!DROPPED_HEADERS.has(name)) headers.append(name, value);
  const init = { status: response.status, statusText: response.statusText, headers };

  const location = headers.get('location');
  if (location !== null && rewriter) headers.set('location', rewriter.location(location));
  if (response.body === null || NULL_BODY_STATUSES.has(response.status)) {
    await response.body?.cancel();
    return new Response(null, init);
  }

  const type = headers.get('content-type') ?? '';
  if (rewriter && type.includes('json')) return withText(rewriteJson(await response.text(), rewriter), init);
  if (rewriter && type.includes('text/html')) return withText(rewriter.html(await response.text()), init);
  return new Response(response.body, init);
}

/** An answer made from `text`, which is kept with it (and its status text) so compressing it need not read either back. */
function withText(text: string, init: ResponseInit & { statusText: string }): Response {
  return withBodyText(new Response(text, init), text, init.statusText);
}

function rewriteJson(text: string, rewriter: UrlRewriter): string {
  // Nothing to rewrite, provably: no string value can hold the service's URL when its host is nowhere in the text and no
  // \u escape could spell it (the other escapes stand for characters no host has). The text is then sent as it came.
  if (!rewriter.mayHaveServiceUrl(text)) return text;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return text;
  }
  return JSON.stringify(rewriter.json(value));
}
