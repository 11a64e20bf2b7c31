import { z } from 'zod';
import { userIdSchema } from '../http/userIdSchema';
import { pageLimit, q } from '../http/validate';
import { isId } from '../ids';

/** The request schemas of the tool endpoints; tool arguments are checked against each tool's own schema, not here. */

/** Tool slugs are UPPER_SNAKE: anything else (lone surrogates, control characters, slashes) is a 400 before any lookup. */
export const toolParams = z.object({
  tool_slug: z.string().regex(/^[A-Za-z0-9_]{1,200}$/, 'not a tool slug (letters, digits and _, at most 200)'),
});

const text = (max: number) => z.string({ error: 'expected a string' }).max(max, `must be at most ${max} characters`);

export const listToolsQuery = z.object({
  limit: pageLimit(),
  cursor: z.string({ error: 'expected a string' }).optional(),
  toolkit_slug: text(100).optional(),
  tool_slugs: q.list().pipe(z.array(z.string()).max(1000, 'at most 1000 slugs').optional()),
  query: text(500).optional(),
  search: text(500).optional(),
  tags: q.list().pipe(z.array(z.string()).max(20, 'at most 20 tags').optional()),
});

export const executeToolBody = z.object({
  user_id: userIdSchema().optional(),
  connected_account_id: z
    .string({ error: 'expected a string' })
    .refine((id) => isId('connectedAccount', id), "not a connected account id ('ca_...')")
    .optional(),
  arguments: z.unknown().optional(),
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
});

export const sessionExecuteMetaBody = z.object({
  slug: z.string({ error: 'expected a string' }).min(1, 'must not be empty').max(200, 'must be at most 200 characters'),
  arguments: z.unknown().optional(),
});
