import { ApiError } from '../http/ApiError';
import { uuid } from '../ids';
import type { Service } from '../Service';
import { instancesOf } from './findMcpServer';
import type { McpInstanceRecord, McpServerRecord } from './records';

/**
 * Spec 3: an instance exists only for a user with a usable connected account
 * for every auth config of the server; instance_id is the user id.
 */
export function createMcpInstance(service: Service, server: McpServerRecord, userId: string): McpInstanceRecord {
  const { store } = service;
  return store.transaction(() => {
    if (instancesOf(service, server).some((i) => i.instance_id === userId)) {
      throw new ApiError('CONFLICT', `User '${userId}' already has an instance of MCP server '${server.name}'.`, {
        suggestedFix: 'Use the existing instance, or delete it first.',
      });
    }
    const connected = new Set(
      store
        .find('connected_accounts', { where: { project_id: server.project_id, user_id: userId, status: 'ACTIVE', deleted_at: null } })
        .filter((a) => !a.is_disabled)
        .map((a) => a.auth_config_id),
    );
    const missing = server.auth_config_ids.filter((id) => !connected.has(id));
    if (missing.length > 0) {
      throw new ApiError(
        'MISSING_CONNECTION',
        `User '${userId}' has no ACTIVE connected account for ${missing.length === 1 ? 'auth config' : 'auth configs'} ${missing.join(', ')} of MCP server '${server.name}'.`,
        {
          errors: missing,
          suggestedFix: 'Connect the user through POST /api/v3/connected_accounts/link with each listed auth_config_id, then retry.',
        },
      );
    }
    const now = service.clock().toISOString();
    return store.put('mcp_instances', {
      id: uuid(),
      project_id: server.project_id,
      mcp_server_id: server.id,
      instance_id: userId,
      created_at: now,
      updated_at: now,
    });
  });
}
