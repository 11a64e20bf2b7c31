import type { ProjectRecord } from '../projects/records';
import type { Service } from '../Service';
import { findMcpServer } from './findMcpServer';
import type { McpServerUpdate } from './mcpSchemas';
import { allToolsOf, checkAllowedTools, resolveServerAuthConfigs, toolkitsOf } from './mcpServerInput';
import type { McpServerRecord } from './records';

/** Applies the update to the project's server `id`; fields it leaves out stay as they are. */
export function updateMcpServer(service: Service, project: ProjectRecord, id: string, input: McpServerUpdate): McpServerRecord {
  return service.store.transaction(() => {
    const server = findMcpServer(service, project, id);
    // New toolkits (the vendor's SDK sends them with an empty auth_config_ids) or new auth configs replace the server's.
    const changesConfigs =
      (input.auth_config_ids !== undefined && input.auth_config_ids.length > 0) || (input.toolkits !== undefined && input.toolkits.length > 0);
    const configs = changesConfigs ? resolveServerAuthConfigs(service, project, input.auth_config_ids ?? [], input.toolkits ?? []) : undefined;
    const toolkits = configs ? toolkitsOf(configs) : server.toolkits;
    const allowed = input.allowed_tools ?? (input.custom_tools && input.custom_tools.length > 0 ? input.custom_tools : undefined);
    return service.store.put('mcp_servers', {
      ...server,
      name: input.name ?? server.name,
      auth_config_ids: configs ? configs.map((config) => config.id) : server.auth_config_ids,
      toolkits,
      allowed_tools: allowed ? checkAllowedTools(service, toolkits, allowed) : keptTools(service, server, toolkits),
      managed_auth_via_vendor: input.managed_auth_via_vendor ?? input.managed_auth_via_composio ?? server.managed_auth_via_vendor,
      updated_at: service.clock().toISOString(),
    });
  });
}

/**
 * When the auth configs change without a new tool list: tools of toolkits the
 * server keeps stay as chosen, newly added toolkits bring all their tools.
 */
function keptTools(service: Service, server: McpServerRecord, toolkits: string[]): string[] {
  const added = toolkits.filter((t) => !server.toolkits.includes(t));
  const stillValid = new Set(allToolsOf(service, toolkits));
  return [...server.allowed_tools.filter((t) => stillValid.has(t)), ...allToolsOf(service, added)];
}
