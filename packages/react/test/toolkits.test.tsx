import { PatchbayApiError, type Toolkit } from '@patchbay/client';
import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useToolkit } from '../src/hooks/toolkits/useToolkit';
import { useToolkitCategories } from '../src/hooks/toolkits/useToolkitCategories';
import { useToolkits } from '../src/hooks/toolkits/useToolkits';
import { toolkitQueryOptions, toolkitsInfiniteQueryOptions, type ToolkitFilters } from '../src/queries/toolkits';
import { createTestKit, type TestKit } from './renderWithServer';

let kit: TestKit;
beforeEach(() => {
  kit = createTestKit();
});
afterEach(() => kit.close());

const slugs = (toolkits: Toolkit[]) => toolkits.map((t) => t.slug);

describe('useToolkits', () => {
  it('applies the filters and walks the pages with fetchNextPage', async () => {
    const filters: ToolkitFilters = { category: 'developer-tools', sort_by: 'alphabetically', limit: 5 };
    const { result } = renderHook(() => useToolkits(filters), { wrapper: kit.wrapper });
    expect(result.current.toolkits).toEqual([]);
    expect(result.current.totalItems).toBeUndefined();

    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    const first = await kit.client.toolkits.list(filters);
    expect(slugs(result.current.toolkits)).toEqual(slugs(first.items));
    expect(result.current.totalItems).toBe(first.total_items);
    expect(result.current.toolkits.every((t) => t.meta.categories.some((c) => c.id === 'developer-tools'))).toBe(true);
    expect(result.current.hasNextPage).toBe(true);

    await act(() => result.current.fetchNextPage());
    const second = await kit.client.toolkits.list({ ...filters, cursor: first.next_cursor! });
    // The next page reaches the hook in a render of its own, after fetchNextPage resolves.
    await waitFor(() => expect(slugs(result.current.toolkits)).toEqual([...slugs(first.items), ...slugs(second.items)]));
    expect(result.current.data?.pages).toHaveLength(2);
  });

  it('narrows with search, and stops at the last page', async () => {
    const { result } = renderHook(() => useToolkits({ search: 'github', limit: 100 }), { wrapper: kit.wrapper });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    const all = await kit.client.toolkits.list({ limit: 1 });
    expect(result.current.totalItems).toBeLessThan(all.total_items);
    expect(result.current.toolkits.length).toBe(result.current.totalItems);
    expect(slugs(result.current.toolkits)).toContain('github');
    for (const toolkit of result.current.toolkits) {
      expect(`${toolkit.name} ${toolkit.slug} ${toolkit.meta.description}`.toLowerCase()).toContain('github');
    }
    expect(result.current.hasNextPage).toBe(false);
  });

  it('keeps the previous toolkits on screen while a new search loads', async () => {
    const seen: { search: string; slugs: string[]; placeholder: boolean }[] = [];
    const { result, rerender } = renderHook(
      ({ search }) => {
        const view = useToolkits({ search, limit: 50 });
        seen.push({ search, slugs: slugs(view.toolkits), placeholder: view.isPlaceholderData });
        return view;
      },
      { wrapper: kit.wrapper, initialProps: { search: 'slack' } },
    );
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    const slackSlugs = slugs(result.current.toolkits);
    expect(slackSlugs).toContain('slack');

    rerender({ search: 'gitlab' });
    await waitFor(() => expect(result.current.isPlaceholderData).toBe(false));
    expect(slugs(result.current.toolkits)).toContain('gitlab');

    const afterSwitch = seen.filter((s) => s.search === 'gitlab');
    // First the old results, marked as placeholder; never an empty list.
    expect(afterSwitch[0]).toEqual({ search: 'gitlab', slugs: slackSlugs, placeholder: true });
    expect(afterSwitch.every((s) => s.slugs.length > 0)).toBe(true);
    expect(afterSwitch.at(-1)?.placeholder).toBe(false);
  });

  it('renders prefetched pages at once', async () => {
    const filters: ToolkitFilters = { toolkits: ['github', 'slack'], sort_by: 'alphabetically' };
    await kit.queryClient.prefetchInfiniteQuery(toolkitsInfiniteQueryOptions(kit.client, filters));
    const { result } = renderHook(() => useToolkits(filters), { wrapper: kit.wrapper });
    expect(result.current.isSuccess).toBe(true);
    expect(slugs(result.current.toolkits)).toEqual(['github', 'slack']);
  });
});

describe('useToolkit', () => {
  it('reads one toolkit in full', async () => {
    const { result } = renderHook(() => useToolkit('patchbay_apikey_demo'), { wrapper: kit.wrapper });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data).toMatchObject({ slug: 'patchbay_apikey_demo', name: 'Acme Metrics' });
    const fields = result.current.data?.auth_config_details[0]?.fields.connected_account_initiation.required;
    expect(fields?.map((f) => f.name)).toEqual(['api_key']);
  });

  it('stays idle without a slug, and selects', async () => {
    const { result, rerender } = renderHook(({ slug }: { slug?: string }) => useToolkit(slug, { select: (toolkit) => toolkit.tools.length }), {
      wrapper: kit.wrapper,
      initialProps: {},
    });
    expect(result.current.fetchStatus).toBe('idle');
    rerender({ slug: 'patchbay_noauth_demo' });
    await waitFor(() => expect(result.current.data).toBe(2));
  });

  it('surfaces a 404 as the client error', async () => {
    const { result } = renderHook(() => useToolkit('no_such_toolkit'), { wrapper: kit.wrapper });
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error).toBeInstanceOf(PatchbayApiError);
    expect(result.current.error).toMatchObject({ status: 404, detail: "Toolkit 'no_such_toolkit' was not found." });
  });

  it('shares its cache with toolkitQueryOptions', async () => {
    const toolkit = await kit.queryClient.fetchQuery(toolkitQueryOptions(kit.client, 'github'));
    const { result } = renderHook(() => useToolkit('github'), { wrapper: kit.wrapper });
    expect(result.current.data).toBe(toolkit);
  });
});

describe('useToolkitCategories', () => {
  it('lists every category', async () => {
    const { result } = renderHook(() => useToolkitCategories(), { wrapper: kit.wrapper });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    const page = await kit.client.toolkits.categories({ limit: 1000 });
    expect(result.current.data).toEqual(page.items);
    expect(result.current.data).toContainEqual({ id: 'developer-tools', name: 'Developer Tools' });
  });
});
