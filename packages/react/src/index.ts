'use client';
// Provider and keys
export { PatchbayProvider } from './PatchbayProvider';
export { usePatchbayClient } from './usePatchbayClient';
export type { PatchbayProviderProps } from './PatchbayProvider';
export type {
  CursorPages,
  CursorPagesResult,
  PatchbayInfiniteQueryOptions,
  PatchbayMutationOptions,
  PatchbayQueryError,
  PatchbayQueryOptions,
} from './hookOptions';

// Query keys and options, for prefetching, invalidating and SSR hydration (also `@patchbay/react/queries`)
export * from './queries';

// Toolkits
export { useToolkits } from './hooks/toolkits/useToolkits';
export type { UseToolkitsResult } from './hooks/toolkits/useToolkits';
export { useToolkit } from './hooks/toolkits/useToolkit';
export { useToolkitCategories } from './hooks/toolkits/useToolkitCategories';

// Tools
export { useTools } from './hooks/tools/useTools';
export type { UseToolsResult } from './hooks/tools/useTools';
export { useTool } from './hooks/tools/useTool';
export { useExecuteTool } from './hooks/tools/useExecuteTool';
export type { ExecuteToolVariables } from './hooks/tools/useExecuteTool';

// Auth configs
export { useAuthConfigs } from './hooks/authConfigs/useAuthConfigs';
export { useAuthConfig } from './hooks/authConfigs/useAuthConfig';
export { useCreateAuthConfig } from './hooks/authConfigs/useCreateAuthConfig';
export { useSetAuthConfigStatus } from './hooks/authConfigs/useSetAuthConfigStatus';
export type { SetAuthConfigStatusVariables } from './hooks/authConfigs/useSetAuthConfigStatus';

// Connected accounts
export { useConnectedAccounts } from './hooks/connectedAccounts/useConnectedAccounts';
export { useConnectedAccount } from './hooks/connectedAccounts/useConnectedAccount';
export { useRefreshConnectedAccount } from './hooks/connectedAccounts/useRefreshConnectedAccount';
export type { RefreshConnectedAccountVariables } from './hooks/connectedAccounts/useRefreshConnectedAccount';
export { useDeleteConnectedAccount } from './hooks/connectedAccounts/useDeleteConnectedAccount';
export { useRevokeConnectedAccount } from './hooks/connectedAccounts/useRevokeConnectedAccount';
export { useToolExecutionLog } from './hooks/logs/useToolExecutionLog';
export { useUpdateConnectedAccount } from './hooks/connectedAccounts/useUpdateConnectedAccount';
export type { UpdateConnectedAccountVariables } from './hooks/connectedAccounts/useUpdateConnectedAccount';
export { useSetConnectedAccountEnabled } from './hooks/connectedAccounts/useSetConnectedAccountEnabled';
export type { SetConnectedAccountEnabledVariables } from './hooks/connectedAccounts/useSetConnectedAccountEnabled';
export { useConnectionsByToolkit } from './hooks/connectedAccounts/useConnectionsByToolkit';
export type { UseConnectionsByToolkitResult } from './hooks/connectedAccounts/useConnectionsByToolkit';
export { useUserConnections } from './hooks/connectedAccounts/useUserConnections';
export type { UserConnectionGroup, UseUserConnectionsResult } from './hooks/connectedAccounts/useUserConnections';
export { connectionStateOf } from './hooks/connectedAccounts/connectionStateOf';
export type { UserConnectionState } from './hooks/connectedAccounts/connectionStateOf';
export { useConnectionHealth } from './hooks/connectedAccounts/useConnectionHealth';
export type {
  ConnectionNeedingAttention,
  UseConnectionHealthOptions,
  UseConnectionHealthResult,
} from './hooks/connectedAccounts/useConnectionHealth';
export { connectionAttentionOf } from './hooks/connectedAccounts/connectionAttentionOf';
export type { ConnectionAttentionReason } from './hooks/connectedAccounts/connectionAttentionOf';
export { attentionReasonOf, connectionHealthOf } from '@patchbay/core';
export type { ConnectionHealth } from '@patchbay/core';

// Connecting accounts through the hosted page
export { useConnectLink } from './connect/useConnectLink';
export type { UseConnectLinkOptions, UseConnectLinkResult } from './connect/useConnectLink';
export { useConnectToolkit } from './connect/useConnectToolkit';
export { useConnectAttempts } from './connect/useConnectAttempts';
export type { UseConnectToolkitOptions, UseConnectToolkitResult } from './connect/useConnectToolkit';
export { completeConnectCallback } from '@patchbay/core';
export type {
  CallbackParams,
  CallbackResult,
  CallbackStatus,
  CompleteConnectCallbackOptions,
  ConnectCallbackMessage,
  ConnectEvent,
  ConnectExit,
  ConnectInput,
  ConnectLink,
  ConnectSnapshot,
  ConnectStatus,
  HostedTheme,
  HostedThemeOption,
  PopupSize,
} from '@patchbay/core';

// Triggers
export { useTriggerTypes } from './hooks/triggers/useTriggerTypes';
export type { UseTriggerTypesResult } from './hooks/triggers/useTriggerTypes';
export { useTriggerType } from './hooks/triggers/useTriggerType';
export { useTriggerInstances } from './hooks/triggers/useTriggerInstances';
export { useUpsertTriggerInstance } from './hooks/triggers/useUpsertTriggerInstance';
export type { UpsertTriggerInstanceVariables } from './hooks/triggers/useUpsertTriggerInstance';
export { useSetTriggerInstanceStatus } from './hooks/triggers/useSetTriggerInstanceStatus';
export type { SetTriggerInstanceStatusVariables } from './hooks/triggers/useSetTriggerInstanceStatus';
export { useDeleteTriggerInstance } from './hooks/triggers/useDeleteTriggerInstance';

// Tool router
export { useToolRouterSession } from './hooks/toolRouter/useToolRouterSession';
export { useCreateToolRouterSession } from './hooks/toolRouter/useCreateToolRouterSession';
export { useSessionToolkits } from './hooks/toolRouter/useSessionToolkits';
export type { UseSessionToolkitsResult } from './hooks/toolRouter/useSessionToolkits';
export { useSessionConnectLink } from './connect/useSessionConnectLink';
export type { UseSessionConnectLinkOptions } from './connect/useSessionConnectLink';
export { useSessionTools } from './hooks/toolRouter/useSessionTools';
export { useSessionSearch } from './hooks/toolRouter/useSessionSearch';
export { useExecuteSessionTool } from './hooks/toolRouter/useExecuteSessionTool';
export { useExecuteMetaTool } from './hooks/toolRouter/useExecuteMetaTool';
export { usePendingApprovals } from './hooks/toolRouter/usePendingApprovals';
export type { UsePendingApprovalsOptions, UsePendingApprovalsResult } from './hooks/toolRouter/usePendingApprovals';
export { useAnswerApproval } from './hooks/toolRouter/useAnswerApproval';
export type { AnswerApprovalVariables } from './hooks/toolRouter/useAnswerApproval';
export { useToolApproval } from './hooks/toolRouter/useToolApproval';

// MCP
export { useMcpServers } from './hooks/mcp/useMcpServers';
export { useMcpServer } from './hooks/mcp/useMcpServer';
export { useCreateMcpServer } from './hooks/mcp/useCreateMcpServer';
export { useUpdateMcpServer } from './hooks/mcp/useUpdateMcpServer';
export type { UpdateMcpServerVariables } from './hooks/mcp/useUpdateMcpServer';
export { useDeleteMcpServer } from './hooks/mcp/useDeleteMcpServer';
export { useMcpInstances } from './hooks/mcp/useMcpInstances';
export { useCreateMcpInstance } from './hooks/mcp/useCreateMcpInstance';
export { useDeleteMcpInstance } from './hooks/mcp/useDeleteMcpInstance';
export { useGenerateMcpUrl } from './hooks/mcp/useGenerateMcpUrl';

// Files
export { useFiles } from './hooks/files/useFiles';
export type { UseFilesResult } from './hooks/files/useFiles';
export { useFileUpload } from './upload/useFileUpload';
export type { UseFileUploadOptions, UseFileUploadResult } from './upload/useFileUpload';
export { createHasher } from '@patchbay/core';
export type { Hasher, HasherOptions, HashOptions, HashProgress, PutFile, PutFileOptions, UploadItem, UploadStatus } from '@patchbay/core';

// Proxy
export { useProxy } from './hooks/proxy/useProxy';

// Webhook subscriptions
export { useWebhookSubscriptions } from './hooks/webhookSubscriptions/useWebhookSubscriptions';
export { useWebhookSubscription } from './hooks/webhookSubscriptions/useWebhookSubscription';
export { useCreateWebhookSubscription } from './hooks/webhookSubscriptions/useCreateWebhookSubscription';
export { useUpdateWebhookSubscription } from './hooks/webhookSubscriptions/useUpdateWebhookSubscription';
export type { UpdateWebhookSubscriptionVariables } from './hooks/webhookSubscriptions/useUpdateWebhookSubscription';
export { useDeleteWebhookSubscription } from './hooks/webhookSubscriptions/useDeleteWebhookSubscription';
export { useRotateWebhookSecret } from './hooks/webhookSubscriptions/useRotateWebhookSecret';

// Projects (organization key)
export { useProjects } from './hooks/projects/useProjects';
export { useCreateProject } from './hooks/projects/useCreateProject';
export { useRegenerateProjectKey } from './hooks/projects/useRegenerateProjectKey';
export { useDeleteProject } from './hooks/projects/useDeleteProject';
