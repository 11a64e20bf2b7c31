import type { ListMcpInstancesQuery, ListMcpServersQuery, McpInstancePage, McpServer, McpServerPage, PatchbayClient } from '@patchbay/client';
import { queryOptions } from '@tanstack/react-query';
import type { PatchbayQueryError } from '../hookOptions';
import { patchbayKey } from './patchbayKey';

/** Query keys of MCP servers and their instances (`patchbayKeys.mcp`). */
export const mcpKeys = {
  all: () => patchbayKey('mcp'),
  serverLists: () => patchbayKey('mcp', 'servers'),
  servers: (query: ListMcpServersQuery = {}) => patchbayKey('mcp', 'servers', query),
  server: (id: string) => patchbayKey('mcp', 'server', id),
  instances: (serverId: string, query: ListMcpInstancesQuery = {}) => patchbayKey('mcp', 'server', serverId, 'instances', query),
};

/** One numbered page of `client.mcp.listServers(query)`. */
export function mcpServersQueryOptions(client: PatchbayClient, query: ListMcpServersQuery = {}) {
  return queryOptions<McpServerPage, PatchbayQueryError>({
    queryKey: mcpKeys.servers(query),
    queryFn: ({ signal }) => client.mcp.listServers(query, { signal }),
  });
}

/** One MCP server (`client.mcp.getServer(id)`). */
export function mcpServerQueryOptions(client: PatchbayClient, id: string) {
  return queryOptions<McpServer, PatchbayQueryError>({
    queryKey: mcpKeys.server(id),
    queryFn: ({ signal }) => client.mcp.getServer(id, { signal }),
  });
}

/** One numbered page of a server's user instances (`client.mcp.listInstances(serverId, query)`). */
export function mcpInstancesQueryOptions(client: PatchbayClient, serverId: string, query: ListMcpInstancesQuery = {}) {
  return queryOptions<McpInstancePage, PatchbayQueryError>({
    queryKey: mcpKeys.instances(serverId, query),
    queryFn: ({ signal }) => client.mcp.listInstances(serverId, query, { signal }),
  });
}
