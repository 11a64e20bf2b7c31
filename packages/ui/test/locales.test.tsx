import { act, render, renderHook, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConnectAccountModal } from '../src/ConnectAccountModal';
import { ConnectionManager } from '../src/ConnectionManager';
import ar from '../src/locales/ar';
import de from '../src/locales/de';
import { isolate } from '../src/shared/isolate';
import type { Locale } from '../src/theme/Locale';
import { commonMessages } from '../src/theme/messages/common';
import { connectionsMessages } from '../src/theme/messages/connections';
import { PatchbayUIProvider, usePatchbayUI, type PatchbayUIProviderProps } from '../src/theme/PatchbayUIProvider';
import { renderDropzone } from './FileDropzone.support';
import { connectTasksAccount } from './heldApproval';
import { renderWithServer, serveEachTest } from './renderWithServer';

const USER = 'user-1';
const { serve } = serveEachTest('/');

/** Every plain string of some English sections (not the functions'), long enough to be words. */
const englishStrings = (...sections: object[]): string[] =>
  sections.flatMap((section) =>
    Object.values(section).flatMap((value): string[] =>
      typeof value === 'string' ? (/[a-z]{3}/i.test(value) ? [value] : []) : value && typeof value === 'object' ? englishStrings(value) : [],
    ),
  );

/** ConnectionManager in `locale`, with one connected Acme Tasks account, once its list is there. */
async function renderManagerIn(ui: Omit<PatchbayUIProviderProps, 'children'>) {
  const kit = serve({ ui });
  await connectTasksAccount(kit);
  const view = renderWithServer(kit, <ConnectionManager userId={USER} flowOptions={{ pollIntervalMs: 60_000 }} />);
  const manager = () => document.querySelector<HTMLElement>('[data-slot="connection-manager"]')!;
  await within(document.body).findByText('Acme Tasks');
  return { ...view, manager };
}

const providerRoot = () => document.querySelector<HTMLElement>('[data-slot="patchbay-ui"]');

afterEach(() => {
  vi.restoreAllMocks();
  document.documentElement.removeAttribute('lang');
});

describe('the kit in another language', () => {
  it('shows ConnectionManager in German, with no English message left', async () => {
    const { manager } = await renderManagerIn({ locale: de });
    expect(screen.getByRole('list', { name: 'Verbundene Apps' })).toBeTruthy();
    expect(within(manager()).getByRole('button', { name: `Erneut verbinden: ${isolate('Acme Tasks')}` }).textContent).toBe('Erneut verbinden');
    expect(within(manager()).getByRole('button', { name: `Weitere Aktionen für ${isolate('Acme Tasks')}` })).toBeTruthy();
    const text = manager().textContent;
    expect(text).toContain('Verbunden gerade eben');
    for (const english of englishStrings(connectionsMessages, commonMessages)) expect(text, english).not.toContain(english);
    expect(text).not.toMatch(/Connected|Reconnect|Never used|Last used|just now/);
    expect(providerRoot()?.getAttribute('lang')).toBe('de');
    expect(providerRoot()?.getAttribute('dir')).toBe('ltr');
  });

  it('lays ConnectionManager out right to left in Arabic, its confirm dialog too', async () => {
    const { manager } = await renderManagerIn({ locale: ar });
    expect(providerRoot()?.getAttribute('dir')).toBe('rtl');
    expect(providerRoot()?.getAttribute('lang')).toBe('ar');
    expect(screen.getByRole('list', { name: 'التطبيقات المرتبطة' })).toBeTruthy();
    expect(manager().textContent).toContain('إعادة الربط');
    expect(manager().textContent).not.toMatch(/Connected|Reconnect/);

    // The confirm dialog renders in a portal, outside the provider's root: it carries the direction itself.
    const user = userEvent.setup();
    await user.click(within(manager()).getByRole('button', { name: `إجراءات أخرى لـ${isolate('Acme Tasks')}` }));
    await user.click(screen.getByRole('menuitem', { name: 'إلغاء الربط' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(providerRoot()!.contains(dialog)).toBe(false);
    expect(dialog.getAttribute('dir')).toBe('rtl');
    expect(dialog.getAttribute('lang')).toBe('ar');
    expect(within(dialog).getByRole('heading').textContent).toBe(`إلغاء ربط ${isolate('Acme Tasks')}؟`);
  });

  it('opens the connect dialog right to left in Arabic, with Arabic words', async () => {
    const kit = serve({ ui: { locale: ar } });
    renderWithServer(
      kit,
      <ConnectAccountModal
        userId={USER}
        toolkit="patchbay_noauth_demo"
        trigger={<button type="button">open</button>}
        flowOptions={{ pollIntervalMs: 60_000 }}
      />,
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'open' }));
    const dialog = await screen.findByRole('dialog');
    expect(providerRoot()!.contains(dialog)).toBe(false);
    expect(dialog.getAttribute('dir')).toBe('rtl');
    expect(dialog.getAttribute('lang')).toBe('ar');
    const start = within(dialog).getByRole('button', { name: `المتابعة إلى ${isolate('Acme Status')}` });
    await waitFor(() => expect(start.hasAttribute('aria-busy')).toBe(false));
    expect(dialog.textContent).toContain(`لا يحتاج ${isolate('Acme Status')} إلى كلمة مرور أو مفتاح`);
    expect(within(dialog).getByRole('button', { name: 'إغلاق' })).toBeTruthy();
  });

  it("puts the dropzone's browse button where the language's sentence has it, sizes written its way", () => {
    renderDropzone(serve({ ui: { locale: de } }), { maxSizeBytes: 1400 });
    const browse = screen.getByRole('button', { name: 'auswählen' });
    expect(browse.parentElement!.textContent).toBe('Dateien hierher ziehen oder auswählen');
    expect(document.getElementById(browse.getAttribute('aria-describedby')!)?.textContent).toContain('je bis 1,4 kB');
  });

  it('lets a translation put the browse button first', () => {
    renderDropzone(serve({ ui: { locale: de, messages: { dropzone: { prompt: (browse) => `${browse} oder hierher ziehen` } } } }));
    const browse = screen.getByRole('button', { name: 'auswählen' });
    expect(browse.parentElement!.firstChild).toBe(browse);
    expect(browse.parentElement!.textContent).toBe('auswählen oder hierher ziehen');
  });

  it("puts the app's own overrides over the locale's strings", async () => {
    const { manager } = await renderManagerIn({ locale: de, messages: { connections: { title: 'Ihre Apps', reconnect: 'Neu verbinden' } } });
    expect(screen.getByRole('list', { name: 'Ihre Apps' })).toBeTruthy();
    expect(within(manager()).getByRole('button', { name: `Neu verbinden: ${isolate('Acme Tasks')}` })).toBeTruthy();
    // The rest stays German.
    expect(within(manager()).getByRole('button', { name: `Weitere Aktionen für ${isolate('Acme Tasks')}` })).toBeTruthy();
  });

  it('falls back to English for a key the locale lacks, warning in development with the key named', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { title: _missing, ...connections } = de.messages.connections;
    // A locale written for an older version of the kit, or in JavaScript: no type check caught it.
    const partial = { ...de, tag: 'de-x-partial', messages: { ...de.messages, connections } } as unknown as Locale;
    const wrapper = ({ children }: { children: ReactNode }) => <PatchbayUIProvider locale={partial}>{children}</PatchbayUIProvider>;
    const { result } = renderHook(() => usePatchbayUI().messages.connections, { wrapper });
    expect(result.current.title).toBe('Connected apps');
    expect(result.current.empty).toBe('Noch keine Apps verbunden');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('"connections.title"'));
    expect(warn.mock.calls.filter(([message]) => String(message).includes('"connections.title"'))).toHaveLength(1);
  });

  it('falls back to English for a message of another kind, as a locale for an older version has it: a string where a function is now', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    // `dropzone.prompt` was a string before it took the browse button's words.
    const older = { ...de, tag: 'de-x-older', messages: { ...de.messages, dropzone: { ...de.messages.dropzone, prompt: 'Dateien hierher ziehen' } } };
    renderDropzone(serve({ ui: { locale: older as unknown as Locale } }));
    const browse = screen.getByRole('button', { name: 'auswählen' });
    expect(browse.parentElement!.textContent).toBe('Drop files here or auswählen');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('"dropzone.prompt"'));
  });

  it("keeps the locale's message when an override gives another kind of value", () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const messages = { dropzone: { prompt: 'Hierher ziehen', browse: 'wählen' } } as unknown as PatchbayUIProviderProps['messages'];
    renderDropzone(serve({ ui: { locale: de, messages } }));
    const browse = screen.getByRole('button', { name: 'wählen' });
    expect(browse.parentElement!.textContent).toBe('Dateien hierher ziehen oder wählen');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('"dropzone.prompt"'));
  });

  it('formats as English, with a warning, for a locale whose tag is not BCP 47, rather than throwing during render', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    renderDropzone(serve({ ui: { locale: { ...de, tag: 'de_DE' } } }), { maxSizeBytes: 1400 });
    const browse = screen.getByRole('button', { name: 'auswählen' });
    expect(document.getElementById(browse.getAttribute('aria-describedby')!)?.textContent).toContain('je bis 1.4 kB');
    expect(providerRoot()?.getAttribute('lang')).toBe('en');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('"de_DE"'));
  });

  it('writes a tag the way Intl does', () => {
    render(<PatchbayUIProvider locale={{ ...de, tag: 'de-at' }}>x</PatchbayUIProvider>);
    expect(providerRoot()?.getAttribute('lang')).toBe('de-AT');
  });

  it("follows the browser's languages when they change", () => {
    const languages = vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['de-DE']);
    render(<PatchbayUIProvider locales={[de, ar]}>x</PatchbayUIProvider>);
    expect(providerRoot()?.getAttribute('lang')).toBe('de');
    languages.mockReturnValue(['ar-EG', 'de']);
    act(() => {
      window.dispatchEvent(new Event('languagechange'));
    });
    expect(providerRoot()?.getAttribute('lang')).toBe('ar');
    expect(providerRoot()?.getAttribute('dir')).toBe('rtl');
  });

  it("picks among the app's locales by the page's <html lang>, a region falling back to its language", () => {
    document.documentElement.setAttribute('lang', 'de-AT');
    render(<PatchbayUIProvider locales={[ar, de]}>x</PatchbayUIProvider>);
    expect(providerRoot()?.getAttribute('lang')).toBe('de');
  });

  it('stays English when neither the page nor the browser asks for a language the app offers', () => {
    document.documentElement.setAttribute('lang', 'zh-TW');
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['zh-TW', 'fr']);
    render(<PatchbayUIProvider locales={[ar, de]}>x</PatchbayUIProvider>);
    expect(providerRoot()?.getAttribute('lang')).toBe('en');
    expect(providerRoot()?.getAttribute('dir')).toBe('ltr');
  });

  it("reads the browser's languages when the page names none", () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['fr-FR', 'ar-EG', 'en']);
    render(<PatchbayUIProvider locales={[de, ar]}>x</PatchbayUIProvider>);
    expect(providerRoot()?.getAttribute('lang')).toBe('ar');
    expect(providerRoot()?.getAttribute('dir')).toBe('rtl');
  });

  it('sets no lang or dir on its element without a locale', () => {
    render(<PatchbayUIProvider>x</PatchbayUIProvider>);
    expect(providerRoot()?.hasAttribute('lang')).toBe(false);
    expect(providerRoot()?.hasAttribute('dir')).toBe(false);
    expect(providerRoot()?.textContent).toBe('x');
  });

  it('keeps what is inside it when the language comes and goes: nothing remounts (a typed value, the focus)', async () => {
    const user = userEvent.setup();
    const inside = (props: Omit<PatchbayUIProviderProps, 'children'>) => (
      <PatchbayUIProvider {...props}>
        <input aria-label="Note" />
      </PatchbayUIProvider>
    );
    const { rerender } = render(inside({}));
    const input = screen.getByRole<HTMLInputElement>('textbox', { name: 'Note' });
    await user.type(input, 'half typed');
    // An app that loads the locale it picked passes none until it is there.
    for (const props of [{ locale: de }, {}, { locale: ar }, { locale: 'en' as const }, { locales: [de] }, {}]) {
      rerender(inside(props));
      expect(screen.getByRole('textbox', { name: 'Note' }), JSON.stringify(Object.keys(props))).toBe(input);
    }
    expect(input.value).toBe('half typed');
    expect(document.activeElement).toBe(input);
    rerender(inside({ locale: ar }));
    expect(providerRoot()?.getAttribute('dir')).toBe('rtl');
  });
});

describe('Arabic plurals', () => {
  it.each([
    [0, 'لا توجد تطبيقات'],
    [1, 'تطبيق واحد'],
    [2, 'تطبيقان'],
    [3, '3 تطبيقات'],
    [11, '11 تطبيقًا'],
    [100, '100 تطبيق'],
  ])('%d apps read "%s"', (count, text) => {
    expect(ar.messages.picker.resultCount(count, 'ar')).toBe(text.replace(/\d+/, (digits) => new Intl.NumberFormat('ar').format(Number(digits))));
  });
});
