import type { ProxyResponse } from '@patchbay/client';
import { Hono } from 'hono';
import { z } from 'zod';
import { markAccountUsed } from '../connectedAccounts/markAccountUsed';
import { ApiError } from '../http/ApiError';
import { atField } from '../http/atField';
import { body, params, type AppEnv } from '../http/context';
import { route } from '../http/endpointRoute';
import { buildUpstreamRequest } from '../proxy/buildUpstreamRequest';
import { credentialHeaders } from '../proxy/credentialHeaders';
import { proxyRequestBody } from '../proxy/proxyRequestBody';
import { sendUpstream } from '../proxy/sendUpstream';
import { toProxyResponse } from '../proxy/toProxyResponse';
import { toolContext } from '../tools/toolsRoutes';
import { sessionProxyAccount } from './sessionProxyAccount';
import { sessionParams } from './toolRouterRoutes';
import { findToolRouterSession, sessionHasToolkit } from './ToolRouterSessionRecord';

/** A session's proxy (the vendor's v3.1 `proxy_execute`, an extension): the proxy of spec 4.8 with the session's account. */
export const sessionProxyRoutes = new Hono<AppEnv>();

/** The proxy's body, with the toolkit in place of an account: the session decides the account. */
export const sessionProxyBody = proxyRequestBody.omit({ connected_account_id: true }).extend({
  toolkit_slug: z.string({ error: 'expected a string' }).trim().min(1, 'must not be empty').max(100, 'must be at most 100 characters'),
});

route(sessionProxyRoutes, 'toolRouter.proxyExecute', async (c) => {
  const { session_id } = params(c, sessionParams);
  const input = await body(c, 'toolRouter.proxyExecute', sessionProxyBody);
  const { service, project, origin } = c.var;
  const session = findToolRouterSession(service, project, session_id);
  const toolkit = service.catalog.toolkit(input.toolkit_slug.toLowerCase());
  if (!toolkit) {
    throw new ApiError('BAD_REQUEST', `Invalid request body: body.toolkit_slug: unknown toolkit '${input.toolkit_slug}'`, {
      ...atField('body.toolkit_slug', 'invalid_value', `unknown toolkit '${input.toolkit_slug}'`),
      suggestedFix: 'Pass the slug of one of the session’s toolkits (GET .../toolkits lists them).',
    });
  }
  if (!sessionHasToolkit(session, toolkit.slug)) {
    throw new ApiError('FORBIDDEN', `Toolkit '${toolkit.slug}' is not enabled in tool router session '${session.id}'.`, {
      suggestedFix: 'Call the API of one of the session’s toolkits, or update the session to enable this one.',
    });
  }
  const account = sessionProxyAccount(toolContext(c), session, toolkit);
  const authConfig = account && service.store.get('auth_configs', account.auth_config_id);
  const credentials = account ? credentialHeaders(authConfig?.auth_scheme ?? '', account) : {};

  const upstream = await buildUpstreamRequest(service, origin, { ...input, connected_account_id: undefined }, toolkit, credentials);
  const response = await sendUpstream(service, origin, upstream.url, upstream.init, 'The third-party API');
  // The app answered (whatever its status): the account's credentials were used.
  if (account) markAccountUsed(service, account.id);
  const result: ProxyResponse = await toProxyResponse(service, origin, upstream.url, response);
  return c.json(result);
});
