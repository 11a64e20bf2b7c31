import { softDeleteAccounts } from '../connectedAccounts/softDeleteAccounts';
import { notFound } from '../http/ApiError';
import type { Service } from '../Service';
import { instancesOf } from './findMcpServer';
import type { McpServerRecord } from './records';

/**
 * Removes the instance and soft-deletes the user's accounts tied to this
 * server's auth configs; accounts of other auth configs stay (spec 3).
 */
export function deleteMcpInstance(service: Service, server: McpServerRecord, instanceId: string): number {
  const { store } = service;
  return store.transaction(() => {
    const instance = instancesOf(service, server).find((i) => i.instance_id === instanceId);
    if (!instance) throw notFound('MCP server instance', instanceId);
    const tied = store.find('connected_accounts', {
      where: { project_id: server.project_id, user_id: instanceId, deleted_at: null, auth_config_id: server.auth_config_ids },
    });
    softDeleteAccounts(service, tied);
    store.remove('mcp_instances', instance.id);
    return tied.length;
  });
}
