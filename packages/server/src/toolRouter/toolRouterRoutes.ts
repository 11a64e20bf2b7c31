import type { CursorPage, SessionLink, SessionToolkit, ToolRouterSession } from '@patchbay/client';
import { Hono } from 'hono';
import { route } from '../http/endpointRoute';
import { apiVersionOf } from '../http/apiVersionOf';
import { params, type AppEnv } from '../http/context';
import { paginate } from '../http/pagination';
import { createToolRouterSession } from './createToolRouterSession';
import { createSessionBody } from './sessionConfigSchemas';
import { listSessionToolkits } from './sessionToolkits';
import { startSessionLink } from './startSessionLink';
import { findToolRouterSession } from './findToolRouterSession';
import { toToolRouterSessionWire } from './toToolRouterSessionWire';
import { linkBody, sessionParams, toolkitsQuery } from './toolRouterSchemas';

/** Spec 4.5, plus session creation (an extension). */
export const toolRouterRoutes = new Hono<AppEnv>();

route(toolRouterRoutes, 'toolRouter.createSession', { body: createSessionBody }, (c, { body: input }) => {
  const { service, project, origin } = c.var;
  const session = createToolRouterSession(service, project, input);
  return c.json<ToolRouterSession>(toToolRouterSessionWire(service, origin, session, apiVersionOf(c)), 201);
});

route(toolRouterRoutes, 'toolRouter.getSession', (c) => {
  const { session_id } = params(c, sessionParams);
  const { service, project, origin } = c.var;
  const session = findToolRouterSession(service, project, session_id);
  return c.json<ToolRouterSession>(toToolRouterSessionWire(service, origin, session, apiVersionOf(c)));
});

route(toolRouterRoutes, 'toolRouter.listToolkits', { query: toolkitsQuery }, (c, { query: input }) => {
  const { session_id } = params(c, sessionParams);
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

route(toolRouterRoutes, 'toolRouter.createLink', { body: linkBody }, (c, { body: input }) => {
  const { session_id } = params(c, sessionParams);
  const { service, project, origin } = c.var;
  const session = findToolRouterSession(service, project, session_id);
  const link: SessionLink = startSessionLink(service, origin, project, session, input);
  return c.json(link, 201);
});
