/** Spec 2.8. */
export interface McpInstance {
  id: string;
  /** Equals the user id. */
  instance_id: string;
  mcp_server_id: string;
  created_at: string;
  updated_at: string;
}

export interface ListMcpInstancesQuery {
  /** 1-based. @default 1 */
  page_no?: number | null;
  /** @default 20 */
  limit?: number | null;
  /** Matches user id or instance id. */
  search?: string;
  /** @default 'updated_at' */
  order_by?: 'created_at' | 'updated_at';
  /** @default 'desc' */
  order_direction?: 'asc' | 'desc';
}

export interface McpInstancePage {
  instances: McpInstance[];
  server_id: string;
  server_name: string;
  total_pages: number;
  current_page: number;
}

export interface CreateMcpInstanceRequest {
  user_id: string;
}

export interface DeleteMcpInstanceResponse {
  message: string;
  deleted_connected_accounts: number;
}

export interface GenerateMcpUrlRequest {
  mcp_server_id: string;
  /** @default false */
  managed_auth_by_vendor?: boolean;
  /** The vendor's name for `managed_auth_by_vendor`. */
  managed_auth_by_composio?: boolean;
  user_ids?: string[];
  connected_account_ids?: string[];
}

export interface GenerateMcpUrlResponse {
  mcp_url: string;
  connected_account_urls: string[];
  user_ids_url: string[];
}

/** Extension: an MCP server. */
export interface McpServer {
  id: string;
  name: string;
  auth_config_ids: string[];
  allowed_tools: string[];
  managed_auth_via_vendor: boolean;
  /** The vendor's name for `managed_auth_via_vendor`. */
  managed_auth_via_composio: boolean;
  toolkits: string[];
  /** toolkit slug -> logo URL. */
  toolkit_icons: Record<string, string>;
  mcp_url: string;
  /** The vendor's: how to add the server to each MCP client, from a terminal. */
  commands: { claude: string; cursor: string; windsurf: string };
  server_instance_count: number;
  /** The vendor's: true once deleted (a deleted server is read as a 404 here, so always false). */
  deleted: boolean;
  created_at: string;
  updated_at: string;
}

/** Extension: body of `POST /api/v3/mcp/servers`. */
export interface CreateMcpServerRequest {
  /** 4 to 30 characters: letters, digits, spaces and hyphens. */
  name: string;
  auth_config_ids: string[];
  /** @default every tool of the auth configs' toolkits */
  allowed_tools?: string[];
  /** @default false */
  managed_auth_via_vendor?: boolean;
  /** The vendor's name for `managed_auth_via_vendor`. */
  managed_auth_via_composio?: boolean;
}

/**
 * Extension (the vendor's `POST /api/v3/mcp/servers/custom`): a server of
 * toolkits, each through the project's enabled auth config for it (its
 * default vendor-managed one is created when it has none), and of the auth
 * configs named. `custom_tools` is the vendor's name for `allowed_tools`.
 */
export interface CreateCustomMcpServerRequest {
  name: string;
  toolkits?: string[];
  auth_config_ids?: string[];
  allowed_tools?: string[];
  custom_tools?: string[];
  managed_auth_via_composio?: boolean;
  managed_auth_via_vendor?: boolean;
}

/** Extension: body of `PATCH /api/v3/mcp/{id}`. `toolkits` and `custom_tools` as in `CreateCustomMcpServerRequest`. */
export interface UpdateMcpServerRequest {
  name?: string;
  auth_config_ids?: string[];
  toolkits?: string[];
  allowed_tools?: string[];
  custom_tools?: string[];
  managed_auth_via_vendor?: boolean;
  managed_auth_via_composio?: boolean;
}

/** Extension: query of `GET /api/v3/mcp/servers`. */
export interface ListMcpServersQuery {
  page_no?: number | null;
  /** @default 10 */
  limit?: number | null;
  /** Case-insensitive part of the name. */
  name?: string;
  /** Comma-separated toolkit slugs. */
  toolkits?: string;
  /** Comma-separated auth config ids. */
  auth_config_ids?: string;
  order_by?: 'created_at' | 'updated_at';
  order_direction?: 'asc' | 'desc';
}

/**
 * Extension: query of `GET /api/v3/mcp/app/{appKey}`, the MCP servers that
 * include one toolkit: the listing's filters, narrowed to that toolkit.
 */
export type ListAppMcpServersQuery = ListMcpServersQuery;

/** Extension: MCP servers listing; page-numbered like instances. */
export interface McpServerPage {
  items: McpServer[];
  current_page: number;
  total_pages: number;
}

export interface DeleteMcpServerResponse {
  id: string;
  deleted: boolean;
}
