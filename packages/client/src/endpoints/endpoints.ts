import type {
  AnswerToolApprovalRequest,
  AttachToolRouterSessionRequest,
  AuthConfig,
  AuthConfigStatus,
  CancelConnectedAccountLinkRequest,
  ConnectedAccount,
  CreateAuthConfigRequest,
  CreateAuthConfigResponse,
  CreateConnectedAccountRequest,
  GetToolQuery,
  CreateConnectedAccountResponse,
  CreateLinkRequest,
  CreateCustomMcpServerRequest,
  CreateMcpInstanceRequest,
  CreateMcpServerRequest,
  CreateProjectRequest,
  CreateProjectResponse,
  CreateSessionLinkRequest,
  CreateToolRouterSessionRequest,
  CreateWebhookSubscriptionRequest,
  CursorPage,
  CursorPageQuery,
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
  FileRecord,
  FileUploadRequest,
  FileUploadResponse,
  GenerateMcpUrlRequest,
  GenerateMcpUrlResponse,
  LinkSession,
  ListAppMcpServersQuery,
  ListAuthConfigsQuery,
  ListConnectedAccountsQuery,
  ListFilesQuery,
  ListMcpInstancesQuery,
  ListMcpServersQuery,
  ListSessionFilesQuery,
  ListSessionToolkitsQuery,
  ListSessionToolsQuery,
  ListToolApprovalsQuery,
  ListToolkitsRequest,
  ListTriggerInstancesQuery,
  ListToolsQuery,
  ListTriggerTypesQuery,
  ListWebhookSubscriptionsQuery,
  ManageTriggerInstanceResponse,
  McpInstance,
  McpInstancePage,
  McpServer,
  McpServerPage,
  Project,
  ProjectConfigResponse,
  ProjectDetails,
  ProxyRequest,
  ProxyResponse,
  QueryToolkitsQuery,
  RefreshConnectedAccountQuery,
  RefreshConnectedAccountRequest,
  RefreshConnectedAccountResponse,
  RegenerateApiKeyResponse,
  RevokeConnectedAccountResponse,
  SearchToolExecutionLogsRequest,
  RotateWebhookSecretResponse,
  SessionConfigHistoryQuery,
  SessionConfigVersion,
  SessionExecuteMetaRequest,
  SessionExecuteRequest,
  SessionExecuteResponse,
  SessionFileDownloadUrl,
  SessionFilePage,
  SessionFilePathRequest,
  SessionFileUploadRequest,
  SessionFileUploadUrl,
  SessionLink,
  SessionProxyRequest,
  SessionSearchRequest,
  SessionSearchResponse,
  SessionToolkit,
  SessionToolsResponse,
  Tool,
  ToolApproval,
  ToolEnumResponse,
  ToolExecuteRequest,
  ToolExecuteResponse,
  ToolExecutionLogDetails,
  ToolExecutionLogPage,
  ToolInputRequest,
  ToolInputResponse,
  Toolkit,
  ToolkitCategory,
  ToolkitChangelogResponse,
  ToolkitDetails,
  ToolRouterSession,
  TriggerInstance,
  TriggerInstanceAction,
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
  WebhookEventTypesResponse,
  WebhookSubscription,
} from '../types';
import { endpoint, type Endpoint } from './Endpoint';

type Id<Name extends string> = Record<Name, string>;

/**
 * Every endpoint of the service, one row each: the client's functions, the
 * relay's rules and the service's routes are all looked up here by name
 * (`resource.function`, as on the client). Spec section 4 plus the
 * extensions the kit needs (marked `@extension` on the client).
 *
 * Written as literals, with no spreads: a bundler must see the table as free
 * of side effects to drop it from bundles that use none of it (the UI's).
 */
export const ENDPOINTS = {
  // Spec 4.1
  'authConfigs.create': endpoint<{ body: CreateAuthConfigRequest; response: CreateAuthConfigResponse }>({
    method: 'POST',
    path: '/api/v3/auth_configs',
    // auth_config_disabled: the toolkit's default config is disabled; conflict: the relay refuses a second one for a user.
    errors: ['not_found', 'auth_config_disabled', 'conflict'],
  }),
  'authConfigs.list': endpoint<{ query: ListAuthConfigsQuery | undefined; response: CursorPage<AuthConfig> }>({
    method: 'GET',
    path: '/api/v3/auth_configs',
    query: ['limit', 'cursor', 'toolkit_slug', 'show_disabled', 'is_composio_managed', 'search'],
  }),
  'authConfigs.get': endpoint<{ params: Id<'nanoid'>; response: AuthConfig }>({
    method: 'GET',
    path: '/api/v3/auth_configs/{nanoid}',
    errors: ['not_found'],
  }),
  'authConfigs.updateStatus': endpoint<{ params: { nanoid: string; status: AuthConfigStatus }; response: UpdateAuthConfigStatusResponse }>({
    method: 'PATCH',
    path: '/api/v3/auth_configs/{nanoid}/{status}',
    errors: ['not_found'],
  }),
  // The vendor's update and delete (extensions)
  'authConfigs.update': endpoint<{ params: Id<'nanoid'>; body: UpdateAuthConfigRequest; response: AuthConfig }>({
    method: 'PATCH',
    path: '/api/v3/auth_configs/{nanoid}',
    errors: ['not_found'],
  }),
  'authConfigs.delete': endpoint<{ params: Id<'nanoid'>; query: DeleteAuthConfigQuery | undefined; response: DeleteAuthConfigResponse }>({
    method: 'DELETE',
    path: '/api/v3/auth_configs/{nanoid}',
    query: ['revoke_on_delete'],
    errors: ['not_found'],
  }),

  // Spec 4.2
  'connectedAccounts.link': endpoint<{ body: CreateLinkRequest; response: LinkSession }>({
    method: 'POST',
    path: '/api/v3/connected_accounts/link',
    errors: ['not_found', 'auth_config_disabled', 'conflict'],
  }),
  // The vendor's initiate: credentials up front, or a link session (extension)
  'connectedAccounts.create': endpoint<{ body: CreateConnectedAccountRequest; response: CreateConnectedAccountResponse }>({
    method: 'POST',
    path: '/api/v3/connected_accounts',
    errors: ['not_found', 'auth_config_disabled', 'conflict'],
  }),
  'connectedAccounts.list': endpoint<{ query: ListConnectedAccountsQuery | undefined; response: CursorPage<ConnectedAccount> }>({
    method: 'GET',
    path: '/api/v3/connected_accounts',
    query: [
      'limit',
      'cursor',
      'user_ids',
      'toolkit_slugs',
      'statuses',
      'auth_config_ids',
      'connected_account_ids',
      'order_by',
      'order_direction',
      'account_type',
    ],
  }),
  'connectedAccounts.get': endpoint<{ params: Id<'nanoid'>; response: ConnectedAccount }>({
    method: 'GET',
    path: '/api/v3/connected_accounts/{nanoid}',
    errors: ['not_found'],
  }),
  'connectedAccounts.refresh': endpoint<{
    params: Id<'nanoid'>;
    query: RefreshConnectedAccountQuery | undefined;
    body: RefreshConnectedAccountRequest;
    response: RefreshConnectedAccountResponse;
  }>({
    method: 'POST',
    path: '/api/v3/connected_accounts/{nanoid}/refresh',
    query: ['redirect_url'],
    errors: ['not_found', 'connected_account_deleted', 'auth_config_disabled'],
  }),
  // Gives up a pending hosted link from the app's side (extension): a reconnect's account gets back what it had
  'connectedAccounts.cancelLink': endpoint<{ params: Id<'nanoid'>; body: CancelConnectedAccountLinkRequest; response: ConnectedAccount }>({
    method: 'POST',
    path: '/api/v3/connected_accounts/{nanoid}/link/cancel',
    errors: ['not_found'],
  }),
  'connectedAccounts.delete': endpoint<{ params: Id<'nanoid'>; response: DeleteConnectedAccountResponse }>({
    method: 'DELETE',
    path: '/api/v3/connected_accounts/{nanoid}',
    errors: ['not_found', 'connected_account_deleted'],
  }),
  // The vendor's account update and enable/disable (extensions)
  'connectedAccounts.update': endpoint<{ params: Id<'nanoid'>; body: UpdateConnectedAccountRequest; response: UpdateConnectedAccountResponse }>({
    method: 'PATCH',
    path: '/api/v3/connected_accounts/{nanoid}',
    errors: ['not_found', 'connected_account_deleted', 'conflict'],
  }),
  'connectedAccounts.updateStatus': endpoint<{
    params: Id<'nanoid'>;
    body: UpdateConnectedAccountStatusRequest;
    response: UpdateConnectedAccountStatusResponse;
  }>({
    method: 'PATCH',
    path: '/api/v3/connected_accounts/{nanoid}/status',
    errors: ['not_found', 'connected_account_deleted'],
  }),
  // The vendor's revoke (extension): the account's credentials end; it is REVOKED
  'connectedAccounts.revoke': endpoint<{ params: Id<'nanoid'>; response: RevokeConnectedAccountResponse }>({
    method: 'POST',
    path: '/api/v3/connected_accounts/{nanoid}/revoke',
    // conflict: an account never connected (INITIALIZING, INITIATED, FAILED) has nothing to revoke.
    errors: ['not_found', 'connected_account_deleted', 'conflict'],
  }),

  // Spec 4.3
  'toolkits.list': endpoint<{ body: ListToolkitsRequest; response: CursorPage<Toolkit> }>({
    method: 'POST',
    path: '/api/v3/toolkits/multi',
  }),
  // The vendor's listing: the same filters in the query string (extension)
  'toolkits.query': endpoint<{ query: QueryToolkitsQuery | undefined; response: CursorPage<Toolkit> }>({
    method: 'GET',
    path: '/api/v3/toolkits',
    query: ['limit', 'cursor', 'category', 'managed_by', 'sort_by', 'search', 'toolkit_slugs', 'include_deprecated', 'type'],
  }),
  'toolkits.categories': endpoint<{ query: CursorPageQuery | undefined; response: CursorPage<ToolkitCategory> }>({
    method: 'GET',
    path: '/api/v3/toolkits/categories',
    query: ['limit', 'cursor'],
  }),
  // The vendor's version changelog of every toolkit (extension); a literal path, before toolkits.get
  'toolkits.changelog': endpoint<{ response: ToolkitChangelogResponse }>({
    method: 'GET',
    path: '/api/v3/toolkits/changelog',
  }),
  'toolkits.get': endpoint<{ params: Id<'slug'>; response: ToolkitDetails }>({
    method: 'GET',
    path: '/api/v3/toolkits/{slug}',
    errors: ['not_found'],
  }),

  // Spec 4.4
  'triggerTypes.list': endpoint<{ query: ListTriggerTypesQuery | undefined; response: CursorPage<TriggerType> }>({
    method: 'GET',
    path: '/api/v3/triggers_types',
    query: ['limit', 'cursor', 'toolkit_slugs', 'toolkit_versions'],
    errors: ['not_found'],
  }),
  // The vendor's slug list for code generation (extension)
  'triggerTypes.enum': endpoint<{ response: TriggerTypeEnumResponse }>({
    method: 'GET',
    path: '/api/v3/triggers_types/list/enum',
  }),
  'triggerTypes.get': endpoint<{ params: Id<'slug'>; query: Pick<ListTriggerTypesQuery, 'toolkit_versions'> | undefined; response: TriggerType }>({
    method: 'GET',
    path: '/api/v3/triggers_types/{slug}',
    query: ['toolkit_versions'],
    errors: ['not_found'],
  }),
  'triggerInstances.upsert': endpoint<{ params: Id<'slug'>; body: UpsertTriggerInstanceRequest; response: UpsertTriggerInstanceResponse }>({
    method: 'POST',
    path: '/api/v3/trigger_instances/{slug}/upsert',
    // missing_connected_account: no connected_account_id, and the user has no ACTIVE account of the toolkit.
    errors: ['not_found', 'connected_account_deleted', 'connected_account_not_active', 'missing_connected_account'],
  }),
  'triggerInstances.listActive': endpoint<{ query: ListTriggerInstancesQuery | undefined; response: CursorPage<TriggerInstance> }>({
    method: 'GET',
    path: '/api/v3/trigger_instances/active',
    query: ['limit', 'cursor', 'connected_account_ids', 'user_ids', 'trigger_ids', 'trigger_names', 'auth_config_ids', 'show_disabled'],
  }),
  'triggerInstances.manage': endpoint<{ params: Id<'triggerId'>; body: { status: TriggerInstanceAction }; response: ManageTriggerInstanceResponse }>({
    method: 'PATCH',
    path: '/api/v3/trigger_instances/manage/{triggerId}',
    errors: ['not_found'],
  }),
  'triggerInstances.delete': endpoint<{ params: Id<'triggerId'>; response: DeleteTriggerInstanceResponse }>({
    method: 'DELETE',
    path: '/api/v3/trigger_instances/manage/{triggerId}',
    errors: ['not_found'],
  }),

  // Spec 4.5
  'toolRouter.createSession': endpoint<{ body: CreateToolRouterSessionRequest; response: ToolRouterSession }>({
    method: 'POST',
    path: '/api/v3/tool_router/session',
    errors: ['not_found'],
  }),
  'toolRouter.getSession': endpoint<{ params: Id<'session_id'>; response: ToolRouterSession }>({
    method: 'GET',
    path: '/api/v3/tool_router/session/{session_id}',
    errors: ['not_found'],
  }),
  'toolRouter.listToolkits': endpoint<{
    params: Id<'session_id'>;
    query: ListSessionToolkitsQuery | undefined;
    response: CursorPage<SessionToolkit>;
  }>({
    method: 'GET',
    path: '/api/v3/tool_router/session/{session_id}/toolkits',
    query: ['limit', 'cursor', 'toolkits', 'is_connected', 'search'],
    errors: ['not_found'],
  }),
  'toolRouter.createLink': endpoint<{ params: Id<'session_id'>; body: CreateSessionLinkRequest; response: SessionLink }>({
    method: 'POST',
    path: '/api/v3/tool_router/session/{session_id}/link',
    errors: ['not_found', 'auth_config_disabled', 'conflict'],
  }),
  'toolRouter.search': endpoint<{ params: Id<'session_id'>; body: SessionSearchRequest; response: SessionSearchResponse }>({
    method: 'POST',
    path: '/api/v3/tool_router/session/{session_id}/search',
    errors: ['not_found'],
  }),
  'toolRouter.listTools': endpoint<{ params: Id<'session_id'>; query: ListSessionToolsQuery | undefined; response: SessionToolsResponse }>({
    method: 'GET',
    path: '/api/v3/tool_router/session/{session_id}/tools',
    query: ['limit', 'cursor'],
    errors: ['not_found'],
  }),
  'toolRouter.execute': endpoint<{ params: Id<'session_id'>; body: SessionExecuteRequest; response: SessionExecuteResponse }>({
    method: 'POST',
    path: '/api/v3/tool_router/session/{session_id}/execute',
    // invalid_state: the session already has the most approvals waiting for the user.
    errors: [
      'not_found',
      'missing_connected_account',
      'connected_account_deleted',
      'connected_account_not_active',
      'auth_config_disabled',
      'invalid_state',
    ],
  }),
  'toolRouter.executeMeta': endpoint<{ params: Id<'session_id'>; body: SessionExecuteMetaRequest; response: SessionExecuteResponse }>({
    method: 'POST',
    path: '/api/v3/tool_router/session/{session_id}/execute_meta',
    // auth_config_disabled: the relay refuses Manage connections for a toolkit an admin turned off.
    errors: ['not_found', 'auth_config_disabled'],
  }),
  // The vendor's v3.1 session surface (extensions)
  'toolRouter.proxyExecute': endpoint<{ params: Id<'session_id'>; body: SessionProxyRequest; response: ProxyResponse }>({
    method: 'POST',
    path: '/api/v3/tool_router/session/{session_id}/proxy_execute',
    errors: [
      'not_found',
      'missing_connected_account',
      'connected_account_deleted',
      'connected_account_not_active',
      'auth_config_disabled',
      'upstream_unreachable',
    ],
  }),
  'toolRouter.updateSession': endpoint<{ params: Id<'session_id'>; body: UpdateToolRouterSessionRequest; response: ToolRouterSession }>({
    method: 'PATCH',
    path: '/api/v3/tool_router/session/{session_id}',
    // conflict: expected_config_version is not the session's version any more.
    errors: ['not_found', 'conflict'],
  }),
  'toolRouter.deleteSession': endpoint<{ params: Id<'session_id'>; response: DeleteToolRouterSessionResponse }>({
    method: 'DELETE',
    path: '/api/v3/tool_router/session/{session_id}',
    errors: ['not_found'],
  }),
  'toolRouter.attach': endpoint<{ params: Id<'session_id'>; body: AttachToolRouterSessionRequest; response: ToolRouterSession }>({
    method: 'POST',
    path: '/api/v3/tool_router/session/{session_id}/attach',
    errors: ['not_found'],
  }),
  'toolRouter.configHistory': endpoint<{
    params: Id<'session_id'>;
    query: SessionConfigHistoryQuery | undefined;
    response: CursorPage<SessionConfigVersion>;
  }>({
    method: 'GET',
    path: '/api/v3/tool_router/session/{session_id}/config_history',
    query: ['limit', 'cursor'],
    errors: ['not_found'],
  }),
  // Approvals of a session's calls (extensions): the session's user answers them
  'toolRouter.listApprovals': endpoint<{
    params: Id<'session_id'>;
    query: ListToolApprovalsQuery | undefined;
    response: CursorPage<ToolApproval>;
  }>({
    method: 'GET',
    path: '/api/v3/tool_router/session/{session_id}/approvals',
    query: ['limit', 'cursor', 'status'],
    errors: ['not_found'],
  }),
  'toolRouter.getApproval': endpoint<{ params: Id<'session_id' | 'approval_id'>; response: ToolApproval }>({
    method: 'GET',
    path: '/api/v3/tool_router/session/{session_id}/approvals/{approval_id}',
    errors: ['not_found'],
  }),
  'toolRouter.answerApproval': endpoint<{ params: Id<'session_id' | 'approval_id'>; body: AnswerToolApprovalRequest; response: ToolApproval }>({
    method: 'POST',
    path: '/api/v3/tool_router/session/{session_id}/approvals/{approval_id}',
    errors: [
      'not_found',
      'approval_already_answered',
      'approval_expired',
      'missing_connected_account',
      'connected_account_deleted',
      'connected_account_not_active',
      'auth_config_disabled',
    ],
  }),
  'toolRouter.listFiles': endpoint<{ params: Id<'session_id' | 'mount_id'>; query: ListSessionFilesQuery | undefined; response: SessionFilePage }>({
    method: 'GET',
    path: '/api/v3/tool_router/session/{session_id}/mounts/{mount_id}/items',
    query: ['limit', 'cursor', 'mount_relative_prefix'],
    errors: ['not_found'],
  }),
  'toolRouter.createFileUploadUrl': endpoint<{
    params: Id<'session_id' | 'mount_id'>;
    body: SessionFileUploadRequest;
    response: SessionFileUploadUrl;
  }>({
    method: 'POST',
    path: '/api/v3/tool_router/session/{session_id}/mounts/{mount_id}/upload_url',
    errors: ['not_found', 'invalid_state'],
  }),
  'toolRouter.createFileDownloadUrl': endpoint<{
    params: Id<'session_id' | 'mount_id'>;
    body: SessionFilePathRequest;
    response: SessionFileDownloadUrl;
  }>({
    method: 'POST',
    path: '/api/v3/tool_router/session/{session_id}/mounts/{mount_id}/download_url',
    errors: ['not_found'],
  }),
  'toolRouter.deleteFile': endpoint<{ params: Id<'session_id' | 'mount_id'>; body: SessionFilePathRequest; response: DeleteSessionFileResponse }>({
    method: 'POST',
    path: '/api/v3/tool_router/session/{session_id}/mounts/{mount_id}/delete',
    errors: ['not_found'],
  }),

  // Spec 4.6
  'mcp.createServer': endpoint<{ body: CreateMcpServerRequest; response: McpServer }>({
    method: 'POST',
    path: '/api/v3/mcp/servers',
    errors: ['not_found', 'auth_config_disabled'],
  }),
  // The vendor's SDK creates servers from toolkits (extension)
  'mcp.createCustom': endpoint<{ body: CreateCustomMcpServerRequest; response: McpServer }>({
    method: 'POST',
    path: '/api/v3/mcp/servers/custom',
    errors: ['not_found', 'auth_config_disabled'],
  }),
  'mcp.listServers': endpoint<{ query: ListMcpServersQuery | undefined; response: McpServerPage }>({
    method: 'GET',
    path: '/api/v3/mcp/servers',
    query: ['page_no', 'limit', 'order_by', 'order_direction', 'name', 'toolkits', 'auth_config_ids'],
  }),
  'mcp.generateUrl': endpoint<{ body: GenerateMcpUrlRequest; response: GenerateMcpUrlResponse }>({
    method: 'POST',
    path: '/api/v3/mcp/servers/generate',
    errors: ['not_found'],
  }),
  // The vendor's servers of one app (extension)
  'mcp.listAppServers': endpoint<{ params: Id<'appKey'>; query: ListAppMcpServersQuery | undefined; response: McpServerPage }>({
    method: 'GET',
    path: '/api/v3/mcp/app/{appKey}',
    query: ['page_no', 'limit', 'order_by', 'order_direction', 'name', 'toolkits', 'auth_config_ids'],
    errors: ['not_found'],
  }),
  'mcp.getServer': endpoint<{ params: Id<'id'>; response: McpServer }>({
    method: 'GET',
    path: '/api/v3/mcp/{id}',
    errors: ['not_found'],
  }),
  'mcp.updateServer': endpoint<{ params: Id<'id'>; body: UpdateMcpServerRequest; response: McpServer }>({
    method: 'PATCH',
    path: '/api/v3/mcp/{id}',
    errors: ['not_found', 'auth_config_disabled'],
  }),
  'mcp.deleteServer': endpoint<{ params: Id<'id'>; response: DeleteMcpServerResponse }>({
    method: 'DELETE',
    path: '/api/v3/mcp/{id}',
    errors: ['not_found'],
  }),
  'mcp.listInstances': endpoint<{ params: Id<'serverId'>; query: ListMcpInstancesQuery | undefined; response: McpInstancePage }>({
    method: 'GET',
    path: '/api/v3/mcp/servers/{serverId}/instances',
    query: ['page_no', 'limit', 'order_by', 'order_direction', 'search'],
    errors: ['not_found'],
  }),
  'mcp.createInstance': endpoint<{ params: Id<'serverId'>; body: CreateMcpInstanceRequest; response: McpInstance }>({
    method: 'POST',
    path: '/api/v3/mcp/servers/{serverId}/instances',
    errors: ['not_found', 'missing_connected_account', 'conflict'],
  }),
  'mcp.deleteInstance': endpoint<{ params: Id<'serverId' | 'instanceId'>; response: DeleteMcpInstanceResponse }>({
    method: 'DELETE',
    path: '/api/v3/mcp/servers/{serverId}/instances/{instanceId}',
    errors: ['not_found'],
  }),

  // Spec 4.7
  'files.list': endpoint<{ query: ListFilesQuery | undefined; response: CursorPage<FileRecord> }>({
    method: 'GET',
    path: '/api/v3/files/list',
    query: ['limit', 'cursor', 'toolkit_slug', 'tool_slug'],
  }),
  'files.requestUpload': endpoint<{ body: FileUploadRequest; response: FileUploadResponse }>({
    method: 'POST',
    path: '/api/v3/files/upload/request',
  }),

  // Tools (extensions, as the vendor's client)
  'tools.list': endpoint<{ query: ListToolsQuery | undefined; response: CursorPage<Tool> }>({
    method: 'GET',
    path: '/api/v3/tools',
    query: ['limit', 'cursor', 'toolkit_slug', 'tool_slugs', 'query', 'search', 'tags', 'auth_config_ids'],
  }),
  // The vendor's slug list for code generation (extension)
  'tools.enum': endpoint<{ response: ToolEnumResponse }>({
    method: 'GET',
    path: '/api/v3/tools/enum',
  }),
  'tools.get': endpoint<{ params: Id<'tool_slug'>; query: GetToolQuery | undefined; response: Tool }>({
    method: 'GET',
    path: '/api/v3/tools/{tool_slug}',
    query: ['version', 'toolkit_versions'],
    errors: ['not_found', 'Tool_ToolNotFound'],
  }),
  'tools.execute': endpoint<{ params: Id<'tool_slug'>; body: ToolExecuteRequest; response: ToolExecuteResponse }>({
    method: 'POST',
    path: '/api/v3/tools/execute/{tool_slug}',
    errors: [
      'not_found',
      'Tool_ToolNotFound',
      'missing_connected_account',
      'connected_account_deleted',
      'connected_account_not_active',
      'auth_config_disabled',
    ],
  }),
  'tools.getInput': endpoint<{ params: Id<'tool_slug'>; body: ToolInputRequest; response: ToolInputResponse }>({
    method: 'POST',
    path: '/api/v3/tools/execute/{tool_slug}/input',
    errors: ['not_found'],
  }),

  // Spec 4.8
  'proxy.execute': endpoint<{ body: ProxyRequest; response: ProxyResponse }>({
    method: 'POST',
    path: '/api/v3/tools/execute/proxy',
    errors: ['not_found', 'connected_account_deleted', 'connected_account_not_active', 'auth_config_disabled', 'upstream_unreachable'],
  }),

  // Spec 4.9 (organization key)
  'projects.create': endpoint<{ body: CreateProjectRequest; response: CreateProjectResponse }>({
    method: 'POST',
    path: '/api/v3/org/owner/project/new',
    key: 'org',
    errors: ['conflict'],
  }),
  'projects.list': endpoint<{ query: CursorPageQuery | undefined; response: CursorPage<Project> }>({
    method: 'GET',
    path: '/api/v3/org/owner/project/list',
    key: 'org',
    query: ['limit', 'cursor'],
  }),
  'projects.get': endpoint<{ params: Id<'nano_id'>; response: ProjectDetails }>({
    method: 'GET',
    path: '/api/v3/org/owner/project/{nano_id}',
    key: 'org',
    errors: ['not_found'],
  }),
  'projects.regenerateApiKey': endpoint<{ params: Id<'nano_id'>; response: RegenerateApiKeyResponse }>({
    method: 'POST',
    path: '/api/v3/org/owner/project/{nano_id}/regenerate_api_key',
    key: 'org',
    errors: ['not_found'],
  }),
  'projects.delete': endpoint<{ params: Id<'nano_id'>; response: DeleteProjectResponse }>({
    method: 'DELETE',
    path: '/api/v3/org/owner/project/{nano_id}',
    key: 'org',
    errors: ['not_found'],
  }),
  // The vendor's settings of the key's own project, branding among them (extensions): the project key, despite the path
  'projects.getConfig': endpoint<{ response: ProjectConfigResponse }>({
    method: 'GET',
    path: '/api/v3/org/project/config',
  }),
  'projects.updateConfig': endpoint<{ body: UpdateProjectConfigRequest; response: ProjectConfigResponse }>({
    method: 'PATCH',
    path: '/api/v3/org/project/config',
  }),

  // Spec 4.10
  'webhookSubscriptions.list': endpoint<{ query: ListWebhookSubscriptionsQuery | undefined; response: CursorPage<WebhookSubscription> }>({
    method: 'GET',
    path: '/api/v3/webhook_subscriptions',
    query: ['limit', 'cursor'],
  }),
  'webhookSubscriptions.create': endpoint<{ body: CreateWebhookSubscriptionRequest; response: WebhookSubscription }>({
    method: 'POST',
    path: '/api/v3/webhook_subscriptions',
    errors: ['conflict'],
  }),
  // The vendor's list of the events a subscription can enable (extension); a literal path, before webhookSubscriptions.get
  'webhookSubscriptions.listEventTypes': endpoint<{ response: WebhookEventTypesResponse }>({
    method: 'GET',
    path: '/api/v3/webhook_subscriptions/event_types',
  }),
  'webhookSubscriptions.get': endpoint<{ params: Id<'id'>; response: WebhookSubscription }>({
    method: 'GET',
    path: '/api/v3/webhook_subscriptions/{id}',
    errors: ['not_found'],
  }),
  'webhookSubscriptions.update': endpoint<{ params: Id<'id'>; body: UpdateWebhookSubscriptionRequest; response: WebhookSubscription }>({
    method: 'PATCH',
    path: '/api/v3/webhook_subscriptions/{id}',
    errors: ['not_found'],
  }),
  'webhookSubscriptions.delete': endpoint<{ params: Id<'id'>; response: DeleteWebhookSubscriptionResponse }>({
    method: 'DELETE',
    path: '/api/v3/webhook_subscriptions/{id}',
    errors: ['not_found'],
  }),
  'webhookSubscriptions.rotateSecret': endpoint<{ params: Id<'id'>; response: RotateWebhookSecretResponse }>({
    method: 'POST',
    path: '/api/v3/webhook_subscriptions/{id}/rotate_secret',
    errors: ['not_found'],
  }),

  // The vendor's tool execution logs (extensions): what each execution's log_id names
  'logs.searchToolExecutions': endpoint<{ body: SearchToolExecutionLogsRequest; response: ToolExecutionLogPage }>({
    method: 'POST',
    path: '/api/v3/logs/tool_execution',
  }),
  'logs.getToolExecution': endpoint<{ params: Id<'log_id'>; response: ToolExecutionLogDetails }>({
    method: 'GET',
    path: '/api/v3/logs/tool_execution/{log_id}',
    errors: ['not_found'],
  }),
} satisfies Record<string, Endpoint>;

export type EndpointName = keyof typeof ENDPOINTS;

type IOOf<N extends EndpointName> = (typeof ENDPOINTS)[N] extends Endpoint<infer IO> ? IO : never;
type Part<IO, K extends string> = IO extends Record<K, infer T> ? T : undefined;

/** Path parameters of endpoint `N`. */
export type EndpointParams<N extends EndpointName> = Part<IOOf<N>, 'params'>;
/** Query of endpoint `N`. */
export type EndpointQuery<N extends EndpointName> = Part<IOOf<N>, 'query'>;
/** JSON body of endpoint `N`. */
export type EndpointBody<N extends EndpointName> = Part<IOOf<N>, 'body'>;
/** What endpoint `N` answers with. */
export type EndpointResponse<N extends EndpointName> = IOOf<N>['response'];
