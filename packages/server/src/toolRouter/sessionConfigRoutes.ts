import type { CursorPage, DeleteToolRouterSessionResponse, SessionConfigVersion, ToolRouterSession } from '@patchbay/client';
import { Hono } from 'hono';
import { apiVersionOf } from '../http/apiVersionOf';
import { params, type AppEnv } from '../http/context';
import { route, type EndpointContext } from '../http/endpointRoute';
import { paginate } from '../http/pagination';
import { deleteToolRouterSession } from './deleteToolRouterSession';
import { updateSessionBody } from './sessionConfigSchemas';
import { sessionConfigHistory } from './sessionConfigHistory';
import { findToolRouterSession } from './findToolRouterSession';
import { toToolRouterSessionWire } from './toToolRouterSessionWire';
import { attachBody, historyQuery, sessionParams } from './toolRouterSchemas';
import { updateToolRouterSession } from './updateToolRouterSession';

/** A session's life after creation, as the vendor's v3.1: update, delete, attach and the configuration history (extensions). */
export const sessionConfigRoutes = new Hono<AppEnv>();

/** The session the path names, in the key's project (400 for a malformed id, 404 for another project's or none). */
function pathSession(c: EndpointContext<'toolRouter.attach' | 'toolRouter.configHistory' | 'toolRouter.deleteSession' | 'toolRouter.updateSession'>) {
  const { session_id } = params(c, sessionParams);
  return findToolRouterSession(c.var.service, c.var.project, session_id);
}

route(sessionConfigRoutes, 'toolRouter.updateSession', { body: updateSessionBody }, (c, { body: input }) => {
  const { service, project, origin } = c.var;
  const updated = updateToolRouterSession(service, project, pathSession(c), input);
  return c.json<ToolRouterSession>(toToolRouterSessionWire(service, origin, updated, apiVersionOf(c)));
});

route(sessionConfigRoutes, 'toolRouter.deleteSession', (c) => {
  const session = pathSession(c);
  deleteToolRouterSession(c.var.service, session);
  return c.json<DeleteToolRouterSessionResponse>({ session_id: session.id, deleted: true });
});

route(sessionConfigRoutes, 'toolRouter.attach', { body: attachBody }, (c) => {
  const { service, origin } = c.var;
  return c.json<ToolRouterSession>(toToolRouterSessionWire(service, origin, pathSession(c), apiVersionOf(c)));
});

route(sessionConfigRoutes, 'toolRouter.configHistory', { query: historyQuery }, (c, { query: input }) => {
  const history = sessionConfigHistory(c.var.service, pathSession(c), apiVersionOf(c));
  return c.json<CursorPage<SessionConfigVersion>>(paginate(history, input));
});
