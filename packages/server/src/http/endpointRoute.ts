import { ENDPOINTS, type EndpointName } from '@patchbay/client';
import type { Handler, Hono } from 'hono';
import type { AppEnv } from './context';

const API_PREFIX = '/api/v3';

/** The table's path as the router writes it, relative to where API routes are mounted (`{id}` → `:id`). */
export function routePath(name: EndpointName): string {
  return ENDPOINTS[name].path.slice(API_PREFIX.length).replace(/\{(\w+)\}/g, ':$1');
}

/**
 * Registers the handler of endpoint `name` at the method and path its row in
 * `@patchbay/client`'s table gives, so the service cannot drift from the
 * client and the relay.
 */
export function route<N extends EndpointName>(app: Hono<AppEnv>, name: N, handler: Handler<AppEnv>): void {
  // The endpoint is named before the handler runs, so onRequest reports it whatever the handler answers.
  const named: Handler<AppEnv> = (c, next) => {
    c.set('endpoint', name);
    // eslint-disable-next-line @typescript-eslint/no-unsafe-return -- Hono types a handler's answer with `any` inside: passed on untouched
    return handler(c, next);
  };
  app.on(ENDPOINTS[name].method, routePath(name), named);
}
