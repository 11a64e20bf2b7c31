import { ENDPOINTS, type EndpointName, type EndpointParams, type EndpointResponse } from '@patchbay/client';
import type { Context, Hono, TypedResponse } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { JSONParsed } from 'hono/utils/types';
import type { AppEnv } from './context';
import { readRequest } from './readRequest';
import { recordRequestSchemas } from './requestSchemaRegistry';
import type { AcceptedSchemas, NameWithInput, NameWithoutInput, ParsedRequest, RequestSchemas, RequestSchemasOf } from './RequestSchemas';

const API_PREFIX = '/api/v3';

/** The table's path as the router writes it, relative to where API routes are mounted (`{id}` → `:id`). */
export function routePath(name: EndpointName): string {
  return ENDPOINTS[name].path.slice(API_PREFIX.length).replace(/\{(\w+)\}/g, ':$1');
}

/**
 * A router path naming exactly the row's path parameters (`{ nanoid: string }` → `/:nanoid`), so Hono types
 * `c.req.param('nanoid')` as a string and refuses a name the row does not have.
 */
type ParamPath<N extends EndpointName> = [keyof EndpointParams<N>] extends [never] ? '/' : `/:${keyof EndpointParams<N> & string}`;

/** What a handler of endpoint `N` is given: the app's variables, and the row's path parameters. */
export type EndpointContext<N extends EndpointName> = Context<AppEnv, ParamPath<N>>;

/**
 * What a handler of endpoint `N` answers: `c.json(value, status?)` with `value` of the row's response type.
 * Failures are thrown as `ApiError`, which the app answers with the error envelope, so no status is needed here.
 */
export type EndpointAnswer<N extends EndpointName> = Response & TypedResponse<JSONParsed<EndpointResponse<N>>, ContentfulStatusCode, 'json'>;

/** A handler of endpoint `N`, given its context and the request's parts its route parsed (`Parsed`). */
export type EndpointHandler<N extends EndpointName, Parsed = unknown> = (
  c: EndpointContext<N>,
  request: Parsed,
) => EndpointAnswer<N> | Promise<EndpointAnswer<N>>;

/** Any row's handler, as the registration sees it once its overload has checked the types. */
type AnyHandler = (c: Context<AppEnv, string>, request: { body?: unknown; query?: unknown }) => Response | Promise<Response>;

/**
 * Registers the handler of endpoint `name` at the method and path its row in
 * `@patchbay/client`'s table gives, so the service cannot drift from the
 * client and the relay. The handler must answer the row's response type:
 * answering another shape does not compile.
 *
 * A row that types a body or a query is registered with its schemas
 * (`{ body, query }`, each required exactly when the row types that part,
 * and each accepting all the row's type allows: see AcceptedSchemas). The
 * route parses the query, then the body, before the handler runs, and hands
 * the handler what they parsed; the OpenAPI document describes the row's
 * input with the same schemas (see requestSchemaRegistry).
 */
export function route<N extends NameWithInput, S extends RequestSchemasOf<N>>(
  app: Hono<AppEnv>,
  name: N,
  schemas: S & AcceptedSchemas<N, S>,
  handler: EndpointHandler<N, ParsedRequest<S>>,
): void;
/** Registers the handler of a row that types neither a body nor a query. */
export function route<N extends NameWithoutInput>(app: Hono<AppEnv>, name: N, handler: EndpointHandler<N>): void;
export function route(app: Hono<AppEnv>, name: EndpointName, ...rest: [RequestSchemas, AnyHandler] | [AnyHandler]): void {
  const [schemas, handler] = rest.length === 2 ? rest : [{}, rest[0]];
  recordRequestSchemas(app, name, schemas);
  app.on(ENDPOINTS[name].method, routePath(name), async (c) => {
    // The endpoint is named before the request is read, so onRequest reports it whatever the answer.
    c.set('endpoint', name);
    return handler(c, await readRequest(c, schemas));
  });
}
