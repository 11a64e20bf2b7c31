import { authConfigsRoutes } from './authConfigs/authConfigsRoutes';
import { connectPageRoutes } from './connect/connectPageRoutes';
import { connectedAccountsRoutes } from './connectedAccounts/connectedAccountsRoutes';
import { filesRoutes } from './files/filesRoutes';
import { logosRoutes } from './toolkits/logosRoutes';
import { mcpRoutes } from './mcp/mcpRoutes';
import { projectsRoutes } from './projects/projectsRoutes';
import { proxyRoutes } from './proxy/proxyRoutes';
import { sandboxRoutes } from './sandbox/sandboxRoutes';
import { toolkitsRoutes } from './toolkits/toolkitsRoutes';
import { toolRouterRoutes } from './toolRouter/toolRouterRoutes';
import { sessionToolsRoutes } from './tools/sessionToolsRoutes';
import { toolsRoutes } from './tools/toolsRoutes';
import { triggerInstancesRoutes } from './triggers/triggerInstancesRoutes';
import { triggerTypesRoutes } from './triggers/triggerTypesRoutes';
import { uploadsRoutes } from './files/uploadsRoutes';
import { webhookSubscriptionsRoutes } from './webhooks/webhookSubscriptionsRoutes';

/**
 * Where the API is mounted: `/api/v3`, and `/api/v3.1` where the vendor's
 * later SDKs call the same endpoints (its client 0.1.0-alpha.76 changes no
 * shape the table's rows answer with, only the prefix).
 */
export const API_PREFIXES = ['/api/v3', '/api/v3.1'] as const;

/** Mounted under each of API_PREFIXES, behind authentication. */
export const apiRoutes = [
  authConfigsRoutes,
  connectedAccountsRoutes,
  toolkitsRoutes,
  triggerTypesRoutes,
  triggerInstancesRoutes,
  toolRouterRoutes,
  mcpRoutes,
  filesRoutes,
  proxyRoutes,
  // After the proxy: POST /tools/execute/proxy is the proxy's, not a tool's.
  toolsRoutes,
  sessionToolsRoutes,
  projectsRoutes,
  webhookSubscriptionsRoutes,
];

/**
 * The outside world the service plays itself: hosted connect page and OAuth
 * provider, presigned uploads, toolkit logos, and the built-in toolkits' APIs.
 */
export const publicRoutes = [connectPageRoutes, uploadsRoutes, logosRoutes, sandboxRoutes];
