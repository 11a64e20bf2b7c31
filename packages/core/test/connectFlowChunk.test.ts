import { afterEach, describe, expect, it, vi } from 'vitest';
import { NONCE_PARAM } from '../src/connect/callbackMessage';
import { createConnectStore } from '../src/connect/connectStore';
import type { ConnectExit, ConnectSnapshot } from '../src/connect/connectTypes';
import { savePendingFlow } from '../src/connect/pendingFlow';
import type { PatchbayClient } from '@patchbay/client';
import { stubPopup } from '@patchbay/server/testing';

// The flow's code is a chunk of its own; here it cannot be fetched (offline, a deploy replaced it).
vi.mock('../src/connect/ConnectFlow', () => {
  throw new Error('Failed to fetch dynamically imported module: ConnectFlow.js');
});

afterEach(() => {
  vi.restoreAllMocks();
  window.sessionStorage.clear();
  window.history.replaceState(null, '', '/');
});

/** Nothing reaches the service without the flow's code. */
const client = {} as PatchbayClient;

/** A store whose snapshot resolves once it reports `failed`, told by the store itself. */
function failingStore(options: { authConfigId?: string; userId?: string } = {}) {
  const onExit = vi.fn<(exit: ConnectExit) => void>();
  const onSettled = vi.fn<(id: string | null) => void>();
  const store = createConnectStore({ client, onExit, onSettled, ...options });
  const failed = new Promise<ConnectSnapshot>((resolve) => {
    store.subscribe(() => {
      if (store.getSnapshot().status === 'failed') resolve(store.getSnapshot());
    });
  });
  return { store, failed, onExit, onSettled };
}

describe('a connect store without its flow chunk', () => {
  it('fails a click clearly and closes the popup it opened', async () => {
    const popup = stubPopup();
    const { store, failed, onExit, onSettled } = failingStore({ authConfigId: 'ac_x', userId: 'u' });
    store.start();
    expect(window.open).toHaveBeenCalledTimes(1);
    expect(store.getSnapshot().status).toBe('opening');
    const snapshot = await failed;
    expect(snapshot).toMatchObject({ mode: 'popup', connectedAccountId: null });
    expect(snapshot.error).toBeInstanceOf(Error);
    expect(popup.closed).toBe(true);
    expect(onSettled).toHaveBeenCalledWith(null);
    expect(onExit).toHaveBeenCalledWith(expect.objectContaining({ status: 'failed', reason: 'link_error' }));
  });

  it('fails a flow coming back from a redirect, rather than staying idle', async () => {
    savePendingFlow({ nonce: 'n1', flowKey: 'default', connectedAccountId: 'ca_back', expiresAt: null });
    window.history.replaceState(null, '', `/settings/integrations?${NONCE_PARAM}=n1&status=success&connected_account_id=ca_back`);
    const { store, failed, onExit } = failingStore();
    expect(store.resume()).toBe(true);
    expect(await failed).toMatchObject({ mode: 'redirect', connectedAccountId: 'ca_back' });
    expect(onExit).toHaveBeenCalledWith(expect.objectContaining({ status: 'failed', reason: 'link_error', connectedAccountId: 'ca_back' }));
  });

  it('fails every click, not only the first', async () => {
    stubPopup();
    const first = failingStore({ authConfigId: 'ac_x', userId: 'u' });
    first.store.start();
    await first.failed;
    const second = failingStore({ authConfigId: 'ac_x', userId: 'u' });
    second.store.start();
    expect(second.store.getSnapshot().status).toBe('opening');
    await second.failed;
  });
});
