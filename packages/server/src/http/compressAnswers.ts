import { bodyTextOf, compressResponse, statusTextOf, withBodyText, type CompressionOptions } from '@patchbay/relay/http';
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from './context';
import { knownJsonText } from './knownJsonText';

/**
 * Compresses the JSON answers of the routes it is mounted on for clients
 * that accept it (see `compressResponse`). Mounted on the API prefixes only:
 * MCP streams, hosted pages, uploads and downloads are answered elsewhere
 * and go out as they are.
 */
export function compressAnswers(options: CompressionOptions): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const json: (object: unknown, arg?: unknown, headers?: Record<string, string | string[]>) => Response = c.json;
    // Exactly what Hono's own c.json does (stringify, then c.body with a default JSON Content-Type), keeping the text
    // so it need not be read back out of the answer's stream (costly, per request). test/compressAnswers.test.ts holds it to Hono's.
    c.json = ((object: unknown, arg?: unknown, headers?: Record<string, string | string[]>) => {
      // An answer made from parts serialized before comes with its text (see knownJsonText).
      const text = knownJsonText(object) ?? JSON.stringify(object);
      if (typeof text !== 'string') return json(object, arg, headers);
      // Hono's c.body never sets a status text, so the answer's is ''.
      return withBodyText(c.body(text, arg as never, { 'Content-Type': 'application/json', ...headers }), text, '');
    }) as typeof c.json;
    await next();
    const answer = await compressResponse(c.req.raw, c.res, { ...options, bodyText: bodyTextOf(c.res), statusText: statusTextOf(c.res) });
    if (answer === c.res) return;
    // Cleared first: Hono would otherwise copy the old headers (Content-Length, a strong ETag) onto the new answer.
    c.res = undefined;
    c.res = answer;
  };
}
