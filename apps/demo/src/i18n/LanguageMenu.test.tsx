import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { App } from '../App';
import { serveDemoInProcess } from '../testing/serveDemoInProcess';
import { LANGUAGE_STORAGE_KEY } from './chooseLanguage';

serveDemoInProcess();

afterEach(() => {
  // What apps/demo/index.html gives the page.
  document.documentElement.lang = 'en';
  document.documentElement.removeAttribute('dir');
  document.title = 'Acme CRM · Settings';
});

/** The element the kit's provider wraps the app in, with the kit's language. */
const kitRoot = () => document.querySelector('[data-slot="patchbay-ui"]');

describe("Acme CRM's language", () => {
  it('is English by default, the kit and the page included', async () => {
    render(<App />);
    await screen.findByRole('heading', { level: 1, name: 'Sign in to your workspace' });
    expect(document.documentElement.lang).toBe('en');
    expect(document.documentElement.dir).toBe('ltr');
    expect(document.title).toBe('Acme CRM · Settings');
    expect(kitRoot()?.getAttribute('lang')).toBe('en');
  });

  it('is picked in the menu, kept for the next visit, and sets the page and the kit', async () => {
    const user = userEvent.setup();
    const first = render(<App />);
    await screen.findByRole('heading', { level: 1, name: 'Sign in to your workspace' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'Deutsch');
    await screen.findByRole('heading', { level: 1, name: 'Bei Ihrem Arbeitsbereich anmelden' });
    expect(window.localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('de');
    expect(document.documentElement.lang).toBe('de');
    expect(document.title).toBe('Acme CRM · Einstellungen');
    // The kit's German, loaded at the pick.
    await waitFor(() => expect(kitRoot()?.getAttribute('lang')).toBe('de'));
    first.unmount();

    render(<App />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Bei Ihrem Arbeitsbereich anmelden' })).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Sprache' })).toHaveProperty('value', 'de');
  });

  it('follows ?lang= over the pick, right to left in Arabic, and a pick then updates the address', async () => {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, 'de');
    window.history.replaceState(null, '', '/?lang=ar');
    const user = userEvent.setup();
    render(<App />);
    await screen.findByRole('heading', { level: 1, name: 'سجّل الدخول إلى مساحة عملك' });
    expect(document.documentElement.dir).toBe('rtl');
    await waitFor(() => expect(kitRoot()?.getAttribute('dir')).toBe('rtl'));
    expect(await screen.findByRole('button', { name: /^تسجيل الدخول باسم Ada Lovelace/ })).toBeTruthy();

    await user.selectOptions(screen.getByRole('combobox', { name: 'اللغة' }), '日本語');
    await screen.findByRole('heading', { level: 1, name: 'ワークスペースにログイン' });
    expect(new URLSearchParams(window.location.search).get('lang')).toBe('ja');
    expect(document.documentElement).toHaveProperty('dir', 'ltr');
    expect(screen.getByRole('button', { name: /^ログイン: Ada Lovelace/ })).toBeTruthy();
  });

  it('keeps the page while the next language loads: nothing remounts, no English in between, <html lang> with its strings', async () => {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, 'de');
    const user = userEvent.setup();
    render(<App />);
    await screen.findByRole('heading', { level: 1, name: 'Bei Ihrem Arbeitsbereich anmelden' });
    await waitFor(() => expect(kitRoot()?.getAttribute('lang')).toBe('de'));
    const select = screen.getByRole('combobox', { name: 'Sprache' });
    // Every state the page goes through: the page's language, the kit's, and the heading's words.
    const states: string[] = [];
    const note = () =>
      states.push(`${document.documentElement.lang} ${kitRoot()?.getAttribute('lang')} ${document.querySelector('h1')?.textContent}`);
    note();
    const observer = new MutationObserver(note);
    observer.observe(document, { subtree: true, childList: true, characterData: true, attributes: true });

    await user.selectOptions(select, '日本語');
    await screen.findByRole('heading', { level: 1, name: 'ワークスペースにログイン' });
    await waitFor(() => expect(kitRoot()?.getAttribute('lang')).toBe('ja'));
    observer.disconnect();
    note();

    // The same select, focused still: the app was not mounted again under the kit's provider.
    expect(screen.getByRole('combobox')).toBe(select);
    expect(document.activeElement).toBe(select);
    expect(new Set(states)).toEqual(new Set(['de de Bei Ihrem Arbeitsbereich anmelden', 'ja ja ワークスペースにログイン']));
  });

  it('keeps English for a tag it does not have', async () => {
    window.history.replaceState(null, '', '/?lang=xx');
    render(<App />);
    await screen.findByRole('heading', { level: 1, name: 'Sign in to your workspace' });
    expect(document.documentElement.lang).toBe('en');
  });
});
