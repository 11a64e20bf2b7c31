import type { ToolApprovalArgumentLabel, ToolExecuteResponse } from '@patchbay/client';
import type { CatalogToolEntry } from '../../catalog';
import type { ConnectedAccountRecord } from '../../connectedAccounts/records';
import { ApiError } from '../../http/ApiError';
import { newId } from '../../ids';
import { recordExecution } from '../../tools/recordExecution';
import type { ToolContext } from '../../tools/ToolContext';
import type { Service } from '../../Service';
import type { ToolRouterSessionRecord } from '../ToolRouterSessionRecord';
import type { ToolApprovalRecord } from './records';

/** How long an approval waits for the user's answer (service time): then it expires and never runs. */
export const APPROVAL_TTL_MS = 10 * 60_000;
/** Unanswered approvals one session holds at most: an agent looping on a gated tool cannot fill the store. */
export const MAX_PENDING_APPROVALS = 100;
/** Settled approvals (answered or expired) one session keeps, the newest: older ones are pruned when a new one is held. */
export const MAX_SETTLED_APPROVALS = 200;

export interface HeldCall {
  entry: CatalogToolEntry;
  /** Checked against the tool's input schema. */
  args: Record<string, unknown>;
  /** The account the call named, by id or alias; undefined: the session's choice. */
  account: string | undefined;
  /** The account it resolved to (the call's or the session's choice); null for a tool that needs none. */
  resolved: ConnectedAccountRecord | null;
  /** The arguments that are ids of the app's records, named with that account (`labelArguments`). @default {} */
  labels?: Record<string, ToolApprovalArgumentLabel>;
}

/** Where a session's expired approvals are: still `pending` in the store, past `expires_at` (service time). */
const expiredWhere = (sessionId: string, now: Date) => ({ session_id: sessionId, status: 'pending', expires_at: { atMost: now.toISOString() } });

/** The session's approvals still waiting for an answer at `now`, counted in the store. */
export function liveApprovalCount(service: Service, sessionId: string, now: Date): number {
  return (
    service.store.count('tool_approvals', { session_id: sessionId, status: 'pending' }) -
    service.store.count('tool_approvals', expiredWhere(sessionId, now))
  );
}

/**
 * Keeps the session's newest MAX_SETTLED_APPROVALS settled approvals (denied,
 * approved and run, or expired) and removes the older ones, so a session
 * looping on gated calls keeps a bounded history.
 */
function pruneSettledApprovals(service: Service, sessionId: string, now: Date): void {
  const { store } = service;
  const answered = { session_id: sessionId, status: ['approved', 'denied'] };
  const settled = store.count('tool_approvals', answered) + store.count('tool_approvals', expiredWhere(sessionId, now));
  const excess = settled - MAX_SETTLED_APPROVALS;
  if (excess <= 0) return;
  // The oldest of each kind, merged: the `excess` oldest of all settled ones.
  const oldest = [
    ...store.find('tool_approvals', { where: answered, orderBy: 'created_at', limit: excess }),
    ...store.find('tool_approvals', { where: expiredWhere(sessionId, now), orderBy: 'created_at', limit: excess }),
  ]
    .sort((a, b) => a.created_at.localeCompare(b.created_at))
    .slice(0, excess);
  store.transaction(() => {
    // An approved call still running keeps its record: its result is written to it.
    for (const approval of oldest) if (approval.status !== 'approved' || approval.result !== null) store.remove('tool_approvals', approval.id);
  });
}

/**
 * Holds a call that needs approval instead of running it: stores a pending
 * approval for the session's user and answers the call at once with
 * `successful: false`, `error_code: 'approval_required'`, a sentence for the
 * model and `approval: { id, status, expires_at }`. The attempt is recorded
 * as an execution (with that error code) like every other call.
 */
/** Refuses (409) a call that would be one approval more than the session may have waiting: checked before any work for it. */
export function refuseWhenApprovalsFull(service: Service, session: ToolRouterSessionRecord, now: Date): void {
  const waiting = liveApprovalCount(service, session.id, now);
  if (waiting >= MAX_PENDING_APPROVALS) {
    throw new ApiError('STATE_CONFLICT', `Tool router session '${session.id}' already has ${waiting} approvals waiting for the user.`, {
      suggestedFix:
        'Wait for the user to answer the pending approvals (PATCHBAY_WAIT_FOR_APPROVAL), or let them expire, before calling more tools that need approval.',
    });
  }
}

export function createApproval(ctx: ToolContext, session: ToolRouterSessionRecord, call: HeldCall, why: string): ToolExecuteResponse {
  const { service } = ctx;
  const { toolkit, tool } = call.entry;
  const now = service.clock();
  refuseWhenApprovalsFull(service, session, now);
  pruneSettledApprovals(service, session.id, now);
  const approval: ToolApprovalRecord = {
    id: newId('toolApproval'),
    project_id: session.project_id,
    session_id: session.id,
    user_id: session.user_id,
    toolkit_slug: toolkit.slug,
    tool_slug: tool.slug,
    arguments: call.args,
    argument_labels: call.labels ?? {},
    account: call.account ?? null,
    connected_account_id: call.resolved?.id ?? null,
    account_alias: call.resolved?.alias ?? null,
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
