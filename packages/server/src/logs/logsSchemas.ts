import { z } from 'zod';
import { isId } from '../ids';

const FIELDS = [
  'tool_slug',
  'toolkit_slug',
  'connected_account_id',
  'auth_config_id',
  'status',
  'user_id',
  'session_id',
  'sandbox_id',
  'request_id',
  'log_id',
] as const;
const OPERATORS = ['==', '!=', 'contains', 'not_contains'] as const;

/** Filters one search may combine: each is a comparison, all must match. */
export const MAX_LOG_FILTERS = 20;
/** The most logs one page answers. */
export const MAX_LOG_PAGE = 100;
/** The latest instant a Date can hold (epoch milliseconds): a time range past it names no time. */
const MAX_EPOCH_MS = 8_640_000_000_000_000;

const epochMs = z
  .number({ error: 'expected epoch milliseconds' })
  .int('expected an integer')
  .min(0, 'must be at least 0')
  .max(MAX_EPOCH_MS, `must be at most ${MAX_EPOCH_MS}`);

/** The vendor's `POST /logs/tool_execution` body. */
export const searchLogsBody = z.object({
  limit: z
    .number({ error: 'expected a number' })
    .int('expected an integer')
    .min(1, 'must be at least 1')
    .max(MAX_LOG_PAGE, `must be at most ${MAX_LOG_PAGE}`)
    .optional(),
  cursor: z.string({ error: 'expected a string' }).max(512, 'not a cursor issued by this service').nullable().optional(),
  filters: z
    .array(
      z.object({
        field: z.enum(FIELDS, { error: `expected one of ${FIELDS.join(', ')}` }),
        operator: z.enum(OPERATORS, { error: `expected one of ${OPERATORS.join(', ')}` }),
        value: z.string({ error: 'expected a string' }).max(256, 'at most 256 characters'),
      }),
      { error: 'expected an array of filters' },
    )
    .max(MAX_LOG_FILTERS, `at most ${MAX_LOG_FILTERS} filters`)
    .optional(),
  time_range: z
    .object({ from: epochMs, to: epochMs }, { error: 'expected { from, to } in epoch milliseconds' })
    // A range that ends before it starts names no time: refused rather than answered empty.
    .refine((range) => range.from <= range.to, 'from must not be after to')
    .optional(),
});

export type SearchLogsInput = z.output<typeof searchLogsBody>;
export type LogFilter = NonNullable<SearchLogsInput['filters']>[number];

export const logIdParams = z.object({
  log_id: z.string().refine((id) => isId('toolExecution', id), "must be a log id ('log_...')"),
});
