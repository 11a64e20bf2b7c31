import type { CursorPageQuery } from './common';

export interface ToolkitCategory {
  id: string;
  name: string;
}

/**
 * A toolkit in the `toolkits/multi` listing (spec 2.5), and in the vendor's
 * `GET /toolkits`. The vendor's names are there too: `composio_managed_auth_schemes`
 * is `vendor_managed_auth_schemes`, a category's `slug` is its `id`.
 */
export interface Toolkit {
  slug: string;
  name: string;
  auth_schemes: string[];
  vendor_managed_auth_schemes: string[];
  composio_managed_auth_schemes: string[];
  is_local_toolkit: boolean;
  no_auth: boolean;
  /** The vendor's: 'native' for every toolkit of the catalog ('custom' ones are a project's own). */
  type: 'native' | 'custom';
  /** Present (non-empty toolkitId) when the toolkit is superseded by another. */
  deprecated: { toolkitId: string };
  meta: {
    created_at: string;
    updated_at: string;
    description: string;
    logo: string;
    app_url: string;
    categories: (ToolkitCategory & { slug: string })[];
    triggers_count: number;
    tools_count: number;
    version: string;
  };
}

/** Who manages the auth: `composio` is the vendor's name for `vendor`. */
export type ToolkitManagedBy = 'vendor' | 'composio' | 'all' | 'project';
export type ToolkitSortBy = 'usage' | 'alphabetically';

export interface ListToolkitsRequest extends CursorPageQuery {
  /** Only these toolkit slugs. */
  toolkits?: string[];
  /** Category id or name. */
  category?: string;
  managed_by?: ToolkitManagedBy;
  /** @default 'usage' */
  sort_by?: ToolkitSortBy;
  /** Extension: matches name, slug or description, case-insensitively. */
  search?: string;
}

/**
 * Extension (the vendor's listing): query of `GET /api/v3/toolkits`, the
 * same filters as `toolkits/multi` in the query string.
 */
export interface QueryToolkitsQuery extends CursorPageQuery {
  /** Category id or name. */
  category?: string;
  managed_by?: ToolkitManagedBy;
  /** @default 'usage' */
  sort_by?: ToolkitSortBy;
  /** Matches name, slug or description, case-insensitively. */
  search?: string;
  /** Comma-separated toolkit slugs: only these. */
  toolkit_slugs?: string;
  /** Accepted as the vendor sends it; the catalog has no deprecated toolkits to leave out. */
  include_deprecated?: boolean | null;
  /** The vendor's: 'native' and 'all' list the catalog, 'custom' (a project's own toolkits) nothing. */
  type?: 'native' | 'custom' | 'all';
}

/** A field a user fills in to connect an account (API key, region, ...). */
export interface ConnectionField {
  name: string;
  display_name: string;
  /** The vendor's name for `display_name`. */
  displayName: string;
  /** The vendor's name for `secret`. */
  is_secret: boolean;
  type: 'string' | 'number' | 'boolean' | 'enum';
  description: string;
  required: boolean;
  /** Masked input. */
  secret: boolean;
  options?: string[];
  default?: string | number | boolean | null;
}

/** The fields of one auth scheme, split as the vendor splits them. */
export interface ConnectionFieldGroups {
  required: ConnectionField[];
  optional: ConnectionField[];
}

/** How one auth scheme of a toolkit is set up and connected (the vendor's `auth_config_details`). */
export interface ToolkitAuthConfigDetail {
  /** The scheme, e.g. `OAUTH2`, `API_KEY`. */
  mode: string;
  name: string;
  fields: {
    /** What creating a custom auth config of this scheme takes (an OAuth app's client id and secret). */
    auth_config_creation: ConnectionFieldGroups;
    /** What a user enters to connect an account. */
    connected_account_initiation: ConnectionFieldGroups;
  };
  proxy: { base_url: string };
}

/** A tool of a toolkit named in a summary: enough to show, not to call. */
export interface ToolKindExample {
  slug: string;
  name: string;
}

/** How many of a toolkit's tools are of one kind, and the first few of them. */
export interface ToolKindSummary {
  count: number;
  /** Up to 3 of them, in the toolkit's order of tools. */
  examples: ToolKindExample[];
}

/**
 * Extension (Patchbay's own; the vendor has only `meta.tools_count`): a
 * toolkit's tools by what they do, from their MCP hints. `reads` are the
 * `readOnlyHint` tools; every other tool has exactly one of `createHint`,
 * `updateHint` or `destructiveHint` (`deletes`), so the four counts add up
 * to `meta.tools_count`.
 */
export interface ToolKinds {
  reads: ToolKindSummary;
  creates: ToolKindSummary;
  updates: ToolKindSummary;
  deletes: ToolKindSummary;
}

/** Extension: one toolkit in full (`GET /api/v3/toolkits/{slug}`). */
export interface ToolkitDetails extends Toolkit {
  /** `available_versions`: the vendor's list of the toolkit's versions (here the one it has). */
  meta: Toolkit['meta'] & { available_versions: string[] };
  /** `rawProxyInfoByAuthSchemes`: the vendor's; no raw proxy details here, so always empty. */
  deprecated: Toolkit['deprecated'] & { rawProxyInfoByAuthSchemes: Record<string, unknown>[] };
  base_url: string;
  /** The vendor's: always true here (every catalog toolkit can be used). */
  enabled: boolean;
  tools: { slug: string; name: string; description: string }[];
  /** Extension: what the toolkit's tools do, counted by kind (see `ToolKinds`), to show before connecting. */
  tool_kinds: ToolKinds;
  auth_config_details: ToolkitAuthConfigDetail[];
  /** The vendor's: the OAuth scopes of each vendor-managed scheme. */
  composio_managed_auth: { mode: string; scopes: { available: string[] } }[];
}

/** One version of a toolkit and what changed in it. */
export interface ToolkitVersionChangelog {
  /** The version, `YYYYMMDD_NN`. */
  version: string;
  /** What the version brought, in words. */
  changelog: string;
}

/** The versions of one toolkit, newest first. */
export interface ToolkitChangelog {
  slug: string;
  name: string;
  /** The vendor's: the same as `name` here. */
  display_name: string;
  /** Newest first, at most the last 10 (the catalog keeps one version per toolkit: its current one). */
  versions: ToolkitVersionChangelog[];
}

/** The vendor's `GET /toolkits/changelog`: every toolkit of the catalog with its recent versions, not paged. */
export interface ToolkitChangelogResponse {
  items: ToolkitChangelog[];
}
