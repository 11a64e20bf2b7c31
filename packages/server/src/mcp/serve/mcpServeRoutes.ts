import { Hono } from 'hono';
import type { AppContext, AppEnv } from '../../http/context';
import { findToolRouterSession } from '../../toolRouter/findToolRouterSession';
import { toolContext, type ToolContext } from '../../tools';
import { findMcpServer, mcpServerId } from '../findMcpServer';
import { notFound } from '../../http/ApiError';
import { mcpServerMcpSource, type McpServerUrlQuery } from './mcpServerMcpSource';
import type { McpServeOptions } from './serveMcp';
import { toolRouterMcpSource } from './toolRouterMcpSource';

/**
 * The MCP URLs the service hands out (a tool router session's `mcp.url`, an
 * MCP server's `mcp_url` and generated URLs), spoken as MCP Streamable HTTP.
 * The app authenticates them with the project key like the REST API: no key
 * or a wrong key is a 401, another project's session or server a 404, so no tools either way.
 */
export const mcpServeRoutes = new Hono<AppEnv>();

/**
 * The MCP SDK (with its own zod, JSON Schema converter and Ajv) is loaded on
 * the first MCP request, not when the service starts: most runs never speak MCP.
 */
const loadServeMcp = () => import('./serveMcp');

/** No server-to-client stream outside a call: a client's GET gets 405, as the MCP spec allows. */
function noStream(): Response {
  return Response.json(
    {
      jsonrpc: '2.0',
      error: { code: -32000, message: 'Method not allowed: this MCP server opens no stream on GET; send requests with POST.' },
      id: null,
    },
    { status: 405, headers: { allow: 'POST, DELETE' } },
  );
}

/** Where an MCP URL keeps its sessions: the service's storage, owned by the URL and the key's project. */
function serveOptions(ctx: ToolContext, mcpUrl: string): McpServeOptions {
  const { store, clock, bodyTimeouts } = ctx.service;
  return { store, clock, bodyTimeouts, owner: { projectId: ctx.project.id, mcpUrl } };
}

/** A tool router session's MCP URL, once its session is found (another project's is a 404). */
function toolRouterUrl(c: AppContext) {
  const ctx = toolContext(c);
  const session = findToolRouterSession(ctx.service, ctx.project, c.req.param('session_id')!);
  return { ctx, session, options: serveOptions(ctx, `tool_router/${session.id}`) };
}

mcpServeRoutes.post('/mcp/tool_router/:session_id', async (c) => {
  const { ctx, session, options } = toolRouterUrl(c);
  const { serveMcp } = await loadServeMcp();
  return serveMcp(c.req.raw, toolRouterMcpSource(ctx, session), options);
});
mcpServeRoutes.delete('/mcp/tool_router/:session_id', async (c) => {
  const { options } = toolRouterUrl(c);
  const { endMcpSessionRequest } = await loadServeMcp();
  return endMcpSessionRequest(c.req.raw, options);
});
mcpServeRoutes.get('/mcp/tool_router/:session_id', noStream);

/** An MCP server URL, once its server is found; a session is bound to the URL's user and accounts too. */
function serverUrl(c: AppContext) {
  const ctx = toolContext(c);
  const id = c.req.param('id')!;
  if (!mcpServerId.safeParse(id).success) throw notFound('MCP server', id.slice(0, 100));
  const server = findMcpServer(ctx.service, ctx.project, id);
  const query = urlQuery(c.req.url);
  const binding = new URLSearchParams({
    user_id: query.userIds.join(','),
    connected_account_ids: query.connectedAccountIds.join(','),
    include_vendor_helper_actions: String(query.includeHelperActions),
  });
  return { ctx, server, query, options: serveOptions(ctx, `${server.id}?${binding}`) };
}

mcpServeRoutes.post('/mcp/:id', async (c) => {
  const { ctx, server, query, options } = serverUrl(c);
  const { serveMcp } = await loadServeMcp();
  return serveMcp(c.req.raw, mcpServerMcpSource(ctx, server, query), options);
});
mcpServeRoutes.delete('/mcp/:id', async (c) => {
  const { options } = serverUrl(c);
  const { endMcpSessionRequest } = await loadServeMcp();
  return endMcpSessionRequest(c.req.raw, options);
});
mcpServeRoutes.get('/mcp/:id', noStream);

/** The URL's lists as `generateMcpUrls` writes them: each value URI-encoded, then joined with raw commas. */
function urlQuery(url: string): McpServerUrlQuery {
  const raw = new Map<string, string>();
  for (const pair of new URL(url).search.slice(1).split('&')) {
    const at = pair.indexOf('=');
    if (at > 0) raw.set(pair.slice(0, at), pair.slice(at + 1));
  }
  const list = (name: string) =>
    (raw.get(name) ?? '')
      .split(',')
      .filter((value) => value !== '')
      .map((value) => safeDecode(value));
  return {
    userIds: list('user_id'),
    connectedAccountIds: list('connected_account_ids'),
    includeHelperActions: raw.get('include_vendor_helper_actions') === 'true',
  };
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
