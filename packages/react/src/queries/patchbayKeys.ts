import { authConfigKeys } from './authConfigs';
import { connectedAccountKeys } from './connectedAccounts';
import { fileKeys } from './files';
import { logKeys } from './logs';
import { mcpKeys } from './mcp';
import { patchbayKey } from './patchbayKey';
import { projectKeys } from './projects';
import { toolKeys } from './tools';
import { toolkitKeys } from './toolkits';
import { toolRouterKeys } from './toolRouter';
import { toolApprovalKeys } from './toolApprovals';
import { triggerInstanceKeys } from './triggerInstances';
import { triggerTypeKeys } from './triggerTypes';
import { webhookSubscriptionKeys } from './webhookSubscriptions';

/**
 * Query keys of every Patchbay query, as a hierarchy: invalidating a prefix
 * (e.g. `patchbayKeys.connectedAccounts.all()`) refreshes everything below it.
 * Keys of infinite lists leave the cursor out (it is the page param); keys of
 * single-page lists keep it, one cache entry per page. Each resource's keys
 * are exported on their own too (`connectedAccountKeys` is
 * `patchbayKeys.connectedAccounts`), so a bundle carries only those it uses.
 */
export const patchbayKeys = {
  all: () => patchbayKey(),
  toolkits: toolkitKeys,
  tools: toolKeys,
  authConfigs: authConfigKeys,
  connectedAccounts: connectedAccountKeys,
  triggerTypes: triggerTypeKeys,
  triggerInstances: triggerInstanceKeys,
  toolRouter: toolRouterKeys,
  toolApprovals: toolApprovalKeys,
  mcp: mcpKeys,
  files: fileKeys,
  webhookSubscriptions: webhookSubscriptionKeys,
  projects: projectKeys,
  logs: logKeys,
};
