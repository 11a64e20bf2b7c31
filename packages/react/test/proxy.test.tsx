import { PatchbayApiError } from '@patchbay/client';
import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useProxy } from '../src/hooks/proxy/useProxy';
import { connectAccount } from '@patchbay/server/testing';
import { createTestKit, type TestKit } from './renderWithServer';

let kit: TestKit;
beforeEach(() => {
  kit = createTestKit();
});
afterEach(() => kit.close());

describe('useProxy', () => {
  it('calls the sandbox API through a connected account', async () => {
    const account = await connectAccount(kit, { userId: 'user-1' });
    expect(account.status).toBe('ACTIVE');
    const { result } = renderHook(() => useProxy(), { wrapper: kit.wrapper });
    expect(result.current.status).toBe('idle');

    const response = await act(() => result.current.mutateAsync({ endpoint: '/status', method: 'GET', connected_account_id: account.id }));
    expect(response.status).toBe(200);
    expect(response.data).toMatchObject({ status: 'operational' });
    await waitFor(() => expect(result.current.data).toBe(response));
  });

  it('reports the third party’s 404 as data, and the service’s refusal as error', async () => {
    const account = await connectAccount(kit, { userId: 'user-1' });
    const { result } = renderHook(() => useProxy(), { wrapper: kit.wrapper });

    const missing = await act(() => result.current.mutateAsync({ endpoint: '/nowhere', method: 'GET', connected_account_id: account.id }));
    expect(missing.status).toBe(404);

    await kit.client.connectedAccounts.delete(account.id);
    act(() => result.current.mutate({ endpoint: '/status', method: 'GET', connected_account_id: account.id }));
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error).toBeInstanceOf(PatchbayApiError);
    expect(result.current.error).toMatchObject({ status: 422 });
  });
});
