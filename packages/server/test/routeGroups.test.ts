import { describe, expect, it } from 'vitest';
import { createPatchbayServer } from '../src/createPatchbayServer';
import {
  API_ROUTE_GROUPS,
  MCP_SERVE_ROUTE_GROUP,
  PUBLIC_ROUTE_GROUPS,
  TEST_CONTROLS_ROUTE_GROUP,
  loadedRoutes,
  loadRouteGroup,
  type RouteGroup,
} from '../src/routeGroups';

/** Paths of the group's routes whose first segment is not one it declares: a request to them would not load it. */
async function strayPaths(group: RouteGroup): Promise<string[]> {
  await loadRouteGroup(group);
  return loadedRoutes(group)!
    .routes.map((route) => route.path)
    .filter((path) => !group.segments.some((segment) => path === segment || path.startsWith(`${segment}/`)));
}

describe('a service whose routers load on first request', () => {
  it('answers first requests to several groups at once, each from its own router', async () => {
    const server = createPatchbayServer({ testControls: true });
    const get = (path: string, key = server.projectApiKey) =>
      server.fetch(new Request(`http://groups.test${path}`, { headers: { 'x-api-key': key } })).then((response) => response.status);
    const statuses = await Promise.all([
      get('/api/v3/connected_accounts?limit=1'),
      get('/api/v3.1/toolkits?limit=1'),
      get('/api/v3/auth_configs'),
      get('/api/v3/trigger_instances/active'),
      get('/api/v3/no_such_group'),
      get('/logos/github.svg'),
    ]);
    expect(statuses).toEqual([200, 200, 200, 200, 404, 200]);
    await server.close();
  });

  it('keeps counting the rate limit across the routers a request loads', async () => {
    const server = createPatchbayServer({ rateLimit: { limit: 2, windowMs: 60_000 } });
    const get = (path: string) =>
      server.fetch(new Request(`http://groups.test${path}`, { headers: { 'x-api-key': server.projectApiKey } })).then((response) => response.status);
    expect(await get('/api/v3/files/list')).not.toBe(429);
    // A router not yet loaded: the app is rebuilt around the same limiter.
    expect(await get('/api/v3/webhook_subscriptions')).not.toBe(429);
    expect(await get('/api/v3/logs/tool_execution')).toBe(429);
    await server.close();
  });
});

describe('route groups, imported with the first request to their paths', () => {
  it('declare the first segment of every path they route', async () => {
    for (const group of [...API_ROUTE_GROUPS, TEST_CONTROLS_ROUTE_GROUP, MCP_SERVE_ROUTE_GROUP, ...PUBLIC_ROUTE_GROUPS]) {
      expect(await strayPaths(group), group.segments.join(' ')).toEqual([]);
    }
  });
});
