/** Every wire type, by file: a type exported from one of these files is exported by the package. */
export type * from './common';
export type * from './authConfigs';
export type * from './accountStatus';
export type * from './connectedAccounts';
export type * from './connectionRequests';
export type * from './toolkits';
export type * from './triggers';
export type * from './toolRouter';
export type * from './sessionFiles';
export type * from './toolRouterTools';
export type * from './tools';
export type * from './inactiveAccount';
export type * from './mcp';
export type * from './files';
export type * from './proxy';
export type * from './projects';
export type * from './webhookSubscriptions';
