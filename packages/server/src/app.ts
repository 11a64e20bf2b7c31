import type { CompressionOptions } from '@patchbay/relay/http';
import { Hono } from 'hono';
import { ApiError } from './http/ApiError';
import { authenticate } from './http/authenticate';
import { compressAnswers } from './http/compressAnswers';
import type { AppEnv } from './http/context';
import { rateLimit, type RateLimitOptions } from './http/rateLimit';
import { nanoid } from './ids';
import type { Service } from './Service';
import type { ServiceRequestEvent } from './ServiceRequestEvent';
import { API_PREFIXES, apiRoutes, publicRoutes } from './apiRoutes';
import { mcpServeRoutes } from './mcp/serve/mcpServeRoutes';
import { openApiRoutes } from './openapi/openApiRoutes';
import { testControlsRoutes } from './testControls/testControlsRoutes';

export interface AppOptions {
  /** Request limit per authenticated project or organization; `false` turns it off. */
  rateLimit: RateLimitOptions | false;
  /** Called with errors that are bugs (answered as 500). */
  onInternalError: (error: unknown) => void;
  /** Told of every request once it is answered. */
  onRequest?: ((event: ServiceRequestEvent) => void) | undefined;
  /** How the API's JSON answers are compressed; `false` sends them as they are. */
  compression: Required<CompressionOptions> | false;
}

/** The whole service as one web-standard `fetch(Request) -> Response` app. */
export function createApp(service: Service, options: AppOptions): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  app.use('*', async (c, next) => {
    const requestId = `req_${nanoid(16)}`;
    const origin = new URL(c.req.url).origin;
    c.set('requestId', requestId);
    c.set('origin', origin);
    c.set('service', service);
    c.header('x-request-id', requestId);
    await next();
  });

  const { onRequest } = options;
  if (onRequest) {
    app.use('*', async (c, next) => {
      const started = performance.now();
      await next();
      const event = { method: c.req.method, path: c.req.path, endpoint: c.var.endpoint ?? null, status: c.res.status, requestId: c.var.requestId };
      try {
        onRequest({ ...event, durationMs: performance.now() - started });
      } catch {
        // A throwing logger must not turn an answer into a failure.
      }
    });
  }

  // Outside the other layers, so their answers (errors of authentication and rate limits too) are compressed.
  if (options.compression) {
    const compress = compressAnswers(options.compression);
    for (const prefix of API_PREFIXES) app.use(`${prefix}/*`, compress);
  }

  // The API's OpenAPI documents and reference page are public: answered before the key is asked for.
  app.route('/', openApiRoutes);

  // The MCP URLs take the project key too, and count against the same limit.
  const guarded = [...API_PREFIXES.map((prefix) => `${prefix}/*`), '/mcp/*'];
  for (const path of guarded) app.use(path, authenticate);
  if (options.rateLimit) {
    const limit = rateLimit(options.rateLimit);
    for (const path of guarded) app.use(path, limit);
  }

  // One table, two versions: v3.1 is served by the same routes (see API_PREFIXES).
  for (const prefix of API_PREFIXES) for (const routes of apiRoutes) app.route(prefix, routes);
  // Off by default: then their paths are unknown, exactly as any other.
  if (service.testControls) for (const prefix of API_PREFIXES) app.route(prefix, testControlsRoutes);
  app.route('/', mcpServeRoutes);
  for (const routes of publicRoutes) app.route('/', routes);

  app.notFound((c) => {
    const error = new ApiError('NOT_FOUND', `No endpoint ${c.req.method} ${c.req.path}.`, {
      suggestedFix: 'Check the method and path against the API v3 reference; every path starts with /api/v3 (or /api/v3.1).',
    });
    return c.json(error.toEnvelope(c.var.requestId ?? `req_${nanoid(16)}`), 404);
  });

  app.onError((thrown, c) => {
    const error =
      thrown instanceof ApiError
        ? thrown
        : new ApiError('INTERNAL', 'The service failed to answer this request.', {
            suggestedFix: 'Retry; if it keeps failing, report the request_id.',
          });
    if (!(thrown instanceof ApiError)) options.onInternalError(thrown);
    for (const [name, value] of Object.entries(error.headers)) c.header(name, value);
    return c.json(error.toEnvelope(c.var.requestId), error.status as 400);
  });

  return app;
}
