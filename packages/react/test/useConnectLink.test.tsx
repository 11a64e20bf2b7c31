import { act, renderHook, waitFor } from '@testing-library/react';
import { StrictMode, type ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { completeConnectCallback } from '../src/connect/callbackMessage';
import type { ConnectEvent, ConnectExit } from '../src/connect/connectTypes';
import { useConnectLink, type UseConnectLinkOptions } from '../src/connect/useConnectLink';
import { useConnectedAccounts } from '../src/hooks/connectedAccounts/useConnectedAccounts';
import {
  broadcastCallback,
  completeHostedPage as completeHostedPageOf,
  postCallback,
  stubCutOffPopup,
  stubPopup,
  trackBroadcastChannels,
} from './connectAccount';
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

  it('detects completion by polling when no message arrives', async () => {
    const popup = stubPopup();
    const hook = renderConnect({ authConfigId: await authConfigFor('patchbay_noauth_demo'), userId: 'u', pollIntervalMs: 30 });
    act(() => hook.result.current.connect());
    await waitFor(() => expect(hook.result.current.status).toBe('waiting'));
    await completeHostedPage(popup.location.href);
    await waitFor(() => expect(hook.result.current.status).toBe('active'));
  });

  it('ignores a callback message from another origin or with another nonce', async () => {
    const popup = stubPopup();
    const hook = renderConnect({ authConfigId: await authConfigFor('patchbay_noauth_demo'), userId: 'u', pollIntervalMs: 60_000 });
    act(() => hook.result.current.connect());
    await waitFor(() => expect(hook.result.current.status).toBe('waiting'));
    const callback = await completeHostedPage(popup.location.href);

    act(() => postCallback(callback, { origin: 'https://evil.example' }));
    act(() => postCallback(callback, { nonce: 'not-the-nonce' }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(hook.result.current.status).toBe('waiting');
    expect(hook.events.filter((e) => e.type === 'message_ignored')).toHaveLength(2);

    act(() => postCallback(callback));
    await waitFor(() => expect(hook.result.current.status).toBe('active'));
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

  it('reports cancelled when the user cancels on the hosted page', async () => {
    const popup = stubPopup();
    const hook = renderConnect({ authConfigId: await authConfigFor('patchbay_noauth_demo'), userId: 'u', pollIntervalMs: 60_000 });
    act(() => hook.result.current.connect());
    await waitFor(() => expect(hook.result.current.status).toBe('waiting'));
    const callback = await completeHostedPage(popup.location.href, 'cancel');
    expect(callback.searchParams.get('status')).toBe('cancelled');
    act(() => postCallback(callback));
    await waitFor(() => expect(hook.result.current.status).toBe('cancelled'));
    expect(hook.onExit).toHaveBeenCalledWith(expect.objectContaining({ status: 'cancelled', reason: 'cancelled_by_user' }));
    // Given up, not failed: nothing in the user's list looks broken.
    expect(hook.result.current.account?.status).toBe('EXPIRED');
  });

  it('reports failed when the provider denies access', async () => {
    const popup = stubPopup();
    const hook = renderConnect({ authConfigId: await authConfigFor('patchbay_oauth_demo'), userId: 'u', pollIntervalMs: 30 });
    act(() => hook.result.current.connect());
    await waitFor(() => expect(hook.result.current.status).toBe('waiting'));

    // Hosted page -> "Continue" -> the provider's consent screen -> Deny.
    const page = await (await kit.browserFetch(popup.location.href)).text();
    const authorizeHref = /href="([^"]*\/oauth\/authorize[^"]*)"/.exec(page)?.[1]?.replaceAll('&amp;', '&');
    const consent = await kit.browserFetch(authorizeHref ?? /action="([^"]*\/oauth\/authorize[^"]*)"/.exec(page)?.[1] ?? '');
    expect(consent.status).toBe(200);
    const consentHtml = await consent.text();
    const form = new URLSearchParams();
    for (const [, name, value] of consentHtml.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)"/g)) {
      form.set(name!, value!.replaceAll('&amp;', '&'));
    }
    form.set('decision', 'deny');
    const denied = await kit.browserFetch('http://patchbay.test/oauth/authorize', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: form.toString(),
    });
    let location = denied.headers.get('location');
    while (location && new URL(location).origin === 'http://patchbay.test') {
      location = (await kit.browserFetch(location)).headers.get('location');
    }

    await waitFor(() => expect(hook.result.current.status).toBe('failed'));
    // The account's reason code, not its prose.
    expect(hook.onExit).toHaveBeenCalledWith(expect.objectContaining({ status: 'failed', reason: 'access_denied' }));
  });

  it('reports cancelled when the user closes the popup', async () => {
    const popup = stubPopup();
    const hook = renderConnect({ authConfigId: await authConfigFor('patchbay_noauth_demo'), userId: 'u', pollIntervalMs: 60_000 });
    act(() => hook.result.current.connect());
    await waitFor(() => expect(hook.result.current.status).toBe('waiting'));
    popup.closed = true;
    await waitFor(() => expect(hook.result.current.status).toBe('cancelled'), { timeout: 3000 });
    expect(hook.onExit).toHaveBeenCalledWith(expect.objectContaining({ status: 'cancelled', reason: 'popup_closed' }));
    expect(hook.statuses()).toEqual(['idle', 'opening', 'waiting', 'cancelled']);
  });

  it('reports expired once the link outlives its 10 minutes', async () => {
    let now = Date.now();
    kit = await tests.replaceKit({ clock: () => new Date(now) });
    stubPopup();
    const hook = renderConnect({ authConfigId: await authConfigFor('patchbay_noauth_demo'), userId: 'u', pollIntervalMs: 30 });
    act(() => hook.result.current.connect());
    await waitFor(() => expect(hook.result.current.status).toBe('waiting'));
    expect(Date.parse(hook.result.current.expiresAt!) - now).toBe(10 * 60 * 1000);
    now += 11 * 60 * 1000;
    await waitFor(() => expect(hook.result.current.status).toBe('expired'));
    expect(hook.result.current.account?.status).toBe('EXPIRED');
    expect(hook.onExit).toHaveBeenCalledWith(expect.objectContaining({ status: 'expired' }));
  });

  it('fails clearly when the link cannot be created, and closes the popup', async () => {
    const popup = stubPopup();
    const authConfigId = await authConfigFor('patchbay_noauth_demo');
    await kit.client.authConfigs.updateStatus(authConfigId, 'DISABLED');
    const hook = renderConnect({ authConfigId, userId: 'u' });
    act(() => hook.result.current.connect());
    await waitFor(() => expect(hook.result.current.status).toBe('failed'));
    expect(hook.result.current.error?.message).toMatch(/disabled/i);
    expect(popup.closed).toBe(true);
    expect(hook.onExit).toHaveBeenCalledWith(expect.objectContaining({ status: 'failed', reason: 'link_error' }));
  });

  it('reports cancelled when the app cancels in the same tick as the click, and closes the popup', async () => {
    const popup = stubPopup();
    const hook = renderConnect({ authConfigId: await authConfigFor('patchbay_noauth_demo'), userId: 'u' });
    act(() => {
      hook.result.current.connect();
      hook.result.current.cancel();
    });
    expect(window.open).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(hook.result.current.status).toBe('cancelled'));
    expect(popup.closed).toBe(true);
    expect(hook.onExit).toHaveBeenCalledWith(expect.objectContaining({ status: 'cancelled', reason: 'cancelled_by_app' }));
  });

  it('closes the popup of a click when the hook unmounts or resets before the flow starts', async () => {
    const popup = stubPopup();
    const hook = renderConnect({ authConfigId: await authConfigFor('patchbay_noauth_demo'), userId: 'u' });
    act(() => {
      hook.result.current.connect();
      hook.result.current.reset();
    });
    await waitFor(() => expect(popup.closed).toBe(true));
    expect(hook.result.current.status).toBe('idle');
    expect(hook.events).toEqual([]);
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

  it('reports cancelled when polling sees the cancelled account before any message', async () => {
    const popup = stubPopup();
    const hook = renderConnect({ authConfigId: await authConfigFor('patchbay_noauth_demo'), userId: 'u', pollIntervalMs: 20 });
    act(() => hook.result.current.connect());
    await waitFor(() => expect(hook.result.current.status).toBe('waiting'));
    await completeHostedPage(popup.location.href, 'cancel');
    await waitFor(() => expect(hook.result.current.status).toBe('cancelled'));
    expect(hook.onExit).toHaveBeenCalledWith(expect.objectContaining({ status: 'cancelled', reason: 'cancelled_by_user' }));
  });

  it('reports active, not cancelled, when the popup closes itself right after completing', async () => {
    const popup = stubPopup();
    // Fast polling, so a poll is usually in flight when the popup closes.
    const hook = renderConnect({ authConfigId: await authConfigFor('patchbay_noauth_demo'), userId: 'u', pollIntervalMs: 5 });
    act(() => hook.result.current.connect());
    await waitFor(() => expect(hook.result.current.status).toBe('waiting'));
    await completeHostedPage(popup.location.href);
    popup.closed = true; // what completeConnectCallback() does on the callback page
    await waitFor(() => expect(hook.result.current.status).toBe('active'));
    expect(hook.onExit).not.toHaveBeenCalled();
  });

  describe('when the app sends Cross-Origin-Opener-Policy: same-origin (the popup loses its opener)', () => {
    /** Starts a flow in a popup that the browser cuts off, until the flow has seen that. */
    async function startCutOff(options: UseConnectLinkOptions = {}) {
      const popup = stubCutOffPopup();
      const hook = renderConnect({ authConfigId: await authConfigFor('patchbay_noauth_demo'), userId: 'u', pollIntervalMs: 60_000, ...options });
      act(() => hook.result.current.connect());
      await waitFor(() => expect(hook.events.map((e) => e.type)).toContain('popup_detached'), { timeout: 3000 });
      return { popup, hook };
    }

    it('keeps waiting when the popup reads closed before it showed the hosted page', async () => {
      const { hook } = await startCutOff();
      await new Promise((resolve) => setTimeout(resolve, 700)); // past another popup check
      expect(hook.result.current.status).toBe('waiting');
      expect(hook.events.map((e) => e.type)).not.toContain('popup_closed');
      expect(hook.onExit).not.toHaveBeenCalled();
    });

    it('completes on the callback page in the popup, through its broadcast, without waiting for polling', async () => {
      const { popup, hook } = await startCutOff();
      const callback = await completeHostedPage(popup.navigatedTo);

      // The callback page, loaded in the cut-off popup: no opener, and no redirect flow saved under its nonce.
      window.history.replaceState(null, '', callback.pathname + callback.search);
      const close = vi.spyOn(window, 'close').mockImplementation(() => undefined);
      expect(window.opener ?? null).toBeNull();
      expect(completeConnectCallback()).toMatchObject({ handledBy: 'popup', status: 'success' });
      expect(close).toHaveBeenCalledTimes(1);

      // Polling is a minute away: only the broadcast can have prompted the check that saw ACTIVE.
      await waitFor(() => expect(hook.result.current.status).toBe('active'), { timeout: 2000 });
      expect(hook.statuses()).toEqual(['idle', 'opening', 'waiting', 'active']);
      expect(hook.events.filter((e) => e.type === 'callback')).toEqual([{ type: 'callback', status: 'success' }]);
      expect(hook.onSuccess).toHaveBeenCalledWith(expect.objectContaining({ id: hook.result.current.connectedAccountId, status: 'ACTIVE' }));
    });

    it('ignores a broadcast with another nonce', async () => {
      const { popup, hook } = await startCutOff();
      const callback = await completeHostedPage(popup.navigatedTo);

      act(() => broadcastCallback(callback, { nonce: 'not-the-nonce' }));
      await waitFor(() => expect(hook.events.filter((e) => e.type === 'message_ignored')).toHaveLength(1));
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(hook.result.current.status).toBe('waiting');
      expect(hook.events.map((e) => e.type)).not.toContain('callback');

      act(() => broadcastCallback(callback));
      await waitFor(() => expect(hook.result.current.status).toBe('active'), { timeout: 2000 });
    });

    it('reports the user cancelling on the hosted page from the broadcast', async () => {
      const { popup, hook } = await startCutOff();
      const callback = await completeHostedPage(popup.navigatedTo, 'cancel');
      act(() => broadcastCallback(callback));
      await waitFor(() => expect(hook.result.current.status).toBe('cancelled'), { timeout: 2000 });
      expect(hook.onExit).toHaveBeenCalledWith(expect.objectContaining({ status: 'cancelled', reason: 'cancelled_by_user' }));
    });

    it('completes on a broadcast alone, with polling a minute away', async () => {
      const popup = stubPopup();
      const hook = renderConnect({ authConfigId: await authConfigFor('patchbay_noauth_demo'), userId: 'u', pollIntervalMs: 60_000 });
      act(() => hook.result.current.connect());
      await waitFor(() => expect(hook.result.current.status).toBe('waiting'));
      const callback = await completeHostedPage(popup.location.href);
      act(() => broadcastCallback(callback));
      await waitFor(() => expect(hook.result.current.status).toBe('active'), { timeout: 2000 });
      expect(hook.statuses()).toEqual(['idle', 'opening', 'waiting', 'active']);
    });

    it('counts a result that comes both ways once', async () => {
      const popup = stubPopup();
      const hook = renderConnect({ authConfigId: await authConfigFor('patchbay_noauth_demo'), userId: 'u', pollIntervalMs: 60_000 });
      act(() => hook.result.current.connect());
      await waitFor(() => expect(hook.result.current.status).toBe('waiting'));
      const callback = await completeHostedPage(popup.location.href);
      act(() => {
        postCallback(callback);
        broadcastCallback(callback);
      });
      await waitFor(() => expect(hook.result.current.status).toBe('active'));
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(hook.events.filter((e) => e.type === 'callback')).toHaveLength(1);
      expect(hook.onSuccess).toHaveBeenCalledTimes(1);
    });

    it('closes its channel when the flow ends, is cancelled or unmounts', async () => {
      const channels = trackBroadcastChannels();
      const { popup, hook } = await startCutOff();
      expect(channels.open()).toEqual(['patchbay:connect']);
      const callback = await completeHostedPage(popup.navigatedTo);
      act(() => broadcastCallback(callback));
      await waitFor(() => expect(hook.result.current.status).toBe('active'), { timeout: 2000 });
      expect(channels.open()).toEqual([]);

      stubCutOffPopup();
      act(() => hook.result.current.connect());
      await waitFor(() => expect(hook.result.current.status).toBe('waiting'));
      expect(hook.result.current.mode).toBe('popup');
      expect(channels.open()).toHaveLength(1);
      act(() => hook.result.current.cancel());
      expect(hook.result.current.status).toBe('cancelled');
      expect(channels.open()).toEqual([]);

      stubCutOffPopup();
      act(() => hook.result.current.connect());
      await waitFor(() => expect(hook.result.current.status).toBe('waiting'));
      expect(hook.result.current.mode).toBe('popup');
      expect(channels.open()).toHaveLength(1);
      hook.unmount();
      expect(channels.open()).toEqual([]);
    });

    it('still completes, by polling, where the browser has no BroadcastChannel', async () => {
      vi.stubGlobal('BroadcastChannel', undefined);
      const { popup, hook } = await startCutOff({ pollIntervalMs: 30 });
      const callback = await completeHostedPage(popup.navigatedTo);
      window.history.replaceState(null, '', callback.pathname + callback.search);
      const close = vi.spyOn(window, 'close').mockImplementation(() => undefined);
      expect(completeConnectCallback()).toMatchObject({ handledBy: 'popup' }); // nothing to broadcast on, and no throw
      expect(close).toHaveBeenCalledTimes(1);
      await waitFor(() => expect(hook.result.current.status).toBe('active'));
    });
  });
});
