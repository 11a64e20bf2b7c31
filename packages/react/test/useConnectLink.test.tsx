import { act, renderHook, waitFor } from '@testing-library/react';
import { StrictMode, type ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ConnectEvent, ConnectExit } from '@patchbay/core';
import { useConnectLink, type UseConnectLinkOptions } from '../src/connect/useConnectLink';
import { useConnectedAccounts } from '../src/hooks/connectedAccounts/useConnectedAccounts';
import { completeHostedPage as completeHostedPageOf, postCallback, stubPopup } from '@patchbay/server/testing';
import { serveConnectTests } from './connectTestKit';
import { sequenceOf, type TestKit } from './renderWithServer';

const tests = serveConnectTests();
let kit: TestKit;
beforeEach(() => {
  kit = tests.kit();
});

async function authConfigFor(toolkit: string): Promise<string> {
  const created = await kit.client.authConfigs.create({ toolkit: { slug: toolkit } });
  return created.auth_config.id;
}

/** Renders the hook and records every status it reports. */
function renderConnect(options: UseConnectLinkOptions, { strict = false } = {}) {
  const statuses: string[] = [];
  const events: ConnectEvent[] = [];
  const onExit = vi.fn<(exit: ConnectExit) => void>();
  const onSuccess = vi.fn();
  const view = renderHook(
    () => {
      const result = useConnectLink({ onEvent: (e) => events.push(e), onExit, onSuccess, ...options });
      statuses.push(result.status);
      return result;
    },
    {
      wrapper: strict ? ({ children }: { children: ReactNode }) => <StrictMode>{kit.wrapper({ children })}</StrictMode> : kit.wrapper,
    },
  );
  return { ...view, statuses: () => sequenceOf(statuses), events, onExit, onSuccess };
}

/** Completes the hosted page of a NO_AUTH toolkit as the user would, returning where it sends the browser. */
async function completeHostedPage(redirectUrl: string, action: 'connect' | 'cancel' = 'connect'): Promise<URL> {
  const response = await completeHostedPageOf(kit, redirectUrl, action);
  expect(response.status).toBe(303);
  return new URL(response.headers.get('location')!);
}

// The flow itself (polling, messages, popup checks, broadcasts, expiry, cancels, its chunk failing to load) is
// tested on its store in @patchbay/core: these tests are of the binding.
describe('useConnectLink', () => {
  it('connects through the popup: opening, waiting, active', async () => {
    const popup = stubPopup();
    const authConfigId = await authConfigFor('patchbay_noauth_demo');
    const hook = renderConnect({ authConfigId, userId: 'user-1', pollIntervalMs: 60_000 });

    act(() => hook.result.current.connect());
    expect(window.open).toHaveBeenCalledTimes(1); // synchronously, inside the click
    await waitFor(() => expect(hook.result.current.status).toBe('waiting'));
    expect(popup.location.href).toMatch(/^http:\/\/patchbay\.test\/connect\/lt_/);

    const callback = await completeHostedPage(popup.location.href);
    expect(callback.origin + callback.pathname).toBe(`${window.location.origin}/settings/integrations`);
    expect(callback.searchParams.get('status')).toBe('success');
    act(() => postCallback(callback));

    await waitFor(() => expect(hook.result.current.status).toBe('active'));
    expect(hook.statuses()).toEqual(['idle', 'opening', 'waiting', 'active']);
    expect(hook.result.current.account?.status).toBe('ACTIVE');
    expect(hook.onSuccess).toHaveBeenCalledWith(expect.objectContaining({ id: hook.result.current.connectedAccountId, status: 'ACTIVE' }));
    expect(popup.closed).toBe(true);
  });

  it('refetches the account queries itself when the flow ends', async () => {
    const popup = stubPopup();
    const authConfigId = await authConfigFor('patchbay_noauth_demo');
    const { result } = renderHook(
      () => ({
        link: useConnectLink({ authConfigId, userId: 'user-1', pollIntervalMs: 60_000 }),
        accounts: useConnectedAccounts({ user_ids: ['user-1'] }),
      }),
      { wrapper: kit.wrapper },
    );
    await waitFor(() => expect(result.current.accounts.isSuccess).toBe(true));
    expect(result.current.accounts.data?.items).toEqual([]);

    act(() => result.current.link.connect());
    await waitFor(() => expect(result.current.link.status).toBe('waiting'));
    const callback = await completeHostedPage(popup.location.href);
    act(() => postCallback(callback));
    await waitFor(() => expect(result.current.link.status).toBe('active'));
    // No onSuccess here, and no invalidation by the caller: the list shows the new account anyway.
    await waitFor(() => expect(result.current.accounts.data?.items.map((account) => account.status)).toEqual(['ACTIVE']));
  });

  it('disposes its store on unmount: the popup of a click closes, and nothing is reported', async () => {
    const popup = stubPopup();
    const hook = renderConnect({ authConfigId: await authConfigFor('patchbay_noauth_demo'), userId: 'u' });
    act(() => hook.result.current.connect());
    await waitFor(() => expect(hook.result.current.status).toBe('waiting'));
    hook.unmount();
    expect(popup.closed).toBe(true);
    expect(hook.onExit).not.toHaveBeenCalled();
  });

  it('calls the callbacks of the latest render, without starting over', async () => {
    stubPopup();
    const first = vi.fn<(exit: ConnectExit) => void>();
    const latest = vi.fn<(exit: ConnectExit) => void>();
    const authConfigId = await authConfigFor('patchbay_noauth_demo');
    const { result, rerender } = renderHook(({ onExit }) => useConnectLink({ authConfigId, userId: 'u', onExit }), {
      wrapper: kit.wrapper,
      initialProps: { onExit: first },
    });
    act(() => result.current.connect());
    const { connect } = result.current;
    rerender({ onExit: latest });
    expect(result.current.connect).toBe(connect); // the same store
    act(() => result.current.cancel());
    await waitFor(() => expect(result.current.status).toBe('cancelled'));
    expect(latest).toHaveBeenCalledWith(expect.objectContaining({ status: 'cancelled', reason: 'cancelled_by_app' }));
    expect(first).not.toHaveBeenCalled();
  });

  it('falls back to a full-page redirect when the popup is blocked, and resumes on return', async () => {
    vi.spyOn(window, 'open').mockReturnValue(null);
    const navigate = vi.fn();
    const authConfigId = await authConfigFor('patchbay_noauth_demo');
    const first = renderConnect({ authConfigId, userId: 'u', navigate });
    act(() => first.result.current.connect());
    await waitFor(() => expect(navigate).toHaveBeenCalledTimes(1));
    expect(first.events.map((e) => e.type)).toContain('popup_blocked');
    // The flow is waiting before it navigates; React renders that on its own schedule.
    await waitFor(() => expect(first.result.current).toMatchObject({ status: 'waiting', mode: 'redirect' }));
    first.unmount();

    // The browser leaves for the hosted page and comes back to the callback URL.
    const callback = await completeHostedPage(navigate.mock.calls[0]![0] as string);
    window.history.replaceState(null, '', callback.pathname + callback.search);
    // StrictMode mounts, unmounts and mounts again: the resumed flow must survive that.
    const second = renderConnect({ authConfigId, userId: 'u', pollIntervalMs: 60_000 }, { strict: true });
    await waitFor(() => expect(second.result.current.status).toBe('active'));
    expect(second.result.current.mode).toBe('redirect');
    expect(window.location.search).toBe(''); // the flow's parameters are removed from the address bar
    expect(second.onSuccess).toHaveBeenCalledTimes(1);
  });
});
