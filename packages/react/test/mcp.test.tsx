import { PatchbayApiError } from '@patchbay/client';
import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useConnectedAccounts } from '../src/hooks/connectedAccounts/useConnectedAccounts';
import { useCreateMcpInstance } from '../src/hooks/mcp/useCreateMcpInstance';
import { useCreateMcpServer } from '../src/hooks/mcp/useCreateMcpServer';
import { useDeleteMcpInstance } from '../src/hooks/mcp/useDeleteMcpInstance';
import { useDeleteMcpServer } from '../src/hooks/mcp/useDeleteMcpServer';
import { useGenerateMcpUrl } from '../src/hooks/mcp/useGenerateMcpUrl';
import { useMcpInstances } from '../src/hooks/mcp/useMcpInstances';
import { useMcpServer } from '../src/hooks/mcp/useMcpServer';
import { useMcpServers } from '../src/hooks/mcp/useMcpServers';
import { useUpdateMcpServer } from '../src/hooks/mcp/useUpdateMcpServer';
import { mcpKeys } from '../src/queries/mcp';
import { connectAccount } from '@patchbay/server/testing';
import { createTestKit, type TestKit } from './renderWithServer';

let kit: TestKit;
beforeEach(() => {
  kit = createTestKit();
});
afterEach(() => kit.close());

async function noAuthConfig(): Promise<string> {
  return (await kit.client.authConfigs.create({ toolkit: { slug: 'patchbay_noauth_demo' } })).auth_config.id;
}

describe('MCP hooks', () => {
  it('runs a server and its instances from creation to deletion', async () => {
    const authConfigId = await noAuthConfig();
    const servers = renderHook(
      () => ({ list: useMcpServers(), create: useCreateMcpServer(), update: useUpdateMcpServer(), remove: useDeleteMcpServer() }),
      { wrapper: kit.wrapper },
    );
    await waitFor(() => expect(servers.result.current.list.isSuccess).toBe(true));
    expect(servers.result.current.list.data?.items).toEqual([]);

    // After each mutation the hooks show what it changed with their next render, which the query client schedules on
    // a timer: each check waits for that render rather than for wherever the event loop happens to be.
    const server = await act(() => servers.result.current.create.mutateAsync({ name: 'Ops draft', auth_config_ids: [authConfigId] }));
    await waitFor(() => expect(servers.result.current.list.data?.items.map((s) => s.id)).toEqual([server.id]));
    // A rename reaches the cached list without a reload of the page.
    await act(() => servers.result.current.update.mutateAsync({ id: server.id, name: 'Ops server' }));
    await waitFor(() => expect(servers.result.current.list.data?.items.map((s) => s.name)).toEqual(['Ops server']));

    const { result } = renderHook(
      () => ({
        server: useMcpServer(server.id),
        instances: useMcpInstances(server.id),
        accounts: useConnectedAccounts({ user_ids: ['user-1'] }),
        create: useCreateMcpInstance(server.id),
        remove: useDeleteMcpInstance(server.id),
        generate: useGenerateMcpUrl(),
      }),
      { wrapper: kit.wrapper },
    );
    // The server is in the cache already (created, then renamed): no loading state.
    expect(result.current.server.data?.name).toBe('Ops server');
    await waitFor(() => expect(result.current.instances.isSuccess && result.current.accounts.isSuccess).toBe(true));
    expect(result.current.instances.data?.instances).toEqual([]);
    expect(result.current.accounts.data?.items).toEqual([]);

    // No connection yet: the service refuses with 422 and names the auth config.
    act(() => result.current.create.mutate({ user_id: 'user-1' }));
    await waitFor(() => expect(result.current.create.isError).toBe(true));
    expect(result.current.create.error).toBeInstanceOf(PatchbayApiError);
    expect(result.current.create.error).toMatchObject({ status: 422, slug: expect.any(String), errors: [authConfigId] });
    expect(result.current.create.error?.message).toContain("User 'user-1' has no ACTIVE connected account");

    const account = await connectAccount(kit, { userId: 'user-1', authConfigId });
    await act(() => result.current.create.mutateAsync({ user_id: 'user-1' }));
    // The refetch landed before the mutation resolved.
    expect(kit.queryClient.getQueryData(mcpKeys.instances(server.id))).toMatchObject({ instances: [{ instance_id: 'user-1' }] });
    await waitFor(() => expect(result.current.instances.data?.instances.map((i) => i.instance_id)).toEqual(['user-1']));
    await waitFor(() => expect(result.current.server.data?.server_instance_count).toBe(1));

    const urls = await act(() => result.current.generate.mutateAsync({ mcp_server_id: server.id, user_ids: ['user-1'] }));
    expect(urls.user_ids_url).toHaveLength(1);
    expect(urls.user_ids_url[0]).toContain(server.id);

    // The account was made outside these hooks: read the list again.
    await act(() => result.current.accounts.refetch());
    await waitFor(() => expect(result.current.accounts.data?.items.map((a) => a.id)).toEqual([account.id]));
    const deleted = await act(() => result.current.remove.mutateAsync('user-1'));
    expect(deleted.deleted_connected_accounts).toBe(1);
    expect(kit.queryClient.getQueryData(mcpKeys.instances(server.id))).toMatchObject({ instances: [] });
    await waitFor(() => expect(result.current.instances.data?.instances).toEqual([]));
    await waitFor(() => expect(result.current.accounts.data?.items).toEqual([]));

    await act(() => servers.result.current.remove.mutateAsync(server.id));
    await waitFor(() => expect(servers.result.current.list.data?.items).toEqual([]));
  });

  it('pages instances by number, keeping the previous page while the next loads', async () => {
    const authConfigId = await noAuthConfig();
    const server = await kit.client.mcp.createServer({ name: 'Paged server', auth_config_ids: [authConfigId] });
    for (const userId of ['a', 'b', 'c']) {
      await connectAccount(kit, { userId, authConfigId });
      await kit.client.mcp.createInstance(server.id, { user_id: userId });
    }
    const seen: { page: number; shown: number | undefined; placeholder: boolean }[] = [];
    const { result, rerender } = renderHook(
      ({ page }) => {
        const view = useMcpInstances(server.id, { page_no: page, limit: 2 });
        seen.push({ page, shown: view.data?.current_page, placeholder: view.isPlaceholderData });
        return view;
      },
      { wrapper: kit.wrapper, initialProps: { page: 1 } },
    );
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data).toMatchObject({ total_pages: 2, current_page: 1 });
    expect(result.current.data?.instances).toHaveLength(2);

    rerender({ page: 2 });
    expect(seen.at(-1)).toEqual({ page: 2, shown: 1, placeholder: true });
    await waitFor(() => expect(result.current.data?.current_page).toBe(2));
    expect(result.current.data?.instances).toHaveLength(1);
    expect(result.current.isPlaceholderData).toBe(false);
  });
});
