import type { EndpointBody, EndpointName, EndpointQuery } from '@patchbay/client';
import type { z } from 'zod';
import { createAuthConfigBody, deleteAuthConfigQuery, listAuthConfigsQuery, updateAuthConfigBody } from '../authConfigs/authConfigsSchemas';
import {
  accountStatusBody,
  createLinkBody,
  initiateConnectionBody as initiateBody,
  listConnectedAccountsQuery,
  refreshAccountBody,
  refreshAccountQuery,
  updateAccountBody,
} from '../connectedAccounts/connectedAccountsSchemas';
import { listFilesQuery, uploadRequestBody } from '../files/filesSchemas';
import {
  createCustomBody,
  createInstanceBody,
  createServerBody,
  generateBody,
  listInstancesQuery,
  listServersQuery,
  updateServerBody,
} from '../mcp/mcpSchemas';
import { createProjectBody, listProjectsQuery, updateProjectConfigBody } from '../projects/projectsSchemas';
import { proxyRequestBody } from '../proxy/proxyRequestBody';
import { listSessionFilesQuery, sessionFilePathBody, sessionFileUploadBody } from '../sessionFiles/sessionFilesSchemas';
import { listCategoriesQuery, multiBody, vendorListQuery } from '../toolkits/toolkitsSchemas';
import { createSessionBody, updateSessionBody } from '../toolRouter/sessionConfigSchemas';
import {
  attachBody,
  historyQuery,
  sessionProxyBody,
  linkBody as sessionLinkBody,
  toolkitsQuery as sessionToolkitsQuery,
} from '../toolRouter/toolRouterSchemas';
import {
  executeToolBody,
  listToolsQuery,
  sessionExecuteBody,
  sessionExecuteMetaBody,
  sessionSearchBody,
  sessionToolsQuery,
  toolInputBody,
} from '../tools/toolsSchemas';
import {
  getTriggerTypeQuery,
  listInstancesQuery as listTriggerInstancesQuery,
  listTriggerTypesQuery,
  manageInstanceBody,
  upsertInstanceBody,
} from '../triggers/triggersSchemas';
import {
  createSubscriptionBody as createWebhookBody,
  listSubscriptionsQuery as listWebhooksQuery,
  updateSubscriptionBody as updateWebhookBody,
} from '../webhooks/webhookSubscriptionsSchemas';

/**
 * The schemas endpoint `N`'s handler reads its input with: `body` exactly
 * when the table types a body for `N`, `query` exactly when it types a query.
 */
type RequestSchemasOf<N extends EndpointName> = ([EndpointBody<N>] extends [undefined] ? { body?: never } : { body: z.ZodType }) &
  ([EndpointQuery<N>] extends [undefined] ? { query?: never } : { query: z.ZodType });

/** The rows of the endpoint table that type a body or a query: the ones with request schemas. */
type NameWithInput = {
  [N in EndpointName]: [EndpointBody<N>] extends [undefined] ? ([EndpointQuery<N>] extends [undefined] ? never : N) : N;
}[EndpointName];

/**
 * Every row of the endpoint table that types a body or a query, with the
 * schemas the service validates its request with (the very objects its
 * handlers pass to `body` and `query`). A row whose body or query has no
 * schema here does not compile, nor does a row that types neither (it has no
 * schemas to document, so it is left out).
 */
export const REQUEST_SCHEMAS: { [N in NameWithInput]: RequestSchemasOf<N> } = {
  'authConfigs.create': { body: createAuthConfigBody },
  'authConfigs.list': { query: listAuthConfigsQuery },
  'authConfigs.update': { body: updateAuthConfigBody },
  'authConfigs.delete': { query: deleteAuthConfigQuery },
  'connectedAccounts.link': { body: createLinkBody },
  'connectedAccounts.create': { body: initiateBody },
  'connectedAccounts.list': { query: listConnectedAccountsQuery },
  'connectedAccounts.refresh': { query: refreshAccountQuery, body: refreshAccountBody },
  'connectedAccounts.update': { body: updateAccountBody },
  'connectedAccounts.updateStatus': { body: accountStatusBody },
  'toolkits.list': { body: multiBody },
  'toolkits.query': { query: vendorListQuery },
  'toolkits.categories': { query: listCategoriesQuery },
  'triggerTypes.list': { query: listTriggerTypesQuery },
  'triggerTypes.get': { query: getTriggerTypeQuery },
  'triggerInstances.upsert': { body: upsertInstanceBody },
  'triggerInstances.listActive': { query: listTriggerInstancesQuery },
  'triggerInstances.manage': { body: manageInstanceBody },
  'toolRouter.createSession': { body: createSessionBody },
  'toolRouter.listToolkits': { query: sessionToolkitsQuery },
  'toolRouter.createLink': { body: sessionLinkBody },
  'toolRouter.search': { body: sessionSearchBody },
  'toolRouter.listTools': { query: sessionToolsQuery },
  'toolRouter.execute': { body: sessionExecuteBody },
  'toolRouter.executeMeta': { body: sessionExecuteMetaBody },
  'toolRouter.proxyExecute': { body: sessionProxyBody },
  'toolRouter.updateSession': { body: updateSessionBody },
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
  'mcp.updateServer': { body: updateServerBody },
  'mcp.listInstances': { query: listInstancesQuery },
  'mcp.createInstance': { body: createInstanceBody },
  'files.list': { query: listFilesQuery },
  'files.requestUpload': { body: uploadRequestBody },
  'tools.list': { query: listToolsQuery },
  'tools.execute': { body: executeToolBody },
  'tools.getInput': { body: toolInputBody },
  'proxy.execute': { body: proxyRequestBody },
  'projects.create': { body: createProjectBody },
  'projects.list': { query: listProjectsQuery },
  'projects.updateConfig': { body: updateProjectConfigBody },
  'webhookSubscriptions.list': { query: listWebhooksQuery },
  'webhookSubscriptions.create': { body: createWebhookBody },
  'webhookSubscriptions.update': { body: updateWebhookBody },
};

/** The request schemas of endpoint `name`: none for a row that types neither a body nor a query. */
export function requestSchemasOf(name: EndpointName): { body?: z.ZodType; query?: z.ZodType } {
  return Object.hasOwn(REQUEST_SCHEMAS, name) ? REQUEST_SCHEMAS[name as NameWithInput] : {};
}
