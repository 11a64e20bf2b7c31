/**
 * The browser's side of a connect flow in jsdom: a fake popup window, and the
 * messages the callback page in it sends. They follow what `@patchbay/core`'s
 * `completeConnectCallback()` sends, without importing it.
 */
import { vi } from 'vitest';

/** The BroadcastChannel the callback page broadcasts on (documented by `@patchbay/core`). */
const CALLBACK_CHANNEL = 'patchbay:connect';

/** The part of a popup window a connect flow touches; the browser itself is not under test. */
export interface FakePopup {
  closed: boolean;
  location: { href: string };
  close(): void;
}

/** Makes `window.open` return a fake popup whose `location.href` the flow sets to the hosted page. */
export function stubPopup(): FakePopup {
  const popup: FakePopup = {
    closed: false,
    location: { href: 'about:blank' },
    close() {
      popup.closed = true;
    },
  };
  vi.spyOn(window, 'open').mockImplementation(() => popup as unknown as Window);
  return popup;
}

/**
 * A popup as an app that sends `Cross-Origin-Opener-Policy: same-origin` sees
 * it: once the flow sends it to the hosted page (which does not send that
 * policy), the browser moves it to another browsing context group and the
 * opener's handle reads closed, its location unreadable, although the user
 * is still there. `navigatedTo` is where the flow sent it.
 */
export function stubCutOffPopup(): FakePopup & { navigatedTo: string } {
  const popup = {
    closed: false,
    navigatedTo: 'about:blank',
    location: {
      get href(): string {
        if (popup.closed) throw new DOMException('Blocked a frame from accessing a cross-origin frame.', 'SecurityError');
        return 'about:blank';
      },
      set href(url: string) {
        popup.navigatedTo = url;
        popup.closed = true;
      },
    },
    close() {
      // The opener's handle no longer reaches the window.
    },
  };
  vi.spyOn(window, 'open').mockImplementation(() => popup as unknown as Window);
  return popup;
}

/** The message a callback page sends after the hosted page sent it to `callback`; `nonce` can be forged. */
function callbackMessage(callback: URL, nonce?: string) {
  return {
    source: 'patchbay',
    type: 'connect-callback',
    nonce: nonce ?? callback.searchParams.get('pb_connect'),
    status: callback.searchParams.get('status'),
    connectedAccountId: callback.searchParams.get('connected_account_id'),
  };
}

/**
 * What the callback page in the popup posts to its opener after the hosted
 * page sent it to `callback`; `origin` and `nonce` can be forged for tests.
 */
export function postCallback(callback: URL, forged: { origin?: string; nonce?: string } = {}): void {
  window.dispatchEvent(
    new MessageEvent('message', { origin: forged.origin ?? window.location.origin, data: callbackMessage(callback, forged.nonce) }),
  );
}

/** What the callback page in a popup broadcasts to the pages of its origin; `nonce` can be forged. */
export function broadcastCallback(callback: URL, forged: { nonce?: string } = {}): void {
  const channel = new BroadcastChannel(CALLBACK_CHANNEL);
  channel.postMessage(callbackMessage(callback, forged.nonce));
  channel.close();
}

/** Records the BroadcastChannels opened from now on, to tell which are still open. */
export function trackBroadcastChannels(): { open: () => string[] } {
  const open = new Set<BroadcastChannel>();
  class TrackedChannel extends BroadcastChannel {
    constructor(name: string) {
      super(name);
      open.add(this);
    }
    override close(): void {
      open.delete(this);
      super.close();
    }
  }
  vi.stubGlobal('BroadcastChannel', TrackedChannel);
  return { open: () => [...open].map((channel) => channel.name) };
}
