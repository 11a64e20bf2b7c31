import type { McpServer } from '@patchbay/client';
import { toolkitLogoUrl } from '../toolkits/toolkitUrls';
import type { Service } from '../Service';
import { instancesOf } from './findMcpServer';
import type { McpServerRecord } from './records';

export function mcpServerUrl(origin: string, id: string): string {
  return `${origin}/mcp/${id}`;
}

export function toMcpServerWire(service: Service, origin: string, server: McpServerRecord): McpServer {
  return {
    id: server.id,
    name: server.name,
    auth_config_ids: server.auth_config_ids,
    allowed_tools: server.allowed_tools,
    managed_auth_via_vendor: server.managed_auth_via_vendor,
    toolkits: server.toolkits,
    toolkit_icons: Object.fromEntries(server.toolkits.map((slug) => [slug, toolkitLogoUrl(origin, slug)])),
    mcp_url: mcpServerUrl(origin, server.id),
    server_instance_count: instancesOf(service, server).length,
    created_at: server.created_at,
    updated_at: server.updated_at,
  };
}
