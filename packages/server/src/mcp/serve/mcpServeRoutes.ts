import { Hono } from 'hono';
import type { AppContext, AppEnv } from '../../http/context';
import { findToolRouterSession } from '../../toolRouter/findToolRouterSession';
import { toolContext } from '../../tools';
import { findMcpServer, mcpServerId } from '../findMcpServer';
import { notFound } from '../../http/ApiError';
import { mcpServerMcpSource, type McpServerUrlQuery } from './mcpServerMcpSource';
import { serveMcp } from './serveMcp';
import { toolRouterMcpSource } from './toolRouterMcpSource';

/**
 * The MCP URLs the service hands out (a tool router session's `mcp.url`, an
 * MCP server's `mcp_url` and generated URLs), spoken as MCP Streamable HTTP.
 * The app authenticates them with the project key like the REST API: no key
 * or a wrong key is a 401, another project's session or server a 404, so no tools either way.
 */
export const mcpServeRoutes = new Hono<AppEnv>();

/** Stateless: no server-to-client stream (GET) and no session to end (DELETE). */
function onlyPost(c: AppContext): Response {
  return c.json(
    { jsonrpc: '2.0', error: { code: -32000, message: 'Method not allowed: this MCP server is stateless; send requests with POST.' }, id: null },
    405,
    {
      allow: 'POST',
    },
  );
}

mcpServeRoutes.post('/mcp/tool_router/:session_id', (c) => {
  const ctx = toolContext(c);
  const session = findToolRouterSession(ctx.service, ctx.project, c.req.param('session_id'));
  return serveMcp(c.req.raw, toolRouterMcpSource(ctx, session), ctx.service.bodyTimeouts);
});
mcpServeRoutes.on(['GET', 'DELETE'], '/mcp/tool_router/:session_id', onlyPost);

mcpServeRoutes.post('/mcp/:id', (c) => {
  const ctx = toolContext(c);
  const id = c.req.param('id');
  if (!mcpServerId.safeParse(id).success) throw notFound('MCP server', id.slice(0, 100));
  const server = findMcpServer(ctx.service, ctx.project, id);
  return serveMcp(c.req.raw, mcpServerMcpSource(ctx, server, urlQuery(c.req.url)), ctx.service.bodyTimeouts);
});
mcpServeRoutes.on(['GET', 'DELETE'], '/mcp/:id', onlyPost);

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
