import type { McpTag, ToolJsonSchema } from '@patchbay/client';

/**
 * The catalog's types, and nothing else: every module of the catalog imports
 * its types from here, so none needs another for a type alone.
 */

export type AuthScheme = 'OAUTH2' | 'API_KEY' | 'BEARER_TOKEN' | 'BASIC' | 'NO_AUTH';

export interface CatalogCategory {
  id: string;
  name: string;
}

export interface FieldDescriptor {
  type: 'string' | 'number' | 'boolean' | 'enum' | 'object' | 'array';
  description?: string;
  required?: boolean;
  options?: string[];
  default?: string | number | boolean;
  properties?: Record<string, string>;
}

export type CatalogConnectionField = FieldDescriptor & {
  label: string;
  secret?: boolean;
  /** How an enum's options read on the hosted page (`eu` -> 'European Union'); an option without one shows as itself. */
  optionLabels?: Record<string, string>;
};

/**
 * An argument that names a record of the app by its id, and how to name it
 * for people: the toolkit's read-only tool that reads one such record and
 * the field of its `data` that a person knows it by. The service reads it
 * (as the call's user, with the call's account) to say what a held call
 * would change in words (`argument_labels` of an approval).
 */
export interface ToolArgumentReference {
  /** What the record is, as one lower-case English noun: `task`. */
  resource: string;
  /** The slug of a read-only tool of the same toolkit that reads one record. */
  read: string;
  /** The read tool's argument that takes the id. @default the argument's own name */
  argument?: string;
  /** The field of the read tool's `data` that names the record: `title`. */
  label: string;
}

/** What a tool takes, what it answers with (`data`), and the MCP hints that fit what it does. */
export interface ToolSchemas {
  input: ToolJsonSchema;
  output: ToolJsonSchema;
  tags: McpTag[];
  /** Arguments (by name) that are ids of the app's records, and the tool that reads each. @default none */
  references?: Record<string, ToolArgumentReference>;
}

/** A tool of the generated catalog before it belongs to a toolkit: `{app}` in `description` is the toolkit's name. */
export interface ToolTemplate {
  action: string;
  description: string;
}

/** A trigger type before it belongs to a toolkit (poll triggers already carry `interval_minutes`). */
export interface TriggerTemplate {
  key: string;
  name: string;
  type: 'webhook' | 'poll';
  description: string;
  config: Record<string, FieldDescriptor>;
  payload: Record<string, FieldDescriptor>;
}

/** One row of data/toolkits.json: what the catalog builds a toolkit from. */
export interface ToolkitSeed {
  slug: string;
  name: string;
  /** Category codes (categories.ts), the primary one first. */
  categoryCodes: string[];
  authSchemes: AuthScheme[];
  description: string;
  appHost: string;
  /** `null` for local toolkits. */
  apiBase: string | null;
}

export interface CatalogTool {
  slug: string;
  name: string;
  description: string;
  /**
   * Where its schemas come from: written out (`schemas`, the built-in
   * toolkits) or derived from its `template` on first use. Read them with
   * `toolSchemas(toolkit, tool)`.
   */
  schemas?: ToolSchemas;
  template?: ToolTemplate;
}

/** A tool with the toolkit it belongs to. */
export interface CatalogToolEntry {
  toolkit: CatalogToolkit;
  tool: CatalogTool;
}

export interface CatalogTriggerType {
  /** UPPER_SNAKE, prefixed by the upper-cased toolkit slug. */
  slug: string;
  name: string;
  description: string;
  instructions: string;
  type: 'webhook' | 'poll';
  /** Only string | number | boolean | enum descriptors, each with a boolean `required`. */
  config: Record<string, FieldDescriptor>;
  /** string | number | boolean | object (object carries `properties`). */
  payload: Record<string, FieldDescriptor>;
  /** YYYYMMDD_NN */
  version: string;
}

export interface CatalogToolkit {
  slug: string;
  name: string;
  description: string;
  categories: CatalogCategory[];
  authSchemes: AuthScheme[];
  vendorManagedAuthSchemes: AuthScheme[];
  noAuth: boolean;
  isLocalToolkit: boolean;
  /** Informational product URL. */
  appUrl: string;
  /** HTTP API base for the proxy; `builtin:<slug>` / `local:<slug>` are not remote URLs. */
  baseUrl: string;
  version: string;
  createdAt: string;
  updatedAt: string;
  usage: number;
  deprecated?: { toolkitId: string };
  tools: CatalogTool[];
  triggers: CatalogTriggerType[];
  /** Fields a caller supplies for non-OAuth schemes; empty for OAUTH2-only and NO_AUTH. */
  connectionFields: Record<string, CatalogConnectionField>;
}

export type CatalogTriggerTypeEntry = CatalogTriggerType & { toolkitSlug: string };

export interface Catalog {
  /** Sorted alphabetically by name (case-insensitive), then slug. */
  toolkits: readonly CatalogToolkit[];
  categories: readonly CatalogCategory[];
  toolkit(slug: string): CatalogToolkit | undefined;
  triggerType(slug: string): CatalogTriggerTypeEntry | undefined;
  triggerTypes: readonly CatalogTriggerTypeEntry[];
  /** A tool by slug, with its toolkit (the index is built on first use). */
  tool(slug: string): CatalogToolEntry | undefined;
}

/** A connection field in list form, structurally matching the client's `ConnectionField`. */
export interface ConnectionFieldEntry {
  name: string;
  display_name: string;
  /** The vendor's name for `display_name`. */
  displayName: string;
  type: 'string' | 'number' | 'boolean' | 'enum';
  description: string;
  required: boolean;
  secret: boolean;
  /** The vendor's name for `secret`. */
  is_secret: boolean;
  options?: string[];
  default?: string | number | boolean | null;
}
