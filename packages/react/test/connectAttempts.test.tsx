import { act, renderHook, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ConnectExit } from '@patchbay/core';
import { useConnectLink, type UseConnectLinkOptions } from '../src/connect/useConnectLink';
import { useConnectToolkit, type UseConnectToolkitOptions } from '../src/connect/useConnectToolkit';
import { completeHostedPage, connectAccount, postCallback, stubPopup } from '@patchbay/server/testing';
import { serveConnectTests } from './connectTestKit';
import { sequenceOf, type TestKit } from './renderWithServer';

const tests = serveConnectTests();
let kit: TestKit;
beforeEach(() => {
  kit = tests.kit();
});

/** Renders a connect hook with a spy `onExit`, recording each status it passes through. */
function renderFlow<O extends { onExit?: (exit: ConnectExit) => void }, R extends { status: string }>(useFlow: (options: O) => R, options: O) {
  const statuses: string[] = [];
  const onExit = vi.fn<(exit: ConnectExit) => void>();
  const view = renderHook(
    () => {
      const result = useFlow({ onExit, ...options });
      statuses.push(result.status);
      return result;
    },
    { wrapper: kit.wrapper },
  );
  return { ...view, statuses: () => sequenceOf(statuses), onExit };
}
const renderLink = (options: UseConnectLinkOptions) => renderFlow(useConnectLink, options);
const renderToolkit = (options: UseConnectToolkitOptions) => renderFlow(useConnectToolkit, options);

const accountsOf = async (userId: string) => (await kit.client.connectedAccounts.list({ user_ids: [userId] })).items;

describe('connect attempts the user retries', () => {
  it('close the popup, try again, cancel, try again: one account, nothing FAILED, then active', async () => {
    const authConfigId = (await kit.client.authConfigs.create({ toolkit: { slug: 'patchbay_noauth_demo' } })).auth_config.id;
    const hook = renderLink({ authConfigId, userId: 'user-1', pollIntervalMs: 60_000 });

    let popup = stubPopup();
    act(() => hook.result.current.connect());
    await waitFor(() => expect(hook.result.current.status).toBe('waiting'));
    const first = hook.result.current.connectedAccountId;
    popup.closed = true;
    await waitFor(() => expect(hook.result.current.status).toBe('cancelled'));

    popup = stubPopup();
    act(() => hook.result.current.connect());
    await waitFor(() => expect(hook.result.current.status).toBe('waiting'));
    expect(hook.result.current.connectedAccountId).toBe(first);
    const cancelled = await completeHostedPage(kit, popup.location.href, 'cancel');
    act(() => postCallback(new URL(cancelled.headers.get('location')!)));
    await waitFor(() => expect(hook.result.current.status).toBe('cancelled'));
    expect(hook.onExit).toHaveBeenLastCalledWith(expect.objectContaining({ status: 'cancelled', reason: 'cancelled_by_user' }));

    popup = stubPopup();
    act(() => hook.result.current.connect());
    await waitFor(() => expect(hook.result.current.status).toBe('waiting'));
    expect(hook.result.current.connectedAccountId).toBe(first);
    const done = await completeHostedPage(kit, popup.location.href);
    act(() => postCallback(new URL(done.headers.get('location')!)));
    await waitFor(() => expect(hook.result.current.status).toBe('active'));

    const accounts = await accountsOf('user-1');
    expect(accounts.map((account) => [account.id, account.status])).toEqual([[first, 'ACTIVE']]);
    expect(accounts[0]?.connected_at).toEqual(expect.any(String));
  });

  it('labels the account with the alias the caller passes, and a second account of the app with another', async () => {
    const authConfigId = (await kit.client.authConfigs.create({ toolkit: { slug: 'patchbay_noauth_demo' } })).auth_config.id;
    const hook = renderLink({ authConfigId, userId: 'user-1', pollIntervalMs: 60_000, alias: 'Work' });
    for (const alias of [undefined, 'Personal']) {
      const popup = stubPopup();
      act(() => hook.result.current.connect(alias ? { alias } : {}));
      await waitFor(() => expect(hook.result.current.status).toBe('waiting'));
      const done = await completeHostedPage(kit, popup.location.href);
      act(() => postCallback(new URL(done.headers.get('location')!)));
      await waitFor(() => expect(hook.result.current.status).toBe('active'));
    }
    expect((await accountsOf('user-1')).map((account) => account.alias).sort()).toEqual(['Personal', 'Work']);
  });
});

describe('reconnect (useConnectToolkit with connectedAccountId)', () => {
  it('asks an API-key account for its new key on the hosted form, waits while the account stays ACTIVE, and keeps the id', async () => {
    const account = await connectAccount(kit, { userId: 'user-1', toolkit: 'patchbay_apikey_demo', fields: { api_key: 'pk_old', region: 'us' } });
    const hook = renderToolkit({ toolkit: undefined, userId: 'user-1', connectedAccountId: account.id, pollIntervalMs: 20 });
    await waitFor(() => expect(hook.result.current.preparing).toBe(false));

    const popup = stubPopup();
    act(() => hook.result.current.connect());
    await waitFor(() => expect(hook.result.current.status).toBe('waiting'));
    expect(popup.location.href).toMatch(/^http:\/\/patchbay\.test\/connect\/lt_/);
    const page = await (await kit.browserFetch(popup.location.href)).text();
    expect(page).toContain('<h1>Reconnect Acme Metrics</h1>');

    // Polls see the account ACTIVE all along: the flow waits for the user anyway.
    // The poll that read the account ACTIVE decided in the same turn: still waiting (several polls: see the store's tests).
    await waitFor(() => expect(hook.result.current.account?.status).toBe('ACTIVE'));
    expect(hook.result.current.status).toBe('waiting');

    const done = await completeHostedPage(kit, popup.location.href, 'connect', { api_key: 'pk_new', region: 'us' });
    expect(done.status).toBe(303);
    await waitFor(() => expect(hook.result.current.status).toBe('active'));
    expect(hook.statuses()).toEqual(['idle', 'opening', 'waiting', 'active']);
    expect(hook.result.current.connectedAccountId).toBe(account.id);
    expect(kit.server.store.get('connected_accounts', account.id)?.credentials.api_key).toBe('pk_new');
    expect(await accountsOf('user-1')).toHaveLength(1);
  });

  it('reports cancelled, not active, when the user cancels the reconnect, and the account stays as it was', async () => {
    const account = await connectAccount(kit, { userId: 'user-1', toolkit: 'patchbay_apikey_demo', fields: { api_key: 'pk_old', region: 'us' } });
    const hook = renderToolkit({ toolkit: undefined, userId: 'user-1', connectedAccountId: account.id, pollIntervalMs: 20 });
    await waitFor(() => expect(hook.result.current.preparing).toBe(false));

    const popup = stubPopup();
    act(() => hook.result.current.connect());
    await waitFor(() => expect(hook.result.current.status).toBe('waiting'));
    // No message: polling alone must tell the cancel from the account's (unchanged) ACTIVE.
    await completeHostedPage(kit, popup.location.href, 'cancel');
    await waitFor(() => expect(hook.result.current.status).toBe('cancelled'));
    expect(hook.onExit).toHaveBeenCalledWith(expect.objectContaining({ status: 'cancelled', reason: 'cancelled_by_user' }));
    expect(hook.result.current.account).toMatchObject({ status: 'ACTIVE', latest_link: { status: 'CANCELLED', reconnect: true } });
    expect(kit.server.store.get('connected_accounts', account.id)?.credentials.api_key).toBe('pk_old');
  });
});
