import type { ToolApproval, ToolErrorCode } from '@patchbay/client';
import type { ToolContext } from '../../tools/ToolContext';
import { pause, WAIT_POLL_MS } from '../waitForConnections';
import type { ToolRouterSessionRecord } from '../ToolRouterSessionRecord';
import { findApproval } from './findApproval';
import { toApprovalWire } from './toApprovalWire';

export interface ApprovalWaitResult {
  data: { approval: ToolApproval };
  error: string | null;
  error_code: ToolErrorCode | null;
}

/** What the agent reads once the approval is settled. */
function settled(approval: ToolApproval): ApprovalWaitResult | null {
  const data = { approval };
  switch (approval.status) {
    case 'approved': {
      // Approved and still running (answered by another request): keep waiting for the result.
      if (approval.result === null) return null;
      if (approval.result.successful) return { data, error: null, error_code: null };
      return {
        data,
        error: `The user approved the call and ${approval.tool_slug} ran, but it failed: ${approval.result.error ?? 'no reason given'}`,
        error_code: approval.result.error_code,
      };
    }
    case 'denied':
      return {
        data,
        error:
          `The user denied the call to ${approval.tool_slug}${approval.reason ? `: ${approval.reason}` : ''}. ` +
          'It did not run; do not call it again unless the user asks for it.',
        error_code: 'approval_denied',
      };
    case 'expired':
      return {
        data,
        error: `The approval for ${approval.tool_slug} expired at ${approval.expires_at} without an answer; the call never runs. Call the tool again if it is still needed.`,
        error_code: 'approval_expired',
      };
    default:
      return null;
  }
}

/**
 * PATCHBAY_WAIT_FOR_APPROVAL: waits until one of the session's approvals is
 * answered (approved and run, or denied) or expires, or `timeoutSeconds`
 * pass (`timed_out`). The store is read every 250 ms, so an answer given to
 * any instance of the service is seen; the wait also ends once service time
 * passes its end, and when the caller goes away (`ctx.signal`). Another
 * session's approval is not found (404). It only reads: no meta tool answers
 * an approval.
 */
export async function waitForApproval(
  ctx: ToolContext,
  session: ToolRouterSessionRecord,
  approvalId: string,
  timeoutSeconds: number,
): Promise<ApprovalWaitResult> {
  const { service } = ctx;
  const deadline = performance.now() + timeoutSeconds * 1000;
  const serviceDeadline = service.clock().getTime() + timeoutSeconds * 1000;
  for (;;) {
    // Without the records' names: those are read for the user's card, with reads the session may not offer the agent.
    const { argument_labels: _labels, ...approval } = toApprovalWire(findApproval(service, session, approvalId), service.clock());
    const done = settled(approval);
    if (done) return done;
    const left = Math.min(deadline - performance.now(), serviceDeadline - service.clock().getTime());
    if (left <= 0 || ctx.signal?.aborted) {
      return {
        data: { approval },
        error: `Timed out after ${timeoutSeconds} s: approval ${approval.id} is still ${approval.status === 'approved' ? 'running' : 'waiting for the user'}; call again to keep waiting.`,
        error_code: 'timed_out',
      };
    }
    await pause(Math.min(WAIT_POLL_MS, left), ctx.signal);
  }
}
