import { z } from 'zod';
import { pageLimit } from '../../http/validate';
import { isId } from '../../ids';
import { sessionParams } from '../toolRouterSchemas';

/** The longest deny reason kept. */
export const MAX_REASON_LENGTH = 1000;

export const approvalParams = sessionParams.extend({
  approval_id: z.string().refine((id) => isId('toolApproval', id), "must be an approval id ('apr_...')"),
});

export const listApprovalsQuery = z.object({
  limit: pageLimit(),
  cursor: z.string({ error: 'expected a string' }).optional(),
  status: z.enum(['pending', 'all'], { error: 'expected pending or all' }).default('pending'),
});

/** Whether `text` has a control character other than tab and line breaks: a reason is plain text, shown to people and to the agent. */
const hasControl = (text: string) =>
  [...text].some((char) => {
    const code = char.charCodeAt(0);
    return (code < 0x20 && char !== '\t' && char !== '\n' && char !== '\r') || code === 0x7f;
  });

export const answerApprovalBody = z
  .object({
    decision: z.enum(['approve', 'deny'], { error: 'expected approve or deny' }),
    arguments: z.record(z.string(), z.unknown(), { error: 'expected an object of arguments' }).optional(),
    reason: z
      .string({ error: 'expected a string' })
      .trim()
      .max(MAX_REASON_LENGTH, `at most ${MAX_REASON_LENGTH} characters`)
      .refine((text) => !hasControl(text), 'must be plain text, without control characters')
      .optional(),
  })
  .superRefine((body, ctx) => {
    if (body.decision === 'deny' && body.arguments !== undefined)
      ctx.addIssue({ code: 'custom', path: ['arguments'], message: 'only an approval takes arguments' });
    if (body.decision === 'approve' && body.reason !== undefined)
      ctx.addIssue({ code: 'custom', path: ['reason'], message: 'only a denial takes a reason' });
  });
