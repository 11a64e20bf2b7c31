import type { OrgRecord, ProjectRecord, ApiKeyRecord } from '../projects/records';
import type { AuthConfigRecord } from '../authConfigs/records';
import type { ConnectedAccountRecord } from '../connectedAccounts/records';
import type { LinkSessionRecord } from '../connectedAccounts/linkSessions';
import type { GrantRecord } from '../connect/oauthGrants';
import type { ProviderSettings } from '../connect/oauthClients';
import type { SigningSecretRecord } from '../files/urlSigning';
import type { StoredFile } from '../files/StoredFile';
import type { TriggerInstanceRecord } from '../triggers/records';
import type { ToolRouterSessionRecord } from '../toolRouter/ToolRouterSessionRecord';
import type { SessionConfigRecord } from '../toolRouter/SessionConfigRecord';
import type { SessionFileRecord, SessionFileUploadRecord } from '../sessionFiles/records';
import type { McpInstanceRecord, McpServerRecord } from '../mcp/records';
import type { WebhookDeliveryRecord, WebhookSubscriptionRecord } from '../webhooks/records';
import type { SandboxItem } from '../sandbox/SandboxItem';
import type { ToolExecutionRecord } from '../tools/ToolExecutionRecord';

/** Singletons kept under fixed ids; the id tells them apart. */
export type SettingRecord = OrgRecord | ProviderSettings | SigningSecretRecord;

/** The one map from a collection to the type of the records it holds. */
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
  files: StoredFile;
  webhook_subscriptions: WebhookSubscriptionRecord;
  webhook_deliveries: WebhookDeliveryRecord;
  sandbox_items: SandboxItem;
  tool_executions: ToolExecutionRecord;
}

/** The named sets of records the service keeps. */
export type Collection = keyof CollectionRecords;

export type RecordOf<C extends Collection> = CollectionRecords[C];

/**
 * The fields of each collection that queries may filter and sort on: they are
 * real, indexed columns in the database, so only these can be asked for.
 */
export const QUERY_FIELDS = {
  settings: [],
  projects: ['project_id', 'org_id', 'name', 'deleted_at'],
  api_keys: ['project_id'],
  auth_configs: ['project_id', 'toolkit_slug', 'status', 'auth_scheme'],
  connected_accounts: ['project_id', 'user_id', 'toolkit_slug', 'status', 'auth_config_id', 'deleted_at', 'created_at', 'updated_at'],
  link_sessions: ['project_id', 'connected_account_id', 'status', 'expires_at'],
  oauth_codes: ['expires_at'],
  trigger_instances: ['project_id', 'connected_account_id', 'user_id', 'trigger_slug', 'auth_config_id', 'status'],
  tool_router_sessions: ['project_id'],
  tool_router_session_configs: ['project_id', 'session_id', 'version'],
  session_files: ['project_id', 'session_id', 'mount_id', 'path'],
  session_file_uploads: ['project_id', 'session_id', 'expires_at'],
  mcp_servers: ['project_id'],
  mcp_instances: ['project_id', 'mcp_server_id'],
  files: ['project_id', 'status', 'md5', 'toolkit_slug', 'tool_slug', 'created_at'],
  webhook_subscriptions: ['project_id'],
  webhook_deliveries: ['status', 'next_attempt_at', 'updated_at'],
  sandbox_items: ['project_id', 'connected_account_id', 'kind', 'created_at'],
  tool_executions: ['project_id', 'created_at'],
} as const satisfies { [C in Collection]: readonly (keyof RecordOf<C> & string)[] };

/** A queryable field of `C`; `id` always is one. */
export type QueryField<C extends Collection> = (typeof QUERY_FIELDS)[C][number] | 'id';

/** A column value as SQLite compares it. */
export type QueryValue = string | number | null;

/** Inclusive upper bound, for sweeps of what is due. */
export interface AtMost {
  atMost: string | number;
}

/** Equality with one value (`null`: IS NULL), membership in a list (an empty list matches nothing), or a bound. */
export type Where<C extends Collection> = { [F in QueryField<C>]?: QueryValue | readonly QueryValue[] | AtMost };

/** Where a page ended: its last record's sort key and insertion sequence. */
export interface Keyset {
  key: QueryValue;
  seq: number;
}

export interface Query<C extends Collection> {
  where?: Where<C>;
  /** Sorted by this field, ties in insertion order; without it, insertion order alone. */
  orderBy?: QueryField<C>;
  /** @default 'asc' — also the direction of the insertion-order tie break. */
  direction?: 'asc' | 'desc';
  /** Only records strictly after this position in the order. */
  after?: Keyset;
  limit?: number;
}

/** A record with its position in the order (sort key and insertion sequence), which keyset cursors need. */
export interface Row<C extends Collection> {
  record: RecordOf<C>;
  seq: number;
  /** The value of the `orderBy` field; null without one. */
  key: QueryValue;
}

/**
 * A small synchronous typed record store. Synchronous on purpose: a handler's
 * reads and writes cannot interleave with another request's, so each request
 * sees and leaves a consistent state without locks. It returns copies, never
 * live references.
 */
export interface Store {
  readonly kind: 'memory' | 'sqlite';
  get<C extends Collection>(collection: C, id: string): RecordOf<C> | undefined;
  /** Inserts or replaces by id; a replaced record keeps its place in insertion order. */
  put<C extends Collection, R extends RecordOf<C>>(collection: C, record: R): R;
  remove(collection: Collection, id: string): boolean;
  /** The records matching `query`, in its order. */
  find<C extends Collection>(collection: C, query?: Query<C>): RecordOf<C>[];
  /** Like `find`, with each record's insertion sequence. */
  rows<C extends Collection>(collection: C, query?: Query<C>): Row<C>[];
  count<C extends Collection>(collection: C, where?: Where<C>): number;
  /** A whole collection (or one project's part) in insertion order: for tests and upkeep, never a request path. */
  list<C extends Collection>(collection: C, projectId?: string): RecordOf<C>[];
  /** Runs `fn` atomically: all of its writes land, or none. */
  transaction<R>(fn: () => R): R;
  close(): void;
}
