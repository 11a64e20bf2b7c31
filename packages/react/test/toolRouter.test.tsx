import { PatchbayApiError, type CreateToolRouterSessionRequest, type SessionConnectionsData, type SessionSearchRequest } from '@patchbay/client';
import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useConnectedAccounts } from '../src/hooks/connectedAccounts/useConnectedAccounts';
import { useCreateToolRouterSession } from '../src/hooks/toolRouter/useCreateToolRouterSession';
import { useExecuteMetaTool } from '../src/hooks/toolRouter/useExecuteMetaTool';
import { useExecuteSessionTool } from '../src/hooks/toolRouter/useExecuteSessionTool';
import { useSessionConnectLink } from '../src/connect/useSessionConnectLink';
import { useSessionSearch } from '../src/hooks/toolRouter/useSessionSearch';
import { useSessionToolkits } from '../src/hooks/toolRouter/useSessionToolkits';
import { useSessionTools } from '../src/hooks/toolRouter/useSessionTools';
import { useToolRouterSession } from '../src/hooks/toolRouter/useToolRouterSession';
import { sessionSearchQueryOptions, toolRouterKeys } from '../src/queries/toolRouter';
import { completeHostedPage, connectAccount, postCallback, stubPopup } from '@patchbay/server/testing';
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

async function createSession(userId = 'user-1', extra: Partial<CreateToolRouterSessionRequest> = {}): Promise<string> {
  const session = await kit.client.toolRouter.createSession({ user_id: userId, toolkits: { enable: TOOLKITS }, ...extra });
  return session.session_id;
}

const DEMOS = ['patchbay_noauth_demo', 'patchbay_oauth_demo', 'patchbay_apikey_demo'];
const METRICS = 'patchbay_apikey_demo';

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
    const { result } = renderHook(
      () => ({
        session: useToolRouterSession(null),
        toolkits: useSessionToolkits(undefined),
        tools: useSessionTools(null),
        search: useSessionSearch(undefined, { queries: [{ use_case: 'send an email' }] }),
      }),
      { wrapper: kit.wrapper },
    );
    expect(result.current.session.fetchStatus).toBe('idle');
    expect(result.current.toolkits.fetchStatus).toBe('idle');
    expect(result.current.toolkits.toolkits).toEqual([]);
    expect(result.current.tools.fetchStatus).toBe('idle');
    expect(result.current.search.fetchStatus).toBe('idle');
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
    expect(bySlug.get('patchbay_oauth_demo')?.connected_account?.status).toBe('EXPIRED');
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

describe('useSessionTools', () => {
  it('lists the meta tools the session offers, with their schemas', async () => {
    const full = await createSession('user-1', { manage_connections: { enable_wait_for_connections: true } });
    const bare = await createSession('user-1', { manage_connections: { enable: false } });
    const { result } = renderHook(
      () => ({ full: useSessionTools(full), bare: useSessionTools(bare, { select: (r) => r.items.map((t) => t.slug) }) }),
      {
        wrapper: kit.wrapper,
      },
    );
    await waitFor(() => expect(result.current.full.isSuccess && result.current.bare.isSuccess).toBe(true));
    expect(result.current.full.data?.items.map((tool) => tool.slug)).toEqual([
      'PATCHBAY_SEARCH_TOOLS',
      'PATCHBAY_MULTI_EXECUTE_TOOL',
      'PATCHBAY_MANAGE_CONNECTIONS',
      'PATCHBAY_WAIT_FOR_CONNECTIONS',
    ]);
    expect(result.current.full.data?.items[0]?.input_parameters).toMatchObject({ type: 'object', required: ['query'] });
    expect(result.current.bare.data).toEqual(['PATCHBAY_SEARCH_TOOLS', 'PATCHBAY_MULTI_EXECUTE_TOOL']);
  });

  it('surfaces an unknown session as a 404', async () => {
    const { result } = renderHook(() => useSessionTools('trs_unknown1234'), { wrapper: kit.wrapper });
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error).toBeInstanceOf(PatchbayApiError);
    expect(result.current.error).toMatchObject({ status: 404 });
  });
});

describe('useSessionSearch', () => {
  const METRIC: SessionSearchRequest = { queries: [{ use_case: 'record a metric data point' }] };
  const TASK: SessionSearchRequest = { queries: [{ use_case: 'create a task in Acme Tasks' }] };

  it('is a query keyed by its request: cached per request, the previous results shown while the next loads, idle without one', async () => {
    const sessionId = await createSession('user-1', { toolkits: { enable: DEMOS } });
    const seen: { request: SessionSearchRequest | null; first: string | undefined; placeholder: boolean }[] = [];
    const initialProps: { request: SessionSearchRequest | null } = { request: METRIC };
    const { result, rerender } = renderHook(
      ({ request }: { request: SessionSearchRequest | null }) => {
        const search = useSessionSearch(sessionId, request);
        seen.push({ request, first: search.data?.results[0]?.primary_tool_slugs[0], placeholder: search.isPlaceholderData });
        return search;
      },
      { wrapper: kit.wrapper, initialProps },
    );
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data?.results[0]).toMatchObject({ index: 1, use_case: 'record a metric data point' });
    expect(result.current.data?.results[0]?.primary_tool_slugs[0]).toBe('PATCHBAY_APIKEY_DEMO_RECORD_METRIC');
    expect(result.current.data?.tool_schemas.PATCHBAY_APIKEY_DEMO_RECORD_METRIC).toMatchObject({ toolkit: METRICS, hasFullSchema: true });
    const statuses = result.current.data?.toolkit_connection_statuses ?? [];
    expect(statuses.find((status) => status.toolkit === METRICS)).toMatchObject({ has_active_connection: false });

    rerender({ request: TASK });
    await waitFor(() => expect(result.current.isPlaceholderData).toBe(false));
    expect(result.current.data?.results[0]?.primary_tool_slugs[0]).toBe('PATCHBAY_OAUTH_DEMO_CREATE_TASK');
    expect(seen.find((s) => s.request === TASK)).toEqual({ request: TASK, first: 'PATCHBAY_APIKEY_DEMO_RECORD_METRIC', placeholder: true });

    // An equal request, built anew: read from the cache, no loading state.
    const cached = kit.queryClient.getQueryState(toolRouterKeys.search(sessionId, METRIC));
    rerender({ request: { queries: [{ use_case: 'record a metric data point' }] } });
    expect(result.current.isPlaceholderData).toBe(false);
    expect(result.current.data?.results[0]?.primary_tool_slugs[0]).toBe('PATCHBAY_APIKEY_DEMO_RECORD_METRIC');
    expect(kit.queryClient.getQueryState(toolRouterKeys.search(sessionId, METRIC))?.dataUpdatedAt).toBe(cached?.dataUpdatedAt);

    // Nothing to search: idle, and no stale results.
    rerender({ request: null });
    expect(result.current.fetchStatus).toBe('idle');
    expect(result.current.data).toBeUndefined();
    rerender({ request: { queries: [] } });
    expect(result.current.fetchStatus).toBe('idle');
  });

  it('surfaces a bad request as the error, and shares its cache with sessionSearchQueryOptions', async () => {
    const sessionId = await createSession();
    const tooMany = { queries: Array.from({ length: 8 }, () => ({ use_case: 'x' })) };
    const { result } = renderHook(() => useSessionSearch(sessionId, tooMany), { wrapper: kit.wrapper });
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error).toMatchObject({ status: 400, slug: 'bad_request' });
    expect((result.current.error as PatchbayApiError).errors[0]).toMatch(/^body\.queries/);

    const prefetched = await kit.queryClient.fetchQuery(sessionSearchQueryOptions(kit.client, sessionId, TASK));
    const search = renderHook(() => useSessionSearch(sessionId, TASK), { wrapper: kit.wrapper });
    expect(search.result.current.data).toBe(prefetched);
  });
});

describe('useExecuteSessionTool', () => {
  it('runs a session tool for the session’s user with their account', async () => {
    await connectAccount(kit, { userId: 'user-1', toolkit: METRICS, fields: { api_key: 'pk_test' } });
    const sessionId = await createSession('user-1', { toolkits: { enable: DEMOS } });
    const { result } = renderHook(() => useExecuteSessionTool(sessionId), { wrapper: kit.wrapper });
    const recorded = await act(() =>
      result.current.mutateAsync({ tool_slug: 'PATCHBAY_APIKEY_DEMO_RECORD_METRIC', arguments: { name: 'visits', value: 2 } }),
    );
    expect(recorded).toMatchObject({ successful: true, error: null, data: { name: 'visits', value: 2 }, log_id: expect.stringMatching(/^log_/) });
    const queried = await act(() => result.current.mutateAsync({ tool_slug: 'PATCHBAY_APIKEY_DEMO_QUERY_METRIC', arguments: { name: 'visits' } }));
    expect(queried.data).toMatchObject({ count: 1, sum: 2 });
  });

  it('surfaces invalid arguments with their field errors, and a tool outside the session as a 403', async () => {
    await connectAccount(kit, { userId: 'user-1', toolkit: METRICS, fields: { api_key: 'pk_test' } });
    const sessionId = await createSession('user-1', { toolkits: { enable: DEMOS } });
    const { result } = renderHook(() => useExecuteSessionTool(sessionId), { wrapper: kit.wrapper });

    act(() => result.current.mutate({ tool_slug: 'PATCHBAY_APIKEY_DEMO_RECORD_METRIC', arguments: {} }));
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error).toMatchObject({ status: 400, slug: 'bad_request' });
    expect((result.current.error as PatchbayApiError).fieldErrors[0]).toMatchObject({ path: ['body', 'arguments', 'name'], code: 'required' });

    // GitHub is in the catalog but not in this session.
    act(() => result.current.mutate({ tool_slug: 'GITHUB_CREATE_ISSUE', arguments: { title: 'Bug', body: 'It broke' } }));
    await waitFor(() => expect(result.current.error).toMatchObject({ status: 403, slug: 'forbidden' }));
    expect(result.current.error?.message).toContain('github');
  });
});

describe('useExecuteMetaTool', () => {
  it('connects through PATCHBAY_MANAGE_CONNECTIONS and PATCHBAY_WAIT_FOR_CONNECTIONS, the account queries following', async () => {
    const sessionId = await createSession('user-1', {
      toolkits: { enable: DEMOS },
      manage_connections: { enable_wait_for_connections: true },
    });
    const { result } = renderHook(
      () => ({
        meta: useExecuteMetaTool(sessionId),
        accounts: useConnectedAccounts({ user_ids: ['user-1'] }),
        connected: useSessionToolkits(sessionId, { is_connected: true, toolkits: [METRICS] }),
        search: useSessionSearch(sessionId, { queries: [{ use_case: 'record a metric data point' }] }),
      }),
      { wrapper: kit.wrapper },
    );
    await waitFor(() =>
      expect(result.current.accounts.isSuccess && result.current.connected.isSuccess && result.current.search.isSuccess).toBe(true),
    );
    const metricsStatus = () => result.current.search.data?.toolkit_connection_statuses.find((status) => status.toolkit === METRICS);
    expect(result.current.accounts.data?.items).toEqual([]);
    expect(metricsStatus()?.has_active_connection).toBe(false);

    const managed = await act(() => result.current.meta.mutateAsync({ slug: 'PATCHBAY_MANAGE_CONNECTIONS', arguments: { toolkits: [METRICS] } }));
    const [link] = (managed.data as unknown as SessionConnectionsData).connections;
    expect(link).toMatchObject({ toolkit: METRICS, connected: false, status: 'INITIATED', redirect_url: expect.stringMatching(/\/connect\/lt_/) });
    // The account it created is in the list by the render that shows the mutation settled.
    await waitFor(() => expect(result.current.meta.data).toBe(managed));
    expect(result.current.accounts.data?.items).toEqual([expect.objectContaining({ id: link?.connected_account_id, status: 'INITIATED' })]);

    await completeHostedPage(kit, link!.redirect_url!, 'connect', { api_key: 'pk_test' });
    const waited = await act(() =>
      result.current.meta.mutateAsync({ slug: 'PATCHBAY_WAIT_FOR_CONNECTIONS', arguments: { toolkits: [METRICS], timeout_seconds: 5 } }),
    );
    expect(waited).toMatchObject({ successful: true, data: { all_connected: true } });
    await waitFor(() => expect(result.current.meta.data).toBe(waited));
    expect(result.current.accounts.data?.items).toEqual([expect.objectContaining({ id: link?.connected_account_id, status: 'ACTIVE' })]);
    expect(result.current.connected.toolkits.map((toolkit) => toolkit.slug)).toEqual([METRICS]);
    expect(metricsStatus()).toMatchObject({ has_active_connection: true, connection_details: { connected_account_id: link?.connected_account_id } });
  });

  it('searches and multi-executes without refetching anything, and refuses a meta tool the session does not offer', async () => {
    const sessionId = await createSession('user-1', { toolkits: { enable: DEMOS }, manage_connections: { enable: false } });
    const { result } = renderHook(() => ({ meta: useExecuteMetaTool(sessionId), accounts: useConnectedAccounts() }), { wrapper: kit.wrapper });
    await waitFor(() => expect(result.current.accounts.isSuccess).toBe(true));
    const updates = () =>
      kit.queryClient
        .getQueryCache()
        .getAll()
        .map((query) => query.state.dataUpdateCount);
    const before = updates();

    const found = await act(() => result.current.meta.mutateAsync({ slug: 'PATCHBAY_SEARCH_TOOLS', arguments: { query: 'status', limit: 1 } }));
    expect(found).toMatchObject({
      successful: true,
      data: { tools: [expect.objectContaining({ slug: 'PATCHBAY_NOAUTH_DEMO_GET_STATUS', is_connected: true })] },
    });
    const multi = await act(() =>
      result.current.meta.mutateAsync({
        slug: 'PATCHBAY_MULTI_EXECUTE_TOOL',
        arguments: { tools: [{ tool_slug: 'PATCHBAY_NOAUTH_DEMO_GET_STATUS' }, { tool_slug: 'PATCHBAY_OAUTH_DEMO_LIST_TASKS' }] },
      }),
    );
    expect(multi).toMatchObject({
      successful: false,
      data: { results: [{ successful: true }, { successful: false, error_code: 'missing_connected_account' }] },
    });
    expect(updates()).toEqual(before);

    act(() => result.current.meta.mutate({ slug: 'PATCHBAY_MANAGE_CONNECTIONS', arguments: { toolkits: [METRICS] } }));
    await waitFor(() => expect(result.current.meta.isError).toBe(true));
    expect(result.current.meta.error).toMatchObject({ status: 403, slug: 'forbidden' });
  });
});
