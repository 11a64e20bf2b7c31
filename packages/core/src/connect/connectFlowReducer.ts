import type { ConnectedAccount } from '@patchbay/client';
import { IDLE_SNAPSHOT, type CallbackStatus, type ConnectSnapshot, type ConnectStatus } from './connectTypes';

/** A connect flow as data: what a UI is shown, and what decides the rest. */
export interface FlowState extends ConnectSnapshot {
  /** Why the flow ended (`connected`, `popup_closed`, `link_expired`, an account's reason code, ...); null until it has. */
  reason: string | null;
  /** The status the callback page told this flow (its message, or the address a redirect came back to); null until told. */
  callback: CallbackStatus | null;
}

/**
 * What can happen to a flow. Watchers and the flow's calls send them; only
 * `reduce` changes the state. An event's other fields are the state's own,
 * taken as they are. Named with the words the app's events and reasons use:
 * `opening` and `link_created` are the very objects the app is told of.
 */
export type FlowEvent =
  /** The click: a popup shown, or (blocked, asked for) a redirect to come. */
  | { type: 'opening'; mode: 'popup' | 'redirect' }
  /** The link was made. */
  | { type: 'link_created'; connectedAccountId: string; expiresAt: string | null }
  /** The hosted page is in the popup, or the page leaves for it. */
  | { type: 'waiting' }
  /** Back from a full-page redirect, with what the callback's address said. */
  | { type: 'resumed'; mode: 'redirect'; connectedAccountId: string; expiresAt: string | null; callback: CallbackStatus | null }
  /** A message of this flow's callback page (origin and nonce already checked). */
  | { type: 'callback'; callback: CallbackStatus }
  /** The account, as a check read it at the service. */
  | { type: 'account'; account: ConnectedAccount }
  /** The popup was closed, and the check that prompted found nothing final. */
  | { type: 'popup_closed' }
  /** The link's time is up, and the last check found nothing final. */
  | { type: 'link_expired' }
  /** The app gave up on the flow. */
  | { type: 'cancelled_by_app' }
  /** The flow cannot go on: `link_error`, `storage_unavailable`. */
  | { type: 'error'; reason: string; error: Error }
  /** The account as the service answered once the flow gave its link up (after the flow ended). */
  | { type: 'released'; account: ConnectedAccount };

export const INITIAL_FLOW_STATE: FlowState = { ...IDLE_SNAPSHOT, reason: null, callback: null };

/** Whether the flow has its outcome: no event but `released` changes it any more. */
export const isFinal = (state: FlowState): boolean => state.reason !== null;

/**
 * The flow's state after `event`: the one place its status changes. The same
 * object when the event changes nothing (a late or repeated one).
 */
export function reduce(state: FlowState, event: FlowEvent): FlowState {
  const { type, ...fields } = event;
  const { status } = state;
  // The event's other fields are the state's own.
  const next = { ...state, ...fields };
  /** `next` at `status`; with a reason, the outcome (an error's reason is among its fields). */
  const to = (status: ConnectStatus, reason = next.reason): FlowState => ({ ...next, status, reason });
  if (isFinal(state)) return type === 'released' ? next : state;
  if (type === 'cancelled_by_app') return to('cancelled', type);
  if (type === 'error') return to('failed');
  if (status === 'idle') return type === 'opening' ? to(type) : type === 'resumed' ? to('waiting') : state;
  if (type === 'popup_closed') return to('cancelled', type);
  if (status === 'opening') return type === 'link_created' ? next : type === 'waiting' ? to(type) : state;
  // Waiting: the user is at the hosted page.
  if (type === 'link_expired') return to('expired', type);
  // The same result the other way (a broadcast and a postMessage) counts once.
  if (type === 'callback') return state.callback ? state : next;
  if (type !== 'account') return state;
  const { account } = event;
  const { latest_link: link } = account;
  let { status: seen, status_reason_code: code }: { status: string; status_reason_code: string | null } = account;
  // This flow's own link (the account's newest, same expiry) decides: a reconnect keeps the account's status
  // while the user is on the hosted page and puts it back when they give up, so the status alone cannot tell.
  // A SUPERSEDED link was replaced by a newer one or removed with the account: the account's status tells.
  const own = link?.expires_at === state.expiresAt && link.status !== 'SUPERSEDED';
  if (own) ({ status: seen, reason_code: code } = link);
  // In lower case, the service's statuses are the flow's own words (ACTIVE active, EXPIRED expired, ...).
  seen = seen.toLowerCase();
  // A poll may see the account before the callback says it was cancelled: the reason code tells too.
  if (!own && (seen === 'expired' || seen === 'failed') && (state.callback === 'cancelled' || code === 'cancelled_by_user')) seen = 'cancelled';
  // Anything else (initiated, a pending link): the user is not done yet.
  if (seen === 'active' || seen === 'completed') return to('active', 'connected');
  if (seen === 'cancelled') return to(seen, 'cancelled_by_user');
  if (seen === 'expired') return to(seen, 'link_expired');
  return seen === 'failed' ? to(seen, code ?? account.status_reason ?? seen) : next;
}
