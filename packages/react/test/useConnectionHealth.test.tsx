import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { connectionAttentionOf } from '../src/hooks/connectedAccounts/connectionAttentionOf';
import { useConnectionHealth } from '../src/hooks/connectedAccounts/useConnectionHealth';
import { useUserConnections } from '../src/hooks/connectedAccounts/useUserConnections';
import { useConnectToolkit } from '../src/connect/useConnectToolkit';
import { connectionAttentionOf as exportedReason, useConnectionHealth as exportedHook } from '../src';
import { completeHostedPage, connectAccount, postCallback, stubPopup, testControls } from '@patchbay/server/testing';
import { createTestKit, type TestKit } from './renderWithServer';

let kit: TestKit;
let listRequests: number;
beforeEach(() => {
  kit = createTestKit({ testControls: true });
  window.history.replaceState(null, '', '/settings');
  listRequests = 0;
  const passOn = kit.server.fetch.bind(kit.server);
  kit.server.fetch = (request) => {
    if (request.method === 'GET' && new URL(request.url).pathname.endsWith('/connected_accounts')) listRequests++;
    return passOn(request);
  };
});
afterEach(() => kit.close());

const controls = () => testControls(kit.server);
const connectKey = async (userId: string) => connectAccount(kit, { userId, toolkit: 'patchbay_apikey_demo', fields: { api_key: 'pk_live' } });

describe('useConnectionHealth', () => {
  it('is exported from the package', () => {
    expect(exportedHook).toBe(useConnectionHealth);
    expect(exportedReason).toBe(connectionAttentionOf);
  });

  it('names the accounts whose access ended, with their app and why, on the list useUserConnections reads', async () => {
    const expired = await connectAccount(kit, { userId: 'user-1' });
    const revoked = await connectKey('user-1');
    const rejected = await connectAccount(kit, { userId: 'user-1' });
    await kit.client.connectedAccounts.update(rejected.id, { alias: 'Work' });
    const fine = await connectAccount(kit, { userId: 'user-1' });
    // Turned off by the user, a first attempt given up on and another user's account: nothing to ask.
    const turnedOff = await connectAccount(kit, { userId: 'user-1' });
    await controls().expireAccount(turnedOff.id, 'token_expired');
    await kit.client.connectedAccounts.updateStatus(turnedOff.id, false);
    await connectAccount(kit, { userId: 'user-1', action: 'cancel' });
    await controls().expireAccount((await connectAccount(kit, { userId: 'user-2' })).id, 'token_expired');

    await controls().expireAccount(expired.id, 'token_expired');
    await controls().expireAccount(revoked.id, 'access_revoked');
    // The app answers 401 to a tool the Work account runs.
    await controls().failToolkit('patchbay_noauth_demo', { status: 401 });
    await kit.client.tools.execute('PATCHBAY_NOAUTH_DEMO_GET_STATUS', { connected_account_id: rejected.id });
    listRequests = 0;

    const { result } = renderHook(() => ({ health: useConnectionHealth({ userId: 'user-1' }), list: useUserConnections('user-1') }), {
      wrapper: kit.wrapper,
    });
    expect(result.current.health).toMatchObject({ status: 'pending', needsAttention: false, connections: [] });
    await waitFor(() => expect(result.current.health.status).toBe('success'));
    expect(result.current.health.needsAttention).toBe(true);
    expect(result.current.health.connections.map(({ account, toolkit, slug, reason }) => [toolkit?.name, slug, account.id, reason])).toEqual([
      ['Acme Metrics', 'patchbay_apikey_demo', revoked.id, 'revoked'],
      ['Acme Status', 'patchbay_noauth_demo', expired.id, 'expired'],
      ['Acme Status', 'patchbay_noauth_demo', rejected.id, 'provider_rejected'],
    ]);
    expect(result.current.health.connections.map(({ account }) => account.id)).not.toContain(fine.id);
    // Each with all its app's accounts, working ones too, in the list's order: what names "Account 2".
    const groupOf = (slug: string) => result.current.list.groups.find((group) => group.slug === slug)!.accounts;
    for (const { slug, siblings } of result.current.health.connections) expect(siblings).toEqual(groupOf(slug));
    expect(groupOf('patchbay_noauth_demo').map((account) => account.id)).toEqual([expired.id, rejected.id, fine.id, turnedOff.id]);
    expect(result.current.list.accounts.map((account) => account.id)).toContain(turnedOff.id);
    // Both hooks read one list.
    expect(listRequests).toBe(1);
  });

  it('says the app refused stored credentials a check found bad (credentials_rejected), other for any other reason, and nothing for nothing at all', async () => {
    const config = (await kit.client.authConfigs.create({ toolkit: { slug: 'patchbay_apikey_demo' } })).auth_config.id;
    const { id } = await kit.client.connectedAccounts.create({
      auth_config: { id: config },
      connection: { user_id: 'user-1', state: { authScheme: 'API_KEY', val: { api_key: 'revoked' } } },
    });
    await kit.client.connectedAccounts.refresh(id, { validate_credentials: true });
    await connectAccount(kit, { userId: 'user-2' });

    const { result } = renderHook(() => [useConnectionHealth({ userId: 'user-1' }), useConnectionHealth({ userId: 'user-2' })], {
      wrapper: kit.wrapper,
    });
    await waitFor(() => expect(result.current.map((health) => health.status)).toEqual(['success', 'success']));
    expect(result.current[0]!.connections.map(({ account, reason }) => [account.id, account.status, account.status_reason_code, reason])).toEqual([
      [id, 'FAILED', 'credentials_rejected', 'provider_rejected'],
    ]);
    const failed = result.current[0]!.connections[0]!.account;
    expect(connectionAttentionOf({ ...failed, status: 'INACTIVE', status_reason_code: null })).toBe('other');
    expect(result.current[1]).toMatchObject({ needsAttention: false, connections: [] });
  });

  it('sees an account expire while the page is open: when the window gets focus back, and on its interval', async () => {
    const account = await connectAccount(kit, { userId: 'user-1' });
    const focusOnly = renderHook(() => useConnectionHealth({ userId: 'user-1', refetchInterval: false }), { wrapper: kit.wrapper });
    await waitFor(() => expect(focusOnly.result.current.status).toBe('success'));
    expect(focusOnly.result.current.needsAttention).toBe(false);

    await controls().expireAccount(account.id, 'token_expired');
    // The user comes back to the tab (TanStack Query's focus is the page becoming visible).
    act(() => void document.dispatchEvent(new Event('visibilitychange', { bubbles: true })));
    await waitFor(() => expect(focusOnly.result.current.needsAttention).toBe(true));
    expect(focusOnly.result.current.connections[0]).toMatchObject({ account: { id: account.id, status: 'EXPIRED' }, reason: 'expired' });
    focusOnly.unmount();

    const other = await connectAccount(kit, { userId: 'user-2' });
    const polling = renderHook(() => useConnectionHealth({ userId: 'user-2', refetchInterval: 40 }), { wrapper: kit.wrapper });
    await waitFor(() => expect(polling.result.current.status).toBe('success'));
    await controls().expireAccount(other.id, 'access_revoked');
    await waitFor(() => expect(polling.result.current.connections.map(({ reason }) => reason)).toEqual(['revoked']));
    // Its interval would go on polling past the test, into a closed service and a torn-down page.
    polling.unmount();
  });

  it('clears as soon as a reconnect of the same account finishes, with no focus and no interval', async () => {
    const account = await connectKey('user-1');
    await controls().expireAccount(account.id, 'token_expired');
    const popup = stubPopup();
    const { result, unmount } = renderHook(
      () => ({
        health: useConnectionHealth({ userId: 'user-1', refetchInterval: false, refetchOnWindowFocus: false }),
        reconnect: useConnectToolkit({ toolkit: 'patchbay_apikey_demo', userId: 'user-1', connectedAccountId: account.id, pollIntervalMs: 60_000 }),
      }),
      { wrapper: kit.wrapper },
    );
    await waitFor(() => expect(result.current.health.needsAttention).toBe(true));
    await waitFor(() => expect(result.current.reconnect.preparing).toBe(false));

    act(() => result.current.reconnect.connect());
    await waitFor(() => expect(result.current.reconnect.status).toBe('waiting'));
    // The account is being reconnected, not yet working again.
    expect(result.current.health.needsAttention).toBe(true);
    const response = await completeHostedPage(kit, popup.location.href, 'connect', { api_key: 'pk_renewed' });
    act(() => postCallback(new URL(response.headers.get('location')!)));
    await waitFor(() => expect(result.current.reconnect.status).toBe('active'));
    await waitFor(() => expect(result.current.health.needsAttention).toBe(false));
    expect(result.current.reconnect.connectedAccountId).toBe(account.id);
    expect((await kit.client.connectedAccounts.get(account.id)).status).toBe('ACTIVE');
    unmount();
  });
});
