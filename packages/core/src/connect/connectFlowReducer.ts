import type { ConnectedAccount } from '@patchbay/client';
import { IDLE_SNAPSHOT, type CallbackStatus, type ConnectSnapshot } from './connectTypes';

/** A connect flow as data: what a UI is shown, and what decides the rest. */
export interface FlowState extends ConnectSnapshot {
  /** Why the flow ended (`connected`, `popup_closed`, `link_expired`, an account's reason code, ...); null until it has. */
  reason: string | null;
  /** The status the callback page told this flow (its message, or the address a redirect came back to); null until told. */
  callback: CallbackStatus | null;
}

/**
 * What can happen to a flow. Watchers and the flow's calls send them; only
 * `reduce` changes the state.
 */
export type FlowEvent =
  /** The click: a popup shown, or (blocked, asked for) a redirect to come. */
  | { type: 'start'; mode: 'popup' | 'redirect' }
  /** The link was made. */
  | { type: 'linked'; connectedAccountId: string; expiresAt: string | null }
  /** The hosted page is in the popup, or the page leaves for it. */
  | { type: 'shown' }
  /** Back from a full-page redirect, with what the callback's address said. */
  | { type: 'resume'; connectedAccountId: string; expiresAt: string | null; callback: CallbackStatus | null }
  /** A message of this flow's callback page (origin and nonce already checked). */
  | { type: 'callback'; status: CallbackStatus }
  /** The account, as a check read it at the service. */
  | { type: 'account'; account: ConnectedAccount }
  /** The popup was closed, and the check that prompted found nothing final. */
  | { type: 'popup_closed' }
  /** The link's time is up, and the last check found nothing final. */
  | { type: 'expired' }
  /** The app gave up on the flow. */
  | { type: 'cancel' }
  /** The flow cannot go on: `link_error`, `storage_unavailable`. */
  | { type: 'error'; reason: string; error: Error }
  /** The account as the service answered once the flow gave its link up (after the flow ended). */
  | { type: 'released'; account: ConnectedAccount };

export const INITIAL_FLOW_STATE: FlowState = { ...IDLE_SNAPSHOT, reason: null, callback: null };

/** Whether the flow has its outcome: no event but `released` changes it any more. */
export const isFinal = (state: FlowState): boolean => state.reason !== null;

const end = (state: FlowState, status: 'active' | 'failed' | 'expired' | 'cancelled', reason: string, error: Error | null = null): FlowState => ({
  ...state,
  status,
  reason,
  error,
});

/**
 * The flow's state after `event`: the one place its status changes. The same
 * object when the event changes nothing (a late or repeated one).
 */
export function reduce(state: FlowState, event: FlowEvent): FlowState {
  const { status } = state;
  if (isFinal(state)) return event.type === 'released' ? { ...state, account: event.account } : state;
  if (event.type === 'cancel') return end(state, 'cancelled', 'cancelled_by_app');
  if (event.type === 'error') return end(state, 'failed', event.reason, event.error);
  if (status === 'idle') {
    if (event.type === 'start') return { ...state, status: 'opening', mode: event.mode };
    if (event.type === 'resume') {
      const { connectedAccountId, expiresAt, callback } = event;
      return { ...state, status: 'waiting', mode: 'redirect', connectedAccountId, expiresAt, callback };
    }
    return state;
  }
  if (event.type === 'popup_closed') return end(state, 'cancelled', 'popup_closed');
  if (status === 'opening') {
    if (event.type === 'linked') return { ...state, connectedAccountId: event.connectedAccountId, expiresAt: event.expiresAt };
    return event.type === 'shown' ? { ...state, status: 'waiting' } : state;
  }
  // Waiting: the user is at the hosted page.
  if (event.type === 'expired') return end(state, 'expired', 'link_expired');
  // The same result the other way (a broadcast and a postMessage) counts once.
  if (event.type === 'callback') return state.callback ? state : { ...state, callback: event.status };
  if (event.type !== 'account') return state;
  const { account } = event;
  const next = { ...state, account };
  const link = account.latest_link;
  let { status: seen, status_reason_code: code }: { status: string; status_reason_code: string | null } = account;
  if (link && state.expiresAt !== null && link.expires_at === state.expiresAt && link.status !== 'SUPERSEDED') {
    // This flow's own link (the account's newest, same expiry) decides: a reconnect keeps the account's status
    // while the user is on the hosted page and puts it back when they give up, so the status alone cannot tell.
    // A SUPERSEDED link was replaced by a newer one or removed with the account: the account's status tells.
    ({ status: seen, reason_code: code } = link);
  } else if ((seen === 'EXPIRED' || seen === 'FAILED') && (state.callback === 'cancelled' || code === 'cancelled_by_user')) {
    // A poll may see the account before the callback says it was cancelled: the reason code tells too.
    seen = 'CANCELLED';
  }
  // Anything else (INITIATED, a PENDING link): the user is not done yet.
  if (seen === 'ACTIVE' || seen === 'COMPLETED') return end(next, 'active', 'connected');
  if (seen === 'CANCELLED') return end(next, 'cancelled', 'cancelled_by_user');
  if (seen === 'EXPIRED') return end(next, 'expired', 'link_expired');
  if (seen === 'FAILED') return end(next, 'failed', code ?? account.status_reason ?? 'failed');
  return next;
}
