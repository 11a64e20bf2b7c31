import { authConfigsRoutes } from './authConfigs/authConfigsRoutes';
import { connectPageRoutes } from './connect/connectPageRoutes';
import { connectedAccountsRoutes } from './connectedAccounts/connectedAccountsRoutes';
import { filesRoutes } from './files/filesRoutes';
import { logosRoutes } from './toolkits/logosRoutes';
import { mcpRoutes } from './mcp/mcpRoutes';
import { projectConfigRoutes } from './projects/projectConfigRoutes';
import { projectsRoutes } from './projects/projectsRoutes';
import { proxyRoutes } from './proxy/proxyRoutes';
import { sandboxRoutes } from './sandbox/sandboxRoutes';
import { toolkitsRoutes } from './toolkits/toolkitsRoutes';
import { toolRouterRoutes } from './toolRouter/toolRouterRoutes';
import { sessionConfigRoutes } from './toolRouter/sessionConfigRoutes';
import { approvalsRoutes } from './toolRouter/approvals/approvalsRoutes';
import { sessionProxyRoutes } from './toolRouter/sessionProxyRoutes';
import { sessionFilesRoutes } from './sessionFiles/sessionFilesRoutes';
import { sessionFileTransfersRoutes } from './sessionFiles/sessionFileTransfersRoutes';
import { sessionToolsRoutes } from './toolRouter/sessionToolsRoutes';
import { toolsRoutes } from './tools/toolsRoutes';
import { triggerInstancesRoutes } from './triggers/triggerInstancesRoutes';
import { triggerTypesRoutes } from './triggers/triggerTypesRoutes';
import { uploadsRoutes } from './files/uploadsRoutes';
import { webhookSubscriptionsRoutes } from './webhooks/webhookSubscriptionsRoutes';
import { logsRoutes } from './logs/logsRoutes';

/**
 * Every router under each of API_PREFIXES, imported at once: for what reads
 * them all (the OpenAPI document, tests). The app imports each with the first
 * request to its paths instead, from the same list in `routeGroups.ts`.
 */
export const apiRoutes = [
  authConfigsRoutes,
  connectedAccountsRoutes,
  toolkitsRoutes,
  triggerTypesRoutes,
  triggerInstancesRoutes,
  toolRouterRoutes,
  sessionConfigRoutes,
  sessionProxyRoutes,
  sessionFilesRoutes,
  approvalsRoutes,
  mcpRoutes,
  filesRoutes,
  proxyRoutes,
  // After the proxy: POST /tools/execute/proxy is the proxy's, not a tool's.
  toolsRoutes,
  sessionToolsRoutes,
  projectsRoutes,
  projectConfigRoutes,
  webhookSubscriptionsRoutes,
  logsRoutes,
];

/**
 * The outside world the service plays itself (`PUBLIC_ROUTE_GROUPS` in `routeGroups.ts`): hosted connect page and OAuth
 * provider, presigned uploads, toolkit logos, and the built-in toolkits' APIs.
 */
export const publicRoutes = [connectPageRoutes, uploadsRoutes, sessionFileTransfersRoutes, logosRoutes, sandboxRoutes];
