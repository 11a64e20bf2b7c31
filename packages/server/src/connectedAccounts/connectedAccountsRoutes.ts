import type {
  ConnectedAccount,
  CreateConnectedAccountResponse,
  CursorPage,
  DeleteConnectedAccountResponse,
  LinkSession,
  RefreshConnectedAccountResponse,
  UpdateConnectedAccountResponse,
  UpdateConnectedAccountStatusResponse,
} from '@patchbay/client';
import { Hono } from 'hono';
import { route } from '../http/endpointRoute';
import { z } from 'zod';
import { sweepAccountLinks, sweepExpiredLinks } from './linkSessions';
import { softDeleteAccounts } from './softDeleteAccounts';
import { refreshAccount } from './refreshAccount';
import { startLink } from './startLink';
import { initiateBody, initiateConnection } from './initiateConnection';
import { requireEnabledAuthConfig } from '../authConfigs/authConfigRules';
import { findAccount, findLiveAccount } from './accountRules';
import { aliasSchema, requireFreeAlias } from './accountAlias';
import { connectedAtOf } from './connectedAt';
import { toConnectedAccountWire } from './toConnectedAccountWire';
import { ApiError } from '../http/ApiError';
import { isoNow } from '../clock';
import { body, params, query, type AppEnv } from '../http/context';
import { keysetPage } from '../http/pagination';
import { pageLimit, q } from '../http/validate';
import { isId } from '../ids';
import { callbackUrl } from './callbackUrl';
import { userIdSchema } from '../http/userIdSchema';

/** Spec 4.2, plus the list and read extensions. */
export const connectedAccountsRoutes = new Hono<AppEnv>();

const STATUSES = ['INITIALIZING', 'INITIATED', 'ACTIVE', 'FAILED', 'EXPIRED', 'INACTIVE'] as const;

export const linkBody = z.object({
  auth_config_id: z.string({ error: 'expected a string' }).refine((id) => isId('authConfig', id), "must be an auth config id ('ac_...')"),
  user_id: userIdSchema(),
  callback_url: callbackUrl.optional(),
  connection_data: z.record(z.string(), z.unknown(), { error: 'expected an object' }).optional(),
  alias: aliasSchema().optional(),
});

route(connectedAccountsRoutes, 'connectedAccounts.link', async (c) => {
  const input = await body(c, 'connectedAccounts.link', linkBody);
  const { service, project, origin } = c.var;
  const authConfig = requireEnabledAuthConfig(service, project, input.auth_config_id);
  const link: LinkSession = startLink(service, origin, {
    authConfig,
    userId: input.user_id,
    callbackUrl: input.callback_url ?? null,
    connectionData: input.connection_data,
    alias: input.alias,
  });
  return c.json(link, 201);
});

route(connectedAccountsRoutes, 'connectedAccounts.create', async (c) => {
  const input = await body(c, 'connectedAccounts.create', initiateBody);
  const { service, project, origin } = c.var;
  const authConfig = requireEnabledAuthConfig(service, project, input.auth_config.id);
  return c.json<CreateConnectedAccountResponse>(initiateConnection(service, origin, authConfig, input), 201);
});

export const listQuery = z.object({
  limit: pageLimit(),
  cursor: z.string().optional(),
  user_ids: q.list(),
  toolkit_slugs: q.list(),
  statuses: q.list().pipe(z.array(z.enum(STATUSES, { error: `expected one of ${STATUSES.join(', ')}` })).optional()),
  auth_config_ids: q.list(),
  connected_account_ids: q.list(),
  order_by: z.enum(['created_at', 'updated_at'], { error: "expected 'created_at' or 'updated_at'" }).default('created_at'),
  order_direction: z.enum(['asc', 'desc'], { error: "expected 'asc' or 'desc'" }).default('desc'),
});

route(connectedAccountsRoutes, 'connectedAccounts.list', (c) => {
  const input = query(c, 'connectedAccounts.list', listQuery);
  const { service, project } = c.var;
  sweepExpiredLinks(service, project.id);
  // Insertion order breaks ties (in the same direction) so equal timestamps still page deterministically.
  const page = keysetPage(
    service.store,
    'connected_accounts',
    {
      where: {
        project_id: project.id,
        deleted_at: null,
        user_id: input.user_ids,
        toolkit_slug: input.toolkit_slugs,
        status: input.statuses,
        auth_config_id: input.auth_config_ids,
        id: input.connected_account_ids,
      },
      orderBy: input.order_by,
      direction: input.order_direction,
    },
    input,
  );
  const response: CursorPage<ConnectedAccount> = { ...page, items: page.items.map((a) => toConnectedAccountWire(service, a)) };
  return c.json(response);
});

const idParams = z.object({
  nanoid: z.string().refine((id) => isId('connectedAccount', id), "must be a connected account id ('ca_...')"),
});

route(connectedAccountsRoutes, 'connectedAccounts.get', (c) => {
  const { nanoid } = params(c, idParams);
  const { service, project } = c.var;
  const account = sweepAccountLinks(service, findAccount(service, project, nanoid));
  return c.json<ConnectedAccount>(toConnectedAccountWire(service, account));
});

route(connectedAccountsRoutes, 'connectedAccounts.delete', (c) => {
  const { nanoid } = params(c, idParams);
  const { service, project } = c.var;
  service.store.transaction(() => {
    const account = findAccount(service, project, nanoid);
    if (account.deleted_at) {
      throw new ApiError('CONNECTED_ACCOUNT_DELETED', `Connected account '${nanoid}' is already deleted.`, {
        suggestedFix: 'Nothing to do: the account is deleted. Its record stays readable for audit.',
      });
    }
    softDeleteAccounts(service, [account]);
  });
  const response: DeleteConnectedAccountResponse = { success: true };
  return c.json(response);
});

export const refreshBody = z.object({
  redirect_url: callbackUrl.optional(),
  /** The vendor's SDK sends the body field under this name. */
  body_redirect_url: callbackUrl.optional(),
  validate_credentials: z.boolean({ error: 'expected a boolean' }).default(false),
  collect_credentials: z.boolean({ error: 'expected a boolean' }).default(false),
});

export const refreshQuery = z.object({ redirect_url: callbackUrl.optional() });

route(connectedAccountsRoutes, 'connectedAccounts.refresh', async (c) => {
  const { nanoid } = params(c, idParams);
  const fromQuery = query(c, 'connectedAccounts.refresh', refreshQuery);
  const input = await body(c, 'connectedAccounts.refresh', refreshBody);
  const { service, project, origin } = c.var;
  const account = sweepAccountLinks(service, findAccount(service, project, nanoid));
  const response: RefreshConnectedAccountResponse = refreshAccount(service, origin, project, account, {
    redirectUrl: input.redirect_url ?? input.body_redirect_url ?? fromQuery.redirect_url,
    validateCredentials: input.validate_credentials,
    collectCredentials: input.collect_credentials,
  });
  return c.json(response);
});

export const updateBody = z.object({
  alias: aliasSchema().optional(),
  // Credentials change through a reconnect (refresh with collect_credentials), where the user enters them.
  connection: z.undefined({ error: 'credentials are not updated here: refresh the account with collect_credentials: true' }).optional(),
});

route(connectedAccountsRoutes, 'connectedAccounts.update', async (c) => {
  const { nanoid } = params(c, idParams);
  const input = await body(c, 'connectedAccounts.update', updateBody);
  const { service, project } = c.var;
  const updated = service.store.transaction(() => {
    const account = findLiveAccount(service, project, nanoid);
    if (input.alias === undefined || input.alias === (account.alias ?? null)) return account;
    requireFreeAlias(service, account, input.alias, account.id);
    // connected_at as read now: an older record's derived value must not move with updated_at.
    const changed = { alias: input.alias, connected_at: connectedAtOf(account), updated_at: isoNow(service.clock) };
    return service.store.put('connected_accounts', { ...account, ...changed });
  });
  const response: UpdateConnectedAccountResponse = { id: updated.id, status: updated.status, success: true };
  return c.json(response);
});

export const statusBody = z.object({ enabled: z.boolean({ error: 'expected a boolean' }) });

route(connectedAccountsRoutes, 'connectedAccounts.updateStatus', async (c) => {
  const { nanoid } = params(c, idParams);
  const input = await body(c, 'connectedAccounts.updateStatus', statusBody);
  const { service, project } = c.var;
  service.store.transaction(() => {
    const account = findLiveAccount(service, project, nanoid);
    if (account.is_disabled === !input.enabled) return;
    const changed = { is_disabled: !input.enabled, connected_at: connectedAtOf(account), updated_at: isoNow(service.clock) };
    service.store.put('connected_accounts', { ...account, ...changed });
  });
  const response: UpdateConnectedAccountStatusResponse = { success: true };
  return c.json(response);
});
