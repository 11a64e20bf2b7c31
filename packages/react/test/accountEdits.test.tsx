import { PatchbayApiError } from '@patchbay/client';
import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useConnectedAccount } from '../src/hooks/connectedAccounts/useConnectedAccount';
import { useConnectedAccounts } from '../src/hooks/connectedAccounts/useConnectedAccounts';
import { useSetConnectedAccountEnabled } from '../src/hooks/connectedAccounts/useSetConnectedAccountEnabled';
import { useUpdateConnectedAccount } from '../src/hooks/connectedAccounts/useUpdateConnectedAccount';
import { useSetConnectedAccountEnabled as exportedEnabled, useUpdateConnectedAccount as exportedUpdate } from '../src';
import { connectAccount } from '@patchbay/server/testing';
import { holdRequests } from './holdRequests';
import { createTestKit, sequenceOf, type TestKit } from './renderWithServer';

let kit: TestKit;
beforeEach(() => {
  let now = Date.parse('2026-03-01T09:00:00.000Z');
  kit = createTestKit({ clock: () => new Date((now += 1)) });
});
afterEach(() => kit.close());

/** Two ACTIVE accounts of one app for user-1, the first labelled 'Work'. */
async function twoAccounts() {
  const authConfigId = (await kit.client.authConfigs.create({ toolkit: { slug: 'patchbay_noauth_demo' } })).auth_config.id;
  const work = await connectAccount(kit, { userId: 'user-1', authConfigId });
  await kit.client.connectedAccounts.update(work.id, { alias: 'Work' });
  const other = await connectAccount(kit, { userId: 'user-1', authConfigId });
  return { work: work.id, other: other.id };
}

describe('useUpdateConnectedAccount', () => {
  it('is exported from the package', () => {
    expect(exportedUpdate).toBe(useUpdateConnectedAccount);
    expect(exportedEnabled).toBe(useSetConnectedAccountEnabled);
  });

  it('shows the new alias in the list and the detail at once, and keeps it after the refetch', async () => {
    const { other } = await twoAccounts();
    const seen: string[] = [];
    const { result } = renderHook(
      () => {
        const view = { list: useConnectedAccounts({ user_ids: ['user-1'] }), one: useConnectedAccount(other), update: useUpdateConnectedAccount() };
        const shown = view.list.data?.items.find((account) => account.id === other);
        if (shown) seen.push(`${shown.alias ?? 'none'} ${view.update.status}`);
        return view;
      },
      { wrapper: kit.wrapper },
    );
    await waitFor(() => expect(result.current.list.isSuccess && result.current.one.isSuccess).toBe(true));

    const request = holdRequests(kit, 'PATCH', /\/connected_accounts\//);
    act(() => result.current.update.mutate({ id: other, alias: ' Personal ' }));
    await request.held;
    await waitFor(() => expect(result.current.one.data?.alias).toBe('Personal'));
    request.release();
    await waitFor(() => expect(result.current.update.isSuccess).toBe(true));
    expect(result.current.update.data).toEqual({ id: other, status: 'ACTIVE', success: true });
    expect(result.current.list.data?.items.find((account) => account.id === other)?.alias).toBe('Personal');
    expect(sequenceOf(seen)).toEqual(['none idle', 'Personal pending', 'Personal success']);
  });

  it('puts the alias back with the 409 when another account of the user has it', async () => {
    const { other } = await twoAccounts();
    const { result } = renderHook(() => ({ one: useConnectedAccount(other), update: useUpdateConnectedAccount() }), { wrapper: kit.wrapper });
    await waitFor(() => expect(result.current.one.isSuccess).toBe(true));
    act(() => result.current.update.mutate({ id: other, alias: 'work' }));
    await waitFor(() => expect(result.current.update.isError).toBe(true));
    expect(result.current.update.error).toBeInstanceOf(PatchbayApiError);
    expect(result.current.update.error).toMatchObject({ status: 409, slug: 'conflict' });
    expect(result.current.one.data?.alias).toBeNull();
  });
});

describe('useSetConnectedAccountEnabled', () => {
  it('disables and enables an account, shown at once in its detail', async () => {
    const { work } = await twoAccounts();
    const { result } = renderHook(() => ({ one: useConnectedAccount(work), setEnabled: useSetConnectedAccountEnabled() }), {
      wrapper: kit.wrapper,
    });
    await waitFor(() => expect(result.current.one.data?.is_disabled).toBe(false));

    const request = holdRequests(kit, 'PATCH', /\/status$/);
    act(() => result.current.setEnabled.mutate({ id: work, enabled: false }));
    await request.held;
    await waitFor(() => expect(result.current.one.data?.is_disabled).toBe(true));
    request.release();
    await waitFor(() => expect(result.current.setEnabled.isSuccess).toBe(true));
    expect((await kit.client.connectedAccounts.get(work)).is_disabled).toBe(true);

    await act(() => result.current.setEnabled.mutateAsync({ id: work, enabled: true }));
    await waitFor(() => expect(result.current.one.data?.is_disabled).toBe(false));
  });
});
