import type {
  AuthConfig,
  AuthScheme,
  CreateAuthConfigResponse,
  CursorPage,
  DeleteAuthConfigResponse,
  UpdateAuthConfigStatusResponse,
} from '@patchbay/client';
import { Hono } from 'hono';
import { route } from '../http/endpointRoute';
import { z } from 'zod';
import { createAuthConfig, toAuthConfigWire, toolkitAuthSchemes, vendorManagedScheme } from './authConfigRecords';
import { findAuthConfig } from './authConfigRules';
import { deleteAuthConfig } from './deleteAuthConfig';
import type { AuthConfigRecord } from './records';
import { updateAuthConfig, updateBody } from './updateAuthConfig';
import { ApiError } from '../http/ApiError';
import { body, params, query, type AppEnv } from '../http/context';
import { keysetPage, paginate } from '../http/pagination';
import { pageLimit, q } from '../http/validate';
import { isId } from '../ids';
import { atField, atFields, type FieldProblem } from '../http/atField';

/** Spec 4.1, plus the list and read extensions. */
export const authConfigsRoutes = new Hono<AppEnv>();

const stringList = z.array(z.string({ error: 'expected a string' }), { error: 'expected an array of strings' });

/** The vendor's tool lists, as its client sends them. */
const toolAccessInput = z.object(
  {
    tools_for_connected_account_creation: stringList.optional(),
    tools_available_for_execution: stringList.optional(),
  },
  { error: 'expected an object' },
);

export const createBody = z.object({
  toolkit: z.object(
    { slug: z.string({ error: 'expected a string' }).trim().min(1, 'must not be empty') },
    { error: 'expected an object with a slug' },
  ),
  auth_config: z
    .object(
      {
        // `use_composio_managed_auth` is the vendor's name for the spec's `use_vendor_managed_auth`.
        type: z
          .enum(['use_vendor_managed_auth', 'use_composio_managed_auth', 'use_custom_auth'], {
            error: "expected 'use_vendor_managed_auth' (or 'use_composio_managed_auth') or 'use_custom_auth'",
          })
          .default('use_vendor_managed_auth'),
        auth_scheme: z.string({ error: 'expected a string' }).optional(),
        // The vendor's client sends the scheme as `authScheme`.
        authScheme: z.string({ error: 'expected a string' }).optional(),
        name: z.string({ error: 'expected a string' }).max(100, 'must be at most 100 characters').optional(),
        credentials: z.record(z.string(), z.unknown(), { error: 'expected an object' }).default({}),
        restrict_to_following_tools: stringList.default([]),
        tool_access_config: toolAccessInput.optional(),
        is_enabled_for_tool_router: z.boolean({ error: 'expected a boolean' }).optional(),
      },
      { error: 'expected an object' },
    )
    .optional(),
});

const nanoidParam = z.string().refine((id) => isId('authConfig', id), "must be an auth config id ('ac_...')");

route(authConfigsRoutes, 'authConfigs.create', async (c) => {
  const input = await body(c, 'authConfigs.create', createBody);
  const { service, project } = c.var;
  const toolkit = service.catalog.toolkit(input.toolkit.slug);
  if (!toolkit) {
    throw new ApiError('BAD_REQUEST', `Unknown toolkit '${input.toolkit.slug}'.`, {
      ...atField('body.toolkit.slug', 'invalid_value', `unknown toolkit '${input.toolkit.slug}'`),
      suggestedFix: 'Use a slug from POST /api/v3/toolkits/multi.',
    });
  }
  const config = input.auth_config ?? { type: 'use_vendor_managed_auth', credentials: {}, restrict_to_following_tools: [] };
  const schemes = toolkitAuthSchemes(toolkit);
  const isVendorManaged = config.type !== 'use_custom_auth';
  let authScheme: string;
  if (config.type === 'use_custom_auth') {
    config.auth_scheme ??= config.authScheme;
    if (config.auth_scheme === undefined) {
      throw new ApiError('BAD_REQUEST', 'Custom auth needs auth_scheme.', {
        ...atField('body.auth_config.auth_scheme', 'required', `required for use_custom_auth; one of ${schemes.join(', ')}`),
        suggestedFix: `Set auth_config.auth_scheme to one of: ${schemes.join(', ')}.`,
      });
    }
    if (!schemes.includes(config.auth_scheme)) {
      throw new ApiError('BAD_REQUEST', `'${config.auth_scheme}' is not an auth scheme of ${toolkit.name}.`, {
        ...atField('body.auth_config.auth_scheme', 'invalid_value', `'${config.auth_scheme}' is not one of ${schemes.join(', ')}`),
        suggestedFix: `Use one of: ${schemes.join(', ')}.`,
      });
    }
    authScheme = config.auth_scheme;
    if (authScheme === 'OAUTH2') requireOAuthClient(config.credentials);
  } else {
    authScheme = vendorManagedScheme(toolkit);
  }
  const record = createAuthConfig(service, project, {
    toolkit,
    authScheme,
    isVendorManaged,
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

/** The caller's own OAuth app: the provider will only accept this client id and secret. */
function requireOAuthClient(credentials: Record<string, unknown>): void {
  const missing = (['client_id', 'client_secret'] as const)
    .filter((field) => typeof credentials[field] !== 'string' || credentials[field].trim() === '')
    .map((field): FieldProblem => ({
      path: `body.auth_config.credentials.${field}`,
      code: 'required',
      message: 'required non-empty string for OAUTH2 custom auth',
    }));
  if (missing.length > 0) {
    throw new ApiError('BAD_REQUEST', 'Custom OAUTH2 auth needs credentials.client_id and credentials.client_secret.', {
      ...atFields(missing),
      suggestedFix: 'Pass the client id and secret of your OAuth app in auth_config.credentials.',
    });
  }
}

export const listQuery = z.object({
  limit: pageLimit(),
  cursor: z.string().optional(),
  toolkit_slug: q.list(),
  show_disabled: q.boolean(),
  is_composio_managed: q.boolean(),
  search: z.string().max(200, 'must be at most 200 characters').optional(),
});

route(authConfigsRoutes, 'authConfigs.list', (c) => {
  const input = query(c, 'authConfigs.list', listQuery);
  const { service, project, origin } = c.var;
  const showDisabled = input.show_disabled ?? true;
  // Newest first: reverse insertion order.
  const where = { project_id: project.id, toolkit_slug: input.toolkit_slug, status: showDisabled ? undefined : 'ENABLED' };
  const search = input.search?.trim().toLowerCase();
  const managed = input.is_composio_managed;
  // The vendor's filters are not columns: a project's auth configs (a settings-sized list) are filtered here.
  const page =
    managed === undefined && !search
      ? keysetPage(service.store, 'auth_configs', { where, direction: 'desc' }, input)
      : paginate(
          service.store
            .find('auth_configs', { where, direction: 'desc' })
            .filter((ac) => (managed === undefined || ac.is_vendor_managed === managed) && (!search || matchesSearch(ac, search))),
          input,
        );
  const response: CursorPage<AuthConfig> = { ...page, items: page.items.map((ac) => toAuthConfigWire(service, origin, ac)) };
  return c.json(response);
});

function matchesSearch(config: AuthConfigRecord, search: string): boolean {
  return [config.name ?? '', config.id, config.toolkit_slug].some((text) => text.toLowerCase().includes(search));
}

route(authConfigsRoutes, 'authConfigs.get', (c) => {
  const { nanoid } = params(c, z.object({ nanoid: nanoidParam }));
  const config = findAuthConfig(c.var.service, c.var.project, nanoid);
  return c.json<AuthConfig>(toAuthConfigWire(c.var.service, c.var.origin, config));
});

route(authConfigsRoutes, 'authConfigs.updateStatus', (c) => {
  const { nanoid, status } = params(
    c,
    z.object({
      nanoid: nanoidParam,
      status: z.enum(['ENABLED', 'DISABLED'], { error: "must be 'ENABLED' or 'DISABLED'" }),
    }),
  );
  const { service, project } = c.var;
  const config = findAuthConfig(service, project, nanoid);
  if (config.status !== status) {
    service.store.put('auth_configs', { ...config, status, updated_at: service.clock().toISOString() });
  }
  const response: UpdateAuthConfigStatusResponse = {};
  return c.json(response);
});

route(authConfigsRoutes, 'authConfigs.update', async (c) => {
  const { nanoid } = params(c, z.object({ nanoid: nanoidParam }));
  const input = await body(c, 'authConfigs.update', updateBody);
  const { service, project, origin } = c.var;
  const updated = updateAuthConfig(service, findAuthConfig(service, project, nanoid), input);
  return c.json<AuthConfig>(toAuthConfigWire(service, origin, updated));
});

export const deleteQuery = z.object({ revoke_on_delete: q.boolean() });

route(authConfigsRoutes, 'authConfigs.delete', (c) => {
  const { nanoid } = params(c, z.object({ nanoid: nanoidParam }));
  // Nothing to revoke at the built-in apps; the vendor's flag is read so a malformed one is still a 400.
  query(c, 'authConfigs.delete', deleteQuery);
  const { service, project } = c.var;
  const deleted = deleteAuthConfig(service, findAuthConfig(service, project, nanoid));
  return c.json<DeleteAuthConfigResponse>({ success: true, deleted_connected_accounts: deleted });
});
