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

function openChannel(): BroadcastChannel | null {
  try {
    return new BroadcastChannel(CALLBACK_CHANNEL);
  } catch {
    // Missing in old browsers and some test DOMs (polling still ends the flow there), or refused in a sandboxed document.
    return null;
  }
}

/** Sends a callback result to the pages of this origin. False when the browser cannot. */
export function broadcastCallback(message: ConnectCallbackMessage): boolean {
  const channel = openChannel();
  if (!channel) return false;
  try {
    channel.postMessage(message);
    return true;
  } catch {
    return false;
  } finally {
    // Delivery is queued by postMessage itself: closing right away loses nothing.
    channel.close();
  }
}

/** Passes every message broadcast on the channel to `onMessage` until `signal` aborts. */
export function listenForCallbacks(onMessage: (data: unknown) => void, signal: AbortSignal): void {
  const channel = openChannel();
  if (!channel) return;
  channel.onmessage = (event: MessageEvent) => onMessage(event.data);
  signal.addEventListener('abort', () => channel.close());
}
