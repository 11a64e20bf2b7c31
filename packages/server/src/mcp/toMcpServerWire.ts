import type { McpServer } from '@patchbay/client';
import { toolkitLogoUrl } from '../toolkits/toolkitUrls';
import type { Service } from '../Service';
import { instancesOf } from './findMcpServer';
import type { McpServerRecord } from './records';

export function mcpServerUrl(origin: string, id: string): string {
  return `${origin}/mcp/${id}`;
}

/** How to add the server to each MCP client, as the vendor gives them: its Streamable HTTP URL, with the project key. */
function clientCommands(name: string, url: string): McpServer['commands'] {
  const quoted = JSON.stringify(name);
  return {
    claude: `claude mcp add --transport http ${quoted} ${url} --header "x-api-key: $PATCHBAY_API_KEY"`,
    cursor: JSON.stringify({ mcpServers: { [name]: { url, headers: { 'x-api-key': '${env:PATCHBAY_API_KEY}' } } } }),
    windsurf: JSON.stringify({ mcpServers: { [name]: { serverUrl: url, headers: { 'x-api-key': '${env:PATCHBAY_API_KEY}' } } } }),
  };
}

export function toMcpServerWire(service: Service, origin: string, server: McpServerRecord): McpServer {
  const url = mcpServerUrl(origin, server.id);
  return {
    id: server.id,
    name: server.name,
    auth_config_ids: server.auth_config_ids,
    allowed_tools: server.allowed_tools,
    managed_auth_via_vendor: server.managed_auth_via_vendor,
    managed_auth_via_composio: server.managed_auth_via_vendor,
    toolkits: server.toolkits,
    toolkit_icons: Object.fromEntries(server.toolkits.map((slug) => [slug, toolkitLogoUrl(origin, slug)])),
    mcp_url: url,
    commands: clientCommands(server.name, url),
    server_instance_count: instancesOf(service, server).length,
    deleted: server.deleted_at !== null,
    created_at: server.created_at,
    updated_at: server.updated_at,
  };
}
