import { z } from 'zod';
import { userIdSchema } from '../http/userIdSchema';
import { pageLimit, q } from '../http/validate';
import { isId } from '../ids';
import { aliasSchema } from './accountAlias';
import { callbackUrl } from './callbackUrl';
import { linkLocale } from '../languages/localeSchemas';

const STATUSES = ['INITIALIZING', 'INITIATED', 'ACTIVE', 'FAILED', 'EXPIRED', 'INACTIVE', 'REVOKED'] as const;

const authConfigId = z.string({ error: 'expected a string' }).refine((id) => isId('authConfig', id), "must be an auth config id ('ac_...')");

/** The most user ids one ACL list holds (ours: the vendor's types give no bound). */
export const MAX_ACL_USERS = 1_000;
// Each entry is a user id as runs give it (trimmed, bounded, no control characters), so a deny entry can't miss its user.
const aclUsers = z.array(userIdSchema(), { error: 'expected an array of user ids' }).max(MAX_ACL_USERS, `at most ${MAX_ACL_USERS} user ids`);
const aclInput = z.object(
  {
    allow_all_users: z.boolean({ error: 'expected a boolean' }).optional(),
    allowed_user_ids: aclUsers.optional(),
    not_allowed_user_ids: aclUsers.optional(),
  },
  { error: 'expected an object' },
);

export const createLinkBody = z.object({
  auth_config_id: authConfigId,
  user_id: userIdSchema(),
  callback_url: callbackUrl.optional(),
  connection_data: z.record(z.string(), z.unknown(), { error: 'expected an object' }).optional(),
  alias: aliasSchema().optional(),
  /** The vendor's experimental sharing (SHARED accounts and their ACL). */
  experimental: z
    .object(
      {
        account_type: z.enum(['PRIVATE', 'SHARED'], { error: "expected 'PRIVATE' or 'SHARED'" }).optional(),
        acl_config_for_shared: aclInput.optional(),
      },
      { error: 'expected an object' },
    )
    .optional(),
  locale: linkLocale,
});

/** The vendor's `POST /connected_accounts` body, as its client sends it for `initiate`. */
export const initiateConnectionBody = z.object({
  auth_config: z.object({ id: authConfigId }, { error: 'expected an object with an id' }),
  connection: z.object(
    {
      user_id: userIdSchema().optional(),
      callback_url: callbackUrl.optional(),
      redirect_uri: callbackUrl.optional(),
      alias: aliasSchema().optional(),
      state: z
        .object(
          {
            authScheme: z.string({ error: 'expected a string' }),
            val: z.record(z.string(), z.unknown(), { error: 'expected an object' }).default({}),
          },
          { error: 'expected an object with authScheme and val' },
        )
        .optional(),
      data: z.record(z.string(), z.unknown(), { error: 'expected an object' }).optional(),
    },
    { error: 'expected an object' },
  ),
  validate_credentials: z.boolean({ error: 'expected a boolean' }).default(false),
});

export type InitiateConnectionInput = z.output<typeof initiateConnectionBody>;

export const listConnectedAccountsQuery = z.object({
  limit: pageLimit(),
  cursor: z.string().optional(),
  user_ids: q.list(),
  toolkit_slugs: q.list(),
  statuses: q.list().pipe(z.array(z.enum(STATUSES, { error: `expected one of ${STATUSES.join(', ')}` })).optional()),
  auth_config_ids: q.list(),
  connected_account_ids: q.list(),
  order_by: z.enum(['created_at', 'updated_at'], { error: "expected 'created_at' or 'updated_at'" }).default('created_at'),
  order_direction: z.enum(['asc', 'desc'], { error: "expected 'asc' or 'desc'" }).default('desc'),
  account_type: z.enum(['PRIVATE', 'SHARED', 'ALL'], { error: "expected 'PRIVATE', 'SHARED' or 'ALL'" }).default('PRIVATE'),
});

export type ConnectedAccountListQuery = z.output<typeof listConnectedAccountsQuery>;

export const accountIdParams = z.object({
  nanoid: z.string().refine((id) => isId('connectedAccount', id), "must be a connected account id ('ca_...')"),
});

export const refreshAccountBody = z.object({
  redirect_url: callbackUrl.optional(),
  /** The vendor's SDK sends the body field under this name. */
  body_redirect_url: callbackUrl.optional(),
  validate_credentials: z.boolean({ error: 'expected a boolean' }).default(false),
  collect_credentials: z.boolean({ error: 'expected a boolean' }).default(false),
  /** Extension: the language of a new link's pages, as on link creation. */
  locale: linkLocale,
});

/** Ours alone (no vendor client sends it), so a field it does not know is refused. */
export const cancelLinkBody = z.strictObject({
  expires_at: z.iso.datetime({ offset: true, error: 'expected an ISO 8601 date-time, as the link was answered with' }).optional(),
});

export const refreshAccountQuery = z.object({ redirect_url: callbackUrl.optional() });

export const updateAccountBody = z.object({
  alias: aliasSchema().optional(),
  // Credentials change through a reconnect (refresh with collect_credentials), where the user enters them.
  connection: z.undefined({ error: 'credentials are not updated here: refresh the account with collect_credentials: true' }).optional(),
  /** The vendor's `updateAcl`: a SHARED account's ACL, field by field. */
  experimental: z.object({ acl_config_for_shared: aclInput.optional() }, { error: 'expected an object' }).optional(),
});

export const accountStatusBody = z.object({ enabled: z.boolean({ error: 'expected a boolean' }) });
