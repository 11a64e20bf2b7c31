import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { CALLBACK_CHANNEL } from '../src/connect/callbackChannel';
import { completeConnectCallback, type ConnectCallbackMessage } from '../src/connect/callbackMessage';
import { savePendingFlow } from '../src/connect/pendingFlow';
import { SIGNAL_TIMEOUT_MS } from '../../../scripts/test/signalTimeouts';

const NONCE = 'a1b2c3';
const CALLBACK = `/settings/integrations?pb_connect=${NONCE}&status=success&connected_account_id=ca_1`;

const channels: BroadcastChannel[] = [];
/** Every message broadcast on the callback channel from now on. */
function listen(): ConnectCallbackMessage[] {
  const heard: ConnectCallbackMessage[] = [];
  const channel = new BroadcastChannel(CALLBACK_CHANNEL);
  channel.onmessage = (event: MessageEvent) => heard.push(event.data as ConnectCallbackMessage);
  channels.push(channel);
  return heard;
}
/** Every broadcast sent from now on, seen as it is sent (a listener hears it only a task later). */
const spyOnBroadcasts = () => vi.spyOn(BroadcastChannel.prototype, 'postMessage');

let close: MockInstance<() => void>;
beforeEach(() => {
  window.history.replaceState(null, '', CALLBACK);
  // jsdom would tear the test's window down.
  close = vi.spyOn(window, 'close').mockImplementation(() => undefined);
});
afterEach(() => {
  for (const channel of channels.splice(0)) channel.close();
  Reflect.deleteProperty(window, 'opener');
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  window.sessionStorage.clear();
  window.history.replaceState(null, '', '/');
});

/** The page as a popup whose opener is still there sees it. */
function withOpener(): { postMessage: MockInstance<(message: unknown, targetOrigin: string) => void> } {
  const opener = { postMessage: vi.fn<(message: unknown, targetOrigin: string) => void>() };
  Object.defineProperty(window, 'opener', { configurable: true, value: opener });
  return opener;
}

describe('completeConnectCallback', () => {
  it('does nothing on a page that is not a connect callback', () => {
    window.history.replaceState(null, '', '/settings/integrations?status=success');
    const broadcasts = spyOnBroadcasts();
    expect(completeConnectCallback()).toBeNull();
    expect(broadcasts).not.toHaveBeenCalled();
    expect(close).not.toHaveBeenCalled();
  });

  it('in a popup whose opener was cut off: broadcasts the result and closes', async () => {
    const heard = listen();
    expect(completeConnectCallback()).toEqual({ nonce: NONCE, status: 'success', connectedAccountId: 'ca_1', handledBy: 'popup' });
    await vi.waitFor(() => expect(heard).toHaveLength(1), { timeout: SIGNAL_TIMEOUT_MS });
    expect(heard).toEqual([{ source: 'patchbay', type: 'connect-callback', nonce: NONCE, status: 'success', connectedAccountId: 'ca_1' }]);
    expect(close).toHaveBeenCalledTimes(1);
  });

  it('in a popup with its opener: posts to the opener only at openerOrigin, and broadcasts too', async () => {
    const opener = withOpener();
    const heard = listen();
    expect(completeConnectCallback({ openerOrigin: 'https://app.example' })).toMatchObject({ handledBy: 'popup' });
    expect(opener.postMessage).toHaveBeenCalledWith(expect.objectContaining({ nonce: NONCE, status: 'success' }), 'https://app.example');
    await vi.waitFor(() => expect(heard).toHaveLength(1), { timeout: SIGNAL_TIMEOUT_MS });
    expect(close).toHaveBeenCalledTimes(1);
  });

  it('leaves the popup open with close: false', () => {
    expect(completeConnectCallback({ close: false })).toMatchObject({ handledBy: 'popup' });
    expect(close).not.toHaveBeenCalled();
  });

  it('back from a full-page redirect (its flow saved under the nonce): leaves the flow to this page, even with an opener', () => {
    savePendingFlow({ nonce: NONCE, flowKey: 'default', connectedAccountId: 'ca_1', expiresAt: null });
    const opener = withOpener(); // e.g. the app's tab was itself opened by another page
    const broadcasts = spyOnBroadcasts();
    expect(completeConnectCallback()).toEqual({ nonce: NONCE, status: 'success', connectedAccountId: 'ca_1', handledBy: 'redirect' });
    // Asked again, as StrictMode's second mount does: the same answer.
    expect(completeConnectCallback()).toMatchObject({ handledBy: 'redirect' });
    expect(broadcasts).not.toHaveBeenCalled();
    expect(opener.postMessage).not.toHaveBeenCalled();
    expect(close).not.toHaveBeenCalled();
  });

  it("is not confused by another tab's or an earlier flow's saved redirect", () => {
    savePendingFlow({ nonce: 'another-nonce', flowKey: 'default', connectedAccountId: 'ca_0', expiresAt: null });
    expect(completeConnectCallback()).toMatchObject({ handledBy: 'popup' });
  });

  it('without storage (no redirect flow can have left): a popup', async () => {
    vi.spyOn(window, 'sessionStorage', 'get').mockImplementation(() => {
      throw new DOMException('Access is denied for this document.', 'SecurityError');
    });
    const heard = listen();
    expect(completeConnectCallback()).toMatchObject({ handledBy: 'popup' });
    await vi.waitFor(() => expect(heard).toHaveLength(1), { timeout: SIGNAL_TIMEOUT_MS });
    expect(close).toHaveBeenCalledTimes(1);
  });

  it('without BroadcastChannel: still posts to an opener and closes', () => {
    vi.stubGlobal('BroadcastChannel', undefined);
    const opener = withOpener();
    expect(completeConnectCallback()).toMatchObject({ handledBy: 'popup' });
    expect(opener.postMessage).toHaveBeenCalledTimes(1);
    expect(close).toHaveBeenCalledTimes(1);
  });
});
