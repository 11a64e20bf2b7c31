export type { CursorPage, CursorPageQuery, DateTimeString, ErrorEnvelope } from './common';
export type {
  AuthConfig,
  AuthConfigInput,
  AuthConfigStatus,
  AuthScheme,
  CreateAuthConfigRequest,
  CreateAuthConfigResponse,
  CustomAuthConfigInput,
  ListAuthConfigsQuery,
  UpdateAuthConfigStatusResponse,
  VendorManagedAuthConfigInput,
} from './authConfigs';
export type {
  ConnectedAccount,
  ConnectedAccountReasonCode,
  ConnectedAccountStatus,
  CreateLinkRequest,
  DeleteConnectedAccountResponse,
  LinkSession,
  ListConnectedAccountsQuery,
  RefreshConnectedAccountQuery,
  RefreshConnectedAccountRequest,
  RefreshConnectedAccountResponse,
} from './connectedAccounts';
export type { ConnectionField, ListToolkitsRequest, Toolkit, ToolkitCategory, ToolkitDetails, ToolkitManagedBy, ToolkitSortBy } from './toolkits';
export type {
  DeleteTriggerInstanceResponse,
  ListTriggerInstancesQuery,
  ListTriggerTypesQuery,
  ManageTriggerInstanceResponse,
  TriggerConfigField,
  TriggerInstance,
  TriggerInstanceAction,
  TriggerPayloadField,
  TriggerType,
  UpsertTriggerInstanceRequest,
  UpsertTriggerInstanceResponse,
} from './triggers';
export type {
  CreateSessionLinkRequest,
  CreateToolRouterSessionRequest,
  ListSessionToolkitsQuery,
  McpTag,
  SessionLink,
  SessionToolkit,
  ToolRouterSession,
} from './toolRouter';
export type {
  MetaToolSlug,
  MultiExecuteResult,
  SearchToolsData,
  SessionConnection,
  SessionConnectionsData,
  SessionExecuteMetaRequest,
  SessionExecuteRequest,
  SessionExecuteResponse,
  SessionSearchRequest,
  SessionSearchResponse,
  SessionSearchResult,
  SessionToolSchema,
  SessionToolsResponse,
  ToolkitConnectionStatus,
} from './toolRouterTools';
export type { ListToolsQuery, Tool, ToolErrorCode, ToolExecuteRequest, ToolExecuteResponse, ToolJsonSchema } from './tools';
export type {
  CreateMcpInstanceRequest,
  CreateMcpServerRequest,
  DeleteMcpInstanceResponse,
  DeleteMcpServerResponse,
  GenerateMcpUrlRequest,
  GenerateMcpUrlResponse,
  ListMcpInstancesQuery,
  ListMcpServersQuery,
  McpInstance,
  McpInstancePage,
  McpServer,
  McpServerPage,
  UpdateMcpServerRequest,
} from './mcp';
export type { ExistingFileUpload, FileRecord, FileUploadRequest, FileUploadResponse, ListFilesQuery, NewFileUpload } from './files';
export type { ProxyMethod, ProxyParameter, ProxyRequest, ProxyResponse } from './proxy';
export type { ApiKey, CreateProjectRequest, CreateProjectResponse, DeleteProjectResponse, Project, RegenerateApiKeyResponse } from './projects';
export type {
  ConnectedAccountStatusChangedData,
  CreateWebhookSubscriptionRequest,
  DeleteWebhookSubscriptionResponse,
  ListWebhookSubscriptionsQuery,
  RotateWebhookSecretResponse,
  TriggerMessageData,
  UpdateWebhookSubscriptionRequest,
  WebhookEvent,
  WebhookEventType,
  WebhookSubscription,
} from './webhookSubscriptions';
