import { Hono } from 'hono';
import { route } from '../http/endpointRoute';
import type { ProxyResponse } from '@patchbay/client';
import type { AppEnv } from '../http/context';
import { buildUpstreamRequest } from './buildUpstreamRequest';
import { credentialHeaders } from './credentialHeaders';
import { proxyRequestBody } from './proxyRequestBody';
import { markAccountUsed } from '../connectedAccounts/markAccountUsed';
import { resolveProxyAccount } from './resolveProxyAccount';
import { sendToToolkit } from './sendToToolkit';
import { toProxyResponse } from './toProxyResponse';

/** Spec 4.8: forwards one HTTP request to a third party with a connected account's credentials. */
export const proxyRoutes = new Hono<AppEnv>();

route(proxyRoutes, 'proxy.execute', { body: proxyRequestBody }, async (c, { body: input }) => {
  const { service, project, origin } = c.var;
  const account = resolveProxyAccount(service, project, input.connected_account_id);
  const authConfig = service.store.get('auth_configs', account.auth_config_id);
  const toolkit = service.catalog.toolkit(account.toolkit_slug);
  const credentials = credentialHeaders(authConfig?.auth_scheme ?? '', account);

  const upstream = await buildUpstreamRequest(service, origin, input, toolkit, credentials);
  const response = await sendToToolkit(service, origin, upstream, { projectId: project.id, toolkit, account }, 'The third-party API');
  // The app answered (whatever its status): the account's credentials were used.
  markAccountUsed(service, account.id);
  const result: ProxyResponse = await toProxyResponse(service, origin, upstream.url, response);
  return c.json(result);
});
