import type { ListMcpInstancesQuery, ListMcpServersQuery } from '@patchbay/client';
import { patchbayKey } from './patchbayKey';

/** Query keys of MCP servers and their instances (`patchbayKeys.mcp`). */
export const mcpKeys = {
  all: () => patchbayKey('mcp'),
  serverLists: () => patchbayKey('mcp', 'servers'),
  servers: (query: ListMcpServersQuery = {}) => patchbayKey('mcp', 'servers', query),
  server: (id: string) => patchbayKey('mcp', 'server', id),
  instances: (serverId: string, query: ListMcpInstancesQuery = {}) => patchbayKey('mcp', 'server', serverId, 'instances', query),
};
