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

/** Runs `task` after `ms`, unless the watch ends first. */
function later(signal: AbortSignal, ms: number, task: () => Promise<void> | void): void {
  if (signal.aborted) return;
  const stop = () => clearTimeout(timer);
  const timer = setTimeout(() => {
    signal.removeEventListener('abort', stop);
    void task();
  }, ms);
  signal.addEventListener('abort', stop, { once: true });
}

/** The callback page's messages, posted or broadcast: only the callback's origin and this flow's nonce count. */
export function watchMessages({ signal, send, emit, check }: FlowWatcher, callbackUrl: string, nonce: string): void {
  const expected = new URL(callbackUrl).origin;
  const receive = (data: unknown, origin: string) => {
    if (!isConnectCallbackMessage(data)) return;
    if (origin !== expected || data.nonce !== nonce) emit({ type: 'message_ignored', origin });
    else if (send({ type: 'callback', status: data.status })) {
      emit({ type: 'callback', status: data.status });
      // A message only prompts a check: the account's status at the service decides.
      void check('callback');
    }
  };
  window.addEventListener('message', (event) => receive(event.data, event.origin), { signal });
  // A broadcast only carries messages between pages of this origin: it can
  // come from the callback page only when that page is of this origin too.
  if (expected === window.location.origin)
    signal.addEventListener(
      'abort',
      listenForCallbacks((data) => receive(data, expected)),
    );
}

/** A check every `intervalMs`, each after the last one's answer: the backstop when no message arrives. */
export function watchPolling({ signal, check }: FlowWatcher, intervalMs: number): void {
  const poll = () =>
    later(signal, intervalMs, async () => {
      await check('poll');
      poll();
    });
  poll();
}

const POPUP_WATCH_MS = 500;

/** The popup, twice a second: closed, it prompts a check, then (nothing final found) the flow is cancelled. */
export function watchPopup({ signal, send, emit, check }: FlowWatcher, popup: Window): void {
  const state = observePopup(popup);
  const watch = () =>
    later(signal, POPUP_WATCH_MS, async () => {
      const seen = state();
      if (seen === 'open') watch();
      // Cut off by the app's opener policy, not closed: its closing can no
      // longer be seen, so the broadcast, polling or expiry ends the flow.
      else if (seen === 'detached') emit({ type: 'popup_detached' });
      else {
        emit({ type: 'popup_closed' });
        // The callback may have just completed the flow: ask the service before calling it cancelled.
        await check('popup_closed');
        send({ type: 'popup_closed' });
      }
    });
  watch();
}

/** The link's expiry: a last check, then (nothing final found) the flow has expired. */
export function watchExpiry({ signal, send, check }: FlowWatcher, expiresAt: string | null): void {
  const at = Date.parse(expiresAt ?? '');
  if (Number.isFinite(at)) {
    later(signal, Math.max(0, at - Date.now()), async () => {
      await check('expiry');
      send({ type: 'expired' });
    });
  }
}
