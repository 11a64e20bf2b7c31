import { createPatchbayClient, endpointPath, ENDPOINTS, type EndpointName } from '../../packages/client/src';
import * as hooks from '../../packages/react/src';
import { RELAY_OPERATIONS, RELAY_RULES } from '../../packages/relay/src';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { routePath } from '../../packages/server/src/http/endpointRoute';
import { apiRoutes } from '../../packages/server/src/apiRoutes';
import { isOrgPath } from '../../packages/server/src/http/authenticate';

const NAMES = Object.keys(ENDPOINTS) as EndpointName[];

/** The hook that serves each endpoint, or why none does. */
const HOOKS: Record<EndpointName, keyof typeof hooks | { none: string }> = {
  'authConfigs.create': 'useCreateAuthConfig',
  'authConfigs.list': 'useAuthConfigs',
  'authConfigs.get': 'useAuthConfig',
  'authConfigs.updateStatus': 'useSetAuthConfigStatus',
  'authConfigs.update': { none: "the vendor's SDK surface: credentials and tool lists are changed from an app's backend" },
  'authConfigs.delete': { none: "the vendor's SDK surface: deleting a config deletes its users' accounts, a backend decision" },
  'connectedAccounts.link': 'useConnectLink',
  'connectedAccounts.create': { none: "the vendor's initiate, for backends: browsers connect with useConnectLink" },
  'connectedAccounts.list': 'useConnectedAccounts',
  'connectedAccounts.get': 'useConnectedAccount',
  'connectedAccounts.refresh': 'useRefreshConnectedAccount',
  'connectedAccounts.cancelLink': 'useConnectLink',
  'connectedAccounts.delete': 'useDeleteConnectedAccount',
  'connectedAccounts.update': 'useUpdateConnectedAccount',
  'connectedAccounts.updateStatus': 'useSetConnectedAccountEnabled',
  'toolkits.list': 'useToolkits',
  'toolkits.query': { none: "the vendor's GET form of the listing useToolkits reads through toolkits/multi" },
  'toolkits.categories': 'useToolkitCategories',
  'toolkits.get': 'useToolkit',
  'triggerTypes.list': 'useTriggerTypes',
  'triggerTypes.get': 'useTriggerType',
  'triggerTypes.enum': { none: "the vendor's slug list for code generation: useTriggerTypes lists the types themselves" },
  'triggerInstances.upsert': 'useUpsertTriggerInstance',
  'triggerInstances.listActive': 'useTriggerInstances',
  'triggerInstances.manage': 'useSetTriggerInstanceStatus',
  'triggerInstances.delete': 'useDeleteTriggerInstance',
  'toolRouter.createSession': 'useCreateToolRouterSession',
  'toolRouter.getSession': 'useToolRouterSession',
  'toolRouter.listToolkits': 'useSessionToolkits',
  'toolRouter.createLink': 'useSessionConnectLink',
  'toolRouter.search': 'useSessionSearch',
  'toolRouter.listTools': 'useSessionTools',
  'toolRouter.execute': 'useExecuteSessionTool',
  'toolRouter.executeMeta': 'useExecuteMetaTool',
  'toolRouter.proxyExecute': { none: "the vendor's v3.1 session proxy, for agents and backends: browsers call useProxy with their account" },
  'toolRouter.updateSession': { none: "the vendor's v3.1 session update, for the backend or agent that owns the session's configuration" },
  'toolRouter.deleteSession': { none: "the vendor's v3.1 session delete, for the backend that created the session" },
  'toolRouter.attach': { none: "the vendor's SDK re-attaching to a session: useToolRouterSession reads it" },
  'toolRouter.configHistory': { none: "the vendor's v3.1 configuration history, an audit read for backends" },
  'toolRouter.listFiles': { none: "the vendor's experimental session files, for agents' workbench files" },
  'toolRouter.createFileUploadUrl': { none: "the vendor's experimental session files, for agents' workbench files" },
  'toolRouter.createFileDownloadUrl': { none: "the vendor's experimental session files, for agents' workbench files" },
  'toolRouter.deleteFile': { none: "the vendor's experimental session files, for agents' workbench files" },
  'toolRouter.listApprovals': 'usePendingApprovals',
  'toolRouter.getApproval': 'useToolApproval',
  'toolRouter.answerApproval': 'useAnswerApproval',
  'mcp.createServer': 'useCreateMcpServer',
  'mcp.createCustom': { none: "the vendor's SDK form of useCreateMcpServer (toolkits instead of auth configs), for backends" },
  'mcp.listServers': 'useMcpServers',
  'mcp.listAppServers': { none: "the vendor's servers of one app: useMcpServers takes the same toolkits filter" },
  'mcp.generateUrl': 'useGenerateMcpUrl',
  'mcp.getServer': 'useMcpServer',
  'mcp.updateServer': 'useUpdateMcpServer',
  'mcp.deleteServer': 'useDeleteMcpServer',
  'mcp.listInstances': 'useMcpInstances',
  'mcp.createInstance': 'useCreateMcpInstance',
  'mcp.deleteInstance': 'useDeleteMcpInstance',
  'files.list': 'useFiles',
  'files.requestUpload': 'useFileUpload',
  'tools.list': 'useTools',
  'tools.get': 'useTool',
  'tools.execute': 'useExecuteTool',
  'tools.getInput': { none: 'arguments from text, for agents and backends: forms build arguments from the tool schema (useTool)' },
  'tools.enum': { none: "the vendor's slug list for code generation: useTools lists the tools themselves" },
  'proxy.execute': 'useProxy',
  'projects.create': 'useCreateProject',
  'projects.list': 'useProjects',
  'projects.get': { none: "useProjects lists each project's id, name and creation; its keys' names are for an organization's backend" },
  'projects.regenerateApiKey': 'useRegenerateProjectKey',
  'projects.delete': 'useDeleteProject',
  'projects.getConfig': { none: "the vendor's project settings, for an app's backend or admin area: no end-user component reads them" },
  'projects.updateConfig': { none: "the vendor's project settings, for an app's backend or admin area: no end-user component reads them" },
  'webhookSubscriptions.list': 'useWebhookSubscriptions',
  'webhookSubscriptions.create': 'useCreateWebhookSubscription',
  'webhookSubscriptions.get': 'useWebhookSubscription',
  'webhookSubscriptions.update': 'useUpdateWebhookSubscription',
  'webhookSubscriptions.delete': 'useDeleteWebhookSubscription',
  'webhookSubscriptions.rotateSecret': 'useRotateWebhookSecret',
};

/** The lines of a README's section `## heading`, up to the next section. */
function readmeSection(readme: string, heading: string): string[] {
  const text = readFileSync(new URL(readme, import.meta.url), 'utf8');
  const start = text.indexOf(`\n## ${heading}\n`);
  expect(start, `## ${heading} in ${readme}`).toBeGreaterThan(-1);
  const end = text.indexOf('\n## ', start + 1);
  return text.slice(start, end === -1 ? undefined : end).split('\n');
}

/** The backquoted names of a line (`list`, `get(slug)`: list, get). */
const backquotedNames = (line: string) => [...line.matchAll(/`(\w+)[`(]/g)].map((match) => match[1] ?? '');

/**
 * The relay README's "Operations" list, as endpoint names by scope: under a
 * `- **scope**` line, each `` - `group`: `fn`, … `` item (with its continuation lines) names `group.fn`.
 */
function relayReadmeScopes(): Record<string, string[]> {
  const scopes: Record<string, string[]> = {};
  let scope: string[] | undefined;
  let group: string | undefined;
  for (const line of readmeSection('../../packages/relay/README.md', 'Operations')) {
    const scopeLine = /^- \*\*(\w+)\*\*/.exec(line);
    const item = /^ {2}- `(\w+)`[^:]*:(.*)$/.exec(line);
    if (scopeLine) [scope, group] = [(scopes[scopeLine[1] ?? ''] = []), undefined];
    else if (item) group = item[1];
    else if (!/^ {4}\S/.test(line)) group = undefined;
    if (scope && group) for (const fn of backquotedNames(item ? (item[2] ?? '') : line)) scope.push(`${group}.${fn}`);
  }
  return scopes;
}

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

  it('is listed in the relay README, under the scope its rule gives', () => {
    const listed = relayReadmeScopes();
    const expected: Record<string, string[]> = {};
    for (const name of NAMES) (expected[RELAY_RULES[name].scope] ??= []).push(name);
    expect(Object.fromEntries(Object.entries(listed).map(([scope, names]) => [scope, names.sort()]))).toEqual(
      Object.fromEntries(Object.entries(expected).map(([scope, names]) => [scope, names.sort()])),
    );
  });

  it("is listed in the client README's Endpoints table, under its group", () => {
    const groups = new Map<string, string[]>();
    for (const line of readmeSection('../../packages/client/README.md', 'Endpoints')) {
      const row = /^\| `(\w+)`[^|]*\|(.*)\|\s*$/.exec(line);
      if (row) groups.set(row[1] ?? '', backquotedNames(row[2] ?? ''));
    }
    const missing = NAMES.filter((name) => {
      const [group = '', fn = ''] = name.split('.');
      return !groups.get(group)?.includes(fn);
    });
    expect(missing).toEqual([]);
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
