import { PatchbayApiError } from '@patchbay/client';
import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useConnectedAccount } from '../src/hooks/connectedAccounts/useConnectedAccount';
import { useConnectedAccounts } from '../src/hooks/connectedAccounts/useConnectedAccounts';
import { useConnectionsByToolkit } from '../src/hooks/connectedAccounts/useConnectionsByToolkit';
import { useDeleteConnectedAccount } from '../src/hooks/connectedAccounts/useDeleteConnectedAccount';
import { useRefreshConnectedAccount } from '../src/hooks/connectedAccounts/useRefreshConnectedAccount';
import { connectAccount } from '@patchbay/server/testing';
import { holdRequests } from './holdRequests';
import { createTestKit, sequenceOf, type TestKit } from './renderWithServer';

let kit: TestKit;
beforeEach(() => {
  // Every reading of the clock is a millisecond later, so creation times are distinct.
  let now = Date.parse('2026-03-01T09:00:00.000Z');
  kit = createTestKit({ clock: () => new Date((now += 1)) });
});
afterEach(() => kit.close());

describe('connected account hooks', () => {
  it('lists a user’s accounts and reads one', async () => {
    const first = await connectAccount(kit, { userId: 'user-1' });
    const second = await connectAccount(kit, { userId: 'user-1', action: 'cancel' });
    await connectAccount(kit, { userId: 'user-2' });

    const { result } = renderHook(() => ({ list: useConnectedAccounts({ user_ids: ['user-1'] }), one: useConnectedAccount(first.id) }), {
      wrapper: kit.wrapper,
    });
    await waitFor(() => expect(result.current.list.isSuccess && result.current.one.isSuccess).toBe(true));
    expect(result.current.list.data?.items.map((a) => a.id)).toEqual([second.id, first.id]);
    expect(result.current.one.data).toMatchObject({ id: first.id, status: 'ACTIVE', user_id: 'user-1' });
  });

  it('refreshes a given-up attempt back to ACTIVE', async () => {
    const failed = await connectAccount(kit, { userId: 'user-1', action: 'cancel' });
    const { result } = renderHook(() => ({ account: useConnectedAccount(failed.id), refresh: useRefreshConnectedAccount() }), {
      wrapper: kit.wrapper,
    });
    await waitFor(() => expect(result.current.account.data?.status).toBe('EXPIRED'));
    await act(() => result.current.refresh.mutateAsync({ id: failed.id }));
    await waitFor(() => expect(result.current.refresh.data).toEqual({ id: failed.id, status: 'ACTIVE', redirect_url: null, expires_at: null }));
    expect(result.current.account.data?.status).toBe('ACTIVE');
  });

  it('removes a deleted account from every list at once, and it stays gone', async () => {
    const kept = await connectAccount(kit, { userId: 'user-1' });
    const doomed = await connectAccount(kit, { userId: 'user-1' });
    const seen: string[][] = [];
    const { result } = renderHook(
      () => {
        const view = {
          mine: useConnectedAccounts({ user_ids: ['user-1'] }),
          all: useConnectedAccounts(),
          remove: useDeleteConnectedAccount(),
        };
        if (view.mine.data) seen.push(view.mine.data.items.map((a) => a.id));
        return view;
      },
      { wrapper: kit.wrapper },
    );
    await waitFor(() => expect(result.current.mine.isSuccess && result.current.all.isSuccess).toBe(true));

    const request = holdRequests(kit, 'DELETE', /\/connected_accounts\//);
    act(() => result.current.remove.mutate(doomed.id));
    await request.held;
    await waitFor(() => expect(result.current.mine.data?.items.map((a) => a.id)).toEqual([kept.id]));
    expect(result.current.all.data?.items.map((a) => a.id)).toEqual([kept.id]);
    expect(result.current.mine.data?.total_items).toBe(1);

    request.release();
    await waitFor(() => expect(result.current.remove.isSuccess).toBe(true));
    expect(result.current.mine.data?.items.map((a) => a.id)).toEqual([kept.id]);
    expect(sequenceOf(seen.map((ids) => ids.join()))).toEqual([`${doomed.id},${kept.id}`, kept.id]);
  });

  it('brings the account back with the service’s error when the delete fails', async () => {
    const account = await connectAccount(kit, { userId: 'user-1' });
    const seen: string[] = [];
    const { result } = renderHook(
      () => {
        const view = { list: useConnectedAccounts({ user_ids: ['user-1'] }), remove: useDeleteConnectedAccount() };
        if (view.list.data) seen.push(`${view.list.data.items.length === 1 ? 'listed' : 'gone'} ${view.remove.status}`);
        return view;
      },
      { wrapper: kit.wrapper },
    );
    await waitFor(() => expect(result.current.list.isSuccess).toBe(true));
    // Deleted elsewhere meanwhile: deleting it again is refused with a 422.
    await kit.client.connectedAccounts.delete(account.id);

    const request = holdRequests(kit, 'DELETE', /\/connected_accounts\//);
    act(() => result.current.remove.mutate(account.id));
    await request.held;
    await waitFor(() => expect(result.current.list.data?.items).toEqual([]));

    const refetch = holdRequests(kit, 'GET', /\/connected_accounts$/);
    request.release();
    await waitFor(() => expect(result.current.remove.isError).toBe(true));
    expect(result.current.list.data?.items.map((a) => a.id)).toEqual([account.id]);
    const error = result.current.remove.error;
    expect(error).toBeInstanceOf(PatchbayApiError);
    expect(error).toMatchObject({ status: 422, detail: `Connected account '${account.id}' is already deleted.` });

    // The refetch that follows shows the service's truth.
    refetch.release();
    await waitFor(() => expect(result.current.list.data?.items).toEqual([]));
    expect(sequenceOf(seen)).toEqual(['listed idle', 'gone pending', 'listed error', 'gone error']);
  });
});

describe('useConnectionsByToolkit', () => {
  it('picks the ACTIVE account over a newer given-up one, and counts no attempt that never connected', async () => {
    const active = await connectAccount(kit, { userId: 'user-1' });
    const newerCancelled = await connectAccount(kit, { userId: 'user-1', action: 'cancel' });
    // Only cancelled attempts: the user never connected this toolkit.
    await connectAccount(kit, { userId: 'user-1', toolkit: 'patchbay_oauth_demo', action: 'cancel' });
    await connectAccount(kit, { userId: 'user-2', toolkit: 'patchbay_apikey_demo', fields: { api_key: 'pk_test' } });
    expect(newerCancelled.created_at > active.created_at).toBe(true);

    const { result } = renderHook(() => useConnectionsByToolkit('user-1'), { wrapper: kit.wrapper });
    expect(result.current.connections.size).toBe(0);
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data?.items).toHaveLength(3);
    expect(Object.fromEntries([...result.current.connections].map(([slug, a]) => [slug, a.id]))).toEqual({
      patchbay_noauth_demo: active.id,
    });
  });

  it('stays idle without a user', () => {
    const { result } = renderHook(() => useConnectionsByToolkit(undefined), { wrapper: kit.wrapper });
    expect(result.current.fetchStatus).toBe('idle');
    expect(result.current.connections.size).toBe(0);
  });
});
