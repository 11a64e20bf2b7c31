import type { CursorPageQuery } from './common';

export interface ToolkitCategory {
  id: string;
  name: string;
}

/** A toolkit in the `toolkits/multi` listing (spec 2.5). */
export interface Toolkit {
  slug: string;
  name: string;
  auth_schemes: string[];
  vendor_managed_auth_schemes: string[];
  is_local_toolkit: boolean;
  no_auth: boolean;
  /** Present (non-empty toolkitId) when the toolkit is superseded by another. */
  deprecated: { toolkitId: string };
  meta: {
    created_at: string;
    updated_at: string;
    description: string;
    logo: string;
    app_url: string;
    categories: ToolkitCategory[];
    triggers_count: number;
    tools_count: number;
    version: string;
  };
}

export type ToolkitManagedBy = 'vendor' | 'all' | 'project';
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

/** A field a user fills in to connect an account (API key, region, ...). */
export interface ConnectionField {
  name: string;
  display_name: string;
  type: 'string' | 'number' | 'boolean' | 'enum';
  description: string;
  required: boolean;
  /** Masked input. */
  secret: boolean;
  options?: string[];
  default?: string | number | boolean | null;
}

/** Extension: one toolkit in full (`GET /api/v3/toolkits/{slug}`). */
export interface ToolkitDetails extends Toolkit {
  base_url: string;
  tools: { slug: string; name: string; description: string }[];
  auth_config_details: {
    mode: string;
    name: string;
    fields: { connected_account_initiation: { required: ConnectionField[]; optional: ConnectionField[] } };
  }[];
}
