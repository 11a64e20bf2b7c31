import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createConnectStore, type ConnectStore, type ConnectStoreOptions } from '../src/connect/connectStore';
import type { ConnectEvent, ConnectExit, ConnectSnapshot } from '../src/connect/connectTypes';
import { completeConnectCallback } from '../src/connect/callbackMessage';
import { linkAccount } from '../src/connect/ConnectFlow';
import {
  broadcastCallback,
  completeHostedPage,
  createServiceKit,
  postCallback,
  type ServiceKit,
  stubCutOffPopup,
  stubPopup,
  trackBroadcastChannels,
} from '@patchbay/server/testing';
import { SIGNAL_TIMEOUT_MS } from '../../../scripts/test/signalTimeouts';

let kit: ServiceKit;
beforeEach(() => {
  // Only the flow's timers and clock: the service's I/O and the broadcasts run as they would.
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  kit = createServiceKit();
  window.history.replaceState(null, '', '/settings/integrations');
});
afterEach(async () => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  window.sessionStorage.clear();
  await kit.close();
});

const authConfigFor = async (toolkit = 'patchbay_noauth_demo') =>
  (await kit.client.authConfigs.create({ toolkit: { slug: toolkit } })).auth_config.id;

/** A store recording the statuses it reports and the events and exits it sends. */
function connectStore(options: Partial<ConnectStoreOptions> = {}) {
  const statuses: string[] = ['idle'];
  const events: ConnectEvent[] = [];
  const onExit = vi.fn<(exit: ConnectExit) => void>();
  const onSuccess = vi.fn();
  const store = createConnectStore({ client: kit.client, pollIntervalMs: 60_000, onEvent: (e) => events.push(e), onExit, onSuccess, ...options });
  store.subscribe(() => {
    const { status } = store.getSnapshot();
    if (statuses.at(-1) !== status) statuses.push(status);
  });
  return { store, statuses, events, onExit, onSuccess, eventTypes: () => events.map((e) => e.type) };
}

/** Resolves with the store's snapshot once `done` holds, told by the store itself: no polling, no sleeping. */
function until(store: ConnectStore, done: (snapshot: ConnectSnapshot) => boolean): Promise<ConnectSnapshot> {
  return new Promise((resolve) => {
    const check = () => {
      if (!done(store.getSnapshot())) return;
      unsubscribe();
      resolve(store.getSnapshot());
    };
    const unsubscribe = store.subscribe(check);
    check();
  });
}
const status = (wanted: string) => (snapshot: ConnectSnapshot) => snapshot.status === wanted;

/** Completes the hosted page as the user would; returns the callback URL it sends the browser to. */
async function finishHostedPage(redirectUrl: string, action: 'connect' | 'cancel' = 'connect'): Promise<URL> {
  const response = await completeHostedPage(kit, redirectUrl, action);
  expect(response.status).toBe(303);
  return new URL(response.headers.get('location')!);
}

/** On the hosted page of an OAuth toolkit: "Continue", then "Deny" on the provider's consent screen, following its redirects. */
async function denyAtProvider(redirectUrl: string): Promise<void> {
  const page = await (await kit.browserFetch(redirectUrl)).text();
  const authorizeHref = /href="([^"]*\/oauth\/authorize[^"]*)"/.exec(page)?.[1]?.replaceAll('&amp;', '&');
  const consent = await kit.browserFetch(authorizeHref ?? /action="([^"]*\/oauth\/authorize[^"]*)"/.exec(page)?.[1] ?? '');
  expect(consent.status).toBe(200);
  const form = new URLSearchParams();
  for (const [, name, value] of (await consent.text()).matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)"/g)) {
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
}

describe('createConnectStore', () => {
  it('connects through the popup: opening, waiting, active', async () => {
    const popup = stubPopup();
    const flow = connectStore({ authConfigId: await authConfigFor(), userId: 'user-1' });
    flow.store.start();
    expect(window.open).toHaveBeenCalledTimes(1); // synchronously, inside the click
    expect(flow.store.getSnapshot()).toMatchObject({ status: 'opening', mode: 'popup' });
    await until(flow.store, status('waiting'));
    expect(popup.location.href).toMatch(/^http:\/\/patchbay\.test\/connect\/lt_/);

    const callback = await finishHostedPage(popup.location.href);
    expect(callback.searchParams.get('status')).toBe('success');
    postCallback(callback);
    const done = await until(flow.store, status('active'));
    expect(flow.statuses).toEqual(['idle', 'opening', 'waiting', 'active']);
    expect(done.account?.status).toBe('ACTIVE');
    expect(flow.onSuccess).toHaveBeenCalledWith(expect.objectContaining({ id: done.connectedAccountId, status: 'ACTIVE' }));
    expect(popup.closed).toBe(true);
  });

  it('detects completion by polling when no message arrives', async () => {
    const popup = stubPopup();
    const flow = connectStore({ authConfigId: await authConfigFor(), userId: 'u', pollIntervalMs: 2000 });
    flow.store.start();
    await until(flow.store, status('waiting'));
    await finishHostedPage(popup.location.href);
    expect(flow.store.getSnapshot().status).toBe('waiting');
    await vi.advanceTimersByTimeAsync(2000);
    await until(flow.store, status('active'));
    expect(flow.eventTypes()).not.toContain('callback');
  });

  it('ignores a callback message from another origin or with another nonce', async () => {
    const popup = stubPopup();
    const flow = connectStore({ authConfigId: await authConfigFor(), userId: 'u' });
    flow.store.start();
    await until(flow.store, status('waiting'));
    const callback = await finishHostedPage(popup.location.href);

    postCallback(callback, { origin: 'https://evil.example' });
    postCallback(callback, { nonce: 'not-the-nonce' });
    // A message is judged as it arrives: an accepted one would have been reported at once.
    expect(flow.eventTypes()).toEqual(['opening', 'link_created', 'message_ignored', 'message_ignored']);

    postCallback(callback);
    await until(flow.store, status('active'));
    expect(flow.events.filter((e) => e.type === 'callback')).toHaveLength(1);
  });

  it('reports cancelled when the user cancels on the hosted page', async () => {
    const popup = stubPopup();
    const flow = connectStore({ authConfigId: await authConfigFor(), userId: 'u' });
    flow.store.start();
    await until(flow.store, status('waiting'));
    postCallback(await finishHostedPage(popup.location.href, 'cancel'));
    const done = await until(flow.store, status('cancelled'));
    expect(flow.onExit).toHaveBeenCalledWith(expect.objectContaining({ status: 'cancelled', reason: 'cancelled_by_user' }));
    expect(done.account?.status).toBe('EXPIRED');
  });

  it('reports cancelled at the next popup check after the user closes the popup', async () => {
    const popup = stubPopup();
    const flow = connectStore({ authConfigId: await authConfigFor(), userId: 'u' });
    flow.store.start();
    await until(flow.store, status('waiting'));
    popup.closed = true;
    await vi.advanceTimersByTimeAsync(500);
    await until(flow.store, status('cancelled'));
    expect(flow.onExit).toHaveBeenCalledWith(expect.objectContaining({ status: 'cancelled', reason: 'popup_closed' }));
    expect(flow.statuses).toEqual(['idle', 'opening', 'waiting', 'cancelled']);
  });

  it('reports expired once the link outlives its 10 minutes', async () => {
    stubPopup();
    const flow = connectStore({ authConfigId: await authConfigFor(), userId: 'u' });
    flow.store.start();
    const waiting = await until(flow.store, status('waiting'));
    expect(Date.parse(waiting.expiresAt!) - Date.now()).toBe(10 * 60 * 1000);
    await vi.advanceTimersByTimeAsync(10 * 60 * 1000);
    const done = await until(flow.store, status('expired'));
    expect(done.account?.status).toBe('EXPIRED');
    expect(flow.onExit).toHaveBeenCalledWith(expect.objectContaining({ status: 'expired' }));
  });

  it('fails clearly when the link cannot be created, and closes the popup', async () => {
    const popup = stubPopup();
    const authConfigId = await authConfigFor();
    await kit.client.authConfigs.updateStatus(authConfigId, 'DISABLED');
    const flow = connectStore({ authConfigId, userId: 'u' });
    flow.store.start();
    const done = await until(flow.store, status('failed'));
    expect(done.error?.message).toMatch(/disabled/i);
    expect(popup.closed).toBe(true);
    expect(flow.onExit).toHaveBeenCalledWith(expect.objectContaining({ status: 'failed', reason: 'link_error' }));
  });

  it('reports cancelled when the app cancels in the same tick as the click, and closes the popup', async () => {
    const popup = stubPopup();
    const flow = connectStore({ authConfigId: await authConfigFor(), userId: 'u' });
    flow.store.start();
    flow.store.cancel();
    await until(flow.store, status('cancelled'));
    expect(popup.closed).toBe(true);
    expect(flow.onExit).toHaveBeenCalledWith(expect.objectContaining({ status: 'cancelled', reason: 'cancelled_by_app' }));
    // The link the click asked for arrives after: nobody will use it, so it is given up at the service too.
    const givenUp = async () => (await kit.client.connectedAccounts.list({ user_ids: ['u'] })).items[0]?.latest_link?.status;
    await vi.waitFor(async () => expect(await givenUp()).toBe('CANCELLED'), { timeout: SIGNAL_TIMEOUT_MS });
  });

  it('closes the popup of a click reset before its flow started, and reports nothing', async () => {
    const popup = stubPopup();
    const flow = connectStore({ authConfigId: await authConfigFor(), userId: 'u' });
    flow.store.start();
    flow.store.reset();
    expect(flow.store.getSnapshot().status).toBe('idle');
    await vi.waitFor(() => expect(popup.closed).toBe(true), { timeout: SIGNAL_TIMEOUT_MS });
    expect(flow.events).toEqual([]);
  });

  it('falls back to a full-page redirect when the popup is blocked, and resumes on the page it comes back to', async () => {
    vi.spyOn(window, 'open').mockReturnValue(null);
    const navigate = vi.fn<(url: string) => void>();
    const authConfigId = await authConfigFor();
    const first = connectStore({ authConfigId, userId: 'u', navigate });
    expect(first.store.resume()).toBe(false); // nothing came back to this page
    first.store.start();
    expect(first.store.getSnapshot()).toMatchObject({ status: 'opening', mode: 'redirect' });
    await until(first.store, status('waiting'));
    expect(first.eventTypes()).toEqual(['popup_blocked', 'opening', 'link_created', 'redirecting']);
    expect(navigate).toHaveBeenCalledTimes(1);
    first.store.dispose();

    // The browser leaves for the hosted page and comes back to the callback URL.
    const callback = await finishHostedPage(navigate.mock.calls[0]![0]);
    window.history.replaceState(null, '', callback.pathname + callback.search);
    const second = connectStore({ authConfigId, userId: 'u' });
    expect(second.store.resume()).toBe(true);
    expect(window.location.search).toBe(''); // the flow's parameters are removed from the address bar
    // Stopped and resumed again, as a UI that mounts twice does: the same flow comes back.
    second.store.dispose();
    expect(second.store.resume()).toBe(true);
    const done = await until(second.store, status('active'));
    expect(done.mode).toBe('redirect');
    expect(second.onSuccess).toHaveBeenCalledTimes(1);
  });

  it('stays on the page when its store is disposed while a redirect link is being made, and gives the link up', async () => {
    vi.spyOn(window, 'open').mockReturnValue(null);
    const navigate = vi.fn<(url: string) => void>();
    let asked!: () => void;
    const linkAsked = new Promise<void>((resolve) => (asked = resolve));
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const flow = connectStore({
      authConfigId: await authConfigFor(),
      userId: 'u',
      navigate,
      createLink: async (client, input) => {
        asked();
        await gate;
        return linkAccount(client, input);
      },
    });
    flow.store.start();
    await linkAsked;
    // The page moves on (its component unmounts) before the service answers with the link.
    flow.store.dispose();
    release();
    const givenUp = async () => (await kit.client.connectedAccounts.list({ user_ids: ['u'] })).items[0]?.latest_link?.status;
    await vi.waitFor(async () => expect(await givenUp()).toBe('CANCELLED'), { timeout: SIGNAL_TIMEOUT_MS });
    expect(navigate).not.toHaveBeenCalled();
    expect(window.sessionStorage.length).toBe(0);
  });

  it('counts a result that comes both ways once', async () => {
    const popup = stubPopup();
    const flow = connectStore({ authConfigId: await authConfigFor(), userId: 'u' });
    flow.store.start();
    await until(flow.store, status('waiting'));
    const callback = await finishHostedPage(popup.location.href);
    broadcastCallback(callback);
    await vi.waitFor(() => expect(flow.eventTypes()).toContain('callback'), { timeout: SIGNAL_TIMEOUT_MS });
    postCallback(callback); // the same result by postMessage, judged as it arrives
    await until(flow.store, status('active'));
    expect(flow.events.filter((e) => e.type === 'callback')).toHaveLength(1);
    expect(flow.onSuccess).toHaveBeenCalledTimes(1);
  });

  describe('when the app sends Cross-Origin-Opener-Policy: same-origin (the popup loses its opener)', () => {
    /** Starts a flow in a popup that the browser cuts off, until the flow has seen that. */
    async function startCutOff(options: Partial<ConnectStoreOptions> = {}) {
      const popup = stubCutOffPopup();
      const flow = connectStore({ authConfigId: await authConfigFor(), userId: 'u', ...options });
      flow.store.start();
      await until(flow.store, status('waiting'));
      await vi.advanceTimersByTimeAsync(500);
      expect(flow.eventTypes()).toContain('popup_detached');
      return { popup, flow };
    }

    it('completes on the callback page in the popup, through its broadcast, without waiting for polling', async () => {
      const { popup, flow } = await startCutOff();
      const callback = await finishHostedPage(popup.navigatedTo);
      // The callback page, loaded in the cut-off popup: no opener, and no redirect flow saved under its nonce.
      window.history.replaceState(null, '', callback.pathname + callback.search);
      const close = vi.spyOn(window, 'close').mockImplementation(() => undefined);
      expect(completeConnectCallback()).toMatchObject({ handledBy: 'popup', status: 'success' });
      expect(close).toHaveBeenCalledTimes(1);
      // Polling is a minute away: only the broadcast can have prompted the check that saw ACTIVE.
      await until(flow.store, status('active'));
      expect(flow.events.filter((e) => e.type === 'callback')).toEqual([{ type: 'callback', status: 'success' }]);
      expect(flow.onSuccess).toHaveBeenCalledWith(expect.objectContaining({ status: 'ACTIVE' }));
    });

    it('reports the user cancelling on the hosted page from the broadcast', async () => {
      const { popup, flow } = await startCutOff();
      broadcastCallback(await finishHostedPage(popup.navigatedTo, 'cancel'));
      await until(flow.store, status('cancelled'));
      expect(flow.onExit).toHaveBeenCalledWith(expect.objectContaining({ status: 'cancelled', reason: 'cancelled_by_user' }));
    });

    it('closes its channel when the flow ends, is cancelled or the store is disposed', async () => {
      const channels = trackBroadcastChannels();
      const { popup, flow } = await startCutOff();
      expect(channels.open()).toEqual(['patchbay:connect']);
      broadcastCallback(await finishHostedPage(popup.navigatedTo));
      await until(flow.store, status('active'));
      expect(channels.open()).toEqual([]);

      stubCutOffPopup();
      flow.store.start();
      await until(flow.store, status('waiting'));
      expect(channels.open()).toHaveLength(1);
      flow.store.cancel();
      expect(flow.store.getSnapshot().status).toBe('cancelled');
      expect(channels.open()).toEqual([]);

      stubCutOffPopup();
      flow.store.start();
      await until(flow.store, status('waiting'));
      expect(channels.open()).toHaveLength(1);
      flow.store.dispose();
      expect(channels.open()).toEqual([]);
    });

    it('still completes, by polling, where the browser has no BroadcastChannel', async () => {
      vi.stubGlobal('BroadcastChannel', undefined);
      const { popup, flow } = await startCutOff({ pollIntervalMs: 1000 });
      const callback = await finishHostedPage(popup.navigatedTo);
      window.history.replaceState(null, '', callback.pathname + callback.search);
      vi.spyOn(window, 'close').mockImplementation(() => undefined);
      expect(completeConnectCallback()).toMatchObject({ handledBy: 'popup' }); // nothing to broadcast on, and no throw
      await vi.advanceTimersByTimeAsync(1000);
      await until(flow.store, status('active'));
    });

    it('keeps waiting past every popup check while the popup reads closed before it showed the hosted page', async () => {
      const popup = stubCutOffPopup();
      const flow = connectStore({ authConfigId: await authConfigFor(), userId: 'u' });
      flow.store.start();
      await until(flow.store, status('waiting'));
      await vi.advanceTimersByTimeAsync(500);
      expect(flow.eventTypes()).toContain('popup_detached');
      await vi.advanceTimersByTimeAsync(5000); // ten more popup checks
      expect(flow.store.getSnapshot().status).toBe('waiting');
      expect(flow.eventTypes()).not.toContain('popup_closed');
      expect(flow.onExit).not.toHaveBeenCalled();

      broadcastCallback(await finishHostedPage(popup.navigatedTo));
      await until(flow.store, status('active'));
    });

    it('ignores a broadcast with another nonce', async () => {
      const popup = stubCutOffPopup();
      const flow = connectStore({ authConfigId: await authConfigFor(), userId: 'u' });
      flow.store.start();
      await until(flow.store, status('waiting'));
      const callback = await finishHostedPage(popup.navigatedTo);
      broadcastCallback(callback, { nonce: 'not-the-nonce' });
      await vi.waitFor(() => expect(flow.eventTypes()).toContain('message_ignored'), { timeout: SIGNAL_TIMEOUT_MS });
      // Judged as it arrived: an accepted broadcast is reported in the same turn.
      expect(flow.eventTypes()).not.toContain('callback');
      expect(flow.store.getSnapshot().status).toBe('waiting');
      broadcastCallback(callback);
      await until(flow.store, status('active'));
    });
  });

  it('reconnects an account that stays ACTIVE: waits for the user across polls, then decides by its own link', async () => {
    const authConfigId = await authConfigFor('patchbay_apikey_demo');
    const link = await kit.client.connectedAccounts.link({ auth_config_id: authConfigId, user_id: 'u' });
    await completeHostedPage(kit, link.redirect_url, 'connect', { api_key: 'pk_old', region: 'us' });
    const popup = stubPopup();
    const flow = connectStore({
      pollIntervalMs: 1000,
      createLink: async (client, { callbackUrl }) => {
        const refreshed = await client.connectedAccounts.refresh(link.connected_account_id, { redirect_url: callbackUrl, collect_credentials: true });
        return { connected_account_id: refreshed.id, redirect_url: refreshed.redirect_url!, expires_at: refreshed.expires_at! };
      },
    });
    flow.store.start();
    await until(flow.store, status('waiting'));
    for (let poll = 0; poll < 3; poll++) await vi.advanceTimersByTimeAsync(1000);
    expect(flow.store.getSnapshot()).toMatchObject({ status: 'waiting', account: { status: 'ACTIVE' } });

    const done = await completeHostedPage(kit, popup.location.href, 'connect', { api_key: 'pk_new', region: 'us' });
    expect(done.status).toBe(303);
    await vi.advanceTimersByTimeAsync(1000);
    await until(flow.store, status('active'));
    expect(flow.store.getSnapshot().connectedAccountId).toBe(link.connected_account_id);
  });
  it("reports failed with the account's reason code when the provider denies access", async () => {
    const popup = stubPopup();
    const flow = connectStore({ authConfigId: await authConfigFor('patchbay_oauth_demo'), userId: 'u', pollIntervalMs: 1000 });
    flow.store.start();
    await until(flow.store, status('waiting'));
    await denyAtProvider(popup.location.href);
    await vi.advanceTimersByTimeAsync(1000);
    await until(flow.store, status('failed'));
    // The account's reason code, not its prose.
    expect(flow.onExit).toHaveBeenCalledWith(expect.objectContaining({ status: 'failed', reason: 'access_denied' }));
  });

  it('reports cancelled when polling sees the cancelled account before any message', async () => {
    const popup = stubPopup();
    const flow = connectStore({ authConfigId: await authConfigFor(), userId: 'u', pollIntervalMs: 2000 });
    flow.store.start();
    await until(flow.store, status('waiting'));
    await finishHostedPage(popup.location.href, 'cancel');
    await vi.advanceTimersByTimeAsync(2000);
    await until(flow.store, status('cancelled'));
    expect(flow.eventTypes()).not.toContain('callback');
    expect(flow.onExit).toHaveBeenCalledWith(expect.objectContaining({ status: 'cancelled', reason: 'cancelled_by_user' }));
  });

  it('reports active, not cancelled, when the popup closes itself right after completing', async () => {
    const popup = stubPopup();
    // Polling is a minute away: the popup check alone must ask the service before calling the flow cancelled.
    const flow = connectStore({ authConfigId: await authConfigFor(), userId: 'u' });
    flow.store.start();
    await until(flow.store, status('waiting'));
    await finishHostedPage(popup.location.href);
    popup.closed = true; // what completeConnectCallback() does on the callback page
    await vi.advanceTimersByTimeAsync(500);
    await until(flow.store, status('active'));
    expect(flow.eventTypes()).toContain('popup_closed');
    expect(flow.onExit).not.toHaveBeenCalled();
  });

  it('completes on a broadcast alone, with polling a minute away', async () => {
    const popup = stubPopup();
    const flow = connectStore({ authConfigId: await authConfigFor(), userId: 'u' });
    flow.store.start();
    await until(flow.store, status('waiting'));
    broadcastCallback(await finishHostedPage(popup.location.href));
    await until(flow.store, status('active'));
    expect(flow.statuses).toEqual(['idle', 'opening', 'waiting', 'active']);
  });

  it('tells onSettled of every ending, before onSuccess or onExit', async () => {
    const popup = stubPopup();
    const calls: string[] = [];
    const flow = connectStore({
      authConfigId: await authConfigFor(),
      userId: 'u',
      onSettled: (id) => calls.push(`settled ${id}`),
      onSuccess: () => calls.push('success'),
      onExit: () => calls.push('exit'),
    });
    flow.store.start();
    const { connectedAccountId } = await until(flow.store, status('waiting'));
    postCallback(await finishHostedPage(popup.location.href));
    await until(flow.store, status('active'));
    stubPopup();
    flow.store.start();
    flow.store.cancel();
    await until(flow.store, status('cancelled'));
    expect(calls).toEqual([`settled ${connectedAccountId}`, 'success', 'settled null', 'exit']);
    // The second click's link, made after its cancel, is given up at the service (before the service closes).
    const links = async () => (await kit.client.connectedAccounts.list({ user_ids: ['u'] })).items.map((account) => account.latest_link?.status);
    await vi.waitFor(async () => expect(await links()).toContain('CANCELLED'), { timeout: SIGNAL_TIMEOUT_MS });
  });
});
