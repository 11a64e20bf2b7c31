import type { DeleteMcpInstanceResponse, DeleteMcpServerResponse, GenerateMcpUrlResponse, McpInstance, McpServer } from '@patchbay/client';
import { Hono } from 'hono';
import { findAccount } from '../connectedAccounts/accountRules';
import { notFound } from '../http/ApiError';
import { params, type AppEnv } from '../http/context';
import { route, type EndpointContext } from '../http/endpointRoute';
import { createCustomMcpServer } from './createCustomMcpServer';
import { createMcpInstance } from './createMcpInstance';
import { createMcpServer } from './createMcpServer';
import { deleteMcpInstance } from './deleteMcpInstance';
import { deleteMcpServer } from './deleteMcpServer';
import { findMcpServer } from './findMcpServer';
import { generateMcpUrls } from './generateMcpUrls';
import { listMcpInstances } from './listMcpInstances';
import { listMcpServers } from './listMcpServers';
import {
  appParams,
  createCustomBody,
  createInstanceBody,
  createServerBody,
  generateBody,
  idParams,
  instanceParams,
  listInstancesQuery,
  listServersQuery,
  serverIdParams,
  updateServerBody,
} from './mcpSchemas';
import { resolveAuthConfigs } from './mcpServerInput';
import type { McpServerRecord } from './records';
import { toMcpInstanceWire } from './toMcpInstanceWire';
import { mcpServerUrl, toMcpServerWire } from './toMcpServerWire';
import { updateMcpServer } from './updateMcpServer';

/** Spec 4.6 (instances, URL generation) and the MCP server extension endpoints. */
export const mcpRoutes = new Hono<AppEnv>();

// Fixed /mcp/servers/... paths are registered before /mcp/:id so 'servers' is never read as an id.

route(mcpRoutes, 'mcp.generateUrl', { body: generateBody }, (c, { body: input }) => {
  const { service, project, origin } = c.var;
  const server = findMcpServer(service, project, input.mcp_server_id);
  for (const id of input.connected_account_ids) findAccount(service, project, id);
  return c.json<GenerateMcpUrlResponse>(generateMcpUrls(mcpServerUrl(origin, server.id), input.user_ids, input.connected_account_ids));
});

route(mcpRoutes, 'mcp.createServer', { body: createServerBody }, (c, { body: input }) => {
  const { service, project, origin } = c.var;
  const server = createMcpServer(service, project, {
    name: input.name,
    configs: resolveAuthConfigs(service, project, input.auth_config_ids),
    allowedTools: input.allowed_tools,
    managedAuthViaVendor: input.managed_auth_via_vendor ?? input.managed_auth_via_composio ?? false,
  });
  return c.json<McpServer>(toMcpServerWire(service, origin, server), 201);
});

route(mcpRoutes, 'mcp.createCustom', { body: createCustomBody }, (c, { body: input }) => {
  const { service, project, origin } = c.var;
  return c.json<McpServer>(toMcpServerWire(service, origin, createCustomMcpServer(service, project, input)), 201);
});

route(mcpRoutes, 'mcp.listServers', { query: listServersQuery }, (c, { query: input }) => {
  return c.json(listMcpServers(c.var.service, c.var.project, c.var.origin, input));
});

/** The vendor's servers of one app: the listing narrowed to servers that include the toolkit (404 for a toolkit the catalog lacks). */
route(mcpRoutes, 'mcp.listAppServers', { query: listServersQuery }, (c, { query: input }) => {
  const { appKey } = params(c, appParams);
  if (!c.var.service.catalog.toolkit(appKey)) throw notFound('Toolkit', appKey);
  return c.json(listMcpServers(c.var.service, c.var.project, c.var.origin, input, appKey));
});

route(mcpRoutes, 'mcp.listInstances', { query: listInstancesQuery }, (c, { query: input }) => {
  const server = pathServer(c);
  return c.json(listMcpInstances(c.var.service, server, input));
});

route(mcpRoutes, 'mcp.createInstance', { body: createInstanceBody }, (c, { body: input }) => {
  const server = pathServer(c);
  return c.json<McpInstance>(toMcpInstanceWire(createMcpInstance(c.var.service, server, input.user_id)), 201);
});

route(mcpRoutes, 'mcp.deleteInstance', (c) => {
  const { serverId, instanceId } = params(c, instanceParams);
  const server = findMcpServer(c.var.service, c.var.project, serverId);
  const deleted = deleteMcpInstance(c.var.service, server, instanceId);
  return c.json<DeleteMcpInstanceResponse>({
    message: `Deleted the instance of user '${instanceId}' and ${deleted} connected account${deleted === 1 ? '' : 's'} tied to MCP server '${server.name}'.`,
    deleted_connected_accounts: deleted,
  });
});

route(mcpRoutes, 'mcp.getServer', (c) => {
  const { id } = params(c, idParams);
  const { service, project, origin } = c.var;
  return c.json<McpServer>(toMcpServerWire(service, origin, findMcpServer(service, project, id)));
});

route(mcpRoutes, 'mcp.updateServer', { body: updateServerBody }, (c, { body: input }) => {
  const { id } = params(c, idParams);
  const { service, project, origin } = c.var;
  return c.json<McpServer>(toMcpServerWire(service, origin, updateMcpServer(service, project, id, input)));
});

route(mcpRoutes, 'mcp.deleteServer', (c) => {
  const { id } = params(c, idParams);
  const server = findMcpServer(c.var.service, c.var.project, id);
  deleteMcpServer(c.var.service, server);
  return c.json<DeleteMcpServerResponse>({ id: server.id, deleted: true });
});

function pathServer(c: EndpointContext<'mcp.createInstance' | 'mcp.listInstances'>): McpServerRecord {
  const { serverId } = params(c, serverIdParams);
  return findMcpServer(c.var.service, c.var.project, serverId);
}
