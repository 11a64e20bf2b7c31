import type { CursorPage, SessionLink, SessionToolkit, ToolRouterSession } from '@patchbay/client';
import { Hono } from 'hono';
import { z } from 'zod';
import { callbackUrl } from '../connect/callbackUrl';
import { body, params, query, type AppEnv } from '../http/context';
import { paginate } from '../http/pagination';
import { pageLimit, q } from '../http/validate';
import { isId } from '../ids';
import { createSessionBody, createToolRouterSession } from '../toolRouter/createToolRouterSession';
import { listSessionToolkits } from '../toolRouter/sessionToolkits';
import { startSessionLink } from '../toolRouter/startSessionLink';
import { findToolRouterSession, toToolRouterSessionWire } from '../toolRouter/ToolRouterSessionRecord';

/** Spec 4.5, plus session creation (an extension). */
export const toolRouterRoutes = new Hono<AppEnv>();

const sessionParams = z.object({
  session_id: z.string().refine((id) => isId('toolRouterSession', id), "must be a tool router session id ('trs_...')"),
});

toolRouterRoutes.post('/tool_router/session', async (c) => {
  const input = await body(c, createSessionBody);
  const { service, project, origin } = c.var;
  const session = createToolRouterSession(service, project, input);
  return c.json<ToolRouterSession>(toToolRouterSessionWire(service, origin, session), 201);
});

toolRouterRoutes.get('/tool_router/session/:session_id', (c) => {
  const { session_id } = params(c, sessionParams);
  const { service, project, origin } = c.var;
  const session = findToolRouterSession(service, project, session_id);
  return c.json<ToolRouterSession>(toToolRouterSessionWire(service, origin, session));
});

const toolkitsQuery = z.object({
  limit: pageLimit(),
  cursor: z.string().optional(),
  toolkits: q.list(),
  is_connected: q.boolean(),
  search: z.string({ error: 'expected a string' }).optional(),
});

toolRouterRoutes.get('/tool_router/session/:session_id/toolkits', (c) => {
  const { session_id } = params(c, sessionParams);
  const input = query(c, toolkitsQuery);
  const { service, project, origin } = c.var;
  const session = findToolRouterSession(service, project, session_id);
  const items = listSessionToolkits(service, origin, session, {
    toolkits: input.toolkits,
    isConnected: input.is_connected,
    search: input.search?.trim() || undefined,
  });
  const page: CursorPage<SessionToolkit> = paginate(items, input);
  return c.json(page);
});

const linkBody = z.object({
  toolkit: z.string({ error: 'expected a string' }).trim().min(1, 'must not be empty'),
  callback_url: callbackUrl.optional(),
});

toolRouterRoutes.post('/tool_router/session/:session_id/link', async (c) => {
  const { session_id } = params(c, sessionParams);
  const input = await body(c, linkBody);
  const { service, project, origin } = c.var;
  const session = findToolRouterSession(service, project, session_id);
  const link: SessionLink = startSessionLink(service, origin, project, session, input);
  return c.json(link, 201);
});
