import { authConfigsRoutes } from './authConfigs';
import { connectPageRoutes } from './connectPage';
import { connectedAccountsRoutes } from './connectedAccounts';
import { filesRoutes } from './files';
import { logosRoutes } from './logos';
import { mcpRoutes } from './mcp';
import { projectsRoutes } from './projects';
import { proxyRoutes } from './proxy';
import { sandboxRoutes } from './sandbox';
import { toolkitsRoutes } from './toolkits';
import { toolRouterRoutes } from './toolRouter';
import { triggerInstancesRoutes } from './triggerInstances';
import { triggerTypesRoutes } from './triggerTypes';
import { uploadsRoutes } from './uploads';
import { webhookSubscriptionsRoutes } from './webhookSubscriptions';

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
  projectsRoutes,
  webhookSubscriptionsRoutes,
];

/**
 * The outside world the service plays itself: hosted connect page and OAuth
 * provider, presigned uploads, toolkit logos, and the built-in toolkits' APIs.
 */
export const publicRoutes = [connectPageRoutes, uploadsRoutes, logosRoutes, sandboxRoutes];
