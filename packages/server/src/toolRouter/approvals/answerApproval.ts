import { ApiError } from '../../http/ApiError';
import { checkSessionCall } from '../checkSessionCall';
import { runTool } from '../../tools/runTool';
import type { ToolContext } from '../../tools/ToolContext';
import type { Service } from '../../Service';
import type { ToolRouterSessionRecord } from '../ToolRouterSessionRecord';
import { approvalStatus } from './approvalStatus';
import { findApproval } from './findApproval';
import { labelArguments } from './labelArguments';
import type { ToolApprovalRecord } from './records';

export interface ApprovalAnswer {
  decision: 'approve' | 'deny';
  /** On approve: the arguments to run with instead of the call's. */
  arguments?: Record<string, unknown> | undefined;
  /** On deny: why. */
  reason?: string | undefined;
}

/** Refuses an approval that is no longer waiting: answered (409) or expired (410); it never runs again. */
function requireOpen(approval: ToolApprovalRecord, now: Date): void {
  const status = approvalStatus(approval, now);
  if (status === 'expired') {
    throw new ApiError('APPROVAL_EXPIRED', `Approval '${approval.id}' expired at ${approval.expires_at} without an answer: the call will not run.`, {
      suggestedFix: 'Nothing to answer: the agent calls the tool again if it is still needed, which asks for a new approval.',
    });
  }
  if (status !== 'pending') {
    throw new ApiError(
      'APPROVAL_ALREADY_ANSWERED',
      `Approval '${approval.id}' was already ${status}${approval.answered_at ? ` at ${approval.answered_at}` : ''}.`,
      {
        suggestedFix: 'Read the approval (GET) for its decision and, when approved, the result of its one run.',
      },
    );
  }
}

/**
 * Takes the approval from pending to `change` atomically: of two answers
 * racing (in this process or another on the same database), exactly one
 * claims it; the other is refused as `requireOpen` says.
 */
function claim(service: Service, id: string, change: Partial<ToolApprovalRecord>): ToolApprovalRecord {
  return service.store.transaction(() => {
    const current = service.store.get('tool_approvals', id);
    if (!current) throw new ApiError('NOT_FOUND', `Approval '${id}' was not found.`);
    requireOpen(current, service.clock());
    return service.store.put('tool_approvals', { ...current, ...change, answered_at: service.clock().toISOString() });
  }, 'immediate');
}

/**
 * Answers one of the session's pending approvals. Deny stores the reason.
 * Approve checks the arguments (edited or the call's), the tool and the
 * account as a session call first (a 4xx leaves the approval pending), then
 * claims it, runs the tool once, and stores the result on the approval.
 */
export async function answerApproval(
  ctx: ToolContext,
  session: ToolRouterSessionRecord,
  approvalId: string,
  answer: ApprovalAnswer,
): Promise<ToolApprovalRecord> {
  const { service } = ctx;
  const approval = findApproval(service, session, approvalId);
  requireOpen(approval, service.clock());
  if (answer.decision === 'deny') return claim(service, approval.id, { status: 'denied', reason: answer.reason ?? null });

  const edited = answer.arguments !== undefined;
  const checked = checkSessionCall(ctx, session, {
    toolSlug: approval.tool_slug,
    arguments: edited ? answer.arguments : approval.arguments,
    argumentsAt: edited ? 'body.arguments' : `approval.arguments`,
    // The account the user was shown; an approval held before that was kept resolves the call's again.
    account: approval.connected_account_id ?? approval.account ?? undefined,
    accountAt: 'approval.account',
  });
  // Edited values may name other records: named before the run (which may delete them), with the same account.
  const labels = edited ? await labelArguments(ctx, checked.entry, checked.args, checked.account) : approval.argument_labels;
  const approved = claim(service, approval.id, { status: 'approved', arguments: checked.args, ...(labels ? { argument_labels: labels } : {}) });
  const result = await runTool(ctx, { ...checked, userId: session.user_id, sessionId: session.id });
  // The run's answer lands on the record claimed: nothing else writes an approved one.
  return service.store.put('tool_approvals', { ...approved, result });
}
