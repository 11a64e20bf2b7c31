import type { Tool } from '@patchbay/client';
import { ApiError } from '../../http/ApiError';
import type { ToolRouterSessionRecord } from '../../toolRouter/ToolRouterSessionRecord';
import { toToolWire, type ToolContext } from '../../tools';
import { executeMetaTool } from '../../toolRouter/executeMetaTool';
import { executeSessionTool } from '../../toolRouter/executeSessionTool';
import { isMetaToolSlug, sessionTools } from '../../toolRouter/metaTools';
import { sessionRefusal } from '../../toolRouter/sessionRules';
import type { McpServerRecord } from '../records';
import type { McpToolSource } from './serveMcp';
import { callTool } from './toCallToolResult';
import { toMcpTool } from './toMcpTool';

/** What an MCP server URL (as `mcp/servers/generate` builds it) says in its query. */
export interface McpServerUrlQuery {
  /** One user id, or (on a connected account's URL) the comma-separated user ids it may serve. */
  userIds: string[];
  connectedAccountIds: string[];
  includeHelperActions: boolean;
}

function badUrl(message: string): ApiError {
  return new ApiError('BAD_REQUEST', `This MCP URL ${message}`, {
    suggestedFix: 'Use a URL from POST /api/v3/mcp/servers/generate: it names one user_id, or one connected_account_ids entry of the listed users.',
  });
}

/**
 * The server's binding for one user, as a tool router session that lives for
 * one request: its toolkits, its allowed tools, its auth configs pinned, the
 * URL's accounts of that user pinned, and (with the vendor helper actions)
 * the search and manage meta tools. The session rules then apply unchanged.
 */
export function mcpServerSession(ctx: ToolContext, server: McpServerRecord, query: McpServerUrlQuery): ToolRouterSessionRecord {
  const { store } = ctx.service;
  const accounts = query.connectedAccountIds.map((id) => store.get('connected_accounts', id));
  const ours = accounts.filter((a) => a !== undefined && a.project_id === server.project_id && server.auth_config_ids.includes(a.auth_config_id));
  const userId =
    query.userIds.length === 1 ? query.userIds[0] : ours.length === 1 && query.userIds.includes(ours[0]!.user_id) ? ours[0]!.user_id : undefined;
  if (userId === undefined)
    throw badUrl(query.userIds.length === 0 ? 'names no user_id.' : 'names several users and no single connected account of one of them.');

  const authConfigs: Record<string, string> = {};
  for (const id of server.auth_config_ids) {
    const config = store.get('auth_configs', id);
    if (config && !(config.toolkit_slug in authConfigs)) authConfigs[config.toolkit_slug] = id;
  }
  const connectedAccounts: Record<string, string[]> = {};
  for (const account of ours) {
    if (account!.user_id === userId && !(account!.toolkit_slug in connectedAccounts)) connectedAccounts[account!.toolkit_slug] = [account!.id];
  }
  const tools: Record<string, { enabled: string[] }> = {};
  for (const toolkit of server.toolkits) {
    const allowed = ctx.service.catalog.toolkit(toolkit)?.tools.filter((tool) => server.allowed_tools.includes(tool.slug)) ?? [];
    tools[toolkit] = { enabled: allowed.map((tool) => tool.slug) };
  }
  return {
    id: `mcp_server:${server.id}`,
    project_id: server.project_id,
    user_id: userId,
    toolkits: { mode: 'enable', slugs: [...server.toolkits] },
    auth_configs: authConfigs,
    connected_accounts: connectedAccounts,
    manage_connections: { enabled: query.includeHelperActions, callback_url: null, enable_wait_for_connections: false },
    tools,
    tags: { enabled: [], disabled: [] },
    workbench: { proxy_execution_enabled: false },
    // Every allowed tool is listed one by one already.
    preload: { tools: [] },
    tool_router_tools: query.includeHelperActions ? ['PATCHBAY_SEARCH_TOOLS', 'PATCHBAY_MANAGE_CONNECTIONS'] : [],
    config_version: 1,
    config_updated_at: server.updated_at,
    created_at: server.created_at,
  };
}

/** The tools an MCP server URL offers: its toolkits' allowed tools one by one, plus the helper actions when asked for. */
function serverTools(ctx: ToolContext, session: ToolRouterSessionRecord): Tool[] {
  const tools = session.toolkits.slugs.flatMap((slug) => {
    const toolkit = ctx.service.catalog.toolkit(slug);
    if (!toolkit) return [];
    return toolkit.tools.filter((tool) => sessionRefusal(session, { toolkit, tool }) === null).map((tool) => toToolWire(ctx.origin, toolkit, tool));
  });
  return [...tools, ...sessionTools(session)];
}

/** An MCP server URL: each tool runs for the URL's user with the server's auth configs. */
export function mcpServerMcpSource(ctx: ToolContext, server: McpServerRecord, query: McpServerUrlQuery): McpToolSource {
  const session = mcpServerSession(ctx, server, query);
  return {
    name: `patchbay-${server.name.replace(/\s+/g, '-').toLowerCase()}`,
    tools: () => serverTools(ctx, session).map(toMcpTool),
    call: (name, args, { signal }) =>
      callTool(() =>
        isMetaToolSlug(name)
          ? executeMetaTool({ ...ctx, signal }, session, name, args)
          : executeSessionTool({ ...ctx, signal }, session, { toolSlug: name, arguments: args }),
      ),
  };
}
