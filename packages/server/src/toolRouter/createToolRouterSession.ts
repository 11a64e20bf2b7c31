import type { McpTag } from '@patchbay/client';
import { z } from 'zod';
import { callbackUrl } from '../connectedAccounts/callbackUrl';
import { ApiError } from '../http/ApiError';
import { newId } from '../ids';
import type { ProjectRecord } from '../projects/records';
import type { Service } from '../Service';
import type { ToolRouterSessionRecord } from './ToolRouterSessionRecord';
import { userIdSchema } from '../http/userIdSchema';
import { atFields, type FieldProblem } from '../http/atField';

const TAGS = ['readOnlyHint', 'destructiveHint', 'idempotentHint', 'openWorldHint'] as const satisfies readonly McpTag[];
const tagList = z.array(z.enum(TAGS, { error: `expected one of ${TAGS.join(', ')}` }), { error: 'expected an array of tags' });
/** Toolkit or tool slugs one list may name: every toolkit of a large catalog. */
const MAX_SLUGS = 1000;
/**
 * Auth configs, and connected accounts, one session may pin (one per
 * toolkit): each is a read of the store when the session is created, so the
 * request's cost stays bounded however many ids it sends.
 */
export const MAX_SESSION_PINS = 100;

const slugList = z
  .array(z.string({ error: 'expected a string' }), { error: 'expected an array of strings' })
  .max(MAX_SLUGS, `at most ${MAX_SLUGS} slugs`);
const stringMap = z
  .record(z.string(), z.string({ error: 'expected a string' }), { error: 'expected an object of strings' })
  .superRefine((map, ctx) => {
    if (Object.keys(map).length <= MAX_SESSION_PINS) return;
    ctx.addIssue({ code: 'too_big', origin: 'object', maximum: MAX_SESSION_PINS, inclusive: true, message: `at most ${MAX_SESSION_PINS} entries` });
  });

/** Body of POST /tool_router/session (requests say `enable`, responses `enabled`). */
export const createSessionBody = z.object({
  user_id: userIdSchema(),
  toolkits: z
    .object({ enable: slugList.optional(), disable: slugList.optional() }, { error: 'expected {enable: [...]} or {disable: [...]}' })
    .refine((t) => (t.enable === undefined) !== (t.disable === undefined), 'give exactly one of enable or disable')
    .optional(),
  auth_configs: stringMap.default({}),
  connected_accounts: stringMap.default({}),
  manage_connections: z
    .object(
      {
        enable: z.boolean({ error: 'expected a boolean' }).nullish(),
        callback_url: callbackUrl.optional(),
        enable_wait_for_connections: z.boolean({ error: 'expected a boolean' }).nullish(),
      },
      { error: 'expected an object' },
    )
    .default({}),
  tools: z.record(z.string(), z.object({ enable: slugList }, { error: 'expected {enable: [...]}' })).default({}),
  tags: z
    .preprocess(
      (v) => (Array.isArray(v) ? { enable: v } : v),
      z.object({ enable: tagList.default([]), disable: tagList.default([]) }, { error: 'expected an array of tags or {enable, disable}' }),
    )
    .default({ enable: [], disable: [] }),
  workbench: z
    .object({ enable_proxy_execution: z.boolean({ error: 'expected a boolean' }).default(false) }, { error: 'expected an object' })
    .default({
      enable_proxy_execution: false,
    }),
});

export type CreateSessionInput = z.output<typeof createSessionBody>;

function badFields(problems: FieldProblem[]): ApiError {
  const fields = atFields(problems);
  return new ApiError('BAD_REQUEST', `Invalid request body: ${fields.errors[0]}`, {
    ...fields,
    suggestedFix: 'Use toolkit slugs from the toolkit list, and ids of this project that match their toolkit and user.',
  });
}

/** Checks every slug and id the body names, then builds the session record. */
export function createToolRouterSession(service: Service, project: ProjectRecord, input: CreateSessionInput): ToolRouterSessionRecord {
  const problems: FieldProblem[] = [];
  const invalid = (path: string, message: string) => problems.push({ path, code: 'invalid_value', message });
  const unknownToolkit = (slug: string, field: string) => {
    if (service.catalog.toolkit(slug)) return false;
    invalid(field, `unknown toolkit '${slug}'`);
    return true;
  };

  // No toolkits given means every toolkit: an empty deny list.
  const mode = input.toolkits?.enable ? 'enable' : 'disable';
  const slugs = [...new Set(input.toolkits?.enable ?? input.toolkits?.disable ?? [])];
  slugs.forEach((slug) => unknownToolkit(slug, `body.toolkits.${mode}`));

  for (const [slug, id] of Object.entries(input.auth_configs)) {
    if (unknownToolkit(slug, 'body.auth_configs')) continue;
    const config = service.store.get('auth_configs', id);
    if (!config || config.project_id !== project.id) invalid(`body.auth_configs.${slug}`, `auth config '${id}' not found in this project`);
    else if (config.toolkit_slug !== slug) invalid(`body.auth_configs.${slug}`, `auth config '${id}' is for toolkit '${config.toolkit_slug}'`);
  }

  for (const [slug, id] of Object.entries(input.connected_accounts)) {
    if (unknownToolkit(slug, 'body.connected_accounts')) continue;
    const account = service.store.get('connected_accounts', id);
    const where = `body.connected_accounts.${slug}`;
    if (!account || account.project_id !== project.id) invalid(where, `connected account '${id}' not found in this project`);
    else if (account.deleted_at) invalid(where, `connected account '${id}' is deleted`);
    else if (account.toolkit_slug !== slug) invalid(where, `connected account '${id}' is for toolkit '${account.toolkit_slug}'`);
    else if (account.user_id !== input.user_id) invalid(where, `connected account '${id}' belongs to another user`);
  }

  const tools: Record<string, { enabled: string[] }> = {};
  for (const [slug, { enable }] of Object.entries(input.tools)) {
    const toolkit = service.catalog.toolkit(slug);
    if (!toolkit) {
      invalid('body.tools', `unknown toolkit '${slug}'`);
      continue;
    }
    const known = new Set(toolkit.tools.map((t) => t.slug));
    for (const tool of enable) if (!known.has(tool)) invalid(`body.tools.${slug}.enable`, `'${tool}' is not a tool of ${slug}`);
    tools[slug] = { enabled: [...new Set(enable)] };
  }
  if (problems.length > 0) throw badFields(problems);

  const manage = input.manage_connections;
  const manageEnabled = manage.enable ?? true;
  const waitForConnections = manage.enable_wait_for_connections ?? false;
  const session: ToolRouterSessionRecord = {
    id: newId('toolRouterSession'),
    project_id: project.id,
    user_id: input.user_id,
    toolkits: { mode, slugs },
    auth_configs: input.auth_configs,
    connected_accounts: input.connected_accounts,
    manage_connections: { enabled: manageEnabled, callback_url: manage.callback_url ?? null, enable_wait_for_connections: waitForConnections },
    tools,
    tags: { enabled: [...new Set(input.tags.enable)], disabled: [...new Set(input.tags.disable)] },
    workbench: { proxy_execution_enabled: input.workbench.enable_proxy_execution },
    tool_router_tools: [
      'PATCHBAY_SEARCH_TOOLS',
      'PATCHBAY_MULTI_EXECUTE_TOOL',
      ...(manageEnabled ? ['PATCHBAY_MANAGE_CONNECTIONS'] : []),
      ...(manageEnabled && waitForConnections ? ['PATCHBAY_WAIT_FOR_CONNECTIONS'] : []),
    ],
    created_at: service.clock().toISOString(),
  };
  return service.store.put('tool_router_sessions', session);
}
