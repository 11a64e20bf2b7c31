import type { ConnectCallbackMessage } from './connectTypes';

/**
 * The BroadcastChannel on which a callback page in a popup also announces its
 * result. It reaches every page of the callback's origin, so the result still
 * arrives when the popup has no `window.opener` any more: an app that sends
 * `Cross-Origin-Opener-Policy: same-origin` loses its popup to another
 * browsing context group as soon as the popup loads the hosted page.
 * Every flow of the origin hears every message; each keeps only its nonce's.
 */
export const CALLBACK_CHANNEL = 'patchbay:connect';

/** Sends a callback result to the pages of this origin. False when the browser cannot. */
export function broadcastCallback(message: ConnectCallbackMessage): boolean {
  try {
    const channel = new BroadcastChannel(CALLBACK_CHANNEL);
    try {
      channel.postMessage(message);
      return true;
    } finally {
      // Delivery is queued by postMessage itself: closing right away loses nothing.
      channel.close();
    }
  } catch {
    // No channel (missing in old browsers and some test DOMs, refused in a sandboxed document), or it refused the message.
    return false;
  }
}

/** Passes every message broadcast on the channel to `onMessage` until `signal` aborts. */
export function listenForCallbacks(onMessage: (data: unknown) => void, signal: AbortSignal): void {
  try {
    const channel = new BroadcastChannel(CALLBACK_CHANNEL);
    channel.onmessage = (event: MessageEvent) => onMessage(event.data);
    signal.addEventListener('abort', () => channel.close());
  } catch {
    // No channel (as above): polling still ends the flow.
  }
}
