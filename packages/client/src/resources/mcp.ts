import type { CallEndpoint } from '../endpoints/callEndpoint';
import type { RequestOptions } from '../RequestOptions';
import type {
  CreateCustomMcpServerRequest,
  CreateMcpInstanceRequest,
  CreateMcpServerRequest,
  GenerateMcpUrlRequest,
  ListAppMcpServersQuery,
  ListMcpInstancesQuery,
  ListMcpServersQuery,
  UpdateMcpServerRequest,
} from '../types';

/**
 * MCP servers and their per-user instances (spec 4.6). Listings here are
 * page-numbered (`page_no`, `total_pages`): walk them with `paginateByPageNumber`.
 */
export function createMcpResource(call: CallEndpoint) {
  return {
    /** `POST /api/v3/mcp/servers`: creates an MCP server over some auth configs. @extension */
    createServer: (body: CreateMcpServerRequest, options?: RequestOptions) => call('mcp.createServer', { body }, options),
    /** `POST /api/v3/mcp/servers/custom`: creates an MCP server from toolkits (the vendor's SDK's `mcp.create`). @extension */
    createCustom: (body: CreateCustomMcpServerRequest, options?: RequestOptions) => call('mcp.createCustom', { body }, options),
    /** `GET /api/v3/mcp/servers`: one page of MCP servers. @extension */
    listServers: (query?: ListMcpServersQuery, options?: RequestOptions) => call('mcp.listServers', { query }, options),
    /** `GET /api/v3/mcp/app/{appKey}`: one page of the MCP servers that include toolkit `appKey` (404 for an unknown toolkit). @extension */
    listAppServers: (appKey: string, query?: ListAppMcpServersQuery, options?: RequestOptions) =>
      call('mcp.listAppServers', { params: { appKey }, query }, options),
    /** `GET /api/v3/mcp/{id}`: one MCP server. @extension */
    getServer: (id: string, options?: RequestOptions) => call('mcp.getServer', { params: { id } }, options),
    /** `PATCH /api/v3/mcp/{id}`: changes an MCP server. @extension */
    updateServer: (id: string, body: UpdateMcpServerRequest, options?: RequestOptions) => call('mcp.updateServer', { params: { id }, body }, options),
    /** `DELETE /api/v3/mcp/{id}`: deletes an MCP server. @extension */
    deleteServer: (id: string, options?: RequestOptions) => call('mcp.deleteServer', { params: { id } }, options),
    /** `GET /api/v3/mcp/servers/{serverId}/instances`: one page of the server's user instances (1-based `page_no`, 20 per page by default). */
    listInstances: (serverId: string, query?: ListMcpInstancesQuery, options?: RequestOptions) =>
      call('mcp.listInstances', { params: { serverId }, query }, options),
    /**
     * `POST /api/v3/mcp/servers/{serverId}/instances`: binds a user to the server. Rejected
     * unless the user has a connected account for every auth config of the server.
     */
    createInstance: (serverId: string, body: CreateMcpInstanceRequest, options?: RequestOptions) =>
      call('mcp.createInstance', { params: { serverId }, body }, options),
    /**
     * `DELETE /api/v3/mcp/servers/{serverId}/instances/{instanceId}`: removes the instance and
     * deletes the user's connected accounts tied to this server's auth configs.
     */
    deleteInstance: (serverId: string, instanceId: string, options?: RequestOptions) =>
      call('mcp.deleteInstance', { params: { serverId, instanceId } }, options),
    /** `POST /api/v3/mcp/servers/generate`: MCP URLs of a server for given users or connected accounts. */
    generateUrl: (body: GenerateMcpUrlRequest, options?: RequestOptions) => call('mcp.generateUrl', { body }, options),
  };
}

export type McpResource = ReturnType<typeof createMcpResource>;
