import { Hono } from 'hono';
import type { ProxyResponse } from '@patchbay/client';
import { body, type AppEnv } from '../http/context';
import { buildUpstreamRequest } from '../proxy/buildUpstreamRequest';
import { credentialHeaders } from '../proxy/credentialHeaders';
import { proxyRequestBody } from '../proxy/proxyRequestBody';
import { resolveProxyAccount } from '../proxy/resolveProxyAccount';
import { sendUpstream } from '../proxy/sendUpstream';
import { toProxyResponse } from '../proxy/toProxyResponse';
import type { AuthConfigRecord } from '../records';

/** Spec 4.8: forwards one HTTP request to a third party with a connected account's credentials. */
export const proxyRoutes = new Hono<AppEnv>();

proxyRoutes.post('/tools/execute/proxy', async (c) => {
  const input = await body(c, proxyRequestBody);
  const { service, project, origin } = c.var;
  const account = resolveProxyAccount(service, project, input.connected_account_id);
  const authConfig = service.store.get<AuthConfigRecord>('auth_configs', account.auth_config_id);
  const toolkit = service.catalog.toolkit(account.toolkit_slug);
  const credentials = credentialHeaders(authConfig?.auth_scheme ?? '', account);

  const upstream = await buildUpstreamRequest(service, origin, input, toolkit, credentials);
  const response = await sendUpstream(service, upstream.url, upstream.init, 'The third-party API');
  const result: ProxyResponse = await toProxyResponse(service, origin, upstream.url, response);
  return c.json(result);
});
