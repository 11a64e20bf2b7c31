import { z } from 'zod';
import { notFound } from '../http/ApiError';
import type { ProjectRecord } from '../projects/records';
import type { Service } from '../Service';
import type { McpInstanceRecord, McpServerRecord } from './records';

export const mcpServerId = z.uuid({ error: 'must be an MCP server id (a UUID)' });

/** A live server of the project; deleted and foreign servers answer 404. */
export function findMcpServer(service: Service, project: ProjectRecord, id: string): McpServerRecord {
  const server = service.store.get('mcp_servers', id);
  if (!server || server.project_id !== project.id || server.deleted_at !== null) throw notFound('MCP server', id);
  return server;
}

export function instancesOf(service: Service, server: McpServerRecord): McpInstanceRecord[] {
  return service.store.find('mcp_instances', { where: { mcp_server_id: server.id } }).filter((i) => i.project_id === server.project_id);
}
