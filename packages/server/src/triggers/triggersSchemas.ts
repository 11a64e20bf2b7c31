import { z } from 'zod';
import { userIdSchema } from '../http/userIdSchema';
import { pageLimit, q } from '../http/validate';
import { isId } from '../ids';

/** 'latest' or bracket notation (`toolkit_versions[slug]=20250101_00`, read as an object). */
const toolkitVersions = z.preprocess(
  (v) => (v === '' || v === 'null' ? undefined : v),
  z
    .union([z.string(), z.record(z.string(), z.string())], {
      error: "expected 'latest' or toolkit_versions[<toolkit slug>]=<version>",
    })
    .optional(),
);

export const triggerTypeSlugParams = z.object({
  slug: z.string().regex(/^[A-Za-z0-9_]{1,200}$/, 'expected a trigger type slug (letters, digits and _)'),
});

export const listTriggerTypesQuery = z.object({
  toolkit_slugs: q.list(),
  toolkit_versions: toolkitVersions,
  limit: pageLimit(),
  cursor: z.string().optional(),
});

export const getTriggerTypeQuery = z.object({ toolkit_versions: toolkitVersions });

export const upsertInstanceBody = z.object({
  /** Without it, `user_id`'s newest ACTIVE account of the trigger's toolkit (see triggerAccount). */
  connected_account_id: z
    .string({ error: 'expected a string' })
    .refine((id) => isId('connectedAccount', id), "expected a connected account id ('ca_...')")
    .optional(),
  user_id: userIdSchema().optional(),
  trigger_config: z.record(z.string(), z.unknown(), { error: 'expected an object' }).nullable().optional(),
  toolkit_versions: z
    .union([z.string(), z.record(z.string(), z.string())], { error: "expected 'latest' or an object of toolkit slug to version" })
    .nullable()
    .optional(),
});

export const listInstancesQuery = z.object({
  connected_account_ids: q.list(),
  user_ids: q.list(),
  trigger_ids: q.list(),
  trigger_names: q.list(),
  auth_config_ids: q.list(),
  show_disabled: q.boolean(),
  limit: pageLimit(),
  cursor: z.string().optional(),
});

export const instanceIdParams = z.object({
  triggerId: z.string().refine((id) => isId('triggerInstance', id), "expected a trigger instance id ('ti_...')"),
});

export const manageInstanceBody = z.object({
  status: z.enum(['enable', 'disable'], {
    error: (issue) => (issue.input === undefined ? "required: 'enable' or 'disable'" : "expected 'enable' or 'disable'"),
  }),
});
