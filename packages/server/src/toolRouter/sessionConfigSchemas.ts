import type { McpTag } from '@patchbay/client';
import { z } from 'zod';
import { callbackUrl } from '../connectedAccounts/callbackUrl';
import { userIdSchema } from '../http/userIdSchema';

const TAGS = ['readOnlyHint', 'destructiveHint', 'idempotentHint', 'openWorldHint'] as const satisfies readonly McpTag[];
const tagList = z.array(z.enum(TAGS, { error: `expected one of ${TAGS.join(', ')}` }), { error: 'expected an array of tags' });
/** Toolkit or tool slugs one list may name: every toolkit of a large catalog. */
const MAX_SLUGS = 1000;
/**
 * Auth configs, and connected accounts, one session may pin: each is a read
 * of the store when the session is created or updated, so the request's cost
 * stays bounded however many ids it sends.
 */
export const MAX_SESSION_PINS = 100;
/** Accounts pinned for one toolkit (the vendor's bound on a multi-account session). */
export const MAX_ACCOUNTS_PER_TOOLKIT = 10;

const slugList = z
  .array(z.string({ error: 'expected a string' }), { error: 'expected an array of strings' })
  .max(MAX_SLUGS, `at most ${MAX_SLUGS} slugs`);

const tooMany = (ctx: z.RefinementCtx, message: string) =>
  ctx.addIssue({ code: 'too_big', origin: 'object', maximum: MAX_SESSION_PINS, inclusive: true, message });

const stringMap = z
  .record(z.string(), z.string({ error: 'expected a string' }), { error: 'expected an object of strings' })
  .superRefine((map, ctx) => {
    if (Object.keys(map).length > MAX_SESSION_PINS) tooMany(ctx, `at most ${MAX_SESSION_PINS} entries`);
  });

/** One account id, or the vendor's v3.1 list of them (the first is the default); read as a list. */
const pinnedIds = z.preprocess(
  (value) => (typeof value === 'string' ? [value] : value),
  z
    .array(z.string({ error: 'expected a string' }), { error: 'expected a connected account id or an array of them' })
    .min(1, 'must name at least one account')
    .max(MAX_ACCOUNTS_PER_TOOLKIT, `at most ${MAX_ACCOUNTS_PER_TOOLKIT} accounts per toolkit`)
    .transform((ids) => [...new Set(ids)]),
);

const accountMap = z.record(z.string(), pinnedIds, { error: 'expected an object of account ids' }).superRefine((map, ctx) => {
  const lists = Object.values(map);
  if (lists.length > MAX_SESSION_PINS) tooMany(ctx, `at most ${MAX_SESSION_PINS} entries`);
  else if (lists.flat().length > MAX_SESSION_PINS) tooMany(ctx, `at most ${MAX_SESSION_PINS} connected accounts in all`);
});

const toolkitsField = z
  .object({ enable: slugList.optional(), disable: slugList.optional() }, { error: 'expected {enable: [...]} or {disable: [...]}' })
  .refine((t) => (t.enable === undefined) !== (t.disable === undefined), 'give exactly one of enable or disable');

const manageField = z.object(
  {
    enable: z.boolean({ error: 'expected a boolean' }).nullish(),
    callback_url: callbackUrl.optional(),
    enable_wait_for_connections: z.boolean({ error: 'expected a boolean' }).nullish(),
  },
  { error: 'expected an object' },
);

const toolsField = z.record(z.string(), z.object({ enable: slugList }, { error: 'expected {enable: [...]}' }));

const tagsField = z.preprocess(
  (v) => (Array.isArray(v) ? { enable: v } : v),
  z.object({ enable: tagList.default([]), disable: tagList.default([]) }, { error: 'expected an array of tags or {enable, disable}' }),
);

const workbenchField = z.object(
  { enable_proxy_execution: z.boolean({ error: 'expected a boolean' }).default(false) },
  { error: 'expected an object' },
);

/** Body of POST /tool_router/session (requests say `enable`, responses `enabled`). */
export const createSessionBody = z.object({
  user_id: userIdSchema(),
  toolkits: toolkitsField.optional(),
  auth_configs: stringMap.default({}),
  connected_accounts: accountMap.default({}),
  manage_connections: manageField.default({}),
  tools: toolsField.default({}),
  tags: tagsField.default({ enable: [], disable: [] }),
  workbench: workbenchField.default({ enable_proxy_execution: false }),
});

/**
 * Body of PATCH /tool_router/session/{id}: the fields of create but the
 * user, each optional; `null` puts a nullable one back to its default.
 */
export const updateSessionBody = z.object({
  toolkits: toolkitsField.optional(),
  auth_configs: stringMap.optional(),
  connected_accounts: accountMap.nullish(),
  manage_connections: manageField.nullish(),
  tools: toolsField.optional(),
  tags: tagsField.optional(),
  workbench: workbenchField.nullish(),
});

export type CreateSessionInput = z.output<typeof createSessionBody>;
export type UpdateSessionInput = z.output<typeof updateSessionBody>;
