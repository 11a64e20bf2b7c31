import type { PatchbayClientOptions } from './PatchbayClientOptions';
import { type AuthConfigsResource, createAuthConfigsResource } from './resources/authConfigs';
import { type ConnectedAccountsResource, createConnectedAccountsResource } from './resources/connectedAccounts';
import { createFilesResource, type FilesResource } from './resources/files';
import { createLogsResource, type LogsResource } from './resources/logs';
import { createMcpResource, type McpResource } from './resources/mcp';
import { createProjectsResource, type ProjectsResource } from './resources/projects';
import { createProxyResource, type ProxyResource } from './resources/proxy';
import { createToolkitsResource, type ToolkitsResource } from './resources/toolkits';
import { createToolsResource, type ToolsResource } from './resources/tools';
import { createToolRouterResource, type ToolRouterResource } from './resources/toolRouter';
import { createTriggerInstancesResource, type TriggerInstancesResource } from './resources/triggerInstances';
import { createTriggerTypesResource, type TriggerTypesResource } from './resources/triggerTypes';
import { createWebhookSubscriptionsResource, type WebhookSubscriptionsResource } from './resources/webhookSubscriptions';
import { bindEndpoints } from './endpoints/callEndpoint';
import { createTransport } from './transport';

/** One typed function per endpoint, grouped by resource. */
export interface PatchbayClient {
  authConfigs: AuthConfigsResource;
  connectedAccounts: ConnectedAccountsResource;
  toolkits: ToolkitsResource;
  /** Tools: list, get, execute (extensions). */
  tools: ToolsResource;
  triggerTypes: TriggerTypesResource;
  triggerInstances: TriggerInstancesResource;
  toolRouter: ToolRouterResource;
  mcp: McpResource;
  files: FilesResource;
  proxy: ProxyResource;
  /** Organization key endpoints (`orgApiKey`). */
  projects: ProjectsResource;
  webhookSubscriptions: WebhookSubscriptionsResource;
  logs: LogsResource;
}

/**
 * Creates a client for the Integration Platform API v3. Every function
 * resolves with the parsed JSON body and rejects with a `PatchbayError`.
 *
 * @example
 * const client = createPatchbayClient({ baseUrl: 'https://api.example.com', apiKey });
 * const page = await client.toolkits.list({ limit: 50, sort_by: 'alphabetically' });
 */
export function createPatchbayClient(options: PatchbayClientOptions = {}): PatchbayClient {
  const call = bindEndpoints(createTransport(options), options.apiVersion);
  return {
    authConfigs: createAuthConfigsResource(call),
    connectedAccounts: createConnectedAccountsResource(call),
    toolkits: createToolkitsResource(call),
    tools: createToolsResource(call),
    triggerTypes: createTriggerTypesResource(call),
    triggerInstances: createTriggerInstancesResource(call),
    toolRouter: createToolRouterResource(call),
    mcp: createMcpResource(call),
    files: createFilesResource(call),
    proxy: createProxyResource(call),
    projects: createProjectsResource(call),
    webhookSubscriptions: createWebhookSubscriptionsResource(call),
    logs: createLogsResource(call),
  };
}
