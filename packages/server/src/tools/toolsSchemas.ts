import { z } from 'zod';
import { userIdSchema } from '../http/userIdSchema';
import { q } from '../http/validate';
import { isId } from '../ids';

/** The request schemas of the tool endpoints; tool arguments are checked against each tool's own schema, not here. */

/** Tool slugs are UPPER_SNAKE: anything else (lone surrogates, control characters, slashes) is a 400 before any lookup. */
export const toolParams = z.object({
  tool_slug: z.string().regex(/^[A-Za-z0-9_]{1,200}$/, 'not a tool slug (letters, digits and _, at most 200)'),
});

const text = (max: number) => z.string({ error: 'expected a string' }).max(max, `must be at most ${max} characters`);

/** An account by alias or id (the vendor's `account`); the service looks it up among the user's accounts. */
const accountSelector = () => z.string({ error: 'expected a string' }).trim().min(1, 'must not be empty').max(255, 'must be at most 255 characters');

/** The largest page of a cursor listing (spec 8). */
const MAX_PAGE_SIZE = 1000;

/**
 * A page size of the tools listing. The vendor's SDK asks for 9999 with a
 * tool list: more than a page holds (spec 8), read as the largest page.
 */
const toolsPageLimit = () =>
  q
    .number()
    .pipe(z.number().int('expected an integer').min(1, 'must be at least 1').optional())
    .transform((limit) => (limit === undefined ? undefined : Math.min(limit, MAX_PAGE_SIZE)));

/** A tool version: 'latest' or `YYYYMMDD_NN` (one the tool lacks is a 404, not a 400, as the vendor's). */
const toolVersion = () => text(100).trim().min(1, 'must not be empty');

/** `toolkit_versions`: 'latest', one version for every toolkit, or bracket notation (`toolkit_versions[github]=20250101_00`). */
const toolkitVersions = z.preprocess(
  (v) => (v === '' || v === 'null' ? undefined : v),
  z
    .union([text(100), z.record(text(100), text(100))], { error: "expected 'latest' or toolkit_versions[<toolkit slug>]=<version>" })
    .refine((v) => typeof v === 'string' || Object.keys(v).length <= 100, 'at most 100 toolkits')
    .optional(),
);

/** Query of GET /tools/{tool_slug}: the version to show (the vendor's SDK sends `version`, else its `toolkit_versions`). */
export const getToolQuery = z.object({
  version: toolVersion().optional(),
  toolkit_versions: toolkitVersions,
});

export const listToolsQuery = z.object({
  limit: toolsPageLimit(),
  cursor: z.string({ error: 'expected a string' }).optional(),
  toolkit_slug: q.list().pipe(z.array(text(100)).max(100, 'at most 100 toolkits').optional()),
  auth_config_ids: q.list(),
  tool_slugs: q.list().pipe(z.array(z.string()).max(1000, 'at most 1000 slugs').optional()),
  query: text(500).optional(),
  search: text(500).optional(),
  tags: q.list().pipe(z.array(z.string()).max(20, 'at most 20 tags').optional()),
});

export const executeToolBody = z
  .object({
    user_id: userIdSchema().optional(),
    connected_account_id: z
      .string({ error: 'expected a string' })
      .refine((id) => isId('connectedAccount', id), "not a connected account id ('ca_...')")
      .optional(),
    account: accountSelector().optional(),
    arguments: z.unknown().optional(),
    /** The tool version to run ('latest' or `YYYYMMDD_NN`); the vendor's SDK always sends one. */
    version: toolVersion().optional(),
  })
  .superRefine((input, context) => {
    if (input.account !== undefined && input.connected_account_id !== undefined) {
      context.addIssue({ code: 'custom', path: ['account'], message: 'give account or connected_account_id, not both' });
    }
  });

/** Body of POST /tools/execute/{tool_slug}/input; the vendor's model guidance is taken and unused. */
export const toolInputBody = z.object({
  text: z.string({ error: 'expected a string' }).trim().min(1, 'must not be empty').max(10_000, 'must be at most 10000 characters'),
  custom_description: text(10_000).optional(),
  system_prompt: text(10_000).optional(),
  version: text(100).optional(),
});

export const sessionSearchBody = z.object({
  queries: z
    .array(
      z.object(
        {
          use_case: z.string({ error: 'expected a string' }).trim().min(1, 'must not be empty').max(1000, 'must be at most 1000 characters'),
          known_fields: text(2000).optional(),
        },
        { error: 'expected {use_case, known_fields?}' },
      ),
      { error: 'expected an array of {use_case}' },
    )
    .min(1, 'give at least one query')
    .max(7, 'at most 7 queries'),
  model: text(200).optional(),
});

export const sessionExecuteBody = z.object({
  tool_slug: z.string({ error: 'expected a string' }).min(1, 'must not be empty').max(200, 'must be at most 200 characters'),
  arguments: z.unknown().optional(),
  account: accountSelector().optional(),
});

export const sessionExecuteMetaBody = z.object({
  slug: z.string({ error: 'expected a string' }).min(1, 'must not be empty').max(200, 'must be at most 200 characters'),
  arguments: z.unknown().optional(),
});

/** The vendor's v3.1 pages a session's tools, at most 500 a page. */
export const sessionToolsQuery = z.object({
  limit: q.number().pipe(z.number().int('expected an integer').min(1, 'must be at least 1').max(500, 'must be at most 500').optional()),
  cursor: z.string({ error: 'expected a string' }).optional(),
});
