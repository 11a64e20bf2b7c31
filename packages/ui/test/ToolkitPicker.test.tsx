import type { Toolkit } from '@patchbay/client';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ToolkitPicker, type ToolkitPickerProps } from '../src/ToolkitPicker';
import { createTestKit, renderWithServer, type TestKit, type TestKitOptions } from './renderWithServer';

let kit: TestKit | undefined;
afterEach(async () => {
  cleanup();
  await kit?.close();
  kit = undefined;
});

function renderPicker(props: Partial<ToolkitPickerProps> = {}, options: TestKitOptions = {}) {
  kit = createTestKit(options);
  const onSelect = vi.fn<(toolkit: Toolkit) => void>();
  const view = renderWithServer(kit, <ToolkitPicker onSelect={onSelect} {...props} />);
  return { ...view, kit, onSelect, user: userEvent.setup() };
}

const search = () => screen.getByRole('combobox', { name: 'Search apps' });
const liveRegion = () => document.querySelector('[data-slot="live-region"]');
const listbox = () => screen.getByRole('listbox', { name: 'Apps' });
const optionNames = () =>
  within(listbox())
    .queryAllByRole('option')
    .map((o) => o.querySelector('[data-slot="toolkit-picker-name"]')?.textContent);
const firstOptionsFromServer = async (body: Parameters<TestKit['client']['toolkits']['list']>[0]) =>
  (await kit!.client.toolkits.list({ limit: 5, ...body })).items;

describe('ToolkitPicker', () => {
  it('shows the first toolkits from the server, most used first', async () => {
    renderPicker();
    await waitFor(() => expect(within(listbox()).getAllByRole('option').length).toBeGreaterThan(3));
    const expected = await firstOptionsFromServer({});
    expect(optionNames().slice(0, 5)).toEqual(expected.map((t) => t.name));
    const first = within(listbox()).getAllByRole('option')[0]!;
    expect(first?.getAttribute('aria-selected')).toBe('false');
    expect(first.querySelector('img')?.getAttribute('alt')).toBe('');
    expect(search().getAttribute('aria-controls')).toBe(listbox().id);
    expect(search().getAttribute('aria-autocomplete')).toBe('list');
    expect(search().getAttribute('aria-expanded')).toBe('true');
  });

  it('searches on the server and announces the count once the search settles', async () => {
    const { user } = renderPicker();
    await waitFor(() => expect(optionNames().length).toBeGreaterThan(0));
    await user.type(search(), 'git');
    const expected = await firstOptionsFromServer({ search: 'git' });
    await waitFor(() => expect(optionNames().slice(0, 5)).toEqual(expected.map((t) => t.name)));
    expect(optionNames().slice(0, 2)).toEqual(['GitHub', 'GitLab']);
    const total = (await kit!.client.toolkits.list({ search: 'git', limit: 1 })).total_items;
    expect(optionNames().every((name) => name !== 'Gmail')).toBe(true);
    await waitFor(() => expect(liveRegion()?.textContent).toBe(`${total} apps`));
  });

  it('shows a new search from the top, scrolling only when the list is not there already', async () => {
    const { user } = renderPicker();
    await waitFor(() => expect(optionNames().length).toBeGreaterThan(0));
    const viewport = document.querySelector<HTMLElement>('[data-slot="toolkit-picker-viewport"]')!;
    // jsdom does no layout: scroll positions are set by hand, and scrollTo is recorded.
    const scrollTo = vi.fn((options: ScrollToOptions) => {
      viewport.scrollTop = options.top ?? 0;
      viewport.dispatchEvent(new Event('scroll'));
    });
    viewport.scrollTo = scrollTo as unknown as HTMLElement['scrollTo'];
    await user.type(search(), 'g');
    expect(scrollTo).not.toHaveBeenCalled();

    viewport.scrollTop = 560;
    viewport.dispatchEvent(new Event('scroll'));
    await user.type(search(), 'i');
    expect(scrollTo).toHaveBeenCalledTimes(1);
    expect(scrollTo).toHaveBeenCalledWith({ top: 0 });
    expect(viewport.scrollTop).toBe(0);
    await user.type(search(), 't');
    expect(scrollTo).toHaveBeenCalledTimes(1);
  });

  it('shows an earlier search again from the cache, without asking the server', async () => {
    const { user } = renderPicker({ debounceMs: 0 });
    await waitFor(() => expect(optionNames().length).toBeGreaterThan(0));
    await user.type(search(), 'git');
    await waitFor(() => expect(optionNames().slice(0, 2)).toEqual(['GitHub', 'GitLab']));
    const fetches = () =>
      kit!.queryClient
        .getQueryCache()
        .findAll({ predicate: (query) => JSON.stringify(query.queryKey).includes('"search":"git"') })
        .map((query) => query.state.dataUpdateCount);
    expect(fetches()).toEqual([1]);
    await user.clear(search());
    await waitFor(() => expect(optionNames()[1]).toBe('Gmail'));
    await user.type(search(), 'git');
    expect(optionNames().slice(0, 2)).toEqual(['GitHub', 'GitLab']);
    expect(fetches()).toEqual([1]);
  });

  it('filters by category on the server', async () => {
    const { user } = renderPicker();
    const select = screen.getByRole('combobox', { name: 'Category' });
    await waitFor(() => expect(within(select).getByRole('option', { name: 'Developer Tools' })).toBeTruthy());
    await user.selectOptions(select, 'developer-tools');
    const expected = await firstOptionsFromServer({ category: 'developer-tools' });
    await waitFor(() => expect(optionNames().slice(0, 5)).toEqual(expected.map((t) => t.name)));
    expect(listbox().closest('[data-slot="toolkit-picker-list"]')?.getAttribute('data-state')).toBe('ready');
  });

  it('works with the keyboard alone: arrows move the active option, Enter picks, Escape clears', async () => {
    const { user, onSelect } = renderPicker();
    await waitFor(() => expect(optionNames().length).toBeGreaterThan(3));
    await user.tab();
    expect(document.activeElement).toBe(search());
    expect(search().hasAttribute('aria-activedescendant')).toBe(false);

    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    const options = within(listbox()).getAllByRole('option');
    expect(search().getAttribute('aria-activedescendant')).toBe(options[2]!.id);
    expect(options[2]?.hasAttribute('data-active')).toBe(true);
    await user.keyboard('{ArrowUp}');
    expect(search().getAttribute('aria-activedescendant')).toBe(options[1]!.id);
    await user.keyboard('{ArrowDown}{Enter}');

    const third = (await firstOptionsFromServer({}))[2]!;
    expect(onSelect).toHaveBeenCalledTimes(1);
    expect(onSelect.mock.calls[0]![0]).toMatchObject({ slug: third.slug, name: third.name });
    expect(within(listbox()).getAllByRole('option')[2]?.getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(search());

    await user.keyboard('{End}');
    const last = document.getElementById(search().getAttribute('aria-activedescendant')!);
    expect(last?.getAttribute('role')).toBe('option');
    expect(last!.id).toMatch(/option-99$/); // the last of the first page of 100
    await user.keyboard('{Home}');
    expect(search().getAttribute('aria-activedescendant')).toBe(within(listbox()).getAllByRole('option')[0]!.id);

    await user.type(search(), 'slack');
    expect((search() as HTMLInputElement).value).toBe('slack');
    await user.keyboard('{Escape}');
    expect((search() as HTMLInputElement).value).toBe('');
    expect(document.activeElement).toBe(search());

    // The scrolling list is a tab stop too (after the category select), with the same keys.
    await waitFor(() => expect(optionNames()[0]).toBe('GitHub'));
    await user.tab();
    await user.tab();
    const viewport = screen.getByRole('group', { name: 'Apps' });
    expect(document.activeElement).toBe(viewport);
    await user.keyboard('{Home}{ArrowDown}');
    expect(viewport.getAttribute('aria-activedescendant')).toBe(within(listbox()).getAllByRole('option')[1]!.id);
    await user.keyboard('{Enter}');
    expect(onSelect).toHaveBeenLastCalledWith(expect.objectContaining({ slug: (await firstOptionsFromServer({}))[1]!.slug }));
  });

  it('picks with the mouse too, and reports the slug to a controlled owner', async () => {
    const onValueChange = vi.fn();
    const { user, onSelect } = renderPicker({ value: 'gmail', onValueChange });
    await waitFor(() => expect(screen.getByRole('option', { name: /^Slack\b/ })).toBeTruthy());
    expect(screen.getByRole('option', { name: /^Gmail\b/ }).getAttribute('aria-selected')).toBe('true');
    await user.hover(screen.getByRole('option', { name: /^Slack\b/ }));
    expect(screen.getByRole('option', { name: /^Slack\b/ }).hasAttribute('data-active')).toBe(true);
    await user.click(screen.getByRole('option', { name: /^Slack\b/ }));
    expect(onValueChange).toHaveBeenCalledWith('slack');
    expect(onSelect).toHaveBeenCalledWith(expect.objectContaining({ slug: 'slack' }));
    // Controlled: the selection moves only when the owner passes the new value.
    expect(screen.getByRole('option', { name: /^Gmail\b/ }).getAttribute('aria-selected')).toBe('true');
  });

  it('says so when nothing matches', async () => {
    const { user } = renderPicker();
    await user.type(search(), 'no app is called this');
    expect(await screen.findByText('No apps match your search.')).toBeTruthy();
    expect(screen.getByText('Try another name or category.')).toBeTruthy();
    expect(within(listbox()).queryAllByRole('option')).toHaveLength(0);
    await waitFor(() => expect(liveRegion()?.textContent).toBe('0 apps'));
  });

  it("shows the service's message and request id when the key is rejected, and retries", async () => {
    const { user } = renderPicker({}, { clientApiKey: 'pb_proj_wrong' });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The key in x-api-key is not valid.');
    expect(alert.textContent).toMatch(/Request ID: req_\w+/);
    const requests = vi.spyOn(kit!.server, 'fetch');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(requests).toHaveBeenCalled());
    expect((await screen.findByRole('alert')).textContent).toContain('The key in x-api-key is not valid.');
  });

  it('shows skeleton rows before the data arrives', async () => {
    renderPicker({}, { delayMs: 150 });
    expect(screen.getByText('Loading…')).toBeTruthy();
    expect(listbox().getAttribute('aria-busy')).toBe('true');
    expect(document.querySelector('[data-slot="toolkit-picker"]')?.getAttribute('data-state')).toBe('loading');
    await waitFor(() => expect(optionNames().length).toBeGreaterThan(0));
    expect(screen.queryByText('Loading…')).toBeNull();
  });

  it.each(['light', 'dark', 'brand'])('has no axe violations in the %s theme', async (theme) => {
    const { container, user } = renderPicker({ defaultValue: 'slack' });
    container.setAttribute('data-pb-theme', theme);
    await waitFor(() => expect(optionNames().length).toBeGreaterThan(3));
    await user.click(search());
    await user.keyboard('{ArrowDown}{ArrowDown}');
    // jsdom computes no styles, so contrast is checked in the browser instead.
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations).toEqual([]);
  });
});
