import type { ToolExecuteResponse } from '@patchbay/client';
import type { CatalogToolEntry } from '../../catalog';
import { ApiError } from '../../http/ApiError';
import { newId } from '../../ids';
import { recordExecution } from '../../tools/recordExecution';
import type { ToolContext } from '../../tools/ToolContext';
import type { ToolRouterSessionRecord } from '../ToolRouterSessionRecord';
import type { ToolApprovalRecord } from './records';

/** How long an approval waits for the user's answer (service time): then it expires and never runs. */
export const APPROVAL_TTL_MS = 10 * 60_000;
/** Unanswered approvals one session holds at most: an agent looping on a gated tool cannot fill the store. */
export const MAX_PENDING_APPROVALS = 100;

export interface HeldCall {
  entry: CatalogToolEntry;
  /** Checked against the tool's input schema. */
  args: Record<string, unknown>;
  /** The account the call named, by id or alias; undefined: the session's choice. */
  account: string | undefined;
}

/**
 * Holds a call that needs approval instead of running it: stores a pending
 * approval for the session's user and answers the call at once with
 * `successful: false`, `error_code: 'approval_required'`, a sentence for the
 * model and `approval: { id, status, expires_at }`. The attempt is recorded
 * as an execution (with that error code) like every other call.
 */
export function createApproval(ctx: ToolContext, session: ToolRouterSessionRecord, call: HeldCall, why: string): ToolExecuteResponse {
  const { service } = ctx;
  const { toolkit, tool } = call.entry;
  const pending = service.store
    .find('tool_approvals', { where: { session_id: session.id, status: 'pending' } })
    .filter((approval) => Date.parse(approval.expires_at) > service.clock().getTime());
  if (pending.length >= MAX_PENDING_APPROVALS) {
    throw new ApiError('STATE_CONFLICT', `Tool router session '${session.id}' already has ${pending.length} approvals waiting for the user.`, {
      suggestedFix:
        'Wait for the user to answer the pending approvals (PATCHBAY_WAIT_FOR_APPROVAL), or let them expire, before calling more tools that need approval.',
    });
  }
  const now = service.clock();
  const approval: ToolApprovalRecord = {
    id: newId('toolApproval'),
    project_id: session.project_id,
    session_id: session.id,
    user_id: session.user_id,
    toolkit_slug: toolkit.slug,
    tool_slug: tool.slug,
    arguments: call.args,
    account: call.account ?? null,
    status: 'pending',
    created_at: now.toISOString(),
    expires_at: new Date(now.getTime() + APPROVAL_TTL_MS).toISOString(),
    answered_at: null,
    reason: null,
    result: null,
  };
  service.store.put('tool_approvals', approval);
  const error =
    `${tool.slug} did not run: this call needs the user's approval (${why}). It is waiting as approval ${approval.id} until ${approval.expires_at}. ` +
    `Call PATCHBAY_WAIT_FOR_APPROVAL with approval_id "${approval.id}" to wait for the user's answer and the tool's result; do not call ${tool.slug} again for it.`;
  const logId = recordExecution(service, {
    project_id: session.project_id,
    tool_slug: tool.slug,
    toolkit_slug: toolkit.slug,
    user_id: session.user_id,
    connected_account_id: null,
    session_id: session.id,
    successful: false,
    error,
    error_code: 'approval_required',
    duration_ms: 0,
  });
  return {
    data: {},
    error,
    error_code: 'approval_required',
    successful: false,
    log_id: logId,
    approval: { id: approval.id, status: 'pending', expires_at: approval.expires_at },
  };
}
