import { z } from 'zod';
import { isId } from '../ids';
import { MAX_ADVANCE_MS } from './shiftedClock';
import { FAULT_STATUSES } from './toolkitFaults';

/** Longer than the 30 s a toolkit call may take, so a call can be made to time out. */
export const MAX_FAULT_DELAY_MS = 60_000;
export const MAX_FAULT_TIMES = 1000;
/** An hour: longer than any rate limit a test means to wait out. */
export const MAX_FAULT_RETRY_AFTER_SECONDS = 3600;

const projectId = z
  .string({ error: 'expected a string' })
  .refine((id) => isId('project', id), "must be a project id ('pr_...')")
  .optional();

export const accountIdParams = z.object({
  id: z.string().refine((id) => isId('connectedAccount', id), "must be a connected account id ('ca_...')"),
});

export const toolkitSlugParams = z.object({
  slug: z.string().regex(/^[a-z0-9_-]{1,100}$/i, 'must be a toolkit slug (letters, digits, _ and -)'),
});

export const expireAccountBody = z.strictObject({
  reason: z.enum(['token_expired', 'access_revoked'], { error: "expected 'token_expired' or 'access_revoked'" }),
  project_id: projectId,
});

export const advanceClockBody = z.strictObject({
  seconds: z
    .number({ error: 'expected a number of seconds' })
    .int('expected a whole number of seconds')
    .positive('the clock only moves forward: expected at least 1')
    .max(MAX_ADVANCE_MS / 1000, `at most ${MAX_ADVANCE_MS / 1000} (a year) at once`),
});

export const toolkitFaultBody = z
  .strictObject({
    status: z
      .union(
        FAULT_STATUSES.map((status) => z.literal(status)),
        { error: `expected one of ${FAULT_STATUSES.join(', ')}` },
      )
      .optional(),
    times: z.number({ error: 'expected a number' }).int('expected a whole number').min(1).max(MAX_FAULT_TIMES).default(1),
    delay_ms: z.number({ error: 'expected a number' }).int('expected a whole number').min(0).max(MAX_FAULT_DELAY_MS).default(0),
    retry_after_seconds: z
      .number({ error: 'expected a number of seconds' })
      .int('expected a whole number of seconds')
      .min(0)
      .max(MAX_FAULT_RETRY_AFTER_SECONDS)
      .optional(),
    project_id: projectId,
  })
  .refine((fault) => fault.status !== undefined || fault.delay_ms > 0, { message: 'give a status, a delay_ms, or both', path: ['status'] })
  .refine((fault) => fault.retry_after_seconds === undefined || fault.status === 429, {
    message: 'only a 429 fault says when to retry',
    path: ['retry_after_seconds'],
  });

export const clearFaultsQuery = z.strictObject({ project_id: projectId });
