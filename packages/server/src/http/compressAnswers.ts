import { compressResponse, type CompressionOptions } from '@patchbay/relay/http';
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from './context';

/**
 * Compresses the JSON answers of the routes it is mounted on for clients
 * that accept it (see `compressResponse`). Mounted on the API prefixes only:
 * MCP streams, hosted pages, uploads and downloads are answered elsewhere
 * and go out as they are.
 */
export function compressAnswers(options: CompressionOptions): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next();
    const answer = await compressResponse(c.req.raw, c.res, options);
    if (answer === c.res) return;
    // Cleared first: Hono would otherwise copy the old headers (Content-Length, a strong ETag) onto the new answer.
    c.res = undefined;
    c.res = answer;
  };
}
