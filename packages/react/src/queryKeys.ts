import { authConfigKeys } from './keys/authConfigKeys';
import { connectedAccountKeys } from './keys/connectedAccountKeys';
import { fileKeys } from './keys/fileKeys';
import { mcpKeys } from './keys/mcpKeys';
import { patchbayKey } from './keys/patchbayKey';
import { projectKeys } from './keys/projectKeys';
import { toolKeys } from './keys/toolKeys';
import { toolkitKeys } from './keys/toolkitKeys';
import { toolRouterKeys } from './keys/toolRouterKeys';
import { toolApprovalKeys } from './keys/toolApprovalKeys';
import { triggerInstanceKeys } from './keys/triggerInstanceKeys';
import { triggerTypeKeys } from './keys/triggerTypeKeys';
import { webhookSubscriptionKeys } from './keys/webhookSubscriptionKeys';

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
};
