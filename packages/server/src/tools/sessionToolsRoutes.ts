import type { SessionExecuteResponse, SessionSearchResponse, SessionToolsResponse } from '@patchbay/client';
import { Hono } from 'hono';
import { z } from 'zod';
import { body, params, query, type AppContext, type AppEnv } from '../http/context';
import { route } from '../http/endpointRoute';
import { paginate } from '../http/pagination';
import { q } from '../http/validate';
import { sessionParams } from '../toolRouter/toolRouterRoutes';
import { findToolRouterSession } from '../toolRouter/ToolRouterSessionRecord';
import { executeMetaTool } from './executeMetaTool';
import { executeSessionTool } from './executeSessionTool';
import { sessionTools } from './metaTools';
import { searchSessionTools } from './searchSessionTools';
import { sessionExecuteBody, sessionExecuteMetaBody, sessionSearchBody } from './toolsBodies';
import { toolContext } from './toolsRoutes';

/** A tool router session's tools (extensions, as the vendor's client): search, meta tools, execute, execute_meta. */
export const sessionToolsRoutes = new Hono<AppEnv>();

/** The session the path names, in the key's project (400 for a malformed id, 404 for another project's or none). */
function pathSession(c: AppContext) {
  const { session_id } = params(c, sessionParams);
  return findToolRouterSession(c.var.service, c.var.project, session_id);
}

route(sessionToolsRoutes, 'toolRouter.search', async (c) => {
  const input = await body(c, 'toolRouter.search', sessionSearchBody);
  const session = pathSession(c);
  return c.json<SessionSearchResponse>(searchSessionTools(toolContext(c), session, input.queries));
});

/** The vendor's v3.1 pages a session's tools, at most 500 a page. */
export const toolsQuery = z.object({
  limit: q.number().pipe(z.number().int('expected an integer').min(1, 'must be at least 1').max(500, 'must be at most 500').optional()),
  cursor: z.string({ error: 'expected a string' }).optional(),
});

route(sessionToolsRoutes, 'toolRouter.listTools', (c) => {
  const input = query(c, 'toolRouter.listTools', toolsQuery);
  const session = pathSession(c);
  return c.json<SessionToolsResponse>(paginate(sessionTools(session), input));
});

route(sessionToolsRoutes, 'toolRouter.execute', async (c) => {
  const input = await body(c, 'toolRouter.execute', sessionExecuteBody);
  const session = pathSession(c);
  const result: SessionExecuteResponse = await executeSessionTool(toolContext(c), session, {
    toolSlug: input.tool_slug,
    arguments: input.arguments,
    argumentsAt: 'body.arguments',
    account: input.account,
  });
  return c.json(result);
});

route(sessionToolsRoutes, 'toolRouter.executeMeta', async (c) => {
  const input = await body(c, 'toolRouter.executeMeta', sessionExecuteMetaBody);
  const session = pathSession(c);
  const result: SessionExecuteResponse = await executeMetaTool(toolContext(c), session, input.slug, input.arguments, 'body.arguments');
  return c.json(result);
});
