import type { Hono } from 'hono';
import type { AppEnv } from './http/context';

/**
 * A router of the service, imported with the first request to one of its
 * paths, so a fresh process does not load (nor build the schemas of) every
 * feature before its first answer. The tables below are the only list of the
 * routers, in the order the app mounts them: `apiRoutes.ts` imports them all
 * from here for what reads every router (test/routeGroups.test.ts holds every
 * route of a router to its `segments`).
 */
export interface RouteGroup {
  /** The first segment of every path it routes, relative to where it is mounted (`/connected_accounts`). */
  readonly segments: readonly string[];
  readonly load: () => Promise<Hono<AppEnv>>;
}

/** Mounted under each of API_PREFIXES, behind authentication (`apiRoutes` imports them all at once). */
export const API_ROUTE_GROUPS: readonly RouteGroup[] = [
  { segments: ['/auth_configs'], load: async () => (await import('./authConfigs/authConfigsRoutes')).authConfigsRoutes },
  { segments: ['/connected_accounts'], load: async () => (await import('./connectedAccounts/connectedAccountsRoutes')).connectedAccountsRoutes },
  { segments: ['/toolkits'], load: async () => (await import('./toolkits/toolkitsRoutes')).toolkitsRoutes },
  { segments: ['/triggers_types'], load: async () => (await import('./triggers/triggerTypesRoutes')).triggerTypesRoutes },
  { segments: ['/trigger_instances'], load: async () => (await import('./triggers/triggerInstancesRoutes')).triggerInstancesRoutes },
  { segments: ['/tool_router'], load: async () => (await import('./toolRouter/toolRouterRoutes')).toolRouterRoutes },
  { segments: ['/tool_router'], load: async () => (await import('./toolRouter/sessionConfigRoutes')).sessionConfigRoutes },
  { segments: ['/tool_router'], load: async () => (await import('./toolRouter/sessionProxyRoutes')).sessionProxyRoutes },
  { segments: ['/tool_router'], load: async () => (await import('./sessionFiles/sessionFilesRoutes')).sessionFilesRoutes },
  { segments: ['/tool_router'], load: async () => (await import('./toolRouter/approvals/approvalsRoutes')).approvalsRoutes },
  { segments: ['/mcp'], load: async () => (await import('./mcp/mcpRoutes')).mcpRoutes },
  { segments: ['/files'], load: async () => (await import('./files/filesRoutes')).filesRoutes },
  { segments: ['/tools'], load: async () => (await import('./proxy/proxyRoutes')).proxyRoutes },
  // After the proxy: POST /tools/execute/proxy is the proxy's, not a tool's.
  { segments: ['/tools'], load: async () => (await import('./tools/toolsRoutes')).toolsRoutes },
  { segments: ['/tool_router'], load: async () => (await import('./toolRouter/sessionToolsRoutes')).sessionToolsRoutes },
  { segments: ['/org'], load: async () => (await import('./projects/projectsRoutes')).projectsRoutes },
  { segments: ['/org'], load: async () => (await import('./projects/projectConfigRoutes')).projectConfigRoutes },
  { segments: ['/webhook_subscriptions'], load: async () => (await import('./webhooks/webhookSubscriptionsRoutes')).webhookSubscriptionsRoutes },
  { segments: ['/logs'], load: async () => (await import('./logs/logsRoutes')).logsRoutes },
];

/** Under each of API_PREFIXES too, when the test controls are on. */
export const TEST_CONTROLS_ROUTE_GROUP: RouteGroup = {
  segments: ['/test_helpers'],
  load: async () => (await import('./testControls/testControlsRoutes')).testControlsRoutes,
};

/** The MCP servers' own URLs, mounted at the root behind authentication. */
export const MCP_SERVE_ROUTE_GROUP: RouteGroup = {
  segments: ['/mcp'],
  load: async () => (await import('./mcp/serve/mcpServeRoutes')).mcpServeRoutes,
};

/** Mounted at the root, public (`publicRoutes` imports them all at once). */
export const PUBLIC_ROUTE_GROUPS: readonly RouteGroup[] = [
  { segments: ['/oauth', '/connect'], load: async () => (await import('./connect/connectPageRoutes')).connectPageRoutes },
  { segments: ['/uploads'], load: async () => (await import('./files/uploadsRoutes')).uploadsRoutes },
  { segments: ['/uploads'], load: async () => (await import('./sessionFiles/sessionFileTransfersRoutes')).sessionFileTransfersRoutes },
  { segments: ['/logos'], load: async () => (await import('./toolkits/logosRoutes')).logosRoutes },
  { segments: ['/sandbox'], load: async () => (await import('./sandbox/sandboxRoutes')).sandboxRoutes },
];

/** Routers already imported, shared by every server of the process: a later server mounts them at once. */
const loaded = new Map<RouteGroup, Hono<AppEnv>>();
const loading = new Map<RouteGroup, Promise<void>>();

/** The group's router if it has been imported. */
export function loadedRoutes(group: RouteGroup): Hono<AppEnv> | undefined {
  return loaded.get(group);
}

/** Imports the group's router (once per process). */
export function loadRouteGroup(group: RouteGroup): Promise<void> {
  let pending = loading.get(group);
  if (!pending) {
    pending = group.load().then((routes) => void loaded.set(group, routes));
    // A failed import is tried again by the next request, not remembered.
    pending.catch(() => loading.delete(group));
    loading.set(group, pending);
  }
  return pending;
}
