import type {
  ConnectedAccount,
  CreateConnectedAccountResponse,
  DeleteConnectedAccountResponse,
  LinkSession,
  RefreshConnectedAccountResponse,
  RevokeConnectedAccountResponse,
  UpdateConnectedAccountResponse,
  UpdateConnectedAccountStatusResponse,
} from '@patchbay/client';
import { Hono } from 'hono';
import { requireEnabledAuthConfig } from '../authConfigs/authConfigRules';
import { apiVersionOf } from '../http/apiVersionOf';
import { params, type AppEnv } from '../http/context';
import { route } from '../http/endpointRoute';
import { findAccount } from './accountRules';
import {
  accountIdParams,
  accountStatusBody,
  cancelLinkBody,
  createLinkBody,
  initiateConnectionBody,
  listConnectedAccountsQuery,
  refreshAccountBody,
  refreshAccountQuery,
  updateAccountBody,
} from './connectedAccountsSchemas';
import { cancelAccountLink } from './cancelAccountLink';
import { deleteConnectedAccount } from './deleteConnectedAccount';
import { initiateConnection } from './initiateConnection';
import { initiateDeprecation, initiateIsDeprecated } from './initiateDeprecation';
import { sweepAccountLinks } from './linkSessions';
import { listConnectedAccounts } from './listConnectedAccounts';
import { refreshAccount } from './refreshAccount';
import { revokeConnectedAccount } from './revokeConnectedAccount';
import { setAccountAcl } from './setAccountAcl';
import { setAccountAlias } from './setAccountAlias';
import { setAccountEnabled } from './setAccountEnabled';
import { startLink } from './startLink';
import { toConnectedAccountWire } from './toConnectedAccountWire';

/** Spec 4.2, plus the list and read extensions. */
export const connectedAccountsRoutes = new Hono<AppEnv>();

route(connectedAccountsRoutes, 'connectedAccounts.link', { body: createLinkBody }, (c, { body: input }) => {
  const { service, project, origin } = c.var;
  const authConfig = requireEnabledAuthConfig(service, project, input.auth_config_id);
  const link: LinkSession = startLink(service, origin, {
    authConfig,
    userId: input.user_id,
    callbackUrl: input.callback_url ?? null,
    connectionData: input.connection_data,
    alias: input.alias,
    sharing: input.experimental,
    locale: input.locale,
  });
  return c.json(link, 201);
});

route(connectedAccountsRoutes, 'connectedAccounts.create', { body: initiateConnectionBody }, (c, { body: input }) => {
  const { service, project, origin } = c.var;
  const authConfig = requireEnabledAuthConfig(service, project, input.auth_config.id);
  const created = initiateConnection(service, origin, authConfig, input);
  if (!initiateIsDeprecated(authConfig)) return c.json<CreateConnectedAccountResponse>(created, 201);
  // Kept working for older SDKs (initiate is all they call), announced as the vendor does: the Deprecation header.
  const deprecation = initiateDeprecation(apiVersionOf(c) === 'v3.1' ? '/api/v3.1' : '/api/v3');
  return c.json<CreateConnectedAccountResponse>({ ...created, warning: deprecation.warning }, 201, deprecation.headers);
});

route(connectedAccountsRoutes, 'connectedAccounts.list', { query: listConnectedAccountsQuery }, (c, { query: input }) => {
  const { service, project } = c.var;
  return c.json(listConnectedAccounts(service, project, input));
});

route(connectedAccountsRoutes, 'connectedAccounts.get', (c) => {
  const { nanoid } = params(c, accountIdParams);
  const { service, project } = c.var;
  const account = sweepAccountLinks(service, findAccount(service, project, nanoid));
  return c.json<ConnectedAccount>(toConnectedAccountWire(service, account));
});

route(connectedAccountsRoutes, 'connectedAccounts.delete', (c) => {
  const { nanoid } = params(c, accountIdParams);
  deleteConnectedAccount(c.var.service, c.var.project, nanoid);
  const response: DeleteConnectedAccountResponse = { success: true };
  return c.json(response);
});

route(
  connectedAccountsRoutes,
  'connectedAccounts.refresh',
  { query: refreshAccountQuery, body: refreshAccountBody },
  (c, { query: fromQuery, body: input }) => {
    const { nanoid } = params(c, accountIdParams);
    const { service, project, origin } = c.var;
    const account = sweepAccountLinks(service, findAccount(service, project, nanoid));
    const response: RefreshConnectedAccountResponse = refreshAccount(service, origin, project, account, {
      redirectUrl: input.redirect_url ?? input.body_redirect_url ?? fromQuery.redirect_url,
      validateCredentials: input.validate_credentials,
      collectCredentials: input.collect_credentials,
      locale: input.locale,
    });
    return c.json(response);
  },
);

route(connectedAccountsRoutes, 'connectedAccounts.cancelLink', { body: cancelLinkBody }, (c, { body: input }) => {
  const { nanoid } = params(c, accountIdParams);
  const { service, project } = c.var;
  return c.json<ConnectedAccount>(toConnectedAccountWire(service, cancelAccountLink(service, project, nanoid, input.expires_at)));
});

route(connectedAccountsRoutes, 'connectedAccounts.update', { body: updateAccountBody }, (c, { body: input }) => {
  const { nanoid } = params(c, accountIdParams);
  const { service, project } = c.var;
  // One change: a refused ACL leaves the alias as it was.
  const updated = service.store.transaction(() => {
    setAccountAcl(service, project, nanoid, input.experimental?.acl_config_for_shared);
    return setAccountAlias(service, project, nanoid, input.alias);
  });
  const response: UpdateConnectedAccountResponse = { id: updated.id, status: updated.status, success: true };
  return c.json(response);
});

route(connectedAccountsRoutes, 'connectedAccounts.updateStatus', { body: accountStatusBody }, (c, { body: input }) => {
  const { nanoid } = params(c, accountIdParams);
  setAccountEnabled(c.var.service, c.var.project, nanoid, input.enabled);
  const response: UpdateConnectedAccountStatusResponse = { success: true };
  return c.json(response);
});

route(connectedAccountsRoutes, 'connectedAccounts.revoke', (c) => {
  const { nanoid } = params(c, accountIdParams);
  return c.json<RevokeConnectedAccountResponse>(revokeConnectedAccount(c.var.service, c.var.project, nanoid));
});
