import type {
  CursorPageQuery,
  ListAuthConfigsQuery,
  ListConnectedAccountsQuery,
  ListFilesQuery,
  ListMcpInstancesQuery,
  ListMcpServersQuery,
  ListSessionToolkitsQuery,
  ListToolkitsRequest,
  ListTriggerInstancesQuery,
  ListTriggerTypesQuery,
  ListWebhookSubscriptionsQuery,
} from '@patchbay/client';

/**
 * Query keys of every Patchbay query, as a hierarchy: invalidating a prefix
 * (e.g. `patchbayKeys.connectedAccounts.all()`) refreshes everything below it.
 * Keys of infinite lists leave the cursor out (it is the page param); keys of
 * single-page lists keep it, one cache entry per page.
 */
export const patchbayKeys = {
  all: () => ['patchbay'] as const,

  toolkits: {
    all: () => [...patchbayKeys.all(), 'toolkits'] as const,
    list: (request: Omit<ListToolkitsRequest, 'cursor'> = {}) => [...patchbayKeys.toolkits.all(), 'list', request] as const,
    detail: (slug: string) => [...patchbayKeys.toolkits.all(), 'detail', slug] as const,
    categories: () => [...patchbayKeys.toolkits.all(), 'categories'] as const,
  },
  authConfigs: {
    all: () => [...patchbayKeys.all(), 'authConfigs'] as const,
    lists: () => [...patchbayKeys.authConfigs.all(), 'list'] as const,
    list: (query: ListAuthConfigsQuery = {}) => [...patchbayKeys.authConfigs.lists(), query] as const,
    detail: (id: string) => [...patchbayKeys.authConfigs.all(), 'detail', id] as const,
  },
  connectedAccounts: {
    all: () => [...patchbayKeys.all(), 'connectedAccounts'] as const,
    lists: () => [...patchbayKeys.connectedAccounts.all(), 'list'] as const,
    list: (query: ListConnectedAccountsQuery = {}) => [...patchbayKeys.connectedAccounts.lists(), query] as const,
    detail: (id: string) => [...patchbayKeys.connectedAccounts.all(), 'detail', id] as const,
  },
  triggerTypes: {
    all: () => [...patchbayKeys.all(), 'triggerTypes'] as const,
    list: (query: Omit<ListTriggerTypesQuery, 'cursor'> = {}) => [...patchbayKeys.triggerTypes.all(), 'list', query] as const,
    detail: (slug: string) => [...patchbayKeys.triggerTypes.all(), 'detail', slug] as const,
  },
  triggerInstances: {
    all: () => [...patchbayKeys.all(), 'triggerInstances'] as const,
    lists: () => [...patchbayKeys.triggerInstances.all(), 'list'] as const,
    list: (query: ListTriggerInstancesQuery = {}) => [...patchbayKeys.triggerInstances.lists(), query] as const,
  },
  toolRouter: {
    all: () => [...patchbayKeys.all(), 'toolRouter'] as const,
    session: (sessionId: string) => [...patchbayKeys.toolRouter.all(), 'session', sessionId] as const,
    toolkits: (sessionId: string, query: Omit<ListSessionToolkitsQuery, 'cursor'> = {}) =>
      [...patchbayKeys.toolRouter.session(sessionId), 'toolkits', query] as const,
  },
  mcp: {
    all: () => [...patchbayKeys.all(), 'mcp'] as const,
    serverLists: () => [...patchbayKeys.mcp.all(), 'servers'] as const,
    servers: (query: ListMcpServersQuery = {}) => [...patchbayKeys.mcp.serverLists(), query] as const,
    server: (id: string) => [...patchbayKeys.mcp.all(), 'server', id] as const,
    instances: (serverId: string, query: ListMcpInstancesQuery = {}) => [...patchbayKeys.mcp.server(serverId), 'instances', query] as const,
  },
  files: {
    all: () => [...patchbayKeys.all(), 'files'] as const,
    list: (query: Omit<ListFilesQuery, 'cursor'> = {}) => [...patchbayKeys.files.all(), 'list', query] as const,
  },
  webhookSubscriptions: {
    all: () => [...patchbayKeys.all(), 'webhookSubscriptions'] as const,
    lists: () => [...patchbayKeys.webhookSubscriptions.all(), 'list'] as const,
    list: (query: ListWebhookSubscriptionsQuery = {}) => [...patchbayKeys.webhookSubscriptions.lists(), query] as const,
    detail: (id: string) => [...patchbayKeys.webhookSubscriptions.all(), 'detail', id] as const,
  },
  projects: {
    all: () => [...patchbayKeys.all(), 'projects'] as const,
    list: () => [...patchbayKeys.projects.all(), 'list'] as const,
    listPage: (query: CursorPageQuery = {}) => [...patchbayKeys.projects.list(), query] as const,
  },
};
