import type { EndpointName } from '@patchbay/client';
import type { Hono } from 'hono';
import type { AppEnv } from './context';
import type { RequestSchemas } from './RequestSchemas';

/** The request schemas of each row `route()` registered, by the app it registered the row in. */
const registries = new WeakMap<Hono<AppEnv>, Map<EndpointName, RequestSchemas>>();

/** Notes that `app` answers endpoint `name`, reading its request with `schemas`. */
export function recordRequestSchemas(app: Hono<AppEnv>, name: EndpointName, schemas: RequestSchemas): void {
  const registry = registries.get(app) ?? new Map<EndpointName, RequestSchemas>();
  registries.set(app, registry.set(name, schemas));
}

/**
 * The schemas endpoint `name` is read with by the first of `apps` that
 * registers it. Throws when none does: a description built from these apps
 * would lack the row.
 */
export function requestSchemasOf(apps: readonly Hono<AppEnv>[], name: EndpointName): RequestSchemas {
  for (const app of apps) {
    const schemas = registries.get(app)?.get(name);
    if (schemas) return schemas;
  }
  throw new Error(`No route() registers '${name}' in the given apps.`);
}
