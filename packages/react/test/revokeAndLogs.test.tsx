import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useConnectedAccount } from '../src/hooks/connectedAccounts/useConnectedAccount';
import { useConnectedAccounts } from '../src/hooks/connectedAccounts/useConnectedAccounts';
import { useRevokeConnectedAccount } from '../src/hooks/connectedAccounts/useRevokeConnectedAccount';
import { useToolExecutionLog } from '../src/hooks/logs/useToolExecutionLog';
import { useRevokeConnectedAccount as exportedRevoke, useToolExecutionLog as exportedLog } from '../src';
import { connectAccount } from '@patchbay/server/testing';
import { createTestKit, type TestKit } from './renderWithServer';

let kit: TestKit;
beforeEach(() => {
  kit = createTestKit();
});
afterEach(() => kit.close());

describe('useRevokeConnectedAccount', () => {
  it('is exported from the package', () => {
    expect(exportedRevoke).toBe(useRevokeConnectedAccount);
  });

  it('revokes the account, and the cached list and detail refetch to REVOKED', async () => {
    const account = await connectAccount(kit, { userId: 'user-1', toolkit: 'patchbay_apikey_demo', fields: { api_key: 'pk_react_revoke' } });
    const { result } = renderHook(
      () => ({ list: useConnectedAccounts({ user_ids: ['user-1'] }), one: useConnectedAccount(account.id), revoke: useRevokeConnectedAccount() }),
      { wrapper: kit.wrapper },
    );
    await waitFor(() => expect(result.current.one.data?.status).toBe('ACTIVE'));
    await waitFor(() => expect(result.current.list.isSuccess).toBe(true));

    act(() => result.current.revoke.mutate(account.id));
    await waitFor(() => expect(result.current.revoke.isSuccess).toBe(true));
    expect(result.current.revoke.data).toEqual({ revoked_tokens: ['credential'], connected_account: { id: account.id, status: 'REVOKED' } });
    await waitFor(() => expect(result.current.one.data?.status).toBe('REVOKED'));
    await waitFor(() => expect(result.current.list.data?.items.find((item) => item.id === account.id)?.status).toBe('REVOKED'));
  });

  it('rejects with the 409 for an account never connected', async () => {
    const authConfigId = (await kit.client.authConfigs.create({ toolkit: { slug: 'patchbay_oauth_demo' } })).auth_config.id;
    const link = await kit.client.connectedAccounts.link({ auth_config_id: authConfigId, user_id: 'user-1' });
    const { result } = renderHook(() => useRevokeConnectedAccount(), { wrapper: kit.wrapper });
    act(() => result.current.mutate(link.connected_account_id));
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error).toMatchObject({ status: 409, slug: 'conflict' });
  });
});

describe('useToolExecutionLog', () => {
  it('is exported from the package', () => {
    expect(exportedLog).toBe(useToolExecutionLog);
  });

  it('reads the log of an execution by its log_id, and stays idle without one', async () => {
    await connectAccount(kit, { userId: 'user-1' });
    const executed = await kit.client.tools.execute('PATCHBAY_NOAUTH_DEMO_GET_STATUS', { user_id: 'user-1', arguments: {} });
    const { result, rerender } = renderHook(({ logId }: { logId: string | null }) => useToolExecutionLog(logId), {
      wrapper: kit.wrapper,
      initialProps: { logId: null as string | null },
    });
    expect(result.current.fetchStatus).toBe('idle');
    rerender({ logId: executed.log_id });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data).toMatchObject({
      id: executed.log_id,
      type: 'tool.execution',
      status: 'success',
      metadata: { tool_slug: 'PATCHBAY_NOAUTH_DEMO_GET_STATUS', user_id: 'user-1' },
      data: { request: {}, response: { data: executed.data, error: null } },
    });
  });

  it('rejects with the 404 for a log that is not kept', async () => {
    const { result } = renderHook(() => useToolExecutionLog('log_doesnotexist1'), { wrapper: kit.wrapper });
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error).toMatchObject({ status: 404, slug: 'not_found' });
  });
});
