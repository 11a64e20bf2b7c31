import { z } from 'zod';
import { pageLimit, q } from '../http/validate';

const optionalString = z.string({ error: 'expected a string' }).nullable().optional();

export const multiBody = z.object({
  toolkits: z
    .array(z.string({ error: 'expected a string' }), { error: 'expected an array of toolkit slugs' })
    .max(1000, 'must list at most 1000 slugs')
    .nullable()
    .optional(),
  category: optionalString,
  managed_by: z
    .enum(['vendor', 'composio', 'all', 'project'], { error: "expected 'vendor' (or 'composio'), 'all' or 'project'" })
    .nullable()
    .optional(),
  sort_by: z.enum(['usage', 'alphabetically'], { error: "expected 'usage' or 'alphabetically'" }).nullable().optional(),
  limit: z
    .number({ error: 'expected a number' })
    .int('expected an integer')
    .min(1, 'must be at least 1')
    .max(1000, 'must be at most 1000')
    .nullable()
    .optional(),
  cursor: optionalString,
  search: z.string({ error: 'expected a string' }).max(200, 'must be at most 200 characters').nullable().optional(),
});

export const vendorListQuery = z.object({
  limit: pageLimit(),
  cursor: z.string().optional(),
  category: z.string().optional(),
  managed_by: z.enum(['vendor', 'composio', 'all', 'project'], { error: "expected 'vendor' (or 'composio'), 'all' or 'project'" }).optional(),
  sort_by: z.enum(['usage', 'alphabetically'], { error: "expected 'usage' or 'alphabetically'" }).optional(),
  search: z.string().max(200, 'must be at most 200 characters').optional(),
  toolkit_slugs: q.list(),
  include_deprecated: q.boolean(),
  type: z.enum(['native', 'custom', 'all'], { error: "expected 'native', 'custom' or 'all'" }).optional(),
});

export const listCategoriesQuery = z.object({ limit: pageLimit(), cursor: z.string().optional() });

export const slugParams = z.object({
  slug: z.string().regex(/^[A-Za-z0-9_-]{1,100}$/, 'expected a toolkit slug (letters, digits, _ or -)'),
});
