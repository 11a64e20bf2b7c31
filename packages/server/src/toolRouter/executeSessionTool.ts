import type { ToolExecuteResponse } from '@patchbay/client';
import type { ToolRouterSessionRecord } from './ToolRouterSessionRecord';
import { askForApproval } from './approvals/askForApproval';
import { createApproval, refuseWhenApprovalsFull } from './approvals/createApproval';
import { labelArguments } from './approvals/labelArguments';
import { approvalRequirement } from './approvals/requiresApproval';
import { checkSessionCall, type SessionToolCall } from './checkSessionCall';
import { runTool } from '../tools/runTool';
import type { ToolContext } from '../tools/ToolContext';

export type { SessionToolCall } from './checkSessionCall';

/**
 * Runs one of a session's tools for its user
 * (`POST /api/v3/tool_router/session/{session_id}/execute`), checked as
 * `checkSessionCall` says. A tool the session requires approval for does
 * not run: the call becomes a pending approval and answers `approval_required`,
 * or, when the caller can ask its user (`ctx.elicit`), the user is asked
 * first and the call answers with what they decided (`askForApproval`).
 */
export async function executeSessionTool(ctx: ToolContext, session: ToolRouterSessionRecord, call: SessionToolCall): Promise<ToolExecuteResponse> {
  const checked = checkSessionCall(ctx, session, call);
  // The one gate: REST session execute, PATCHBAY_MULTI_EXECUTE_TOOL and MCP tool calls all pass here.
  const why = approvalRequirement(session, checked.entry);
  if (why !== null) {
    // A full session is refused before the app is read for names.
    refuseWhenApprovalsFull(ctx.service, session, ctx.service.clock());
    // Named now, with the account the call resolved to: what the user is asked about, even once it is gone.
    const labels = await labelArguments(ctx, checked.entry, checked.args, checked.account);
    const held = createApproval(
      ctx,
      session,
      { entry: checked.entry, args: checked.args, account: call.account, resolved: checked.account, labels },
      why,
    );
    // Over MCP with a client that can ask its user, the user answers here and now; elsewhere the app answers later.
    return ctx.elicit ? askForApproval({ ...ctx, elicit: ctx.elicit }, session, checked.entry, held) : held;
  }
  return runTool(ctx, { ...checked, userId: session.user_id, sessionId: session.id });
}
