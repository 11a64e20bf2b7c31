import type { SessionExecuteResponse, SessionSearchResponse, SessionToolsResponse } from '@patchbay/client';
import { Hono } from 'hono';
import { params, type AppEnv } from '../http/context';
import { route, type EndpointContext } from '../http/endpointRoute';
import { paginate } from '../http/pagination';
import { findToolRouterSession } from './findToolRouterSession';
import { sessionParams } from './toolRouterSchemas';
import { executeMetaTool } from './executeMetaTool';
import { executeSessionTool } from './executeSessionTool';
import { preloadedTools } from './preloadedTools';
import { sessionTools } from './metaTools';
import { searchSessionTools } from './searchSessionTools';
import { toolContext } from '../tools/requestToolContext';
import { sessionExecuteBody, sessionExecuteMetaBody, sessionSearchBody, sessionToolsQuery } from '../tools/toolsSchemas';

/** A tool router session's tools (extensions, as the vendor's client): search, meta tools, execute, execute_meta. */
export const sessionToolsRoutes = new Hono<AppEnv>();

/** The session the path names, in the key's project (400 for a malformed id, 404 for another project's or none). */
function pathSession(c: EndpointContext<'toolRouter.execute' | 'toolRouter.executeMeta' | 'toolRouter.listTools' | 'toolRouter.search'>) {
  const { session_id } = params(c, sessionParams);
  return findToolRouterSession(c.var.service, c.var.project, session_id);
}

route(sessionToolsRoutes, 'toolRouter.search', { body: sessionSearchBody }, (c, { body: input }) => {
  const session = pathSession(c);
  return c.json<SessionSearchResponse>(searchSessionTools(toolContext(c), session, input.queries));
});

route(sessionToolsRoutes, 'toolRouter.listTools', { query: sessionToolsQuery }, (c, { query: input }) => {
  const session = pathSession(c);
  // As the session's MCP URL lists them: the preloaded app tools, then the meta tools.
  return c.json<SessionToolsResponse>(paginate([...preloadedTools(toolContext(c), session), ...sessionTools(session)], input));
});

route(sessionToolsRoutes, 'toolRouter.execute', { body: sessionExecuteBody }, async (c, { body: input }) => {
  const session = pathSession(c);
  const result: SessionExecuteResponse = await executeSessionTool(toolContext(c), session, {
    toolSlug: input.tool_slug,
    arguments: input.arguments,
    argumentsAt: 'body.arguments',
    account: input.account,
  });
  return c.json(result);
});

route(sessionToolsRoutes, 'toolRouter.executeMeta', { body: sessionExecuteMetaBody }, async (c, { body: input }) => {
  const session = pathSession(c);
  const result: SessionExecuteResponse = await executeMetaTool(toolContext(c), session, input.slug, input.arguments, 'body.arguments');
  return c.json(result);
});
