import { listenForCallbacks } from './callbackChannel';
import { isConnectCallbackMessage } from './callbackMessage';
import type { FlowEvent } from './connectFlowReducer';
import type { ConnectEvent } from './connectTypes';
import { observePopup } from './observePopup';

export type CheckReason = 'poll' | 'callback' | 'popup_closed' | 'expiry';

/**
 * What a watcher of a flow may do: send the flow events, tell the app
 * (`onEvent`), and ask for a check of the account at the service (which
 * sends what it read). Each watcher stops when `signal` aborts.
 */
export interface FlowWatcher {
  signal: AbortSignal;
  /** Passes the event to the flow; true when it changed the flow's state. */
  send: (event: FlowEvent) => boolean;
  emit: (event: ConnectEvent) => void;
  /** Resolves once the service's answer, as of the call, was sent. */
  check: (reason: CheckReason) => Promise<void>;
}

/**
 * Watches a flow until `signal` aborts, each watcher telling the flow what it
 * sees (`send`, `emit`, `check`, as in `FlowWatcher`):
 * - the callback page's messages, posted or broadcast to `callbackUrl`'s
 *   origin: only that origin and this flow's `nonce` count;
 * - a check every `pollIntervalMs`, each after the last one's answer: the
 *   backstop when no message arrives;
 * - `popup`, twice a second: closed, it prompts a check, then (nothing final
 *   found) the flow is cancelled;
 * - the link's expiry, `expiresAt`: a last check, then (nothing final found)
 *   the flow has expired.
 * Positional rather than an options object: the flow's chunk is smaller so.
 */
export function watchFlow(
  signal: AbortSignal,
  send: FlowWatcher['send'],
  emit: FlowWatcher['emit'],
  check: FlowWatcher['check'],
  callbackUrl: string,
  nonce: string,
  pollIntervalMs: number,
  popup: Window | null,
  expiresAt: string | null,
): void {
  /** Runs `task` after `ms`, unless the watch ends first. */
  const later = (ms: number, task: () => Promise<void>): void => {
    if (signal.aborted) return;
    const stop = () => clearTimeout(timer);
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', stop);
      void task();
    }, ms);
    signal.addEventListener('abort', stop);
  };

  const expected = new URL(callbackUrl).origin;
  const receive = (data: unknown, origin: string) => {
    if (!isConnectCallbackMessage(data)) return;
    if (origin !== expected || data.nonce !== nonce) emit({ type: 'message_ignored', origin });
    else if (send({ type: 'callback', callback: data.status })) {
      emit({ type: 'callback', status: data.status });
      // A message only prompts a check: the account's status at the service decides.
      void check('callback');
    }
  };
  window.addEventListener('message', (event) => receive(event.data, event.origin), { signal });
  // A broadcast only carries messages between pages of this origin: it can
  // come from the callback page only when that page is of this origin too.
  if (expected === window.location.origin) listenForCallbacks((data) => receive(data, expected), signal);

  const poll = () =>
    later(pollIntervalMs, async () => {
      await check('poll');
      poll();
    });
  poll();

  if (popup) {
    const seen = observePopup(popup);
    const watch = (): void =>
      later(500, async () => {
        const now = seen();
        if (now === 'open') return watch();
        // Detached: cut off by the app's opener policy, not closed. Its closing can no
        // longer be seen, so the broadcast, polling or expiry ends the flow.
        emit({ type: `popup_${now}` });
        if (now === 'closed') {
          // The callback may have just completed the flow: ask the service before calling it cancelled.
          await check('popup_closed');
          send({ type: 'popup_closed' });
        }
      });
    watch();
  }

  // NaN, which is falsy, when there is no expiry (Date.parse(null)) or it is no date; no link expires at 0 (1970).
  const at = Date.parse(expiresAt as string);
  if (at)
    // A time already past runs at once: setTimeout counts a negative delay as 0.
    later(at - Date.now(), async () => {
      await check('expiry');
      send({ type: 'link_expired' });
    });
}
