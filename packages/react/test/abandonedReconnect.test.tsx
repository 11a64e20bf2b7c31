import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ConnectEvent, ConnectExit } from '@patchbay/core';
import { useConnectToolkit } from '../src/connect/useConnectToolkit';
import { useConnectAttempts } from '../src/connect/useConnectAttempts';
import { connectionAttentionOf } from '../src/hooks/connectedAccounts/connectionAttentionOf';
import { connectionStateOf } from '../src/hooks/connectedAccounts/connectionStateOf';
import { useConnectAttempts as exported } from '../src';
import { stubPopup, testControls } from '@patchbay/server/testing';
import { serveConnectTests } from './connectTestKit';
import type { TestKit } from './renderWithServer';

const tests = serveConnectTests();
let kit: TestKit;
beforeEach(async () => {
  kit = await tests.replaceKit({ testControls: true });
});
// Before the service closes: a hook left mounted would re-render when a later test's flow starts an attempt.
afterEach(cleanup);

const SERVICE = 'http://patchbay.test';

/** An Acme Tasks (OAuth) account of user-1, connected through the consent screen, whose token then expired. */
async function expiredOAuthAccount(): Promise<string> {
  const config = (await kit.client.authConfigs.create({ toolkit: { slug: 'patchbay_oauth_demo' } })).auth_config.id;
  const link = await kit.client.connectedAccounts.link({ auth_config_id: config, user_id: 'user-1' });
  const page = await (await kit.browserFetch(link.redirect_url)).text();
  const authorize = /href="([^"]*\/oauth\/authorize[^"]*)"/.exec(page)![1]!.replaceAll('&amp;', '&');
  const consent = await (await kit.browserFetch(authorize)).text();
  const form = new URLSearchParams({ decision: 'allow' });
  for (const [, name, value] of consent.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)"/g)) form.set(name!, value!);
  let location = (
    await kit.browserFetch(`${SERVICE}/oauth/authorize`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: form.toString(),
    })
  ).headers.get('location');
  while (location && new URL(location).origin === SERVICE) location = (await kit.browserFetch(location)).headers.get('location');
  await testControls(kit.server).expireAccount(link.connected_account_id, 'token_expired');
  return link.connected_account_id;
}

/** Waits until the refetches a flow's ending started are done, so none reaches the service after the test. */
const settled = () => waitFor(() => expect(kit.queryClient.isFetching()).toBe(0));

/** The reconnect flow of `id`, and the attempts this page makes, side by side. */
function renderReconnect(id: string) {
  const onExit = vi.fn<(exit: ConnectExit) => void>();
  const events: ConnectEvent[] = [];
  const view = renderHook(
    () => ({
      flow: useConnectToolkit({
        toolkit: undefined,
        userId: 'user-1',
        connectedAccountId: id,
        pollIntervalMs: 60_000,
        onExit,
        onEvent: (event) => events.push(event),
      }),
      attempts: useConnectAttempts(),
    }),
    { wrapper: kit.wrapper },
  );
  return { ...view, onExit, events };
}

async function startReconnect(hook: ReturnType<typeof renderReconnect>, id: string) {
  await waitFor(() => expect(hook.result.current.flow.preparing).toBe(false));
  const popup = stubPopup();
  act(() => hook.result.current.flow.connect());
  await waitFor(() => expect(hook.result.current.flow.status).toBe('waiting'));
  expect([...hook.result.current.attempts]).toEqual([id]);
  return popup;
}

describe('a reconnect given up in the app', () => {
  it('is exported from the package', () => {
    expect(exported).toBe(useConnectAttempts);
  });

  it('closing the window tells the service: the account is EXPIRED with its reason again, and the page makes no attempt', async () => {
    const id = await expiredOAuthAccount();
    const expired = await kit.client.connectedAccounts.get(id);
    const hook = renderReconnect(id);
    const popup = await startReconnect(hook, id);
    // Meanwhile the service shows the vendor's INITIATED, with what the account goes back to.
    expect(await kit.client.connectedAccounts.get(id)).toMatchObject({
      status: 'INITIATED',
      latest_link: { status: 'PENDING', previous: { status: 'EXPIRED', status_reason_code: 'token_expired' } },
    });

    popup.closed = true;
    await waitFor(() => expect(hook.onExit).toHaveBeenCalledTimes(1));
    expect(hook.result.current.flow.status).toBe('cancelled');
    expect(hook.result.current.attempts.size).toBe(0);
    // The app hears of the ending once the service has: the account it is given is the one it had.
    const exit = hook.onExit.mock.calls[0]![0];
    expect(exit).toMatchObject({ status: 'cancelled', reason: 'popup_closed', connectedAccountId: id });
    expect(exit.account).toMatchObject({ status: 'EXPIRED', status_reason: expired.status_reason, status_reason_code: 'token_expired' });
    expect(await kit.client.connectedAccounts.get(id)).toMatchObject({
      status: 'EXPIRED',
      status_reason: expired.status_reason,
      status_reason_code: 'token_expired',
      latest_link: { status: 'CANCELLED', reason_code: 'cancelled_by_user' },
    });
    await settled();
  });

  it("the app's cancel does the same", async () => {
    const id = await expiredOAuthAccount();
    const hook = renderReconnect(id);
    await startReconnect(hook, id);
    act(() => hook.result.current.flow.cancel());
    expect(hook.result.current.flow.status).toBe('cancelled');
    expect(hook.result.current.attempts.size).toBe(0);
    await waitFor(() => expect(hook.onExit).toHaveBeenCalledWith(expect.objectContaining({ status: 'cancelled', reason: 'cancelled_by_app' })));
    expect(await kit.client.connectedAccounts.get(id)).toMatchObject({ status: 'EXPIRED', status_reason_code: 'token_expired' });
    await settled();
  });

  it('a service without the call (the vendor has none) leaves the attempt pending: the kit reads the account as it was', async () => {
    const id = await expiredOAuthAccount();
    const passOn = kit.server.fetch.bind(kit.server);
    kit.server.fetch = (request) =>
      new URL(request.url).pathname.endsWith('/link/cancel') ? Promise.resolve(new Response('Not Found', { status: 404 })) : passOn(request);
    const hook = renderReconnect(id);
    await startReconnect(hook, id);
    act(() => hook.result.current.flow.cancel());
    await waitFor(() => expect(hook.onExit).toHaveBeenCalledTimes(1));
    expect(hook.events.map((event) => event.type)).toContain('cancel_failed');

    const pending = await kit.client.connectedAccounts.get(id);
    expect(pending).toMatchObject({ status: 'INITIATED', latest_link: { status: 'PENDING' } });
    expect(connectionStateOf(pending, hook.result.current.attempts)).toBe('needs-reconnecting');
    expect(connectionAttentionOf(pending)).toBe('expired');
    await settled();
  });
});
