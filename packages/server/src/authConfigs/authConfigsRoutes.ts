import type {
  AuthConfig,
  AuthScheme,
  CreateAuthConfigResponse,
  CursorPage,
  DeleteAuthConfigResponse,
  UpdateAuthConfigStatusResponse,
} from '@patchbay/client';
import { Hono } from 'hono';
import { params, type AppEnv } from '../http/context';
import { route } from '../http/endpointRoute';
import { findAuthConfig, requireToolkit } from './authConfigRules';
import {
  authConfigIdParams,
  authConfigStatusParams,
  createAuthConfigBody,
  deleteAuthConfigQuery,
  listAuthConfigsQuery,
  updateAuthConfigBody,
} from './authConfigsSchemas';
import { chooseAuthScheme } from './chooseAuthScheme';
import { createAuthConfig } from './createAuthConfig';
import { asksForDefault, defaultAuthConfig } from './defaultAuthConfig';
import { deleteAuthConfig } from './deleteAuthConfig';
import { listAuthConfigs } from './listAuthConfigs';
import { setAuthConfigStatus } from './setAuthConfigStatus';
import { toAuthConfigWire } from './toAuthConfigWire';
import { updateAuthConfig } from './updateAuthConfig';

/** Spec 4.1, plus the list and read extensions. */
export const authConfigsRoutes = new Hono<AppEnv>();

route(authConfigsRoutes, 'authConfigs.create', { body: createAuthConfigBody }, (c, { body: input }) => {
  const { service, project } = c.var;
  const toolkit = requireToolkit(service, input.toolkit.slug);
  const config = input.auth_config ?? { type: 'use_vendor_managed_auth', credentials: {}, restrict_to_following_tools: [] };
  // Nothing but the defaults: the project's one default config of the toolkit, made once however many ask at once.
  const record = asksForDefault(input.auth_config)
    ? defaultAuthConfig(service, project, toolkit)
    : createAuthConfig(service, project, {
        toolkit,
        authScheme: chooseAuthScheme(toolkit, config),
        isVendorManaged: config.type !== 'use_custom_auth',
        name: config.name,
        credentials: config.credentials,
        restrictToFollowingTools: [...config.restrict_to_following_tools, ...(config.tool_access_config?.tools_available_for_execution ?? [])],
        toolsForConnectedAccountCreation: config.tool_access_config?.tools_for_connected_account_creation,
        isEnabledForToolRouter: config.is_enabled_for_tool_router,
      });
  const response: CreateAuthConfigResponse = {
    toolkit: { slug: toolkit.slug },
    auth_config: {
      id: record.id,
      auth_scheme: record.auth_scheme as AuthScheme,
      is_vendor_managed: record.is_vendor_managed,
      is_composio_managed: record.is_vendor_managed,
      restrict_to_following_tools: record.restrict_to_following_tools,
    },
  };
  return c.json(response, 201);
});

route(authConfigsRoutes, 'authConfigs.list', { query: listAuthConfigsQuery }, (c, { query: input }) => {
  const { service, project, origin } = c.var;
  const page = listAuthConfigs(service, project, input);
  const response: CursorPage<AuthConfig> = { ...page, items: page.items.map((ac) => toAuthConfigWire(service, origin, ac)) };
  return c.json(response);
});

route(authConfigsRoutes, 'authConfigs.get', (c) => {
  const { nanoid } = params(c, authConfigIdParams);
  const config = findAuthConfig(c.var.service, c.var.project, nanoid);
  return c.json<AuthConfig>(toAuthConfigWire(c.var.service, c.var.origin, config));
});

route(authConfigsRoutes, 'authConfigs.updateStatus', (c) => {
  const { nanoid, status } = params(c, authConfigStatusParams);
  const { service, project } = c.var;
  setAuthConfigStatus(service, findAuthConfig(service, project, nanoid), status);
  const response: UpdateAuthConfigStatusResponse = {};
  return c.json(response);
});

route(authConfigsRoutes, 'authConfigs.update', { body: updateAuthConfigBody }, (c, { body: input }) => {
  const { nanoid } = params(c, authConfigIdParams);
  const { service, project, origin } = c.var;
  const updated = updateAuthConfig(service, findAuthConfig(service, project, nanoid), input);
  return c.json<AuthConfig>(toAuthConfigWire(service, origin, updated));
});

// Nothing to revoke at the built-in apps; the vendor's flag is parsed all the same, so a malformed one is still a 400.
route(authConfigsRoutes, 'authConfigs.delete', { query: deleteAuthConfigQuery }, (c) => {
  const { nanoid } = params(c, authConfigIdParams);
  const { service, project } = c.var;
  const deleted = deleteAuthConfig(service, findAuthConfig(service, project, nanoid));
  return c.json<DeleteAuthConfigResponse>({ success: true, deleted_connected_accounts: deleted });
});
