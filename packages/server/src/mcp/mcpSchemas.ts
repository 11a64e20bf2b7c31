import { z } from 'zod';
import { userIdSchema } from '../http/userIdSchema';
import { pageLimit, q } from '../http/validate';
import { isId } from '../ids';
import { mcpServerId } from './findMcpServer';

const mcpServerName = z
  .string({ error: 'expected a string' })
  .regex(/^[A-Za-z0-9 -]{4,30}$/, 'must be 4 to 30 characters: letters, digits, spaces and hyphens')
  .refine((name) => /[A-Za-z0-9]/.test(name), 'must contain a letter or digit');

const authConfigIds = z
  .array(
    z.string({ error: 'expected a string' }).refine((id) => isId('authConfig', id), "must be an auth config id ('ac_...')"),
    { error: 'expected an array of auth config ids' },
  )
  .min(1, 'must list at least one auth config')
  .max(50, 'at most 50 auth configs');

const toolSlugs = z.array(z.string({ error: 'expected a string' }), { error: 'expected an array of tool slugs' }).max(1000);

const toolkitSlugs = z
  .array(z.string({ error: 'expected a string' }).trim().min(1, 'must not be empty'), { error: 'expected an array of toolkit slugs' })
  .max(50, 'at most 50 toolkits');

const pageNo = () => q.number().pipe(z.number().int('expected an integer').min(1, 'pages start at 1').optional());
const orderBy = z.enum(['created_at', 'updated_at'], { error: 'expected created_at or updated_at' });
const orderDirection = z.enum(['asc', 'desc'], { error: 'expected asc or desc' });
const managedAuth = z.boolean({ error: 'expected a boolean' }).optional();
/** Auth config ids where the vendor's SDK may send none (`[]`): its servers of toolkits name toolkits instead. */
const maybeAuthConfigIds = z.union([authConfigIds, z.array(z.never()).max(0)]).optional();

export const serverIdParams = z.object({ serverId: mcpServerId });
export const idParams = z.object({ id: mcpServerId });
export const instanceParams = z.object({
  serverId: mcpServerId,
  instanceId: z.string().min(1, 'must not be empty').max(255, 'must be at most 255 characters'),
});
export const appParams = z.object({
  appKey: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,100}$/, 'not a toolkit slug (letters, digits, _ and -, at most 100)')
    .transform((slug) => slug.toLowerCase()),
});

export const generateBody = z.object({
  mcp_server_id: mcpServerId,
  managed_auth_by_vendor: z.boolean({ error: 'expected a boolean' }).default(false),
  managed_auth_by_composio: z.boolean({ error: 'expected a boolean' }).optional(),
  user_ids: z.array(userIdSchema(), { error: 'expected an array of strings' }).max(1000, 'at most 1000 user ids').default([]),
  connected_account_ids: z
    .array(
      z.string({ error: 'expected a string' }).refine((id) => isId('connectedAccount', id), "must be a connected account id ('ca_...')"),
      { error: 'expected an array of connected account ids' },
    )
    .default([]),
});

export const createServerBody = z.object({
  name: mcpServerName,
  auth_config_ids: authConfigIds,
  allowed_tools: toolSlugs.optional(),
  managed_auth_via_vendor: managedAuth,
  // The vendor's name for managed_auth_via_vendor.
  managed_auth_via_composio: managedAuth,
});

export const createCustomBody = z.object({
  name: mcpServerName,
  toolkits: toolkitSlugs.default([]),
  auth_config_ids: maybeAuthConfigIds,
  allowed_tools: toolSlugs.optional(),
  // The vendor's SDK sends its allowedTools as custom_tools.
  custom_tools: toolSlugs.optional(),
  managed_auth_via_vendor: managedAuth,
  managed_auth_via_composio: managedAuth,
});

export const updateServerBody = z.object({
  name: mcpServerName.optional(),
  auth_config_ids: maybeAuthConfigIds,
  toolkits: toolkitSlugs.optional(),
  allowed_tools: toolSlugs.optional(),
  custom_tools: toolSlugs.optional(),
  managed_auth_via_vendor: managedAuth,
  managed_auth_via_composio: managedAuth,
});

export type McpServerUpdate = z.output<typeof updateServerBody>;

export const listServersQuery = z.object({
  page_no: pageNo(),
  limit: pageLimit(),
  name: z.string().optional(),
  toolkits: q.list(),
  auth_config_ids: q.list(),
  order_by: orderBy.default('created_at'),
  order_direction: orderDirection.default('desc'),
});

export type McpServerListing = z.output<typeof listServersQuery>;

export const listInstancesQuery = z.object({
  page_no: pageNo(),
  limit: pageLimit(),
  search: z.string().optional(),
  order_by: orderBy.default('updated_at'),
  order_direction: orderDirection.default('desc'),
});

export const createInstanceBody = z.object({
  user_id: userIdSchema(),
});
