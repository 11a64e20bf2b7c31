import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Toolkit } from '@patchbay/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ToolkitPicker } from '../src/ToolkitPicker';
import { createTestKit, renderWithServer, type TestKit } from './renderWithServer';

/*
 * jsdom does no layout: the list's viewport is given a height by hand (five
 * rows of 56 px, so a page is four rows), and scrollIntoView, which jsdom
 * lacks, is recorded: the browser scrolls the list, and the page or sheet
 * around it, to the row it is called on.
 */
const ROW = 56;
const VIEWPORT_HEIGHT = 5 * ROW;

let kit: TestKit | undefined;
let scrollIntoView: ReturnType<typeof vi.fn<(options?: ScrollIntoViewOptions) => void>>;
beforeEach(() => {
  scrollIntoView = vi.fn<(options?: ScrollIntoViewOptions) => void>();
  Element.prototype.scrollIntoView = scrollIntoView;
});
afterEach(async () => {
  cleanup();
  delete (Element.prototype as Partial<Element>).scrollIntoView;
  await kit?.close();
  kit = undefined;
});

async function renderPicker(onSelect?: (toolkit: Toolkit) => void) {
  kit = createTestKit();
  renderWithServer(kit, <ToolkitPicker onSelect={onSelect} />);
  const user = userEvent.setup();
  await waitFor(() => expect(within(listbox()).getAllByRole('option').length).toBeGreaterThan(3));
  Object.defineProperty(viewport(), 'clientHeight', { configurable: true, value: VIEWPORT_HEIGHT });
  await user.click(search());
  return user;
}

const search = () => screen.getByRole<HTMLInputElement>('combobox', { name: 'Search apps' });
const listbox = () => screen.getByRole('listbox', { name: 'Apps' });
const viewport = () => screen.getByRole('group', { name: 'Apps' });
/** The index of the active option, from aria-activedescendant (-1 for none). */
const activeIndex = () => {
  const id = search().getAttribute('aria-activedescendant');
  if (!id) return -1;
  const option = document.getElementById(id);
  // The active option is rendered wherever the list is scrolled.
  expect(option?.getAttribute('role')).toBe('option');
  expect(option?.hasAttribute('data-active')).toBe(true);
  return Number(/-option-(\d+)$/.exec(id)![1]);
};
/** The app name on the list's first row. */
const firstName = () => listbox().querySelector('[data-slot="toolkit-picker-name"]')?.textContent;
/** The row scrollIntoView was last called on, by index, and its options. */
const lastRevealed = () => {
  const calls = scrollIntoView.mock.calls.length;
  const row = scrollIntoView.mock.contexts[calls - 1] as HTMLElement | undefined;
  return { index: row ? Number(row.dataset.index) : -1, options: scrollIntoView.mock.calls[calls - 1]?.[0] };
};

describe('ToolkitPicker keyboard', () => {
  it('moves to the first and last option with Home and End, and brings each into view', async () => {
    const user = await renderPicker();
    await user.keyboard('{End}');
    expect(activeIndex()).toBe(99); // the last of the first page of 100
    expect(lastRevealed()).toEqual({ index: 99, options: { block: 'nearest' } });

    await user.keyboard('{Home}');
    expect(activeIndex()).toBe(0);
    expect(lastRevealed()).toEqual({ index: 0, options: { block: 'nearest' } });
  });

  it('moves a page of rows with PageDown and PageUp, clamped to the list', async () => {
    const user = await renderPicker();
    // A page is the rows that fit, less one, so the row the user was on stays in sight.
    await user.keyboard('{PageDown}');
    expect(activeIndex()).toBe(4);
    await user.keyboard('{PageDown}');
    expect(activeIndex()).toBe(8);
    expect(lastRevealed().index).toBe(8);

    await user.keyboard('{PageUp}');
    expect(activeIndex()).toBe(4);
    expect(lastRevealed().index).toBe(4);
    await user.keyboard('{PageUp}{PageUp}');
    expect(activeIndex()).toBe(0);
    expect(lastRevealed().index).toBe(0);

    // A search with fewer results than a page: PageDown stops at the last one.
    await user.type(search(), 'git');
    const names = () => [...listbox().querySelectorAll('[data-slot="toolkit-picker-name"]')].map((name) => name.textContent);
    await waitFor(() => expect(names().slice(0, 2)).toEqual(['GitHub', 'GitLab']));
    const last = (await kit!.client.toolkits.list({ search: 'git', limit: 1 })).total_items - 1;
    expect(last).toBeLessThan(100);
    await user.keyboard('{End}{PageUp}{PageDown}{PageDown}');
    expect(activeIndex()).toBe(last);
    expect(lastRevealed().index).toBe(last);
  });

  it('scrolls the list and the page to an option the arrows move below the fold; pointer moves do not scroll', async () => {
    const user = await renderPicker();
    await user.keyboard('{ArrowDown>7/}');
    expect(activeIndex()).toBe(6);
    expect(lastRevealed()).toEqual({ index: 6, options: { block: 'nearest' } });
    await user.keyboard('{ArrowUp}');
    expect(activeIndex()).toBe(5);
    expect(lastRevealed().index).toBe(5);

    const revealed = scrollIntoView.mock.calls.length;
    await user.hover(within(listbox()).getAllByRole('option')[2]!);
    expect(activeIndex()).toBe(2);
    expect(scrollIntoView).toHaveBeenCalledTimes(revealed);
  });

  it('picks no row of the results before while a search is on its way, and the right one once it comes', async () => {
    const onSelect = vi.fn<(toolkit: Toolkit) => void>();
    const user = await renderPicker(onSelect);
    const firstBefore = firstName();
    // The search's answer is held until the keys were pressed: a fast typist, a slow network.
    const { server } = kit!;
    const serve = server.fetch.bind(server);
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    server.fetch = async (request) => {
      if (new URL(request.url).searchParams.has('search')) await answered;
      return serve(request);
    };

    await user.type(search(), 'Notion');
    await user.keyboard('{ArrowDown}{Enter}');
    expect(activeIndex()).toBe(-1);
    expect(onSelect).not.toHaveBeenCalled();
    expect(firstName()).toBe(firstBefore);

    answer();
    await waitFor(() => expect(firstName()).toBe('Notion'));
    await user.keyboard('{ArrowDown}{Enter}');
    expect(onSelect).toHaveBeenCalledTimes(1);
    expect(onSelect.mock.calls[0]![0].slug).toBe('notion');
  });
});
