import { path } from '../path';
import type { RequestOptions } from '../RequestOptions';
import type { Transport } from '../transport';
import type {
  CreateMcpInstanceRequest,
  CreateMcpServerRequest,
  DeleteMcpInstanceResponse,
  DeleteMcpServerResponse,
  GenerateMcpUrlRequest,
  GenerateMcpUrlResponse,
  ListMcpInstancesQuery,
  ListMcpServersQuery,
  McpInstance,
  McpInstancePage,
  McpServer,
  McpServerPage,
  UpdateMcpServerRequest,
} from '../types';

/**
 * MCP servers and their per-user instances (spec 4.6). Listings here are
 * page-numbered (`page_no`, `total_pages`): walk them with `paginateByPageNumber`.
 */
export function createMcpResource(transport: Transport) {
  return {
    /** `POST /api/v3/mcp/servers`: creates an MCP server over some auth configs. @extension */
    createServer: (body: CreateMcpServerRequest, options?: RequestOptions) =>
      transport.request<McpServer>({ method: 'POST', path: '/api/v3/mcp/servers', body }, options),

    /** `GET /api/v3/mcp/servers`: one page of MCP servers. @extension */
    listServers: (query?: ListMcpServersQuery, options?: RequestOptions) =>
      transport.request<McpServerPage>({ method: 'GET', path: '/api/v3/mcp/servers', query }, options),

    /** `GET /api/v3/mcp/{id}`: one MCP server. @extension */
    getServer: (id: string, options?: RequestOptions) => transport.request<McpServer>({ method: 'GET', path: path`/api/v3/mcp/${id}` }, options),

    /** `PATCH /api/v3/mcp/{id}`: changes an MCP server. @extension */
    updateServer: (id: string, body: UpdateMcpServerRequest, options?: RequestOptions) =>
      transport.request<McpServer>({ method: 'PATCH', path: path`/api/v3/mcp/${id}`, body }, options),

    /** `DELETE /api/v3/mcp/{id}`: deletes an MCP server. @extension */
    deleteServer: (id: string, options?: RequestOptions) =>
      transport.request<DeleteMcpServerResponse>({ method: 'DELETE', path: path`/api/v3/mcp/${id}` }, options),

    /** `GET /api/v3/mcp/servers/{serverId}/instances`: one page of the server's user instances (1-based `page_no`, 20 per page by default). */
    listInstances: (serverId: string, query?: ListMcpInstancesQuery, options?: RequestOptions) =>
      transport.request<McpInstancePage>({ method: 'GET', path: path`/api/v3/mcp/servers/${serverId}/instances`, query }, options),

    /**
     * `POST /api/v3/mcp/servers/{serverId}/instances`: binds a user to the server. Rejected
     * unless the user has a connected account for every auth config of the server.
     */
    createInstance: (serverId: string, body: CreateMcpInstanceRequest, options?: RequestOptions) =>
      transport.request<McpInstance>({ method: 'POST', path: path`/api/v3/mcp/servers/${serverId}/instances`, body }, options),

    /**
     * `DELETE /api/v3/mcp/servers/{serverId}/instances/{instanceId}`: removes the instance and
     * deletes the user's connected accounts tied to this server's auth configs.
     */
    deleteInstance: (serverId: string, instanceId: string, options?: RequestOptions) =>
      transport.request<DeleteMcpInstanceResponse>(
        { method: 'DELETE', path: path`/api/v3/mcp/servers/${serverId}/instances/${instanceId}` },
        options,
      ),

    /** `POST /api/v3/mcp/servers/generate`: MCP URLs of a server for given users or connected accounts. */
    generateUrl: (body: GenerateMcpUrlRequest, options?: RequestOptions) =>
      transport.request<GenerateMcpUrlResponse>({ method: 'POST', path: '/api/v3/mcp/servers/generate', body }, options),
  };
}

export type McpResource = ReturnType<typeof createMcpResource>;
