// No 'use client' here: Server Components import these to prefetch and hydrate.
// Each resource's file holds its query keys and its queryOptions, all of them public.
export { patchbayKeys } from './patchbayKeys';
export * from './authConfigs';
export * from './connectedAccounts';
export * from './files';
export * from './logs';
export * from './mcp';
export * from './projects';
export * from './toolkits';
export * from './tools';
export * from './toolRouter';
export * from './toolApprovals';
export * from './triggerInstances';
export * from './triggerTypes';
export * from './webhookSubscriptions';
