/** An MCP server as stored ('mcp_servers'); soft-deleted servers keep their record. */
export interface McpServerRecord {
  id: string;
  project_id: string;
  name: string;
  auth_config_ids: string[];
  allowed_tools: string[];
  managed_auth_via_vendor: boolean;
  /** The toolkits of the auth configs, in auth config order. */
  toolkits: string[];
  created_at: string;
  updated_at: string;
  deleted_at: string | null;
}

/** One user's instance of an MCP server ('mcp_instances'); instance_id is the user id. */
export interface McpInstanceRecord {
  id: string;
  project_id: string;
  mcp_server_id: string;
  instance_id: string;
  created_at: string;
  updated_at: string;
}
