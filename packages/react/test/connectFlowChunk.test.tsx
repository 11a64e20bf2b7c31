import { act, renderHook, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { NONCE_PARAM } from '../src/connect/callbackMessage';
import type { ConnectExit } from '../src/connect/connectTypes';
import { savePendingFlow } from '../src/connect/pendingFlow';
import { useConnectLink } from '../src/connect/useConnectLink';
import { stubPopup } from './connectAccount';
import { serveConnectTests } from './connectTestKit';
import type { TestKit } from './renderWithServer';

// The flow's code is a chunk of its own; here it cannot be fetched (offline, a deploy replaced it).
vi.mock('../src/connect/ConnectFlow', () => {
  throw new Error('Failed to fetch dynamically imported module: ConnectFlow.js');
});

const tests = serveConnectTests();
let kit: TestKit;
beforeEach(() => {
  kit = tests.kit();
});

describe('useConnectLink without its flow chunk', () => {
  it('fails a click clearly and closes the popup it opened', async () => {
    const popup = stubPopup();
    const onExit = vi.fn<(exit: ConnectExit) => void>();
    const { result } = renderHook(() => useConnectLink({ authConfigId: 'ac_x', userId: 'u', onExit }), { wrapper: kit.wrapper });
    act(() => result.current.connect());
    expect(window.open).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(result.current.status).toBe('failed'));
    expect(result.current.error).toBeInstanceOf(Error);
    expect(popup.closed).toBe(true);
    expect(onExit).toHaveBeenCalledWith(expect.objectContaining({ status: 'failed', reason: 'link_error' }));
  });

  it('fails a flow coming back from a redirect, rather than staying idle', async () => {
    savePendingFlow({ nonce: 'n1', flowKey: 'default', connectedAccountId: 'ca_back', expiresAt: null });
    window.history.replaceState(null, '', `/settings/integrations?${NONCE_PARAM}=n1&status=success&connected_account_id=ca_back`);
    const onExit = vi.fn<(exit: ConnectExit) => void>();
    const { result } = renderHook(() => useConnectLink({ onExit }), { wrapper: kit.wrapper });
    await waitFor(() => expect(result.current.status).toBe('failed'));
    expect(result.current).toMatchObject({ mode: 'redirect', connectedAccountId: 'ca_back' });
    expect(onExit).toHaveBeenCalledWith(expect.objectContaining({ status: 'failed', reason: 'link_error', connectedAccountId: 'ca_back' }));
  });
});
