import type { OrgRecord, ProjectRecord, ApiKeyRecord } from '../projects/records';
import type { AuthConfigRecord } from '../authConfigs/records';
import type { ConnectedAccountRecord, LinkSessionRecord } from '../connectedAccounts/records';
import type { GrantRecord, ProviderSettings } from '../connect/records';
import type { SigningSecretRecord } from '../files/records';
import type { StoredFile } from '../files/records';
import type { TriggerInstanceRecord } from '../triggers/records';
import type { ToolRouterSessionRecord } from '../toolRouter/ToolRouterSessionRecord';
import type { SessionConfigRecord } from '../toolRouter/SessionConfigRecord';
import type { SessionFileRecord, SessionFileUploadRecord } from '../sessionFiles/records';
import type { McpInstanceRecord, McpServerRecord } from '../mcp/records';
import type { McpElicitationRecord, McpSessionRecord } from '../mcp/serve/records';
import type { WebhookDeliveryRecord, WebhookSubscriptionRecord } from '../webhooks/records';
import type { SandboxItem } from '../sandbox/SandboxItem';
import type { ToolExecutionRecord } from '../tools/ToolExecutionRecord';
import type { ToolApprovalRecord } from '../toolRouter/approvals/records';
import type { ClockOffsetRecord, ToolkitFaultRecord } from '../testControls/records';

/** Singletons kept under fixed ids; the id tells them apart. */
export type SettingRecord = OrgRecord | ProviderSettings | SigningSecretRecord | ClockOffsetRecord;

/** The one map from a collection to the type of the records it holds, composed from each resource's record types. */
export interface CollectionRecords {
  settings: SettingRecord;
  projects: ProjectRecord;
  api_keys: ApiKeyRecord;
  auth_configs: AuthConfigRecord;
  connected_accounts: ConnectedAccountRecord;
  link_sessions: LinkSessionRecord;
  oauth_codes: GrantRecord;
  trigger_instances: TriggerInstanceRecord;
  tool_router_sessions: ToolRouterSessionRecord;
  tool_router_session_configs: SessionConfigRecord;
  session_files: SessionFileRecord;
  session_file_uploads: SessionFileUploadRecord;
  mcp_servers: McpServerRecord;
  mcp_instances: McpInstanceRecord;
  mcp_sessions: McpSessionRecord;
  mcp_elicitations: McpElicitationRecord;
  files: StoredFile;
  webhook_subscriptions: WebhookSubscriptionRecord;
  webhook_deliveries: WebhookDeliveryRecord;
  sandbox_items: SandboxItem;
  tool_executions: ToolExecutionRecord;
  tool_approvals: ToolApprovalRecord;
  toolkit_faults: ToolkitFaultRecord;
}

/** The named sets of records the service keeps. */
export type Collection = keyof CollectionRecords;
