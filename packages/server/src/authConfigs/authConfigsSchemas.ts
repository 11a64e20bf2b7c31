import { z } from 'zod';
import { pageLimit, q } from '../http/validate';
import { isId } from '../ids';

const stringList = z.array(z.string({ error: 'expected a string' }), { error: 'expected an array of strings' });

/** The vendor's tool lists, as its client sends them. */
const toolAccessInput = z.object(
  {
    tools_for_connected_account_creation: stringList.optional(),
    tools_available_for_execution: stringList.optional(),
  },
  { error: 'expected an object' },
);

const authConfigInput = z.object(
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
);

export const createAuthConfigBody = z.object({
  toolkit: z.object(
    // Bounded (as the relay bounds it) so a pasted page never comes back echoed in the error.
    { slug: z.string({ error: 'expected a string' }).trim().min(1, 'must not be empty').max(255, 'must be at most 255 characters') },
    { error: 'expected an object with a slug' },
  ),
  auth_config: authConfigInput.optional(),
});

/** `auth_config` of a create, as parsed. */
export type AuthConfigInput = z.output<typeof authConfigInput>;

export const listAuthConfigsQuery = z.object({
  limit: pageLimit(),
  cursor: z.string().optional(),
  toolkit_slug: q.list(),
  show_disabled: q.boolean(),
  is_composio_managed: q.boolean(),
  search: z.string().max(200, 'must be at most 200 characters').optional(),
});

export type AuthConfigListQuery = z.output<typeof listAuthConfigsQuery>;

/** The body of the vendor's `PATCH /auth_configs/{nanoid}`: `custom` (the caller's credentials) or `default`. */
export const updateAuthConfigBody = z.object({
  type: z.enum(['custom', 'default'], { error: "expected 'custom' or 'default'" }),
  name: z.string({ error: 'expected a string' }).trim().min(1, 'must not be empty').max(100, 'must be at most 100 characters').optional(),
  credentials: z.record(z.string(), z.unknown(), { error: 'expected an object' }).optional(),
  restrict_to_following_tools: stringList.optional(),
  tool_access_config: z
    .object(
      { tools_available_for_execution: stringList.optional(), tools_for_connected_account_creation: stringList.optional() },
      { error: 'expected an object' },
    )
    .optional(),
  is_enabled_for_tool_router: z.boolean({ error: 'expected a boolean' }).optional(),
  scopes: z.union([z.string(), stringList], { error: 'expected a string or an array of strings' }).optional(),
});

export type AuthConfigUpdate = z.output<typeof updateAuthConfigBody>;

export const deleteAuthConfigQuery = z.object({ revoke_on_delete: q.boolean() });

const authConfigId = z.string().refine((id) => isId('authConfig', id), "must be an auth config id ('ac_...')");

export const authConfigIdParams = z.object({ nanoid: authConfigId });

export const authConfigStatusParams = z.object({
  nanoid: authConfigId,
  status: z.enum(['ENABLED', 'DISABLED'], { error: "must be 'ENABLED' or 'DISABLED'" }),
});

export type AuthConfigStatus = z.output<typeof authConfigStatusParams>['status'];
