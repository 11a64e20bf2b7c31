import { createPatchbayClient, endpointPath, ENDPOINTS, type EndpointName } from '../../packages/client/src';
import * as hooks from '../../packages/react/src';
import { RELAY_OPERATIONS, RELAY_RULES } from '../../packages/relay/src';
import { describe, expect, it } from 'vitest';
import { routePath } from '../../packages/server/src/http/endpointRoute';
import { apiRoutes } from '../../packages/server/src/apiRoutes';
import { isOrgPath } from '../../packages/server/src/http/authenticate';
import { HOOKS } from '../endpointHooks';

const NAMES = Object.keys(ENDPOINTS) as EndpointName[];

const paramNames = (name: EndpointName) => [...ENDPOINTS[name].path.matchAll(/\{(\w+)\}/g)].map((match) => match[1] ?? '');

describe('the endpoint table: one row per endpoint, and every package reads it', () => {
  it('has a service route for every row, and no API route outside the table', () => {
    const registered = apiRoutes.flatMap((routes) => routes.routes.map((route) => `${route.method} ${route.path}`));
    const rows = NAMES.map((name) => `${ENDPOINTS[name].method} ${routePath(name)}`);
    expect(new Set(registered)).toEqual(new Set(rows));
    expect(registered).toHaveLength(rows.length);
  });

  it('reaches every row: no route registered before it answers its path (a literal path goes first)', () => {
    const registered = apiRoutes.flatMap((routes) => routes.routes.map(({ method, path }) => ({ method, path })));
    const pattern = (path: string) => new RegExp(`^${path.replace(/:\w+/g, '[^/]+')}$`);
    const shadowed = NAMES.flatMap((name) => {
      const [method, path] = [ENDPOINTS[name].method, routePath(name)];
      const sample = path.replace(/:\w+/g, 'x');
      const first = registered.find((route) => route.method === method && pattern(route.path).test(sample));
      return first?.path === path ? [] : [`${name}: ${method} ${sample} reaches ${first?.path ?? 'no route'}`];
    });
    expect(shadowed).toEqual([]);
  });

  it('has a relay decision for every row: a scope with its bindings, or refused with a reason', () => {
    expect(Object.keys(RELAY_RULES).sort()).toEqual([...NAMES].sort());
    for (const name of NAMES) {
      const rule: { scope: string; reason?: string } = RELAY_RULES[name];
      if (rule.scope === 'refused') expect(rule.reason).toMatch(/\w/);
      else expect(RELAY_OPERATIONS.find((operation) => operation.name === name)?.scope).toBe(rule.scope);
    }
  });

  it('has a client function for every row that sends its method, path and key', async () => {
    const sent: { method: string; path: string; orgKey: boolean }[] = [];
    const client = createPatchbayClient({
      baseUrl: 'http://service.test',
      apiKey: 'project-key',
      orgApiKey: 'org-key',
      retries: 0,
      fetch: (url, init) => {
        const headers = new Headers(init?.headers);
        sent.push({ method: init?.method ?? 'GET', path: new URL(url).pathname, orgKey: headers.has('x-org-api-key') && !headers.has('x-api-key') });
        return Promise.resolve(Response.json({}));
      },
    });
    for (const name of NAMES) {
      const [resource = '', fn = ''] = name.split('.');
      const call = (client as unknown as Record<string, Record<string, (...args: unknown[]) => Promise<unknown>>>)[resource]?.[fn];
      expect(call, `client.${name}`).toBeTypeOf('function');
      const params = paramNames(name);
      const values = params.map((param) => (param === 'status' ? 'ENABLED' : `${param}-value`));
      await call?.(...values);
      const row = ENDPOINTS[name];
      expect(sent.pop(), name).toEqual({
        method: row.method,
        path: endpointPath(row, Object.fromEntries(params.map((param, index) => [param, values[index] ?? '']))),
        orgKey: row.key === 'org',
      });
    }
  });

  it('takes the organization key exactly on the paths the service authenticates with it', () => {
    for (const name of NAMES) expect(ENDPOINTS[name].key === 'org', name).toBe(isOrgPath(ENDPOINTS[name].path));
  });

  it('has a hook wherever one makes sense, and says why not elsewhere', () => {
    for (const name of NAMES) {
      const hook = HOOKS[name];
      if (typeof hook === 'string') expect(hooks[hook], `${hook} for ${name}`).toBeTypeOf('function');
      else expect(hook.none).toMatch(/\w/);
    }
  });
});
