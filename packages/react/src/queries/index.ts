// No 'use client' here: Server Components import these to prefetch and hydrate.
export { patchbayKeys } from '../queryKeys';
export { authConfigQueryOptions, authConfigsQueryOptions } from './authConfigs';
export { connectedAccountQueryOptions, connectedAccountsQueryOptions } from './connectedAccounts';
export { filesInfiniteQueryOptions } from './files';
export type { FileFilters } from './files';
export { mcpInstancesQueryOptions, mcpServerQueryOptions, mcpServersQueryOptions } from './mcp';
export { projectsQueryOptions } from './projects';
export { toolkitCategoriesQueryOptions, toolkitQueryOptions, toolkitsInfiniteQueryOptions } from './toolkits';
export type { ToolkitFilters } from './toolkits';
export { sessionToolkitsInfiniteQueryOptions, toolRouterSessionQueryOptions } from './toolRouter';
export type { SessionToolkitFilters } from './toolRouter';
export { triggerInstancesQueryOptions } from './triggerInstances';
export { triggerTypeQueryOptions, triggerTypesInfiniteQueryOptions } from './triggerTypes';
export type { TriggerTypeFilters } from './triggerTypes';
export { webhookSubscriptionQueryOptions, webhookSubscriptionsQueryOptions } from './webhookSubscriptions';
