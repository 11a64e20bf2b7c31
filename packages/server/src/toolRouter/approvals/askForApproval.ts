import type { ElicitRequestFormParams, ElicitResult } from '@modelcontextprotocol/sdk/types.js';
import type { ToolExecuteResponse } from '@patchbay/client';
import type { CatalogToolEntry } from '../../catalog';
import { ApiError } from '../../http/ApiError';
import { ElicitationError } from '../../tools/ElicitationError';
import type { Elicit } from '../../tools/Elicit';
import type { ToolContext } from '../../tools/ToolContext';
import { pause, WAIT_POLL_MS } from '../waitForConnections';
import type { ToolRouterSessionRecord } from '../ToolRouterSessionRecord';
import { answerApproval } from './answerApproval';
import { approvalForm, readApprovalForm } from './approvalForm';
import { approvalStatus } from './approvalStatus';
import { APPROVAL_TTL_MS } from './createApproval';
import { findApproval } from './findApproval';
import { waitForApproval } from './waitForApproval';

/** The user is asked at most twice per call: once, and once more when the values they gave could not be used. */
const ASKINGS = 2;

type Asked = { kind: 'answered'; answer: ElicitResult } | { kind: 'settled' } | { kind: 'unanswered' };

/** Resolves true once the approval is no longer pending (the app answered it, or it expired), false when `signal` aborts first. */
async function settledElsewhere(ctx: ToolContext, session: ToolRouterSessionRecord, id: string, signal: AbortSignal): Promise<boolean> {
  while (!signal.aborted) {
    if (approvalStatus(findApproval(ctx.service, session, id), ctx.service.clock()) !== 'pending') return true;
    await pause(WAIT_POLL_MS, signal);
  }
  return false;
}

/**
 * Puts the question to the user while watching the approval: whichever
 * comes first wins. Settled elsewhere first, the question is withdrawn; no
 * usable answer (cancelled by the client, timed out, the client gone) is
 * `unanswered`.
 */
async function ask(
  ctx: ToolContext & { elicit: Elicit },
  session: ToolRouterSessionRecord,
  id: string,
  params: ElicitRequestFormParams,
): Promise<Asked> {
  const done = new AbortController();
  const asking: Promise<Asked> = ctx.elicit(params, { signal: done.signal }).then(
    (answer) => ({ kind: 'answered', answer }),
    (error: unknown) => {
      if (error instanceof ElicitationError) return { kind: 'unanswered' };
      throw error;
    },
  );
  // Settled elsewhere first: the withdrawn question's own ending is nobody's concern.
  asking.catch(() => undefined);
  const watching = ctx.signal ? AbortSignal.any([done.signal, ctx.signal]) : done.signal;
  const settled = settledElsewhere(ctx, session, id, watching).then((yes): Asked | Promise<Asked> => (yes ? { kind: 'settled' } : asking));
  try {
    return await Promise.race([asking, settled]);
  } finally {
    done.abort();
  }
}

/** The values the user gave that did not fit the tool's input, as lines for the next asking; null when the refusal is about something else. */
function argumentProblems(error: ApiError): string[] | null {
  const problems = error.fieldErrors
    .map((field) => field.path.map(String))
    .map((path, index) => ({ path, message: error.fieldErrors[index]!.message }))
    .filter(({ path }) => path[0] === 'body' && path[1] === 'arguments')
    .map(({ path, message }) => `${path.slice(2).join('.') || 'values'}: ${message}`);
  return problems.length > 0 ? problems : null;
}

/**
 * What the call answers once its approval is no longer pending: the tool's
 * own result when approved (waiting for the run when another request is
 * running it), else denied or expired with the words the wait gives.
 */
async function settledResult(ctx: ToolContext, session: ToolRouterSessionRecord, held: ToolExecuteResponse): Promise<ToolExecuteResponse> {
  const id = held.approval!.id;
  if (approvalStatus(findApproval(ctx.service, session, id), ctx.service.clock()) === 'pending') return held;
  const waited = await waitForApproval(ctx, session, id, APPROVAL_TTL_MS / 1000);
  const { approval } = waited.data;
  if (approval.status === 'approved' && approval.result) return approval.result;
  return {
    ...held,
    error: waited.error ?? held.error,
    error_code: waited.error_code ?? held.error_code,
    approval: { id, status: approval.status, expires_at: approval.expires_at },
  };
}

/**
 * A call that needs approval, asked of the user through MCP elicitation
 * (`held` is its pending approval, already stored, so the app lists it):
 *
 * - accept: approved through `answerApproval`, the operation the app's
 *   endpoint uses (checked, claimed exactly once, run once), with the values
 *   the user edited; the call answers the tool's real result. Values that do
 *   not fit the tool's input are asked about once more, the problems named;
 *   a second misfit leaves the approval pending and says why.
 * - decline: denied, with the reason the user gave; the call answers `approval_denied`.
 * - cancel, a timeout, the client gone: the approval stays pending (the app
 *   may still answer it, the agent may wait for it) and the call answers
 *   `approval_required` as without elicitation.
 * - values too large to edit in a form (see `ArgumentEditing`): not asked,
 *   since the message would cut them short; the approval stays pending for
 *   the app, which shows them all, and the call answers `approval_required`.
 * - answered by the app meanwhile, or expired: the question is withdrawn
 *   and the call answers that outcome. An answer the user gives too late
 *   loses the claim (409 or 410) and changes nothing: an expired approval never runs.
 */
export async function askForApproval(
  ctx: ToolContext & { elicit: Elicit },
  session: ToolRouterSessionRecord,
  entry: CatalogToolEntry,
  held: ToolExecuteResponse,
): Promise<ToolExecuteResponse> {
  if (!held.approval) return held;
  const id = held.approval.id;
  // Values too large to edit would be cut short in the message: the user answers in the app, which shows them all.
  if (approvalForm(entry, findApproval(ctx.service, session, id)).editing.kind === 'none') {
    return { ...held, error: `${held.error ?? ''} The request is too large to show in the chat client: the user answers it in the app.`.trim() };
  }
  let problems: string[] = [];
  for (let asking = 0; asking < ASKINGS; asking++) {
    const approval = findApproval(ctx.service, session, id);
    const form = approvalForm(entry, approval, problems);
    const asked = await ask(ctx, session, id, form.params);
    if (asked.kind === 'settled') return settledResult(ctx, session, held);
    if (asked.kind === 'unanswered') return held;
    const decided = readApprovalForm(form, approval, asked.answer);
    if (decided.kind === 'cancel') return held;
    if (decided.kind === 'problems') {
      problems = decided.problems;
      continue;
    }
    try {
      // Like the app's answer, the one run does not end when the MCP client goes away.
      await answerApproval({ ...ctx, signal: undefined, elicit: undefined }, session, id, decided.answer);
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      const misfit = error.kind === 'BAD_REQUEST' && decided.answer.arguments !== undefined ? argumentProblems(error) : null;
      if (misfit) {
        problems = misfit;
        continue;
      }
      // Answered by the app, or expired, before the user's answer could claim it: that outcome stands.
      if (error.kind !== 'APPROVAL_ALREADY_ANSWERED' && error.kind !== 'APPROVAL_EXPIRED') throw error;
    }
    return settledResult(ctx, session, held);
  }
  return { ...held, error: `The values the user gave could not be used (${problems.join('; ')}). ${held.error ?? ''}`.trim() };
}
