// Runtime API
export { createPatchbayClient } from './createPatchbayClient';
export { PatchbayError } from './errors/PatchbayError';
export { isErrorEnvelope, PatchbayApiError } from './errors/PatchbayApiError';
export { PatchbayResponseError } from './errors/PatchbayResponseError';
export { PatchbayNetworkError } from './errors/PatchbayNetworkError';
export { PatchbayTimeoutError } from './errors/PatchbayTimeoutError';
export { PatchbayAbortError } from './errors/PatchbayAbortError';
export { isPatchbayError } from './errors/isPatchbayError';
export { validateTriggerConfig } from './triggers/validateTriggerConfig';
export { validateToolArguments } from './tools/validateToolArguments';
export { FORBIDDEN_KEYS } from './tools/forbiddenKeys';
export { SERVICE_ERRORS } from './types/errorSlugs';
export { COMMON_ERROR_SLUGS, endpointPath } from './endpoints/Endpoint';
export { DEFAULT_API_VERSION, withApiVersion } from './apiVersion';
export type { ApiVersion } from './apiVersion';
export { ENDPOINTS } from './endpoints/endpoints';
export { paginate, paginateByPageNumber, paginateItems } from './pagination';
export { toQueryString } from './query';

// Client types
export type { Endpoint, EndpointIO } from './endpoints/Endpoint';
export type { EndpointBody, EndpointName, EndpointParams, EndpointQuery, EndpointResponse } from './endpoints/endpoints';
export type { HttpMethod, KeyScheme } from './transport';
export type { PatchbayClient } from './createPatchbayClient';
export type { FetchLike, HeadersOption, PatchbayClientOptions } from './PatchbayClientOptions';
export type { RequestOptions } from './RequestOptions';
export type { PatchbayErrorKind, PatchbayRequestInfo } from './errors/PatchbayError';
export type { AnyPatchbayError } from './errors/isPatchbayError';
export type { TriggerConfigCheck } from './triggers/validateTriggerConfig';
export type { ToolArgumentsCheck } from './tools/validateToolArguments';
export type { CursorPaged, NumberPaged } from './pagination';
export type { AuthConfigsResource } from './resources/authConfigs';
export type { ConnectedAccountsResource } from './resources/connectedAccounts';
export type { FilesResource } from './resources/files';
export type { McpResource } from './resources/mcp';
export type { ProjectsResource } from './resources/projects';
export type { ProxyResource } from './resources/proxy';
export type { ToolkitsResource } from './resources/toolkits';
export type { ToolsResource } from './resources/tools';
export type { ToolRouterResource } from './resources/toolRouter';
export type { TriggerInstancesResource } from './resources/triggerInstances';
export type { TriggerTypesResource } from './resources/triggerTypes';
export type { WebhookSubscriptionsResource } from './resources/webhookSubscriptions';

// Wire types (spec sections 2 and 4, plus extensions): every type `types/index.ts` exports, so a new one is added there only
export type * from './types';
