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
 * Where the API is mounted: `/api/v3`, and `/api/v3.1` where the vendor's
 * later SDKs call the same endpoints. Answers are the same under both but
 * where the vendor's v3.1 differs (a session's pinned accounts are lists:
 * see `apiVersionOf`).
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
 * The outside world the service plays itself: hosted connect page and OAuth
 * provider, presigned uploads, toolkit logos, and the built-in toolkits' APIs.
 */
export const publicRoutes = [connectPageRoutes, uploadsRoutes, sessionFileTransfersRoutes, logosRoutes, sandboxRoutes];
