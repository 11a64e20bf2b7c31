import { ENDPOINTS, type EndpointName, type EndpointParams, type EndpointResponse } from '@patchbay/client';
import type { Context, Hono, TypedResponse } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { JSONParsed } from 'hono/utils/types';
import type { AppEnv } from './context';

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

export type EndpointHandler<N extends EndpointName> = (c: EndpointContext<N>) => EndpointAnswer<N> | Promise<EndpointAnswer<N>>;

/**
 * Registers the handler of endpoint `name` at the method and path its row in
 * `@patchbay/client`'s table gives, so the service cannot drift from the
 * client and the relay. The handler must answer the row's response type:
 * answering another shape does not compile.
 */
export function route<N extends EndpointName>(app: Hono<AppEnv>, name: N, handler: EndpointHandler<N>): void {
  app.on(ENDPOINTS[name].method, routePath(name), (c) => {
    // The endpoint is named before the handler runs, so onRequest reports it whatever the handler answers.
    c.set('endpoint', name);
    return handler(c);
  });
}
