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
export { SERVICE_ERRORS } from './errors/errorSlugs';
export type { ErrorSlug, ServiceErrorKind } from './errors/errorSlugs';
export { COMMON_ERROR_SLUGS, endpointPath } from './endpoints/Endpoint';
export { DEFAULT_API_VERSION, withApiVersion } from './endpoints/apiVersion';
export type { ApiVersion } from './endpoints/apiVersion';
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
export type { FieldError, FieldErrorCode } from './errors/FieldError';
export type { TriggerConfigCheck } from './triggers/validateTriggerConfig';
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

// Wire types (spec sections 2 and 4, plus extensions)
export type {
  ApiKey,
  AttachToolRouterSessionRequest,
  AuthConfig,
  AuthConfigInput,
  AuthConfigStatus,
  AuthConfigToolAccess,
  AuthConfigToolAccessInput,
  AuthScheme,
  ConnectedAccount,
  ConnectedAccountExpiredEvent,
  ConnectedAccountLatestLink,
  ConnectedAccountReasonCode,
  ConnectedAccountStatus,
  ConnectedAccountStatusChangedData,
  ConnectedAccountStatusChangedEvent,
  ConnectionField,
  ConnectionFieldGroups,
  ConnectionState,
  CreateAuthConfigRequest,
  CreateAuthConfigResponse,
  CreateConnectedAccountRequest,
  CreateConnectedAccountResponse,
  CreateCustomMcpServerRequest,
  CreateLinkRequest,
  CreateMcpInstanceRequest,
  CreateMcpServerRequest,
  CreateProjectRequest,
  CreateProjectResponse,
  CreateSessionLinkRequest,
  CreateToolRouterSessionRequest,
  CreateWebhookSubscriptionRequest,
  CursorPage,
  CursorPageQuery,
  CustomAuthConfigInput,
  DateTimeString,
  DeleteAuthConfigQuery,
  DeleteAuthConfigResponse,
  DeleteConnectedAccountResponse,
  DeleteMcpInstanceResponse,
  DeleteMcpServerResponse,
  DeleteProjectResponse,
  DeleteSessionFileResponse,
  DeleteToolRouterSessionResponse,
  DeleteTriggerInstanceResponse,
  DeleteWebhookSubscriptionResponse,
  ErrorEnvelope,
  ExistingFileUpload,
  FileRecord,
  FileUploadRequest,
  FileUploadResponse,
  GenerateMcpUrlRequest,
  GenerateMcpUrlResponse,
  LegacyWebhookEventType,
  LinkSession,
  LinkSessionStatus,
  ListAuthConfigsQuery,
  ListAppMcpServersQuery,
  ListConnectedAccountsQuery,
  ListFilesQuery,
  ListMcpInstancesQuery,
  ListMcpServersQuery,
  ListSessionFilesQuery,
  ListSessionToolkitsQuery,
  ListSessionToolsQuery,
  ListToolkitsRequest,
  ListToolsQuery,
  ListTriggerInstancesQuery,
  ListTriggerTypesQuery,
  ListWebhookSubscriptionsQuery,
  LogVisibilitySetting,
  ManageTriggerInstanceResponse,
  McpInstance,
  McpInstancePage,
  McpServer,
  McpServerPage,
  McpTag,
  MetaToolSlug,
  MultiExecuteResult,
  NewFileUpload,
  Project,
  ProjectBranding,
  ProjectBrandingUpdate,
  ProjectConfig,
  ProjectConfigResponse,
  ProxyMethod,
  ProxyParameter,
  ProxyRequest,
  ProxyResponse,
  QueryToolkitsQuery,
  RefreshConnectedAccountQuery,
  RefreshConnectedAccountRequest,
  RefreshConnectedAccountResponse,
  RegenerateApiKeyResponse,
  RotateWebhookSecretResponse,
  SearchToolsData,
  SessionConfigHistoryQuery,
  SessionConfigVersion,
  SessionConnection,
  SessionConnectionsData,
  SessionExecuteMetaRequest,
  SessionExecuteRequest,
  SessionExecuteResponse,
  SessionFile,
  SessionFileDownloadUrl,
  SessionFilePage,
  SessionFilePathRequest,
  SessionFileUploadRequest,
  SessionFileUploadUrl,
  SessionLink,
  SessionProxyRequest,
  SessionSearchRequest,
  SessionSearchResponse,
  SessionSearchResult,
  SessionToolkit,
  SessionToolSchema,
  SessionToolsResponse,
  Tool,
  ToolEnumResponse,
  ToolErrorCode,
  ToolExecuteRequest,
  ToolExecuteResponse,
  ToolInputRequest,
  ToolInputResponse,
  ToolJsonSchema,
  Toolkit,
  ToolkitAuthConfigDetail,
  ToolkitConnectionStatus,
  ToolkitCategory,
  ToolkitDetails,
  ToolkitManagedBy,
  ToolkitSortBy,
  ToolRouterSession,
  ToolRouterSessionConfig,
  TriggerConfigField,
  TriggerInstance,
  TriggerInstanceAction,
  TriggerMessageEvent,
  TriggerMessageMetadata,
  TriggerPayloadField,
  TriggerType,
  TriggerTypeEnumResponse,
  UpdateAuthConfigRequest,
  UpdateAuthConfigStatusResponse,
  UpdateConnectedAccountRequest,
  UpdateConnectedAccountResponse,
  UpdateConnectedAccountStatusRequest,
  UpdateConnectedAccountStatusResponse,
  UpdateMcpServerRequest,
  UpdateProjectConfigRequest,
  UpdateToolRouterSessionRequest,
  UpdateWebhookSubscriptionRequest,
  UpsertTriggerInstanceRequest,
  UpsertTriggerInstanceResponse,
  VendorManagedAuthConfigInput,
  WebhookEvent,
  WebhookEventType,
  WebhookPayload,
  WebhookPayloadV1,
  WebhookPayloadV2,
  WebhookProjectMetadata,
  WebhookSubscription,
  WebhookVersion,
} from './types';
