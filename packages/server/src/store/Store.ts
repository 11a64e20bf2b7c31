/** Every stored record has an id; project-owned records also carry project_id. */
export interface StoredDoc {
  id: string;
  project_id?: string;
}

/** The named sets of records the service keeps. */
export type Collection =
  | 'settings'
  | 'projects'
  | 'api_keys'
  | 'auth_configs'
  | 'connected_accounts'
  | 'link_sessions'
  | 'oauth_codes'
  | 'trigger_instances'
  | 'trigger_events'
  | 'tool_router_sessions'
  | 'mcp_servers'
  | 'mcp_instances'
  | 'files'
  | 'webhook_subscriptions'
  | 'webhook_deliveries'
  | 'sandbox_items';

/**
 * A small synchronous document store. Synchronous on purpose: a handler's
 * reads and writes cannot interleave with another request's, so each request
 * sees and leaves a consistent state without locks. Both implementations
 * return copies, never live references.
 */
export interface Store {
  readonly kind: 'memory' | 'sqlite';
  get<T extends StoredDoc>(collection: Collection, id: string): T | undefined;
  /** Inserts or replaces by id; a replaced record keeps its place in listing order. */
  put<T extends StoredDoc>(collection: Collection, doc: T): T;
  remove(collection: Collection, id: string): boolean;
  /** Records in insertion order, optionally only those of one project. */
  list<T extends StoredDoc>(collection: Collection, projectId?: string): T[];
  /** Runs `fn` atomically: all of its writes land, or none. */
  transaction<R>(fn: () => R): R;
  putBlob(key: string, bytes: Uint8Array): void;
  getBlob(key: string): Uint8Array<ArrayBuffer> | undefined;
  close(): void;
}
