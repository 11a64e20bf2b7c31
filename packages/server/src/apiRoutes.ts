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

/** Mounted under /api/v3, behind authentication. */
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
