/** Each PATCHBAY_WAIT_FOR_APPROVAL call waits this long; the agent calls again while the user has not answered. */
export const APPROVAL_WAIT_SECONDS = 20;
/**
 * How long the agent waits for an answer in all: the service expires an
 * approval after 10 minutes (the wait then says so), and this bound ends the
 * run even if that answer never came.
 */
const MAX_APPROVAL_WAIT_MS = 11 * 60 * 1000;

type Data = Record<string, unknown>;
/** One MCP tool call of the run, as `runAssistant` makes it (the result's `structuredContent` is `data`). */
export type AssistantCall = (name: string, args: Data) => Promise<{ data: Data; isError: boolean; text: string }>;

/** How the user answered: approved (and the tool's data), approved but the tool failed, denied (and why), or no answer. */
export type ApprovalOutcome =
  | { status: 'approved'; data: Data }
  | { status: 'failed'; error: string }
  | { status: 'denied'; reason: string | null }
  | { status: 'expired' }
  | { status: 'unanswered'; error: string };

interface WaitedApproval {
  status?: string;
  reason?: string | null;
  result?: { successful?: boolean; data?: Data; error?: string | null } | null;
}

/** The approval a wait answered: in `data` when it succeeded, under the error's `data` when it did not. */
function approvalOf(waited: { data: Data; isError: boolean }): WaitedApproval {
  const data = waited.isError ? (waited.data.data as Data | undefined) : waited.data;
  return (data?.approval as WaitedApproval | undefined) ?? {};
}

/**
 * Waits with PATCHBAY_WAIT_FOR_APPROVAL until the user answers approval
 * `approvalId` (from this page, another tab, or anywhere the session's
 * approvals are shown), it expires, the run ends (`signal`), or the bound
 * passes. Each wait is short, so a page that goes away stops it soon.
 */
export async function awaitApproval(approvalId: string, call: AssistantCall, signal: AbortSignal): Promise<ApprovalOutcome> {
  const deadline = Date.now() + MAX_APPROVAL_WAIT_MS;
  while (!signal.aborted && Date.now() < deadline) {
    const waited = await call('PATCHBAY_WAIT_FOR_APPROVAL', { approval_id: approvalId, timeout_seconds: APPROVAL_WAIT_SECONDS });
    const approval = approvalOf(waited);
    if (!waited.isError && approval.status === 'approved') return { status: 'approved', data: approval.result?.data ?? {} };
    const code = waited.data.error_code;
    if (code === 'timed_out') continue;
    if (code === 'approval_denied') return { status: 'denied', reason: approval.reason ?? null };
    if (code === 'approval_expired') return { status: 'expired' };
    // Approved, and the tool ran but failed; or the wait itself failed (the text says why).
    if (approval.status === 'approved') return { status: 'failed', error: approval.result?.error ?? waited.text };
    return { status: 'unanswered', error: waited.text };
  }
  return { status: 'unanswered', error: 'I stopped waiting for your answer.' };
}
