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
  /**
   * The query parameters forwarded (by name; `name[...]` bracket forms
   * included). Any other parameter is dropped, so only what was checked
   * reaches the service.
   */
  readonly query: readonly string[];
  /** Run in order before forwarding; they tie the call to the signed-in user. */
  readonly bindings: readonly Binding[];
}

interface OperationRules {
  query?: readonly string[];
  bindings?: readonly Binding[];
}

function op<N extends string, S extends RelayScope>(
  name: N,
  method: RelayMethod,
  pattern: string,
  scope: S,
  { query = [], bindings = [] }: OperationRules = {},
): RelayOperation<N, S> {
  return { name, method, pattern, scope, query, bindings };
}

const PAGE = ['limit', 'cursor'] as const;
const NUMBERED_PAGE = ['page_no', 'limit', 'order_by', 'order_direction'] as const;

/**
 * Every operation the relay knows; anything else is refused. Fixed paths come
 * before parameterised ones of the same shape, as in the service's routes.
 */
export const RELAY_OPERATIONS = [
  // Catalog and project settings end users need to pick a toolkit: nothing user-owned, no credentials.
  op('toolkits.list', 'POST', '/toolkits/multi', 'user'),
  op('toolkits.categories', 'GET', '/toolkits/categories', 'user', { query: PAGE }),
  op('toolkits.get', 'GET', '/toolkits/:slug', 'user'),
  op('triggerTypes.list', 'GET', '/triggers_types', 'user', { query: [...PAGE, 'toolkit_slugs', 'toolkit_versions'] }),
  op('triggerTypes.get', 'GET', '/triggers_types/:slug', 'user', { query: ['toolkit_versions'] }),
  op('authConfigs.list', 'GET', '/auth_configs', 'user', { query: [...PAGE, 'toolkit_slug', 'show_disabled'] }),
  op('authConfigs.get', 'GET', '/auth_configs/:id', 'user'),

  op('connectedAccounts.list', 'GET', '/connected_accounts', 'user', {
    query: [...PAGE, 'user_ids', 'toolkit_slugs', 'statuses', 'auth_config_ids', 'connected_account_ids', 'order_by', 'order_direction'],
    bindings: [forceUserIdsFilter],
  }),
  op('connectedAccounts.link', 'POST', '/connected_accounts/link', 'user', { bindings: [forceBodyUserId, callbacksOnAppOrigin] }),
  op('connectedAccounts.get', 'GET', '/connected_accounts/:id', 'user', { bindings: [ownAccountInPath] }),
  op('connectedAccounts.refresh', 'POST', '/connected_accounts/:id/refresh', 'user', {
    query: ['redirect_url'],
    bindings: [ownAccountInPath, callbacksOnAppOrigin],
  }),
  op('connectedAccounts.delete', 'DELETE', '/connected_accounts/:id', 'user', { bindings: [ownAccountInPath] }),

  op('triggerInstances.upsert', 'POST', '/trigger_instances/:slug/upsert', 'user', { bindings: [ownAccountInBody] }),
  op('triggerInstances.listActive', 'GET', '/trigger_instances/active', 'user', {
    query: [...PAGE, 'connected_account_ids', 'user_ids', 'trigger_ids', 'trigger_names', 'auth_config_ids', 'show_disabled'],
    bindings: [forceUserIdsFilter],
  }),
  op('triggerInstances.manage', 'PATCH', '/trigger_instances/manage/:id', 'user', { bindings: [ownTriggerInstance] }),
  op('triggerInstances.delete', 'DELETE', '/trigger_instances/manage/:id', 'user', { bindings: [ownTriggerInstance] }),

  op('toolRouter.createSession', 'POST', '/tool_router/session', 'user', {
    bindings: [forceBodyUserId, ownSessionAccounts, callbacksOnAppOrigin],
  }),
  op('toolRouter.getSession', 'GET', '/tool_router/session/:id', 'user', { bindings: [ownSession] }),
  op('toolRouter.listToolkits', 'GET', '/tool_router/session/:id/toolkits', 'user', {
    query: [...PAGE, 'toolkits', 'is_connected', 'search'],
    bindings: [ownSession],
  }),
  op('toolRouter.createLink', 'POST', '/tool_router/session/:id/link', 'user', { bindings: [ownSession, callbacksOnAppOrigin] }),

  op('mcp.createInstance', 'POST', '/mcp/servers/:serverId/instances', 'user', { bindings: [forceBodyUserId] }),
  op('mcp.deleteInstance', 'DELETE', '/mcp/servers/:serverId/instances/:instanceId', 'user', { bindings: [ownMcpInstance] }),

  op('proxy.execute', 'POST', '/tools/execute/proxy', 'user', { bindings: [ownAccountInBody, toolkitPathsOnly] }),

  // Files have no owner at the service: admin scope unless `files: 'shared'`.
  op('files.list', 'GET', '/files/list', 'admin', { query: [...PAGE, 'toolkit_slug', 'tool_slug'] }),
  op('files.requestUpload', 'POST', '/files/upload/request', 'admin'),

  op('authConfigs.create', 'POST', '/auth_configs', 'admin'),
  op('authConfigs.updateStatus', 'PATCH', '/auth_configs/:id/:status', 'admin'),
  // The instance listing filters by substring over user and instance ids, so it cannot be bound to one user.
  op('mcp.listInstances', 'GET', '/mcp/servers/:serverId/instances', 'admin', { query: [...NUMBERED_PAGE, 'search'] }),
  // Generated URLs carry any user_ids asked for.
  op('mcp.generateUrl', 'POST', '/mcp/servers/generate', 'admin'),
  op('mcp.createServer', 'POST', '/mcp/servers', 'admin'),
  op('mcp.listServers', 'GET', '/mcp/servers', 'admin', { query: [...NUMBERED_PAGE, 'name', 'toolkits', 'auth_config_ids'] }),
  op('mcp.getServer', 'GET', '/mcp/:id', 'admin'),
  op('mcp.updateServer', 'PATCH', '/mcp/:id', 'admin'),
  op('mcp.deleteServer', 'DELETE', '/mcp/:id', 'admin'),
  // Subscriptions hold the signing secret that authenticates events to the app.
  op('webhookSubscriptions.list', 'GET', '/webhook_subscriptions', 'admin', { query: PAGE }),
  op('webhookSubscriptions.create', 'POST', '/webhook_subscriptions', 'admin'),
  op('webhookSubscriptions.get', 'GET', '/webhook_subscriptions/:id', 'admin'),
  op('webhookSubscriptions.update', 'PATCH', '/webhook_subscriptions/:id', 'admin'),
  op('webhookSubscriptions.delete', 'DELETE', '/webhook_subscriptions/:id', 'admin'),
  op('webhookSubscriptions.rotateSecret', 'POST', '/webhook_subscriptions/:id/rotate_secret', 'admin'),

  // Create and regenerate answer with API keys: only ever for admins, only when `organization` allows.
  op('projects.create', 'POST', '/org/owner/project/new', 'org'),
  op('projects.list', 'GET', '/org/owner/project/list', 'org', { query: PAGE }),
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

/**
 * The part of `query` that `operation` takes, re-serialized: names outside
 * its list (prototype keys among them) never reach the service.
 */
export function allowedQuery(operation: RelayOperation, query: URLSearchParams): URLSearchParams {
  const allowed = new URLSearchParams();
  for (const [key, value] of query) {
    const name = key.includes('[') ? key.slice(0, key.indexOf('[')) : key;
    if (operation.query.includes(name)) allowed.append(key, value);
  }
  return allowed;
}
