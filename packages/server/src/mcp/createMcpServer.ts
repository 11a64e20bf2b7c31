import type { AuthConfigRecord } from '../authConfigs/records';
import { uuid } from '../ids';
import type { ProjectRecord } from '../projects/records';
import type { Service } from '../Service';
import { allToolsOf, checkAllowedTools, toolkitsOf } from './mcpServerInput';
import type { McpServerRecord } from './records';

export interface NewMcpServer {
  name: string;
  configs: AuthConfigRecord[];
  /** The tools it offers; all its toolkits' tools when not given. */
  allowedTools: string[] | undefined;
  managedAuthViaVendor: boolean;
}

/** Stores a new server over the auth configs, with all their toolkits' tools unless `allowedTools` narrows them. */
export function createMcpServer(service: Service, project: ProjectRecord, input: NewMcpServer): McpServerRecord {
  const toolkits = toolkitsOf(input.configs);
  const allowedTools = input.allowedTools ? checkAllowedTools(service, toolkits, input.allowedTools) : allToolsOf(service, toolkits);
  const now = service.clock().toISOString();
  return service.store.put('mcp_servers', {
    id: uuid(),
    project_id: project.id,
    name: input.name,
    auth_config_ids: input.configs.map((config) => config.id),
    allowed_tools: allowedTools,
    managed_auth_via_vendor: input.managedAuthViaVendor,
    toolkits,
    created_at: now,
    updated_at: now,
    deleted_at: null,
  });
}
