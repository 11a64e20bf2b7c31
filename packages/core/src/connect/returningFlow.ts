import { completeConnectCallback, withoutCallbackParams } from './callbackMessage';
import type { CallbackStatus } from './connectTypes';
import { loadPendingFlow, type PendingFlow } from './pendingFlow';

/** A flow that left the page through a full-page redirect and came back to it. */
export interface ReturningFlow {
  pending: PendingFlow;
  status: CallbackStatus | null;
}

/**
 * On the page a redirect came back to, the flow `flowKey` left, with the
 * callback's status; the flow's parameters are removed from the address bar.
 * Null when the page is no such return, or the flow is another key's. When
 * the page is the connect popup instead, `completeConnectCallback` passes its
 * result on.
 */
export function takeReturningFlow(flowKey: string): ReturningFlow | null {
  const callback = completeConnectCallback();
  if (!callback || callback.handledBy !== 'redirect') return null;
  const pending = loadPendingFlow(callback.nonce);
  if (!pending || pending.flowKey !== flowKey) return null;
  window.history.replaceState(window.history.state, '', withoutCallbackParams(window.location.href));
  return { pending, status: callback.status };
}
