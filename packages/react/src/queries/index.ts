// No 'use client' here: Server Components import these to prefetch and hydrate.
export { patchbayKeys } from '../queryKeys';
export { authConfigKeys } from '../keys/authConfigKeys';
export { connectedAccountKeys } from '../keys/connectedAccountKeys';
export { fileKeys } from '../keys/fileKeys';
export { mcpKeys } from '../keys/mcpKeys';
export { projectKeys } from '../keys/projectKeys';
export { toolKeys } from '../keys/toolKeys';
export { toolkitKeys } from '../keys/toolkitKeys';
export { toolRouterKeys } from '../keys/toolRouterKeys';
export { toolApprovalKeys } from '../keys/toolApprovalKeys';
export { triggerInstanceKeys } from '../keys/triggerInstanceKeys';
export { triggerTypeKeys } from '../keys/triggerTypeKeys';
export { webhookSubscriptionKeys } from '../keys/webhookSubscriptionKeys';
export { authConfigQueryOptions, authConfigsQueryOptions } from './authConfigs';
export { connectedAccountQueryOptions, connectedAccountsQueryOptions } from './connectedAccounts';
export { filesInfiniteQueryOptions } from './files';
export type { FileFilters } from './files';
export { mcpInstancesQueryOptions, mcpServerQueryOptions, mcpServersQueryOptions } from './mcp';
export { projectsQueryOptions } from './projects';
export { toolkitCategoriesQueryOptions, toolkitQueryOptions, toolkitsInfiniteQueryOptions } from './toolkits';
export type { ToolkitFilters } from './toolkits';
export { toolQueryOptions, toolsInfiniteQueryOptions } from './tools';
export type { ToolFilters } from './tools';
export {
  sessionSearchQueryOptions,
  sessionToolkitsInfiniteQueryOptions,
  sessionToolsQueryOptions,
  toolRouterSessionQueryOptions,
} from './toolRouter';
export type { SessionToolkitFilters } from './toolRouter';
export { pendingApprovalsQueryOptions, toolApprovalQueryOptions } from './toolApprovals';
export { triggerInstancesQueryOptions } from './triggerInstances';
export { triggerTypeQueryOptions, triggerTypesInfiniteQueryOptions } from './triggerTypes';
export type { TriggerTypeFilters } from './triggerTypes';
export { webhookSubscriptionQueryOptions, webhookSubscriptionsQueryOptions } from './webhookSubscriptions';
