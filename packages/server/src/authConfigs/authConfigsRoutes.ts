import type { AuthConfig, CreateAuthConfigResponse, CursorPage, UpdateAuthConfigStatusResponse } from '@patchbay/client';
import { Hono } from 'hono';
import { route } from '../http/endpointRoute';
import { z } from 'zod';
import { createAuthConfig, toAuthConfigWire, toolkitAuthSchemes, vendorManagedScheme } from './authConfigRecords';
import { findAuthConfig } from './authConfigRules';
import { ApiError } from '../http/ApiError';
import { body, params, query, type AppEnv } from '../http/context';
import { keysetPage } from '../http/pagination';
import { pageLimit, q } from '../http/validate';
import { isId } from '../ids';
import { atField, atFields, type FieldProblem } from '../http/atField';

/** Spec 4.1, plus the list and read extensions. */
export const authConfigsRoutes = new Hono<AppEnv>();

const stringList = z.array(z.string({ error: 'expected a string' }), { error: 'expected an array of strings' });

const createBody = z.object({
  toolkit: z.object(
    { slug: z.string({ error: 'expected a string' }).trim().min(1, 'must not be empty') },
    { error: 'expected an object with a slug' },
  ),
  auth_config: z
    .object(
      {
        type: z
          .enum(['use_vendor_managed_auth', 'use_custom_auth'], {
            error: "expected 'use_vendor_managed_auth' or 'use_custom_auth'",
          })
          .default('use_vendor_managed_auth'),
        auth_scheme: z.string({ error: 'expected a string' }).optional(),
        name: z.string({ error: 'expected a string' }).max(100, 'must be at most 100 characters').optional(),
        credentials: z.record(z.string(), z.unknown(), { error: 'expected an object' }).default({}),
        restrict_to_following_tools: stringList.default([]),
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
  let authScheme: string;
  if (config.type === 'use_custom_auth') {
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
    isVendorManaged: config.type === 'use_vendor_managed_auth',
    name: config.name,
    credentials: config.credentials,
    restrictToFollowingTools: config.restrict_to_following_tools,
  });
  const response: CreateAuthConfigResponse = {
    toolkit: { slug: toolkit.slug },
    auth_config: {
      id: record.id,
      auth_scheme: record.auth_scheme,
      is_vendor_managed: record.is_vendor_managed,
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

const listQuery = z.object({
  limit: pageLimit(),
  cursor: z.string().optional(),
  toolkit_slug: q.list(),
  show_disabled: q.boolean(),
});

route(authConfigsRoutes, 'authConfigs.list', (c) => {
  const input = query(c, 'authConfigs.list', listQuery);
  const { service, project, origin } = c.var;
  const showDisabled = input.show_disabled ?? true;
  // Newest first: reverse insertion order.
  const where = { project_id: project.id, toolkit_slug: input.toolkit_slug, status: showDisabled ? undefined : 'ENABLED' };
  const page = keysetPage(service.store, 'auth_configs', { where, direction: 'desc' }, input);
  const response: CursorPage<AuthConfig> = { ...page, items: page.items.map((ac) => toAuthConfigWire(service, origin, ac)) };
  return c.json(response);
});

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
