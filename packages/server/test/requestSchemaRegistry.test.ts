import { ENDPOINTS, type EndpointName } from '@patchbay/client';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { apiRoutes } from '../src/apiRoutes';
import type { AppEnv } from '../src/http/context';
import { routePath } from '../src/http/endpointRoute';
import { requestSchemasOf } from '../src/http/requestSchemaRegistry';
import { createProjectBody } from '../src/projects/projectsSchemas';

const NAMES = Object.keys(ENDPOINTS) as EndpointName[];

/** The rows no route() of `apps` registers, so none of their request schemas is on record. */
function unrecorded(apps: readonly Hono<AppEnv>[]): EndpointName[] {
  return NAMES.filter((name) => {
    try {
      requestSchemasOf(apps, name);
      return false;
    } catch {
      return true;
    }
  });
}

describe('request schemas on record for the OpenAPI document', () => {
  // route() does not compile without a schema for each part the row types,
  // so a row registered through it has its schemas on record.
  it('has every row of the table registered through route()', () => {
    expect(unrecorded(apiRoutes)).toEqual([]);
  });

  it('has a query schema for exactly the rows that read a query', () => {
    for (const name of NAMES) {
      expect(requestSchemasOf(apiRoutes, name).query !== undefined, name).toBe(ENDPOINTS[name].query.length > 0);
    }
  });

  it('has no schemas for a row answered without route()', () => {
    const app = new Hono<AppEnv>();
    app.post(routePath('projects.create'), async (c) => c.json(createProjectBody.parse(await c.req.json())));
    expect(unrecorded([app])).toContain('projects.create');
    expect(() => requestSchemasOf([app], 'projects.create')).toThrow("No route() registers 'projects.create'");
  });
});
