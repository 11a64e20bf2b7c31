import type { ProxyResponse } from '@patchbay/client';
import { Hono } from 'hono';
import { params, type AppEnv } from '../http/context';
import { route } from '../http/endpointRoute';
import { toolContext } from '../tools/requestToolContext';
import { findToolRouterSession } from './findToolRouterSession';
import { proxyThroughSession } from './proxyThroughSession';
import { sessionParams, sessionProxyBody } from './toolRouterSchemas';

/** A session's proxy (the vendor's v3.1 `proxy_execute`, an extension): the proxy of spec 4.8 with the session's account. */
export const sessionProxyRoutes = new Hono<AppEnv>();

route(sessionProxyRoutes, 'toolRouter.proxyExecute', { body: sessionProxyBody }, async (c, { body: input }) => {
  const { session_id } = params(c, sessionParams);
  const session = findToolRouterSession(c.var.service, c.var.project, session_id);
  const result: ProxyResponse = await proxyThroughSession(toolContext(c), session, input);
  return c.json(result);
});
