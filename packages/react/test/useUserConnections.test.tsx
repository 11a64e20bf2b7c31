import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { connectionStateOf } from '../src/hooks/connectedAccounts/connectionStateOf';
import { useDeleteConnectedAccount } from '../src/hooks/connectedAccounts/useDeleteConnectedAccount';
import { useUserConnections } from '../src/hooks/connectedAccounts/useUserConnections';
import { connectionStateOf as exportedState, useUserConnections as exportedHook } from '../src';
import { connectAccount } from '@patchbay/server/testing';
import { createTestKit, type TestKit } from './renderWithServer';

let kit: TestKit;
let toolkitRequests: number;
beforeEach(() => {
  let now = Date.parse('2026-03-01T09:00:00.000Z');
  kit = createTestKit({ clock: () => new Date((now += 1)) });
  toolkitRequests = 0;
  const passOn = kit.server.fetch.bind(kit.server);
  kit.server.fetch = (request) => {
    if (new URL(request.url).pathname.includes('/toolkits')) toolkitRequests++;
    return passOn(request);
  };
});
afterEach(() => kit.close());

/** An Acme Metrics account that was connected with a key the app then refused on a refresh: FAILED, connected once. */
async function refusedKeyAccount(userId: string): Promise<string> {
  const config = (await kit.client.authConfigs.create({ toolkit: { slug: 'patchbay_apikey_demo' } })).auth_config.id;
  const { id } = await kit.client.connectedAccounts.create({
    auth_config: { id: config },
    connection: { user_id: userId, state: { authScheme: 'API_KEY', val: { api_key: 'revoked' } } },
  });
  await kit.client.connectedAccounts.refresh(id, { validate_credentials: true });
  return id;
}

describe('useUserConnections', () => {
  it('is exported from the package', () => {
    expect(exportedHook).toBe(useUserConnections);
    expect(exportedState).toBe(connectionStateOf);
  });

  it("groups the user's connected accounts by app, leaves out attempts never completed, and asks for the apps once", async () => {
    const authConfigId = (await kit.client.authConfigs.create({ toolkit: { slug: 'patchbay_noauth_demo' } })).auth_config.id;
    const work = await connectAccount(kit, { userId: 'user-1', authConfigId });
    await kit.client.connectedAccounts.update(work.id, { alias: 'Work' });
    const second = await connectAccount(kit, { userId: 'user-1', authConfigId });
    const metrics = await refusedKeyAccount('user-1');
    // Given up on the hosted page, and a link never opened: neither was ever connected.
    await connectAccount(kit, { userId: 'user-1', toolkit: 'patchbay_oauth_demo', action: 'cancel' });
    const tasksConfig = (await kit.client.authConfigs.create({ toolkit: { slug: 'patchbay_oauth_demo' } })).auth_config.id;
    await kit.client.connectedAccounts.link({ auth_config_id: tasksConfig, user_id: 'user-1' });
    await connectAccount(kit, { userId: 'user-2' });
    toolkitRequests = 0;

    const { result } = renderHook(() => useUserConnections('user-1'), { wrapper: kit.wrapper });
    expect(result.current.status).toBe('pending');
    await waitFor(() => expect(result.current.status).toBe('success'));
    expect(result.current.groups.map((group) => [group.toolkit?.name, group.accounts.map((account) => account.id)])).toEqual([
      ['Acme Metrics', [metrics]],
      ['Acme Status', [work.id, second.id]],
    ]);
    expect(result.current.groups[1]?.accounts[0]?.alias).toBe('Work');
    expect(result.current.accounts.map((account) => connectionStateOf(account))).toEqual(['needs-reconnecting', 'connected', 'connected']);
    expect(toolkitRequests).toBe(1);
  });

  it('says nothing is connected for a user with only abandoned attempts, without asking for apps', async () => {
    await connectAccount(kit, { userId: 'user-1', action: 'cancel' });
    const { result } = renderHook(() => useUserConnections('user-1'), { wrapper: kit.wrapper });
    await waitFor(() => expect(result.current.status).toBe('success'));
    expect(result.current.groups).toEqual([]);
    expect(toolkitRequests).toBe(0);
  });

  it('drops an app whose last account is deleted, with no loading state between', async () => {
    const status = await connectAccount(kit, { userId: 'user-1' });
    await refusedKeyAccount('user-1');
    const seen: string[] = [];
    const { result } = renderHook(
      () => {
        const view = { connections: useUserConnections('user-1'), remove: useDeleteConnectedAccount() };
        seen.push(`${view.connections.status} ${view.connections.groups.length}`);
        return view;
      },
      { wrapper: kit.wrapper },
    );
    await waitFor(() => expect(result.current.connections.groups).toHaveLength(2));
    await act(() => result.current.remove.mutateAsync(status.id));
    await waitFor(() => expect(result.current.connections.groups.map((group) => group.slug)).toEqual(['patchbay_apikey_demo']));
    expect(seen.slice(seen.indexOf('success 2'))).not.toContain('pending 0');
  });

  it('reports an error and loads again on refetch', async () => {
    await connectAccount(kit, { userId: 'user-1' });
    const passOn = kit.server.fetch.bind(kit.server);
    let failing = true;
    kit.server.fetch = (request) =>
      failing && request.method === 'GET' && new URL(request.url).pathname.endsWith('/connected_accounts')
        ? Promise.resolve(Response.json({ error: { message: 'down', code: 503, slug: 'unavailable', status: 503 } }, { status: 503 }))
        : passOn(request);
    const { result } = renderHook(() => useUserConnections('user-1'), { wrapper: kit.wrapper });
    await waitFor(() => expect(result.current.status).toBe('error'));
    expect(result.current.error).toMatchObject({ status: 503 });
    failing = false;
    act(() => result.current.refetch());
    await waitFor(() => expect(result.current.status).toBe('success'));
    expect(result.current.groups).toHaveLength(1);
  });
});

describe('connectionStateOf', () => {
  it('tells connected, disabled, needs reconnecting, reconnecting, connecting and not connected apart', async () => {
    const active = await connectAccount(kit, { userId: 'user-1' });
    const refused = await refusedKeyAccount('user-1');
    const disabled = await connectAccount(kit, { userId: 'user-1' });
    await kit.client.connectedAccounts.updateStatus(disabled.id, false);
    const givenUp = await connectAccount(kit, { userId: 'user-1', toolkit: 'patchbay_oauth_demo', action: 'cancel' });
    const tasksConfig = (await kit.client.authConfigs.create({ toolkit: { slug: 'patchbay_oauth_demo' } })).auth_config.id;
    const waiting = await kit.client.connectedAccounts.link({ auth_config_id: tasksConfig, user_id: 'user-2' });
    const state = async (id: string) => connectionStateOf(await kit.client.connectedAccounts.get(id));

    expect(await state(active.id)).toBe('connected');
    expect(await state(refused)).toBe('needs-reconnecting');
    expect(await state(disabled.id)).toBe('disabled');
    expect(await state(givenUp.id)).toBe('not-connected');
    expect(await state(waiting.connected_account_id)).toBe('connecting');
    // A reconnect (new credentials on the hosted page) started and not finished: reconnecting only where a flow of
    // this page makes it (`useConnectAttempts`); one no flow here waits on (another tab's, a closed window's) changes nothing.
    await kit.client.connectedAccounts.refresh(refused, { collect_credentials: true });
    expect(await state(refused)).toBe('needs-reconnecting');
    expect(connectionStateOf(await kit.client.connectedAccounts.get(refused), new Set([refused]))).toBe('reconnecting');
    // A first attempt is connecting wherever it is made.
    expect(connectionStateOf(await kit.client.connectedAccounts.get(waiting.connected_account_id), new Set([waiting.connected_account_id]))).toBe(
      'connecting',
    );
  });
});
