import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { describe, expect, it, vi } from 'vitest';
import { App } from './App';
import { serveDemoInProcess } from './testing/serveDemoInProcess';

serveDemoInProcess();

/** The elements Tab stops on, in order (jsdom has no layout: what is not disabled and not taken out by tabindex). */
function tabStops(): HTMLElement[] {
  const candidates = document.querySelectorAll<HTMLElement>('a[href], button, input, select, textarea, summary, [tabindex]');
  return [...candidates].filter(
    (element) => element.tabIndex >= 0 && !(element as HTMLButtonElement).disabled && !element.closest('[hidden], [inert]'),
  );
}

/** Renders the app and signs in as `name` from the sign-in screen, with the keyboard. */
async function signIn(name = 'Ada Lovelace') {
  const user = userEvent.setup();
  render(<App />);
  const button = await screen.findByRole('button', { name: new RegExp(`^Sign in as ${name}`) });
  button.focus();
  await user.keyboard('{Enter}');
  await screen.findByTestId('signed-in-user');
  return user;
}

/** The words `element` shows: its text, less what is hidden from sight (visually hidden) or from assistive technology. */
function visibleTexts(element: HTMLElement): string[] {
  const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
  const texts: string[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.textContent?.trim();
    if (text && !node.parentElement?.closest('[aria-hidden="true"], .demo-visually-hidden')) texts.push(text);
  }
  return texts;
}

/** axe on the whole page, with its rules as in the browser (contrast apart: jsdom computes no colours). */
async function axeViolations(): Promise<string[]> {
  // What apps/demo/index.html gives the page around the app.
  document.documentElement.lang = 'en';
  document.title = 'Acme CRM · Settings';
  const results = await axe.run(document, { rules: { 'color-contrast': { enabled: false }, 'label-content-name-mismatch': { enabled: true } } });
  return results.violations.map((violation) => `${violation.id} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`);
}

describe('Acme CRM with the keyboard', () => {
  it('moves focus to the page heading after sign-in, not to the page body', async () => {
    await signIn();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1, name: 'Integrations' })));
  });

  it('has a skip link as the first Tab stop, which takes the focus to the main content', async () => {
    const user = await signIn();
    const skip = screen.getByRole('link', { name: 'Skip to main content' });
    expect(tabStops()[0]).toBe(skip);
    await user.click(skip);
    const main = screen.getByRole('main');
    expect(document.activeElement).toBe(main);
    // The next Tab goes on inside it, past the header, the theme and the settings' links.
    await user.tab();
    expect(main.contains(document.activeElement)).toBe(true);
  });

  it('makes the theme switcher one Tab stop whose arrow keys move the choice', async () => {
    const user = await signIn();
    const group = screen.getByRole('radiogroup', { name: 'Theme' });
    const radios = within(group).getAllByRole('radio');
    expect(radios.filter((radio) => tabStops().includes(radio)).map((radio) => radio.textContent)).toEqual(['Light']);

    radios[0]!.focus();
    await user.keyboard('{ArrowRight}');
    const dark = within(group).getByRole('radio', { name: 'Dark' });
    expect(dark).toHaveProperty('ariaChecked', 'true');
    expect(document.activeElement).toBe(dark);
    expect(document.documentElement.getAttribute('data-pb-theme')).toBe('dark');
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(document.activeElement).toBe(within(group).getByRole('radio', { name: 'Brand' }));
    expect(document.documentElement.getAttribute('data-pb-theme')).toBe('brand');
    await user.keyboard('{Home}');
    expect(document.activeElement).toBe(within(group).getByRole('radio', { name: 'Light' }));
    expect(radios.filter((radio) => tabStops().includes(radio)).map((radio) => radio.textContent)).toEqual(['Light']);
  });
});

describe("Acme CRM's theme", () => {
  /** The device's prefers-color-scheme, which a test can change as the user would in the system settings. */
  function stubSystemDark(dark: boolean) {
    const query = new EventTarget() as EventTarget & { matches: boolean; media: string };
    query.matches = dark;
    query.media = '(prefers-color-scheme: dark)';
    vi.stubGlobal('matchMedia', (media: string) =>
      media === query.media ? query : { matches: false, media, addEventListener() {}, removeEventListener() {} },
    );
    return (next: boolean) => {
      query.matches = next;
      act(() => void query.dispatchEvent(new Event('change')));
    };
  }

  it("follows the system's dark setting until the user picks a theme", async () => {
    const setSystemDark = stubSystemDark(true);
    const user = await signIn();
    expect(document.documentElement.getAttribute('data-pb-theme')).toBe('dark');
    expect(screen.getByRole('radio', { name: 'Dark' })).toHaveProperty('ariaChecked', 'true');
    setSystemDark(false);
    expect(document.documentElement.getAttribute('data-pb-theme')).toBe('light');

    // A pick is the user's: kept over the system's, and for the next visit.
    await user.click(screen.getByRole('radio', { name: 'Brand' }));
    setSystemDark(true);
    expect(document.documentElement.getAttribute('data-pb-theme')).toBe('brand');
    expect(window.localStorage.getItem('acme-crm:theme')).toBe('brand');
  });
});

describe('Acme CRM under axe', () => {
  it('names the sign-in buttons by what they show (label-content-name-mismatch)', async () => {
    render(<App />);
    await screen.findByRole('button', { name: /^Sign in as Ada Lovelace/ });
    // jsdom lays nothing out, so axe finds no visible text to compare: the rule's check, by hand.
    const names = new Map<Element, string>();
    const buttons = screen.getAllByRole('button', { name: (name, element) => (names.set(element, name), name.startsWith('Sign in as ')) });
    expect(buttons).toHaveLength(2);
    for (const button of buttons) {
      for (const words of visibleTexts(button)) expect(names.get(button), `"${words}" is shown on the button`).toContain(words);
    }
    expect(await axeViolations()).toEqual([]);
  });

  it.each(['Assistant', 'API playground'])('gives every landmark of the %s tab a name of its own (landmark-unique)', async (tab) => {
    const user = await signIn();
    await user.click(within(screen.getByRole('navigation', { name: 'Integrations' })).getByRole('link', { name: tab }));
    await screen.findByRole('heading', { level: 2, name: tab });
    expect(await axeViolations()).toEqual([]);
  });
});
