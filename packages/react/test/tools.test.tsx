import { PatchbayApiError, type Tool } from '@patchbay/client';
import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useConnectedAccounts } from '../src/hooks/connectedAccounts/useConnectedAccounts';
import { useExecuteTool } from '../src/hooks/tools/useExecuteTool';
import { useTool } from '../src/hooks/tools/useTool';
import { useTools } from '../src/hooks/tools/useTools';
import { toolKeys, toolQueryOptions, toolsInfiniteQueryOptions, type ToolFilters } from '../src/queries/tools';
import { connectAccount } from '@patchbay/server/testing';
import { createTestKit, sequenceOf, type TestKit } from './renderWithServer';

let kit: TestKit;
beforeEach(() => {
  kit = createTestKit();
});
afterEach(() => kit.close());

const TASKS = 'patchbay_oauth_demo';
const slugs = (tools: Tool[]) => tools.map((t) => t.slug);

describe('useTools', () => {
  it('applies the filters and walks the pages with fetchNextPage', async () => {
    const filters: ToolFilters = { toolkit_slug: TASKS, limit: 2 };
    const { result } = renderHook(() => useTools(filters), { wrapper: kit.wrapper });
    expect(result.current.tools).toEqual([]);
    expect(result.current.totalItems).toBeUndefined();

    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    const all = await kit.client.tools.list({ toolkit_slug: TASKS, limit: 100 });
    expect(all.total_items).toBe(6);
    expect(result.current.totalItems).toBe(6);
    expect(slugs(result.current.tools)).toEqual(slugs(all.items).slice(0, 2));
    expect(result.current.tools[0]?.input_parameters).toMatchObject({ type: 'object', properties: expect.any(Object) });

    await act(() => result.current.fetchNextPage());
    await act(() => result.current.fetchNextPage());
    // The last page reaches the hook in a render of its own, after fetchNextPage resolves.
    await waitFor(() => expect(result.current.data?.pages).toHaveLength(3));
    expect(slugs(result.current.tools)).toEqual(slugs(all.items));
    expect(result.current.tools.every((tool) => tool.toolkit.slug === TASKS)).toBe(true);
    expect(result.current.hasNextPage).toBe(false);
  });

  it('narrows by text, slugs and tags, keeping the previous tools on screen while each loads', async () => {
    const seen: { filters: ToolFilters; slugs: string[]; placeholder: boolean }[] = [];
    const initialProps: { filters: ToolFilters } = { filters: { toolkit_slug: 'patchbay_apikey_demo', query: 'dashboards' } };
    const { result, rerender } = renderHook(
      ({ filters }: { filters: ToolFilters }) => {
        const view = useTools(filters);
        seen.push({ filters, slugs: slugs(view.tools), placeholder: view.isPlaceholderData });
        return view;
      },
      { wrapper: kit.wrapper, initialProps },
    );
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(slugs(result.current.tools)).toEqual(['PATCHBAY_APIKEY_DEMO_LIST_DASHBOARDS']);

    const picked: ToolFilters = { tool_slugs: ['PATCHBAY_NOAUTH_DEMO_GET_STATUS', 'PATCHBAY_OAUTH_DEMO_GET_TASK'] };
    rerender({ filters: picked });
    await waitFor(() => expect(result.current.isPlaceholderData).toBe(false));
    expect(slugs(result.current.tools).sort()).toEqual(['PATCHBAY_NOAUTH_DEMO_GET_STATUS', 'PATCHBAY_OAUTH_DEMO_GET_TASK']);
    const afterSwitch = seen.filter((s) => s.filters === picked);
    // First the old tools, marked as placeholder; never an empty list.
    expect(afterSwitch[0]).toEqual({ filters: picked, slugs: ['PATCHBAY_APIKEY_DEMO_LIST_DASHBOARDS'], placeholder: true });
    expect(afterSwitch.every((s) => s.slugs.length > 0)).toBe(true);

    rerender({ filters: { toolkit_slug: TASKS, tags: ['readOnlyHint'] } });
    await waitFor(() => expect(result.current.isPlaceholderData).toBe(false));
    expect(slugs(result.current.tools)).toEqual(['PATCHBAY_OAUTH_DEMO_LIST_TASKS', 'PATCHBAY_OAUTH_DEMO_GET_TASK']);
    for (const tool of result.current.tools) expect(tool.tags).toContain('readOnlyHint');
  });

  it('surfaces a bad filter as the client error, naming the field', async () => {
    const { result } = renderHook(() => useTools({ toolkit_slug: 'no_such_toolkit' }), { wrapper: kit.wrapper });
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error).toBeInstanceOf(PatchbayApiError);
    expect(result.current.error).toMatchObject({ status: 400, slug: 'bad_request' });
    expect((result.current.error as PatchbayApiError).fieldErrors[0]).toMatchObject({ path: ['query', 'toolkit_slug'], code: 'invalid_value' });
    expect(result.current.tools).toEqual([]);
  });

  it('renders prefetched pages at once', async () => {
    const filters: ToolFilters = { toolkit_slug: 'patchbay_noauth_demo' };
    await kit.queryClient.prefetchInfiniteQuery(toolsInfiniteQueryOptions(kit.client, filters));
    const { result } = renderHook(() => useTools(filters), { wrapper: kit.wrapper });
    expect(result.current.isSuccess).toBe(true);
    expect(slugs(result.current.tools)).toEqual(['PATCHBAY_NOAUTH_DEMO_GET_STATUS', 'PATCHBAY_NOAUTH_DEMO_LIST_INCIDENTS']);
  });
});

describe('useTool', () => {
  it('reads one tool with its schemas, idle until a slug is given', async () => {
    const { result, rerender } = renderHook(({ slug }: { slug?: string }) => useTool(slug), { wrapper: kit.wrapper, initialProps: {} });
    expect(result.current.fetchStatus).toBe('idle');
    rerender({ slug: 'PATCHBAY_OAUTH_DEMO_CREATE_TASK' });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data).toMatchObject({
      slug: 'PATCHBAY_OAUTH_DEMO_CREATE_TASK',
      name: 'Create task',
      toolkit: { slug: TASKS, name: 'Acme Tasks' },
      no_auth: false,
      input_parameters: { type: 'object', required: ['title'], additionalProperties: false },
    });
  });

  it('surfaces a 404 as the client error', async () => {
    const { result } = renderHook(() => useTool('NO_SUCH_TOOL'), { wrapper: kit.wrapper });
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error).toBeInstanceOf(PatchbayApiError);
    expect(result.current.error).toMatchObject({ status: 404, slug: 'not_found' });
    expect(result.current.error?.message).toContain('NO_SUCH_TOOL');
  });

  it('shares its cache with toolQueryOptions', async () => {
    const tool = await kit.queryClient.fetchQuery(toolQueryOptions(kit.client, 'PATCHBAY_NOAUTH_DEMO_GET_STATUS'));
    const { result } = renderHook(() => useTool('PATCHBAY_NOAUTH_DEMO_GET_STATUS'), { wrapper: kit.wrapper });
    expect(result.current.data).toBe(tool);
    expect(kit.queryClient.getQueryData(toolKeys.detail('PATCHBAY_NOAUTH_DEMO_GET_STATUS'))).toBe(tool);
  });
});

describe('useExecuteTool', () => {
  it('runs a no-auth tool end to end, through pending to its result', async () => {
    await kit.close();
    kit = createTestKit({ delayMs: 30 });
    const statuses: string[] = [];
    const { result } = renderHook(
      () => {
        const run = useExecuteTool();
        statuses.push(run.status);
        return run;
      },
      { wrapper: kit.wrapper },
    );
    act(() => result.current.mutate({ toolSlug: 'PATCHBAY_NOAUTH_DEMO_GET_STATUS' }));
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(sequenceOf(statuses)).toEqual(['idle', 'pending', 'success']);
    expect(result.current.data).toMatchObject({
      successful: true,
      error: null,
      error_code: null,
      data: { status: 'operational', components: expect.any(Array) },
      log_id: expect.stringMatching(/^log_/),
    });
  });

  it('runs a tool with the user’s connected account, and the next run sees what the first changed', async () => {
    const account = await connectAccount(kit, { userId: 'user-1', toolkit: 'patchbay_apikey_demo', fields: { api_key: 'pk_test' } });
    expect(account.status).toBe('ACTIVE');
    const { result } = renderHook(() => useExecuteTool(), { wrapper: kit.wrapper });

    const recorded = await act(() =>
      result.current.mutateAsync({
        toolSlug: 'PATCHBAY_APIKEY_DEMO_RECORD_METRIC',
        user_id: 'user-1',
        arguments: { name: 'signups', value: 3 },
      }),
    );
    expect(recorded).toMatchObject({ successful: true, data: { name: 'signups', value: 3 } });

    const queried = await act(() =>
      result.current.mutateAsync({
        toolSlug: 'PATCHBAY_APIKEY_DEMO_QUERY_METRIC',
        connected_account_id: account.id,
        arguments: { name: 'signups' },
      }),
    );
    expect(queried).toMatchObject({ successful: true, data: { name: 'signups', count: 1, sum: 3, latest: 3 } });
  });

  it('surfaces invalid arguments as the error, with a field error per field', async () => {
    await connectAccount(kit, { userId: 'user-1', toolkit: 'patchbay_apikey_demo', fields: { api_key: 'pk_test' } });
    const { result } = renderHook(() => useExecuteTool(), { wrapper: kit.wrapper });
    act(() => result.current.mutate({ toolSlug: 'PATCHBAY_APIKEY_DEMO_RECORD_METRIC', user_id: 'user-1', arguments: { value: 'three' } }));
    await waitFor(() => expect(result.current.isError).toBe(true));
    const error = result.current.error;
    expect(error).toBeInstanceOf(PatchbayApiError);
    expect(error).toMatchObject({ status: 400, slug: 'bad_request' });
    expect((error as PatchbayApiError).fieldErrors).toEqual([
      expect.objectContaining({ path: ['body', 'arguments', 'name'], code: 'required' }),
      expect.objectContaining({ path: ['body', 'arguments', 'value'], code: 'invalid_type' }),
    ]);
    expect(result.current.data).toBeUndefined();
  });

  it('surfaces a missing connection as a 422 naming the toolkit', async () => {
    const { result } = renderHook(() => useExecuteTool(), { wrapper: kit.wrapper });
    act(() => result.current.mutate({ toolSlug: 'PATCHBAY_OAUTH_DEMO_LIST_TASKS', user_id: 'nobody' }));
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error).toMatchObject({ status: 422, slug: 'missing_connected_account' });
    expect((result.current.error as PatchbayApiError).suggestedFix).toContain(TASKS);
  });

  it('refetches none of the Patchbay queries: a tool changes the app’s data, not the lists', async () => {
    await connectAccount(kit, { userId: 'user-1', toolkit: 'patchbay_apikey_demo', fields: { api_key: 'pk_test' } });
    const { result } = renderHook(
      () => ({ run: useExecuteTool(), accounts: useConnectedAccounts({ user_ids: ['user-1'] }), tools: useTools({ limit: 1 }) }),
      { wrapper: kit.wrapper },
    );
    await waitFor(() => expect(result.current.accounts.isSuccess && result.current.tools.isSuccess).toBe(true));
    const fetchedBefore = kit.queryClient
      .getQueryCache()
      .getAll()
      .map((query) => query.state.dataUpdateCount);

    await act(() =>
      result.current.run.mutateAsync({ toolSlug: 'PATCHBAY_APIKEY_DEMO_RECORD_METRIC', user_id: 'user-1', arguments: { name: 'n', value: 1 } }),
    );
    const queries = kit.queryClient.getQueryCache().getAll();
    expect(queries.map((query) => query.state.dataUpdateCount)).toEqual(fetchedBefore);
    expect(queries.every((query) => !query.state.isInvalidated && query.state.fetchStatus === 'idle')).toBe(true);
  });
});
