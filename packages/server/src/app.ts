import type { CompressionOptions } from '@patchbay/relay/http';
import { Hono } from 'hono';
import { ApiError } from './http/ApiError';
import { authenticate } from './http/authenticate';
import { compressAnswers } from './http/compressAnswers';
import type { AppEnv } from './http/context';
import { rateLimit, type RateLimitOptions } from './http/rateLimit';
import { requestOrigin } from './http/requestOrigin';
import { nanoid } from './ids';
import type { Service } from './Service';
import type { ServiceRequestEvent } from './ServiceRequestEvent';
import { getPath } from 'hono/utils/url';
import { API_PREFIXES } from './apiPrefixes';
import { openApiRoutes } from './openapi/openApiRoutes';
import {
  API_ROUTE_GROUPS,
  loadedRoutes,
  loadRouteGroup,
  MCP_SERVE_ROUTE_GROUP,
  PUBLIC_ROUTE_GROUPS,
  TEST_CONTROLS_ROUTE_GROUP,
  type RouteGroup,
} from './routeGroups';

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
export interface ServiceApp {
  /** Answers one request; the first request to a path imports the routers that answer it (see RouteGroup). */
  fetch(request: Request): Promise<Response>;
}

/** The groups whose first path segment (relative to where they are mounted) is `segment`, in mounting order. */
function indexBySegment(groups: readonly RouteGroup[]): Map<string, RouteGroup[]> {
  const index = new Map<string, RouteGroup[]>();
  for (const group of groups) for (const segment of group.segments) index.set(segment, [...(index.get(segment) ?? []), group]);
  return index;
}

/** `/connected_accounts/ca_1` → `/connected_accounts`. */
function firstSegment(path: string): string {
  const end = path.indexOf('/', 1);
  return end === -1 ? path : path.slice(0, end);
}

/**
 * The service's app. Each router is imported with the first request to one of its paths (the router tables
 * are in routeGroups.ts); the Hono app is then built again with the routers loaded so far, in the tables' order,
 * so every request is routed as the app with all of them would route it.
 */
export function createApp(service: Service, options: AppOptions): ServiceApp {
  const apiGroups = service.testControls ? [...API_ROUTE_GROUPS, TEST_CONTROLS_ROUTE_GROUP] : API_ROUTE_GROUPS;
  const rootGroups = [MCP_SERVE_ROUTE_GROUP, ...PUBLIC_ROUTE_GROUPS];
  const groups = [...apiGroups, ...rootGroups];
  const apiIndex = indexBySegment(apiGroups);
  const rootIndex = indexBySegment(rootGroups);

  /** Every router that could answer `request`: each router's paths start with one of its segments. */
  function groupsFor(request: Request): readonly RouteGroup[] {
    // The path as the router reads it (percent-decoded the same way).
    const path = getPath(request);
    for (const prefix of API_PREFIXES) {
      if (path.startsWith(`${prefix}/`)) return apiIndex.get(firstSegment(path.slice(prefix.length))) ?? [];
    }
    return rootIndex.get(firstSegment(path)) ?? [];
  }

  // Built once: the rate limit's counters outlive the app rebuilt around them.
  const layers: Layers = {
    compress: options.compression ? compressAnswers(options.compression) : undefined,
    limit: options.rateLimit ? rateLimit(options.rateLimit) : undefined,
  };
  let mounted = new Set(groups.filter((group) => loadedRoutes(group)));
  let app = buildApp(service, options, layers, (group) => mounted.has(group));

  /** Imports the routers `needed` and rebuilds the app with them, then answers. */
  async function loadThenFetch(request: Request, needed: readonly RouteGroup[]): Promise<Response> {
    try {
      await Promise.all(needed.map(loadRouteGroup));
    } catch (failure) {
      // Answered as any failure is: the app's 500 envelope, with its request id, logged and reported.
      importFailures.set(request, failure);
      return app.fetch(request);
    }
    // Routers only join: the new app answers every path the old one did, the same way.
    if (needed.some((group) => !mounted.has(group))) {
      mounted = new Set(groups.filter((group) => loadedRoutes(group)));
      app = buildApp(service, options, layers, (group) => mounted.has(group));
    }
    return app.fetch(request);
  }

  return {
    fetch(request) {
      if (mounted.size < groups.length) {
        const needed = groupsFor(request).filter((group) => !mounted.has(group));
        if (needed.length > 0) return loadThenFetch(request, needed);
      }
      // As the app answers: no extra await on the way of a request its routers can answer.
      return Promise.resolve(app.fetch(request));
    },
  };
}

/** Requests whose routers could not be imported, with why: the app answers them with its 500 (see buildApp). */
const importFailures = new WeakMap<Request, unknown>();

interface Layers {
  compress: ReturnType<typeof compressAnswers> | undefined;
  limit: ReturnType<typeof rateLimit> | undefined;
}

/** The app with the routers `isMounted` accepts: of each table, those already imported, in the table's order. */
function buildApp(service: Service, options: AppOptions, layers: Layers, isMounted: (group: RouteGroup) => boolean): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const routesOf = (table: readonly RouteGroup[]) =>
    table.filter(isMounted).map((group) => {
      const routes = loadedRoutes(group);
      if (!routes) throw new Error('A route group is mounted before it is loaded.');
      return routes;
    });

  app.use('*', async (c, next) => {
    const requestId = `req_${nanoid(16)}`;
    c.set('requestId', requestId);
    c.set('origin', requestOrigin(c.req.url));
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

  app.use('*', async (c, next) => {
    const failure = importFailures.get(c.req.raw);
    if (failure !== undefined) throw failure instanceof Error ? failure : new Error('A router could not be imported.', { cause: failure });
    await next();
  });

  // Outside the other layers, so their answers (errors of authentication and rate limits too) are compressed.
  const { compress, limit } = layers;
  if (compress) for (const prefix of API_PREFIXES) app.use(`${prefix}/*`, compress);

  // The API's OpenAPI documents and reference page are public: answered before the key is asked for.
  app.route('/', openApiRoutes);

  // The MCP URLs take the project key too, and count against the same limit.
  const guarded = [...API_PREFIXES.map((prefix) => `${prefix}/*`), '/mcp/*'];
  for (const path of guarded) app.use(path, authenticate);
  if (limit) for (const path of guarded) app.use(path, limit);

  // One table, two versions: v3.1 is served by the same routes (see API_PREFIXES).
  for (const prefix of API_PREFIXES) for (const routes of routesOf(API_ROUTE_GROUPS)) app.route(prefix, routes);
  // Off by default: then their paths are unknown, exactly as any other.
  if (service.testControls) for (const prefix of API_PREFIXES) for (const routes of routesOf([TEST_CONTROLS_ROUTE_GROUP])) app.route(prefix, routes);
  for (const routes of routesOf([MCP_SERVE_ROUTE_GROUP, ...PUBLIC_ROUTE_GROUPS])) app.route('/', routes);

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
