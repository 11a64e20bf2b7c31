import type {
  DeleteMcpInstanceResponse,
  DeleteMcpServerResponse,
  GenerateMcpUrlResponse,
  McpInstance,
  McpInstancePage,
  McpServer,
  McpServerPage,
} from '@patchbay/client';
import { Hono } from 'hono';
import { route } from '../http/endpointRoute';
import { z } from 'zod';
import { findAccount } from '../connectedAccounts/accountRules';
import { body, params, query, type AppContext, type AppEnv } from '../http/context';
import { notFound } from '../http/ApiError';
import { pageLimit, q } from '../http/validate';
import { userIdSchema } from '../http/userIdSchema';
import { isId, uuid } from '../ids';
import { findMcpServer, instancesOf, mcpServerId } from './findMcpServer';
import { generateMcpUrls } from './generateMcpUrls';
import { createMcpInstance, deleteMcpInstance } from './mcpInstances';
import {
  allToolsOf,
  authConfigIds,
  checkAllowedTools,
  mcpServerName,
  resolveAuthConfigs,
  resolveServerAuthConfigs,
  toolkitSlugs,
  toolkitsOf,
  toolSlugs,
} from './mcpServerInput';
import type { AuthConfigRecord } from '../authConfigs/records';
import { pageByNumber, sortByDate } from './pageByNumber';
import type { McpInstanceRecord, McpServerRecord } from './records';
import { mcpServerUrl, toMcpServerWire } from './toMcpServerWire';
import type { Service } from '../Service';

/** Spec 4.6 (instances, URL generation) and the MCP server extension endpoints. */
export const mcpRoutes = new Hono<AppEnv>();

const pageNo = () => q.number().pipe(z.number().int('expected an integer').min(1, 'pages start at 1').optional());
const orderBy = z.enum(['created_at', 'updated_at'], { error: 'expected created_at or updated_at' });
const orderDirection = z.enum(['asc', 'desc'], { error: 'expected asc or desc' });
const serverParam = z.object({ serverId: mcpServerId });
const idParam = z.object({ id: mcpServerId });

// Fixed /mcp/servers/... paths are registered before /mcp/:id so 'servers' is never read as an id.

export const generateBody = z.object({
  mcp_server_id: mcpServerId,
  managed_auth_by_vendor: z.boolean({ error: 'expected a boolean' }).default(false),
  managed_auth_by_composio: z.boolean({ error: 'expected a boolean' }).optional(),
  user_ids: z.array(userIdSchema(), { error: 'expected an array of strings' }).max(1000, 'at most 1000 user ids').default([]),
  connected_account_ids: z
    .array(
      z.string({ error: 'expected a string' }).refine((id) => isId('connectedAccount', id), "must be a connected account id ('ca_...')"),
      { error: 'expected an array of connected account ids' },
    )
    .default([]),
});

route(mcpRoutes, 'mcp.generateUrl', async (c) => {
  const input = await body(c, 'mcp.generateUrl', generateBody);
  const { service, project, origin } = c.var;
  const server = findMcpServer(service, project, input.mcp_server_id);
  for (const id of input.connected_account_ids) findAccount(service, project, id);
  const response: GenerateMcpUrlResponse = generateMcpUrls(mcpServerUrl(origin, server.id), input.user_ids, input.connected_account_ids);
  return c.json(response);
});

const managedAuth = z.boolean({ error: 'expected a boolean' }).optional();

export const createServerBody = z.object({
  name: mcpServerName,
  auth_config_ids: authConfigIds,
  allowed_tools: toolSlugs.optional(),
  managed_auth_via_vendor: managedAuth,
  // The vendor's name for managed_auth_via_vendor.
  managed_auth_via_composio: managedAuth,
});

/** Stores a new server over `configs`, with all their toolkits' tools unless `allowed` narrows them. */
function createServer(c: AppContext, name: string, configs: AuthConfigRecord[], allowed: string[] | undefined, managed: boolean): McpServer {
  const { service, project, origin } = c.var;
  const toolkits = toolkitsOf(configs);
  const allowedTools = allowed ? checkAllowedTools(service, toolkits, allowed) : allToolsOf(service, toolkits);
  const now = service.clock().toISOString();
  const server = service.store.put('mcp_servers', {
    id: uuid(),
    project_id: project.id,
    name,
    auth_config_ids: configs.map((config) => config.id),
    allowed_tools: allowedTools,
    managed_auth_via_vendor: managed,
    toolkits,
    created_at: now,
    updated_at: now,
    deleted_at: null,
  });
  return toMcpServerWire(service, origin, server);
}

route(mcpRoutes, 'mcp.createServer', async (c) => {
  const input = await body(c, 'mcp.createServer', createServerBody);
  const configs = resolveAuthConfigs(c.var.service, c.var.project, input.auth_config_ids);
  const managed = input.managed_auth_via_vendor ?? input.managed_auth_via_composio ?? false;
  return c.json<McpServer>(createServer(c, input.name, configs, input.allowed_tools, managed), 201);
});

/** Auth config ids where the vendor's SDK may send none (`[]`): its servers of toolkits name toolkits instead. */
const maybeAuthConfigIds = z.union([authConfigIds, z.array(z.never()).max(0)]).optional();

export const createCustomBody = z.object({
  name: mcpServerName,
  toolkits: toolkitSlugs.default([]),
  auth_config_ids: maybeAuthConfigIds,
  allowed_tools: toolSlugs.optional(),
  // The vendor's SDK sends its allowedTools as custom_tools.
  custom_tools: toolSlugs.optional(),
  managed_auth_via_vendor: managedAuth,
  managed_auth_via_composio: managedAuth,
});

route(mcpRoutes, 'mcp.createCustom', async (c) => {
  const input = await body(c, 'mcp.createCustom', createCustomBody);
  const { service, project } = c.var;
  const configs = service.store.transaction(() => resolveServerAuthConfigs(service, project, input.auth_config_ids ?? [], input.toolkits));
  const allowed = input.allowed_tools ?? (input.custom_tools && input.custom_tools.length > 0 ? input.custom_tools : undefined);
  const managed = input.managed_auth_via_vendor ?? input.managed_auth_via_composio ?? false;
  return c.json<McpServer>(createServer(c, input.name, configs, allowed, managed), 201);
});

export const listServersQuery = z.object({
  page_no: pageNo(),
  limit: pageLimit(),
  name: z.string().optional(),
  toolkits: q.list(),
  auth_config_ids: q.list(),
  order_by: orderBy.default('created_at'),
  order_direction: orderDirection.default('desc'),
});

/** One page of the project's live servers that pass the listing's filters and, given one, include toolkit `app`. */
function serverPage(c: AppContext, input: z.output<typeof listServersQuery>, app?: string): McpServerPage {
  const { service, project, origin } = c.var;
  const name = input.name?.toLowerCase();
  const servers = service.store
    .find('mcp_servers', { where: { project_id: project.id } })
    .filter(
      (s) =>
        s.deleted_at === null &&
        (app === undefined || s.toolkits.includes(app)) &&
        (name === undefined || s.name.toLowerCase().includes(name)) &&
        (!input.toolkits || s.toolkits.some((t) => input.toolkits?.includes(t))) &&
        (!input.auth_config_ids || s.auth_config_ids.some((id) => input.auth_config_ids?.includes(id))),
    );
  const page = pageByNumber(sortByDate(servers, input.order_by, input.order_direction), input.page_no ?? 1, input.limit ?? 10);
  return { ...page, items: page.items.map((s) => toMcpServerWire(service, origin, s)) };
}

route(mcpRoutes, 'mcp.listServers', (c) => {
  const input = query(c, 'mcp.listServers', listServersQuery);
  return c.json<McpServerPage>(serverPage(c, input));
});

const appParams = z.object({
  appKey: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,100}$/, 'not a toolkit slug (letters, digits, _ and -, at most 100)')
    .transform((slug) => slug.toLowerCase()),
});

/** The vendor's servers of one app: the listing narrowed to servers that include the toolkit (404 for a toolkit the catalog lacks). */
route(mcpRoutes, 'mcp.listAppServers', (c) => {
  const { appKey } = params(c, appParams);
  const input = query(c, 'mcp.listAppServers', listServersQuery);
  if (!c.var.service.catalog.toolkit(appKey)) throw notFound('Toolkit', appKey);
  return c.json<McpServerPage>(serverPage(c, input, appKey));
});

export const listInstancesQuery = z.object({
  page_no: pageNo(),
  limit: pageLimit(),
  search: z.string().optional(),
  order_by: orderBy.default('updated_at'),
  order_direction: orderDirection.default('desc'),
});

route(mcpRoutes, 'mcp.listInstances', (c) => {
  const server = serverOf(c);
  const input = query(c, 'mcp.listInstances', listInstancesQuery);
  const search = input.search?.toLowerCase() ?? '';
  const matching = instancesOf(c.var.service, server).filter((i) => i.instance_id.toLowerCase().includes(search) || i.id.includes(search));
  const page = pageByNumber(sortByDate(matching, input.order_by, input.order_direction), input.page_no ?? 1, input.limit ?? 20);
  return c.json<McpInstancePage>({
    instances: page.items.map(toInstanceWire),
    server_id: server.id,
    server_name: server.name,
    total_pages: page.total_pages,
    current_page: page.current_page,
  });
});

export const createInstanceBody = z.object({
  user_id: userIdSchema(),
});

route(mcpRoutes, 'mcp.createInstance', async (c) => {
  const server = serverOf(c);
  const input = await body(c, 'mcp.createInstance', createInstanceBody);
  return c.json<McpInstance>(toInstanceWire(createMcpInstance(c.var.service, server, input.user_id)), 201);
});

const instanceParams = z.object({
  serverId: mcpServerId,
  instanceId: z.string().min(1, 'must not be empty').max(255, 'must be at most 255 characters'),
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
  const { id } = params(c, idParam);
  const { service, project, origin } = c.var;
  return c.json<McpServer>(toMcpServerWire(service, origin, findMcpServer(service, project, id)));
});

export const updateServerBody = z.object({
  name: mcpServerName.optional(),
  auth_config_ids: maybeAuthConfigIds,
  toolkits: toolkitSlugs.optional(),
  allowed_tools: toolSlugs.optional(),
  custom_tools: toolSlugs.optional(),
  managed_auth_via_vendor: managedAuth,
  managed_auth_via_composio: managedAuth,
});

route(mcpRoutes, 'mcp.updateServer', async (c) => {
  const { id } = params(c, idParam);
  const input = await body(c, 'mcp.updateServer', updateServerBody);
  const { service, project, origin } = c.var;
  const updated = service.store.transaction(() => {
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
  return c.json<McpServer>(toMcpServerWire(service, origin, updated));
});

route(mcpRoutes, 'mcp.deleteServer', (c) => {
  const { id } = params(c, idParam);
  const { service, project } = c.var;
  const server = findMcpServer(service, project, id);
  const now = service.clock().toISOString();
  service.store.put('mcp_servers', { ...server, deleted_at: now, updated_at: now });
  return c.json<DeleteMcpServerResponse>({ id: server.id, deleted: true });
});

function serverOf(c: AppContext): McpServerRecord {
  const { serverId } = params(c, serverParam);
  return findMcpServer(c.var.service, c.var.project, serverId);
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

function toInstanceWire(instance: McpInstanceRecord): McpInstance {
  return {
    id: instance.id,
    instance_id: instance.instance_id,
    mcp_server_id: instance.mcp_server_id,
    created_at: instance.created_at,
    updated_at: instance.updated_at,
  };
}
