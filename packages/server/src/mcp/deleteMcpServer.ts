import type { Service } from '../Service';
import type { McpServerRecord } from './records';

/** Soft delete: the record stays, its URLs and endpoints answer 404 from now on. */
export function deleteMcpServer(service: Service, server: McpServerRecord): void {
  const now = service.clock().toISOString();
  service.store.put('mcp_servers', { ...server, deleted_at: now, updated_at: now });
}
