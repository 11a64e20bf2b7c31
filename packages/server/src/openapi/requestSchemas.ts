import type { EndpointBody, EndpointName, EndpointQuery } from '@patchbay/client';
import type { z } from 'zod';
import {
  createBody as createAuthConfigBody,
  deleteQuery as deleteAuthConfigQuery,
  listQuery as listAuthConfigsQuery,
} from '../authConfigs/authConfigsRoutes';
import { updateBody as updateAuthConfigBody } from '../authConfigs/updateAuthConfig';
import {
  linkBody as createLinkBody,
  listQuery as listConnectedAccountsQuery,
  refreshBody as refreshAccountBody,
  refreshQuery as refreshAccountQuery,
  statusBody as accountStatusBody,
  updateBody as updateAccountBody,
} from '../connectedAccounts/connectedAccountsRoutes';
import { initiateBody } from '../connectedAccounts/initiateConnection';
import { listQuery as listFilesQuery } from '../files/filesRoutes';
import { uploadRequestBody } from '../files/uploadRequestBody';
import {
  createCustomBody,
  createInstanceBody,
  createServerBody,
  generateBody,
  listInstancesQuery,
  listServersQuery,
  updateServerBody,
} from '../mcp/mcpRoutes';
import { updateProjectConfigBody } from '../projects/projectConfigUpdate';
import { createBody as createProjectBody, listQuery as listProjectsQuery } from '../projects/projectsRoutes';
import { proxyRequestBody } from '../proxy/proxyRequestBody';
import {
  listQuery as listSessionFilesQuery,
  pathBody as sessionFilePathBody,
  uploadBody as sessionFileUploadBody,
} from '../sessionFiles/sessionFilesRoutes';
import { listQuery as listCategoriesQuery, multiBody, vendorListQuery } from '../toolkits/toolkitsRoutes';
import { createSessionBody, updateSessionBody } from '../toolRouter/sessionConfigBody';
import { attachBody, historyQuery } from '../toolRouter/sessionConfigRoutes';
import { sessionProxyBody } from '../toolRouter/sessionProxyRoutes';
import { linkBody as sessionLinkBody, toolkitsQuery as sessionToolkitsQuery } from '../toolRouter/toolRouterRoutes';
import { toolsQuery as sessionToolsQuery } from '../tools/sessionToolsRoutes';
import { executeToolBody, listToolsQuery, sessionExecuteBody, sessionExecuteMetaBody, sessionSearchBody, toolInputBody } from '../tools/toolsBodies';
import { listQuery as listTriggerInstancesQuery, manageBody, upsertBody } from '../triggers/triggerInstancesRoutes';
import { getQuery as getTriggerTypeQuery, listQuery as listTriggerTypesQuery } from '../triggers/triggerTypesRoutes';
import {
  createSchema as createWebhookBody,
  listSchema as listWebhooksQuery,
  updateSchema as updateWebhookBody,
} from '../webhooks/webhookSubscriptionsRoutes';

/**
 * The schemas endpoint `N`'s handler reads its input with: `body` exactly
 * when the table types a body for `N`, `query` exactly when it types a query.
 */
type RequestSchemasOf<N extends EndpointName> = ([EndpointBody<N>] extends [undefined] ? { body?: never } : { body: z.ZodType }) &
  ([EndpointQuery<N>] extends [undefined] ? { query?: never } : { query: z.ZodType });

/**
 * Every row of the endpoint table with the schemas the service validates its
 * request with (the very objects its handlers pass to `body` and `query`).
 * A row whose body or query has no schema here does not compile.
 */
export const REQUEST_SCHEMAS: { [N in EndpointName]: RequestSchemasOf<N> } = {
  'authConfigs.create': { body: createAuthConfigBody },
  'authConfigs.list': { query: listAuthConfigsQuery },
  'authConfigs.get': {},
  'authConfigs.updateStatus': {},
  'authConfigs.update': { body: updateAuthConfigBody },
  'authConfigs.delete': { query: deleteAuthConfigQuery },
  'connectedAccounts.link': { body: createLinkBody },
  'connectedAccounts.create': { body: initiateBody },
  'connectedAccounts.list': { query: listConnectedAccountsQuery },
  'connectedAccounts.get': {},
  'connectedAccounts.refresh': { query: refreshAccountQuery, body: refreshAccountBody },
  'connectedAccounts.delete': {},
  'connectedAccounts.update': { body: updateAccountBody },
  'connectedAccounts.updateStatus': { body: accountStatusBody },
  'toolkits.list': { body: multiBody },
  'toolkits.query': { query: vendorListQuery },
  'toolkits.categories': { query: listCategoriesQuery },
  'toolkits.get': {},
  'triggerTypes.list': { query: listTriggerTypesQuery },
  'triggerTypes.enum': {},
  'triggerTypes.get': { query: getTriggerTypeQuery },
  'triggerInstances.upsert': { body: upsertBody },
  'triggerInstances.listActive': { query: listTriggerInstancesQuery },
  'triggerInstances.manage': { body: manageBody },
  'triggerInstances.delete': {},
  'toolRouter.createSession': { body: createSessionBody },
  'toolRouter.getSession': {},
  'toolRouter.listToolkits': { query: sessionToolkitsQuery },
  'toolRouter.createLink': { body: sessionLinkBody },
  'toolRouter.search': { body: sessionSearchBody },
  'toolRouter.listTools': { query: sessionToolsQuery },
  'toolRouter.execute': { body: sessionExecuteBody },
  'toolRouter.executeMeta': { body: sessionExecuteMetaBody },
  'toolRouter.proxyExecute': { body: sessionProxyBody },
  'toolRouter.updateSession': { body: updateSessionBody },
  'toolRouter.deleteSession': {},
  'toolRouter.attach': { body: attachBody },
  'toolRouter.configHistory': { query: historyQuery },
  'toolRouter.listFiles': { query: listSessionFilesQuery },
  'toolRouter.createFileUploadUrl': { body: sessionFileUploadBody },
  'toolRouter.createFileDownloadUrl': { body: sessionFilePathBody },
  'toolRouter.deleteFile': { body: sessionFilePathBody },
  'mcp.createServer': { body: createServerBody },
  'mcp.createCustom': { body: createCustomBody },
  'mcp.listServers': { query: listServersQuery },
  'mcp.generateUrl': { body: generateBody },
  'mcp.listAppServers': { query: listServersQuery },
  'mcp.getServer': {},
  'mcp.updateServer': { body: updateServerBody },
  'mcp.deleteServer': {},
  'mcp.listInstances': { query: listInstancesQuery },
  'mcp.createInstance': { body: createInstanceBody },
  'mcp.deleteInstance': {},
  'files.list': { query: listFilesQuery },
  'files.requestUpload': { body: uploadRequestBody },
  'tools.list': { query: listToolsQuery },
  'tools.enum': {},
  'tools.get': {},
  'tools.execute': { body: executeToolBody },
  'tools.getInput': { body: toolInputBody },
  'proxy.execute': { body: proxyRequestBody },
  'projects.create': { body: createProjectBody },
  'projects.list': { query: listProjectsQuery },
  'projects.regenerateApiKey': {},
  'projects.delete': {},
  'projects.getConfig': {},
  'projects.updateConfig': { body: updateProjectConfigBody },
  'webhookSubscriptions.list': { query: listWebhooksQuery },
  'webhookSubscriptions.create': { body: createWebhookBody },
  'webhookSubscriptions.get': {},
  'webhookSubscriptions.update': { body: updateWebhookBody },
  'webhookSubscriptions.delete': {},
  'webhookSubscriptions.rotateSecret': {},
};
