import {
  callbacksOnAppOrigin,
  forceBodyUserId,
  forceUserIdsFilter,
  ownAccountInBody,
  ownAccountInPath,
  ownMcpInstance,
  ownSession,
  ownSessionAccounts,
  ownTriggerInstance,
  toolkitPathsOnly,
  type Binding,
} from './userBindings';

/**
 * Who may use an operation: 'user' any signed-in user, bound to themselves;
 * 'admin' users with isAdmin (project-wide settings, no user to bind to);
 * 'org' admins when `organization` is 'admins' (sent with the org key).
 */
export type RelayScope = 'user' | 'admin' | 'org';

export type RelayMethod = 'GET' | 'POST' | 'PATCH' | 'DELETE';

export interface RelayOperation<N extends string = string, S extends RelayScope = RelayScope> {
  /** The `@patchbay/client` method it serves. */
  readonly name: N;
  readonly method: RelayMethod;
  /** The path after /api/v3; `:name` matches one path segment. */
  readonly pattern: string;
  readonly scope: S;
  /** Run in order before forwarding; they tie the call to the signed-in user. */
  readonly bindings: readonly Binding[];
}

function op<N extends string, S extends RelayScope>(
  name: N,
  method: RelayMethod,
  pattern: string,
  scope: S,
  ...bindings: Binding[]
): RelayOperation<N, S> {
  return { name, method, pattern, scope, bindings };
}

/**
 * Every operation the relay knows; anything else is refused. Fixed paths come
 * before parameterised ones of the same shape, as in the service's routes.
 */
export const RELAY_OPERATIONS = [
  // Catalog and project settings end users need to pick a toolkit: nothing user-owned, no credentials.
  op('toolkits.list', 'POST', '/toolkits/multi', 'user'),
  op('toolkits.categories', 'GET', '/toolkits/categories', 'user'),
  op('toolkits.get', 'GET', '/toolkits/:slug', 'user'),
  op('triggerTypes.list', 'GET', '/triggers_types', 'user'),
  op('triggerTypes.get', 'GET', '/triggers_types/:slug', 'user'),
  op('authConfigs.list', 'GET', '/auth_configs', 'user'),
  op('authConfigs.get', 'GET', '/auth_configs/:id', 'user'),

  op('connectedAccounts.list', 'GET', '/connected_accounts', 'user', forceUserIdsFilter),
  op('connectedAccounts.link', 'POST', '/connected_accounts/link', 'user', forceBodyUserId, callbacksOnAppOrigin),
  op('connectedAccounts.get', 'GET', '/connected_accounts/:id', 'user', ownAccountInPath),
  op('connectedAccounts.refresh', 'POST', '/connected_accounts/:id/refresh', 'user', ownAccountInPath, callbacksOnAppOrigin),
  op('connectedAccounts.delete', 'DELETE', '/connected_accounts/:id', 'user', ownAccountInPath),

  op('triggerInstances.upsert', 'POST', '/trigger_instances/:slug/upsert', 'user', ownAccountInBody),
  op('triggerInstances.listActive', 'GET', '/trigger_instances/active', 'user', forceUserIdsFilter),
  op('triggerInstances.manage', 'PATCH', '/trigger_instances/manage/:id', 'user', ownTriggerInstance),
  op('triggerInstances.delete', 'DELETE', '/trigger_instances/manage/:id', 'user', ownTriggerInstance),

  op('toolRouter.createSession', 'POST', '/tool_router/session', 'user', forceBodyUserId, ownSessionAccounts, callbacksOnAppOrigin),
  op('toolRouter.getSession', 'GET', '/tool_router/session/:id', 'user', ownSession),
  op('toolRouter.listToolkits', 'GET', '/tool_router/session/:id/toolkits', 'user', ownSession),
  op('toolRouter.createLink', 'POST', '/tool_router/session/:id/link', 'user', ownSession, callbacksOnAppOrigin),

  op('mcp.createInstance', 'POST', '/mcp/servers/:serverId/instances', 'user', forceBodyUserId),
  op('mcp.deleteInstance', 'DELETE', '/mcp/servers/:serverId/instances/:instanceId', 'user', ownMcpInstance),

  op('proxy.execute', 'POST', '/tools/execute/proxy', 'user', ownAccountInBody, toolkitPathsOnly),

  // Files have no owner at the service: admin scope unless `files: 'shared'`.
  op('files.list', 'GET', '/files/list', 'admin'),
  op('files.requestUpload', 'POST', '/files/upload/request', 'admin'),

  op('authConfigs.create', 'POST', '/auth_configs', 'admin'),
  op('authConfigs.updateStatus', 'PATCH', '/auth_configs/:id/:status', 'admin'),
  // The instance listing filters by substring over user and instance ids, so it cannot be bound to one user.
  op('mcp.listInstances', 'GET', '/mcp/servers/:serverId/instances', 'admin'),
  // Generated URLs carry any user_ids asked for.
  op('mcp.generateUrl', 'POST', '/mcp/servers/generate', 'admin'),
  op('mcp.createServer', 'POST', '/mcp/servers', 'admin'),
  op('mcp.listServers', 'GET', '/mcp/servers', 'admin'),
  op('mcp.getServer', 'GET', '/mcp/:id', 'admin'),
  op('mcp.updateServer', 'PATCH', '/mcp/:id', 'admin'),
  op('mcp.deleteServer', 'DELETE', '/mcp/:id', 'admin'),
  // Subscriptions hold the signing secret that authenticates events to the app.
  op('webhookSubscriptions.list', 'GET', '/webhook_subscriptions', 'admin'),
  op('webhookSubscriptions.create', 'POST', '/webhook_subscriptions', 'admin'),
  op('webhookSubscriptions.get', 'GET', '/webhook_subscriptions/:id', 'admin'),
  op('webhookSubscriptions.update', 'PATCH', '/webhook_subscriptions/:id', 'admin'),
  op('webhookSubscriptions.delete', 'DELETE', '/webhook_subscriptions/:id', 'admin'),
  op('webhookSubscriptions.rotateSecret', 'POST', '/webhook_subscriptions/:id/rotate_secret', 'admin'),

  // Create and regenerate answer with API keys: only ever for admins, only when `organization` allows.
  op('projects.create', 'POST', '/org/owner/project/new', 'org'),
  op('projects.list', 'GET', '/org/owner/project/list', 'org'),
  op('projects.regenerateApiKey', 'POST', '/org/owner/project/:id/regenerate_api_key', 'org'),
  op('projects.delete', 'DELETE', '/org/owner/project/:id', 'org'),
] as const;

type AnyOperation = (typeof RELAY_OPERATIONS)[number];

/** Names `allow` accepts: org-scope operations are governed by `organization` instead. */
export type RelayOperationName = Exclude<AnyOperation, { scope: 'org' }>['name'];

/** Operations whose scope the `files` option decides. */
export const FILE_OPERATIONS: ReadonlySet<string> = new Set<RelayOperationName>(['files.list', 'files.requestUpload']);

/** The default `allow`: what an end user's browser needs. */
export const DEFAULT_ALLOW: readonly RelayOperationName[] = RELAY_OPERATIONS.filter(
  (operation): operation is Extract<AnyOperation, { scope: 'user' }> => operation.scope === 'user',
)
  .map((operation): RelayOperationName => operation.name)
  .concat(['files.list', 'files.requestUpload']);

export interface MatchedOperation {
  operation: RelayOperation;
  params: Record<string, string>;
}

/** The first operation whose method and pattern match `path` (after /api/v3), with its decoded parameters. */
export function matchOperation(method: string, path: string): MatchedOperation | null {
  const segments = path.split('/');
  for (const operation of RELAY_OPERATIONS) {
    if (operation.method !== method) continue;
    const params = matchPattern(operation.pattern.split('/'), segments);
    if (params) return { operation, params };
  }
  return null;
}

function matchPattern(pattern: string[], segments: string[]): Record<string, string> | null {
  if (pattern.length !== segments.length) return null;
  const params: Record<string, string> = {};
  for (const [index, part] of pattern.entries()) {
    const segment = segments[index] ?? '';
    if (!part.startsWith(':')) {
      if (part !== segment) return null;
      continue;
    }
    if (segment === '') return null;
    try {
      params[part.slice(1)] = decodeURIComponent(segment);
    } catch {
      return null;
    }
  }
  return params;
}
