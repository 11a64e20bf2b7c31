import type { McpInstance } from '@patchbay/client';
import type { McpInstanceRecord } from './records';

export function toMcpInstanceWire(instance: McpInstanceRecord): McpInstance {
  return {
    id: instance.id,
    instance_id: instance.instance_id,
    mcp_server_id: instance.mcp_server_id,
    created_at: instance.created_at,
    updated_at: instance.updated_at,
  };
}
