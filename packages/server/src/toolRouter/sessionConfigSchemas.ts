import type { McpTag } from '@patchbay/client';
import { z } from 'zod';
import { callbackUrl } from '../connectedAccounts/callbackUrl';
import { userIdSchema } from '../http/userIdSchema';

const TAGS = ['readOnlyHint', 'createHint', 'updateHint', 'destructiveHint', 'idempotentHint', 'openWorldHint'] as const satisfies readonly McpTag[];
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
/**
 * Tools one session may preload into its tool list: each adds its whole
 * input schema to every agent turn (the vendor advises fewer than 20).
 */
export const MAX_PRELOADED_TOOLS = 50;
/** `preload.tools: "all"`: every tool the session offers, kept as such so tools added to its toolkits later are listed too. */
export const PRELOAD_ALL = 'all';
/**
 * Tools `"all"` may stand for: past it, create and update are refused (a
 * session of the whole catalog offers thousands, far more than an MCP
 * client's tool list or a model's context holds; the vendor only warns,
 * PRELOAD_TOOLS_HIGH_CONTEXT_USAGE).
 */
export const MAX_PRELOAD_ALL_TOOLS = 500;

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

/** `require_approval` alone keeps every toolkit (the vendor's form); with it, at most one of enable or disable. */
const toolkitsField = z
  .object(
    { enable: slugList.optional(), disable: slugList.optional(), require_approval: slugList.optional() },
    { error: 'expected {enable: [...]} or {disable: [...]}, with an optional require_approval: [...]' },
  )
  .refine((t) => t.enable === undefined || t.disable === undefined, 'give at most one of enable or disable')
  .refine(
    (t) => t.enable !== undefined || t.disable !== undefined || t.require_approval !== undefined,
    'give one of enable, disable or require_approval',
  );

const manageField = z.object(
  {
    enable: z.boolean({ error: 'expected a boolean' }).nullish(),
    callback_url: callbackUrl.optional(),
    enable_wait_for_connections: z.boolean({ error: 'expected a boolean' }).nullish(),
  },
  { error: 'expected an object' },
);

/** Per toolkit: the tools offered, those that need approval, and the toolkit's own approval tags (replacing the session's). */
const toolsField = z.record(
  z.string(),
  z
    .object(
      {
        enable: slugList.optional(),
        require_approval: slugList.optional(),
        tags: z.object({ require_approval: tagList }, { error: 'expected {require_approval: [...]}' }).optional(),
      },
      { error: 'expected {enable: [...], require_approval: [...], tags: {require_approval: [...]}}' },
    )
    .refine((t) => t.enable !== undefined || t.require_approval !== undefined || t.tags !== undefined, 'give enable, require_approval or tags'),
);

const tagsField = z.preprocess(
  (v) => (Array.isArray(v) ? { enable: v } : v),
  z.object(
    { enable: tagList.default([]), disable: tagList.default([]), require_approval: tagList.optional() },
    { error: 'expected an array of tags or {enable, disable, require_approval}' },
  ),
);

const workbenchField = z.object(
  { enable_proxy_execution: z.boolean({ error: 'expected a boolean' }).default(false) },
  { error: 'expected an object' },
);

/**
 * `preload.tools`: app tools listed directly on the session's MCP URL (and its
 * tools list), next to the meta tools: explicit slugs, or the vendor's `"all"`
 * (what its SDK's direct tools preset sends), every tool the session offers.
 */
const preloadTools = z.union(
  [
    z.literal(PRELOAD_ALL),
    z.array(z.string({ error: 'expected a tool slug' })).max(MAX_PRELOADED_TOOLS, `at most ${MAX_PRELOADED_TOOLS} tools (or "all")`),
  ],
  {
    // A list keeps its own problem (a non-string, too many); anything else is neither form.
    error: (issue) =>
      issue.code === 'invalid_union' && Array.isArray(issue.input) ? issue.errors[1]?.[0]?.message : 'expected an array of tool slugs or "all"',
  },
);

const preloadField = z.object({ tools: preloadTools.default([]) }, { error: 'expected {tools: [...] | "all"}' });

const bool = () => z.boolean({ error: 'expected a boolean' });

/** The vendor's `search` switch: `enable: false` leaves PATCHBAY_SEARCH_TOOLS out. */
const searchField = z.object({ enable: bool().optional() }, { error: 'expected {enable: boolean}' });

/** The vendor's `execute` switch: `enable_multi_execute: false` leaves PATCHBAY_MULTI_EXECUTE_TOOL out. */
const executeField = z.object({ enable_multi_execute: bool().optional() }, { error: 'expected {enable_multi_execute: boolean}' });

/**
 * The vendor's multi-account settings; `require_explicit_selection` defaults
 * to `enable`, as its SDK sends it.
 */
const multiAccountField = z.object(
  {
    enable: bool().optional(),
    max_accounts_per_toolkit: z
      .number({ error: 'expected a number' })
      .int('expected an integer')
      .min(1, 'must be at least 1')
      .max(MAX_ACCOUNTS_PER_TOOLKIT, `must be at most ${MAX_ACCOUNTS_PER_TOOLKIT}`)
      .optional(),
    require_explicit_selection: bool().optional(),
  },
  { error: 'expected {enable, max_accounts_per_toolkit, require_explicit_selection}' },
);

/**
 * `expected_config_version`: the update applies only while the session is
 * at this version (409 otherwise); `false` is the vendor SDK's "no
 * precondition".
 */
const expectedConfigVersion = z.union([z.number().int().min(1).max(Number.MAX_SAFE_INTEGER), z.literal(false)], {
  error: 'expected a positive integer (the config_version the update was made against) or false',
});

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
  preload: preloadField.optional(),
  search: searchField.optional(),
  execute: executeField.optional(),
  multi_account: multiAccountField.optional(),
});

/**
 * Body of PATCH /tool_router/session/{id}: the fields of create but the
 * user, each optional; `null` puts a nullable one back to its default
 * (for `preload`, no tool preloaded). `expected_config_version` makes it
 * conditional on the session's current version.
 */
export const updateSessionBody = z.object({
  toolkits: toolkitsField.optional(),
  auth_configs: stringMap.optional(),
  connected_accounts: accountMap.nullish(),
  manage_connections: manageField.nullish(),
  tools: toolsField.optional(),
  tags: tagsField.optional(),
  workbench: workbenchField.nullish(),
  preload: preloadField.nullish(),
  search: searchField.nullish(),
  execute: executeField.nullish(),
  multi_account: multiAccountField.nullish(),
  expected_config_version: expectedConfigVersion.optional(),
});

export type CreateSessionInput = z.output<typeof createSessionBody>;
export type UpdateSessionInput = z.output<typeof updateSessionBody>;
