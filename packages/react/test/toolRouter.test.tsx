import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useCreateToolRouterSession } from '../src/hooks/toolRouter/useCreateToolRouterSession';
import { useSessionConnectLink } from '../src/hooks/toolRouter/useSessionConnectLink';
import { useSessionToolkits } from '../src/hooks/toolRouter/useSessionToolkits';
import { useToolRouterSession } from '../src/hooks/toolRouter/useToolRouterSession';
import { completeHostedPage, connectAccount, postCallback, stubPopup } from './connectAccount';
import { createTestKit, sequenceOf, type TestKit } from './renderWithServer';

let kit: TestKit;
beforeEach(() => {
  kit = createTestKit();
  window.history.replaceState(null, '', '/agents/settings');
});
afterEach(async () => {
  vi.restoreAllMocks();
  window.sessionStorage.clear();
  await kit.close();
});

const TOOLKITS = ['patchbay_noauth_demo', 'patchbay_oauth_demo', 'github'];

async function createSession(userId = 'user-1'): Promise<string> {
  const session = await kit.client.toolRouter.createSession({ user_id: userId, toolkits: { enable: TOOLKITS } });
  return session.session_id;
}

describe('tool router session hooks', () => {
  it('creates a session that reads from the cache at once', async () => {
    const { result } = renderHook(() => useCreateToolRouterSession(), { wrapper: kit.wrapper });
    const created = await act(() => result.current.mutateAsync({ user_id: 'user-1', toolkits: { enable: TOOLKITS } }));
    expect(created.config.toolkits.enabled).toEqual(TOOLKITS);

    const session = renderHook(() => useToolRouterSession(created.session_id), { wrapper: kit.wrapper });
    // On the first render: no loading state.
    expect(session.result.current.isSuccess).toBe(true);
    expect(session.result.current.data).toEqual(created);
  });

  it('stays idle without a session id', () => {
    const { result } = renderHook(() => ({ session: useToolRouterSession(null), toolkits: useSessionToolkits(undefined) }), {
      wrapper: kit.wrapper,
    });
    expect(result.current.session.fetchStatus).toBe('idle');
    expect(result.current.toolkits.fetchStatus).toBe('idle');
    expect(result.current.toolkits.toolkits).toEqual([]);
  });
});

describe('useSessionToolkits', () => {
  it('lists the session’s toolkits, narrowed by search and is_connected', async () => {
    const sessionId = await createSession();
    await connectAccount(kit, { userId: 'user-1' });
    await connectAccount(kit, { userId: 'user-1', toolkit: 'patchbay_oauth_demo', action: 'cancel' });

    type Filters = Parameters<typeof useSessionToolkits>[1];
    const { result, rerender } = renderHook(({ filters }: { filters: Filters }) => useSessionToolkits(sessionId, filters), {
      wrapper: kit.wrapper,
      initialProps: { filters: {} },
    });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.toolkits.map((t) => t.slug).sort()).toEqual([...TOOLKITS].sort());
    const bySlug = new Map(result.current.toolkits.map((t) => [t.slug, t]));
    expect(bySlug.get('patchbay_noauth_demo')?.connected_account?.status).toBe('ACTIVE');
    expect(bySlug.get('patchbay_oauth_demo')?.connected_account?.status).toBe('FAILED');
    expect(bySlug.get('github')?.connected_account).toBeUndefined();

    rerender({ filters: { is_connected: true } });
    await waitFor(() => expect(result.current.isPlaceholderData).toBe(false));
    expect(result.current.toolkits.map((t) => t.slug)).toEqual(['patchbay_noauth_demo']);

    rerender({ filters: { search: 'acme' } });
    await waitFor(() => expect(result.current.isPlaceholderData).toBe(false));
    expect(result.current.toolkits.map((t) => t.slug).sort()).toEqual(['patchbay_noauth_demo', 'patchbay_oauth_demo']);

    rerender({ filters: { toolkits: ['github'] } });
    await waitFor(() => expect(result.current.isPlaceholderData).toBe(false));
    expect(result.current.toolkits.map((t) => t.slug)).toEqual(['github']);
  });
});

describe('useSessionConnectLink', () => {
  it('connects a session toolkit through the hosted page and refreshes the session’s toolkits', async () => {
    const popup = stubPopup();
    const sessionId = await createSession();
    const statuses: string[] = [];
    const { result } = renderHook(
      () => {
        const link = useSessionConnectLink(sessionId, 'patchbay_noauth_demo', { pollIntervalMs: 60_000 });
        const connected = useSessionToolkits(sessionId, { is_connected: true });
        statuses.push(link.status);
        return { link, connected };
      },
      { wrapper: kit.wrapper },
    );
    await waitFor(() => expect(result.current.connected.isSuccess).toBe(true));
    expect(result.current.connected.toolkits).toEqual([]);

    act(() => result.current.link.connect());
    await waitFor(() => expect(result.current.link.status).toBe('waiting'));
    expect(popup.location.href).toMatch(/^http:\/\/patchbay\.test\/connect\/lt_/);

    const response = await completeHostedPage(kit, popup.location.href);
    const callback = new URL(response.headers.get('location')!);
    expect(callback.pathname).toBe('/agents/settings');
    act(() => postCallback(callback));

    await waitFor(() => expect(result.current.link.status).toBe('active'));
    expect(sequenceOf(statuses)).toEqual(['idle', 'opening', 'waiting', 'active']);
    await waitFor(() => expect(result.current.connected.toolkits.map((t) => t.slug)).toEqual(['patchbay_noauth_demo']));
    expect(result.current.connected.toolkits[0]?.connected_account).toMatchObject({
      id: result.current.link.connectedAccountId,
      status: 'ACTIVE',
    });
  });
});
