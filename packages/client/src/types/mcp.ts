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
  toolkits: string[];
  /** toolkit slug -> logo URL. */
  toolkit_icons: Record<string, string>;
  mcp_url: string;
  server_instance_count: number;
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
}

/** Extension: body of `PATCH /api/v3/mcp/{id}`. */
export interface UpdateMcpServerRequest {
  name?: string;
  auth_config_ids?: string[];
  allowed_tools?: string[];
  managed_auth_via_vendor?: boolean;
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
