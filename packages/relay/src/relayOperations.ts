import { ENDPOINTS, type EndpointName, type HttpMethod } from '@patchbay/client';
import {
  callbacksOnAppOrigin,
  forceBodyUserId,
  forceLogUserFilter,
  forceUserIdsFilter,
  ownAccountInBody,
  ownAccountInPath,
  ownAccountIfInBody,
  ownExecutionLog,
  noSessionAccountPins,
  ownMcpInstance,
  ownSession,
  ownSessionAccounts,
  ownTriggerInstance,
  sharingByAdminsOnly,
  toolkitPathsOnly,
  type Binding,
} from './userBindings';
import { executeManageConnectionsPolicy, metaManageConnectionsPolicy, sessionLinkPolicy } from './sessionConnectPolicy';
import { vendorManagedAuthConfig } from './vendorManagedAuthConfig';

/**
 * Who may use an operation: 'user' any signed-in user, bound to themselves;
 * 'admin' users with isAdmin (project-wide settings, no user to bind to);
 * 'org' admins when `organization` is 'admins' (sent with the org key).
 */
export type RelayScope = 'user' | 'admin' | 'org';

export type RelayMethod = HttpMethod;

/**
 * Options an app must turn on before an operation is forwarded, whatever
 * `allow` says: 'toolExecution' (running tools with the user's accounts).
 */
export type RelayOptIn = 'toolExecution';

/** The relay's decision for one endpoint of the table. */
export type RelayRule<S extends RelayScope = RelayScope> =
  | { readonly scope: S; readonly bindings: readonly Binding[]; readonly optIn?: RelayOptIn }
  /** Never forwarded, for the reason given. */
  | { readonly scope: 'refused'; readonly reason: string };

const user = (...bindings: Binding[]) => ({ scope: 'user', bindings }) as const;
/** A user operation that also needs `toolExecution: true`. */
const execution = (...bindings: Binding[]) => ({ scope: 'user', bindings, optIn: 'toolExecution' }) as const;
const admin = () => ({ scope: 'admin', bindings: [] }) as const;
const org = () => ({ scope: 'org', bindings: [] }) as const;

/**
 * The relay's decision for every endpoint of `@patchbay/client`'s table, by
 * name: the scope and the bindings that tie a call to the signed-in user.
 * Method, path, key and query parameters come from the table.
 */
export const RELAY_RULES = {
  // Catalog and project settings end users need to pick a toolkit: nothing user-owned, no credentials.
  'toolkits.list': user(),
  'toolkits.query': user(),
  'toolkits.categories': user(),
  'toolkits.get': user(),
  'toolkits.changelog': user(),
  'triggerTypes.list': user(),
  'triggerTypes.get': user(),
  'triggerTypes.enum': user(),
  'authConfigs.list': user(),
  'authConfigs.get': user(),
  // What a user's connect flow needs for a toolkit nobody set up yet: its vendor-managed auth config (admins: any).
  'authConfigs.create': user(vendorManagedAuthConfig),

  'connectedAccounts.list': user(forceUserIdsFilter),
  // The vendor's initiate takes credentials up front and a user id in a nested object: a backend call (users link with `link`).
  'connectedAccounts.create': admin(),
  // Sharing the account with other users (SHARED, its ACL) is an admin's decision.
  'connectedAccounts.link': user(forceBodyUserId, callbacksOnAppOrigin, sharingByAdminsOnly),
  'connectedAccounts.get': user(ownAccountInPath),
  'connectedAccounts.refresh': user(ownAccountInPath, callbacksOnAppOrigin),
  // Giving up the user's own pending connect attempt (a closed window, Cancel in the app).
  'connectedAccounts.cancelLink': user(ownAccountInPath),
  'connectedAccounts.delete': user(ownAccountInPath),
  // Labelling and disabling: the user's own accounts only.
  'connectedAccounts.update': user(ownAccountInPath, sharingByAdminsOnly),
  'connectedAccounts.updateStatus': user(ownAccountInPath),
  // Revoking ends the user's own account's credentials only: another user's id is answered like a missing one.
  'connectedAccounts.revoke': user(ownAccountInPath),

  // The account is the user's: the one named, or (none named) the service picks the user's own, by the forced user_id.
  'triggerInstances.upsert': user(forceBodyUserId, ownAccountIfInBody),
  'triggerInstances.listActive': user(forceUserIdsFilter),
  'triggerInstances.manage': user(ownTriggerInstance),
  'triggerInstances.delete': user(ownTriggerInstance),

  'toolRouter.createSession': user(forceBodyUserId, ownSessionAccounts, callbacksOnAppOrigin),
  'toolRouter.getSession': user(ownSession),
  'toolRouter.listToolkits': user(ownSession),
  // A link, and Manage connections below, create the toolkit's default auth config when it has none: the managedAuthConfigs policy decides.
  'toolRouter.createLink': user(ownSession, callbacksOnAppOrigin, sessionLinkPolicy),
  'toolRouter.search': user(ownSession),
  'toolRouter.listTools': user(ownSession),
  // Running tools acts at third-party apps with the user's credentials: only when the app opts in.
  'toolRouter.execute': execution(ownSession, executeManageConnectionsPolicy),
  'toolRouter.executeMeta': execution(ownSession, metaManageConnectionsPolicy),
  // The proxy with the session's own account, kept to its toolkits' APIs as proxy.execute is.
  'toolRouter.proxyExecute': user(ownSession, toolkitPathsOnly),
  // Ownership of the session is the update's one lookup, so it pins no accounts (see noSessionAccountPins).
  'toolRouter.updateSession': user(ownSession, noSessionAccountPins, callbacksOnAppOrigin),
  'toolRouter.deleteSession': user(ownSession),
  'toolRouter.attach': user(ownSession),
  'toolRouter.configHistory': user(ownSession),
  // The session's user answers its approvals: an approval runs only the call an agent already made in that session.
  'toolRouter.listApprovals': user(ownSession),
  'toolRouter.getApproval': user(ownSession),
  'toolRouter.answerApproval': user(ownSession),
  // A session's files are its user's.
  'toolRouter.listFiles': user(ownSession),
  'toolRouter.createFileUploadUrl': user(ownSession),
  'toolRouter.createFileDownloadUrl': user(ownSession),
  'toolRouter.deleteFile': user(ownSession),

  // The catalog's tools and their schemas: nothing user-owned.
  'tools.list': user(),
  'tools.get': user(),
  'tools.enum': user(),
  // Reads the tool's schema and the text sent: nothing user-owned, nothing run.
  'tools.getInput': user(),
  'tools.execute': execution(forceBodyUserId, ownAccountIfInBody),

  'mcp.createInstance': user(forceBodyUserId),
  'mcp.deleteInstance': user(ownMcpInstance),

  'proxy.execute': user(ownAccountInBody, toolkitPathsOnly),

  // Logs of tool executions: a user reads and searches those of their own executions only (arguments and results
  // included), and only with the same opt-in as running tools.
  'logs.searchToolExecutions': execution(forceLogUserFilter),
  'logs.getToolExecution': execution(ownExecutionLog),

  // Files have no owner at the service: admin scope unless `files: 'shared'`.
  'files.list': admin(),
  'files.requestUpload': admin(),

  'authConfigs.updateStatus': admin(),
  // Credentials and tool lists of the project's auth configs: settings no end user changes.
  'authConfigs.update': admin(),
  'authConfigs.delete': admin(),
  // The project's settings and the branding of its hosted pages: an admin's, as auth config management is.
  'projects.getConfig': admin(),
  'projects.updateConfig': admin(),
  // The instance listing filters by substring over user and instance ids, so it cannot be bound to one user.
  'mcp.listInstances': admin(),
  // Generated URLs carry any user_ids asked for.
  'mcp.generateUrl': admin(),
  'mcp.createServer': admin(),
  'mcp.createCustom': admin(),
  'mcp.listServers': admin(),
  'mcp.listAppServers': admin(),
  'mcp.getServer': admin(),
  'mcp.updateServer': admin(),
  'mcp.deleteServer': admin(),
  // Subscriptions hold the signing secret that authenticates events to the app.
  'webhookSubscriptions.list': admin(),
  'webhookSubscriptions.create': admin(),
  'webhookSubscriptions.get': admin(),
  'webhookSubscriptions.update': admin(),
  'webhookSubscriptions.delete': admin(),
  'webhookSubscriptions.rotateSecret': admin(),
  // No secret, but project-wide settings as the rest of the resource: an admin's.
  'webhookSubscriptions.listEventTypes': admin(),

  // Create and regenerate answer with API keys: only ever for admins, only when `organization` allows.
  'projects.create': org(),
  'projects.list': org(),
  'projects.get': org(),
  'projects.regenerateApiKey': org(),
  'projects.delete': org(),
} as const satisfies Record<EndpointName, RelayRule>;

type Rules = typeof RELAY_RULES;

/** An endpoint the relay forwards, as it matches and checks it. */
export interface RelayOperation<N extends EndpointName = EndpointName, S extends RelayScope = RelayScope> {
  /** The endpoint's name in the table (the `@patchbay/client` function it serves). */
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
  /** The option the app must turn on first, if any. */
  readonly optIn?: RelayOptIn | undefined;
}

type ForwardedName = { [N in keyof Rules]: Rules[N]['scope'] extends RelayScope ? N : never }[keyof Rules];

/** Names `allow` accepts: org-scope operations are governed by `organization` instead. */
export type RelayOperationName = { [N in ForwardedName]: Rules[N]['scope'] extends 'org' ? never : N }[ForwardedName];

const API_PREFIX = '/api/v3';

/**
 * Literal segments before parameters: `/mcp/servers` must not be taken for
 * `/mcp/{id}`. Patterns compare by their literal/parameter shape, segment by
 * segment, so the order is total (a sort needs a transitive comparison, or a
 * new row can reorder unrelated ones).
 */
function bySpecificity(a: RelayOperation, b: RelayOperation): number {
  const left = a.pattern.split('/');
  const right = b.pattern.split('/');
  for (let index = 0; index < Math.min(left.length, right.length); index++) {
    const literalA = !left[index]?.startsWith(':');
    const literalB = !right[index]?.startsWith(':');
    if (literalA !== literalB) return literalA ? -1 : 1;
  }
  return left.length - right.length;
}

/** Every endpoint the relay forwards; anything else is refused. */
export const RELAY_OPERATIONS: readonly RelayOperation[] = (Object.keys(RELAY_RULES) as EndpointName[])
  .flatMap((name): RelayOperation[] => {
    // Widened: a row may be refused even when none is today.
    const rule = RELAY_RULES[name] as RelayRule;
    if (rule.scope === 'refused') return [];
    const row = ENDPOINTS[name];
    const pattern = row.path.slice(API_PREFIX.length).replace(/\{(\w+)\}/g, ':$1');
    return [{ name, method: row.method, pattern, scope: rule.scope, query: row.query, bindings: rule.bindings, optIn: rule.optIn }];
  })
  .sort(bySpecificity);

const scopeOf = (name: EndpointName) => RELAY_RULES[name].scope;

/** Operations whose scope the `files` option decides. */
export const FILE_OPERATIONS: ReadonlySet<string> = new Set<RelayOperationName>(['files.list', 'files.requestUpload']);

/** The default `allow`: what an end user's browser needs. */
export const DEFAULT_ALLOW: readonly RelayOperationName[] = [
  ...(Object.keys(RELAY_RULES) as EndpointName[]).filter((name): name is RelayOperationName => scopeOf(name) === 'user'),
  'files.list',
  'files.requestUpload',
];

export interface MatchedOperation {
  operation: RelayOperation;
  params: Record<string, string>;
}

/**
 * The first operation whose method and pattern match the path after /api/v3,
 * given as its decoded segments (`decodePathSegments`): literals compare
 * decoded, as the service routes them, and parameters are the decoded values.
 */
export function matchOperation(method: string, segments: readonly string[]): MatchedOperation | null {
  for (const operation of RELAY_OPERATIONS) {
    if (operation.method !== method) continue;
    // Patterns start with '/': their first split part is empty.
    const params = matchPattern(operation.pattern.split('/').slice(1), segments);
    if (params) return { operation, params };
  }
  return null;
}

function matchPattern(pattern: string[], segments: readonly string[]): Record<string, string> | null {
  if (pattern.length !== segments.length) return null;
  const params: Record<string, string> = {};
  for (const [index, part] of pattern.entries()) {
    const segment = segments[index] ?? '';
    if (!part.startsWith(':')) {
      if (part !== segment) return null;
      continue;
    }
    if (segment === '') return null;
    params[part.slice(1)] = segment;
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
