import type { z } from 'zod';
import type { ProjectRecord } from '../projects/records';
import type { Service } from '../Service';
import { createMcpServer } from './createMcpServer';
import type { createCustomBody } from './mcpSchemas';
import { resolveServerAuthConfigs } from './mcpServerInput';
import type { McpServerRecord } from './records';

/**
 * The vendor SDK's `mcp.create`: a server over toolkits, creating the
 * project's auth config of a toolkit that has none. One transaction, so a
 * server refused (an unknown tool, say) leaves no auth config behind.
 */
export function createCustomMcpServer(service: Service, project: ProjectRecord, input: z.output<typeof createCustomBody>): McpServerRecord {
  return service.store.transaction(() =>
    createMcpServer(service, project, {
      name: input.name,
      configs: resolveServerAuthConfigs(service, project, input.auth_config_ids ?? [], input.toolkits),
      allowedTools: input.allowed_tools ?? (input.custom_tools && input.custom_tools.length > 0 ? input.custom_tools : undefined),
      managedAuthViaVendor: input.managed_auth_via_vendor ?? input.managed_auth_via_composio ?? false,
    }),
  );
}
