import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { connectAccount, testControls } from '@patchbay/server/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ConnectionHealthBanner } from '../src/ConnectionHealthBanner';
import { ConnectionManager } from '../src/ConnectionManager';
import he from '../src/locales/he';
import { isolate } from '../src/shared/isolate';
import { ToolApproval } from '../src/ToolApproval';
import { ToolkitPicker } from '../src/ToolkitPicker';
import { commonMessages } from '../src/theme/messages/common';
import { connectionsMessages } from '../src/theme/messages/connections';
import { connectTasksAccount, heldCreateTask } from './heldApproval';
import { renderWithServer, serveEachTest, type TestKitOptions } from './renderWithServer';

const SRC = resolve(import.meta.dirname, '../src');
const USER = 'user-1';
const { serve, kit } = serveEachTest('/settings/connections');
/** The test's service, in Hebrew. */
const serveHebrew = (options: TestKitOptions = {}) => serve({ ...options, ui: { locale: he } });

const providerRoot = () => document.querySelector<HTMLElement>('[data-slot="patchbay-ui"]')!;

/** Every source file of the kit but the languages' strings, as [path under src, text]. */
function sources(dir = SRC): [string, string][] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry): [string, string][] => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return ['locales', 'messages'].includes(entry.name) ? [] : sources(path);
    return /\.(tsx?|css)$/.test(entry.name) ? [[relative(SRC, path), readFileSync(path, 'utf8')]] : [];
  });
}

/**
 * The kit's icons, each with why it reads the same in both directions. An icon that points (a chevron,
 * an arrow, a back button) is mirrored instead: its `data-slot` under `[dir='rtl']` with `scaleX(-1)`.
 */
const ICONS_THE_SAME_BOTH_WAYS: Record<string, string> = {
  CheckIcon: 'a tick is not mirrored in right-to-left scripts',
  AlertIcon: 'an exclamation mark in a ring: symmetric',
  ClockIcon: 'clock hands turn the same way everywhere',
  CloseIcon: 'a cross: symmetric',
  SearchIcon: 'a magnifier is held in the right hand in either direction, and is not mirrored',
  EmptySearchIcon: 'the same magnifier',
  UploadIcon: 'points up',
  FileIcon: 'a sheet of paper, not a direction',
  MoreIcon: 'three dots in a row: symmetric',
};
/**
 * The icons that point, by name, each with the `data-slot` the stylesheet mirrors. None today: every icon
 * is listed above, so the loop over these checks nothing yet, and the test asserts instead that no rule
 * mirrors anything (a rule left behind, or one without its entry here).
 */
const MIRRORED_ICONS: Record<string, { slot: string }> = {};

/** Whether code compares a reading direction with 'rtl' (`dir === 'rtl'`, `'rtl' !== settings.dir`), comments left out. */
function readsDirection(text: string): boolean {
  const code = text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/\/\/.*$/gm, '');
  return /\b[\w.]*dir(ection)?\s*[!=]==?\s*['"]rtl['"]|['"]rtl['"]\s*[!=]==?\s*[\w.]*\bdir(ection)?\b/i.test(code);
}

/** A glyph that points sideways: in a component's text or a stylesheet's `content`, it points backwards under `dir="rtl"`. */
const POINTING_GLYPH = /[←→⇐⇒⟵⟶‹›◀▶◂▸⟨⟩➔➜↩↪]/u;

describe('right to left: what mirrors', () => {
  it('classifies every icon of the kit: the same both ways (with why), or mirrored by the stylesheet under [dir=rtl]', () => {
    const icons = [...readFileSync(join(SRC, 'shared/icons.tsx'), 'utf8').matchAll(/export const (\w+Icon)\b/g)].map((match) => match[1]!);
    expect(icons.length).toBeGreaterThan(0);
    const unclassified = icons.filter((icon) => !(icon in ICONS_THE_SAME_BOTH_WAYS) && !(icon in MIRRORED_ICONS));
    expect(unclassified, 'an icon that points must be mirrored (MIRRORED_ICONS), one that does not says why').toEqual([]);
    const css = sources()
      .filter(([path]) => path.endsWith('.css'))
      .map(([, text]) => text)
      .join('\n');
    for (const { slot } of Object.values(MIRRORED_ICONS)) {
      expect(css).toMatch(new RegExp(`\\[dir=['"]?rtl['"]?\\][^{]*\\[data-slot=['"]?${slot}['"]?\\][^{]*\\{[^}]*scaleX\\(-1\\)`));
    }
    const mirrorings = css.match(/scaleX\(-1\)/g) ?? [];
    expect(mirrorings, 'each mirrored icon has one rule, and only they do').toHaveLength(Object.keys(MIRRORED_ICONS).length);
  });

  it('draws no sideways glyph (›, ←, ▸) in a component or stylesheet, which would point backwards right to left', () => {
    const found = sources()
      .flatMap(([path, text]) =>
        text
          .split('\n')
          // Comments may use arrows ("Cancel → Retry").
          .filter((line) => !/^\s*(\/\/|\/?\*|\{\/\*)/.test(line))
          .filter((line) => POINTING_GLYPH.test(line))
          .map((line) => `${path}: ${line.trim()}`),
      )
      .filter((line) => !/\/\*.*[←→].*\*\//.test(line));
    expect(found).toEqual([]);
  });

  it('binds ArrowLeft and ArrowRight nowhere without the reading direction', () => {
    // The kit's lists and menus are vertical (Up and Down), the same both ways; a horizontal key must swap under rtl.
    const unaware = sources()
      .filter(([, text]) => /\bArrow(Left|Right)\b/.test(text))
      .filter(([, text]) => !readsDirection(text))
      .map(([path]) => path);
    expect(unaware).toEqual([]);
  });

  it('counts as reading the direction only code that compares it, not a mention of "rtl"', () => {
    expect(readsDirection("if (key === 'ArrowLeft') move(dir === 'rtl' ? 1 : -1);")).toBe(true);
    expect(readsDirection("const forward = 'rtl' !== settings.dir ? 'ArrowRight' : 'ArrowLeft';")).toBe(true);
    expect(readsDirection("// Under rtl the keys swap.\nif (key === 'ArrowLeft') move(-1);")).toBe(false);
    expect(readsDirection("if (key === 'ArrowLeft') move(-1); // rtl: TODO")).toBe(false);
  });
});

describe('right to left in Hebrew', () => {
  it("lays ConnectionManager out right to left in Hebrew; its menu's keys go by rows, and leave Left and Right alone", async () => {
    const k = serveHebrew();
    await connectTasksAccount(k);
    renderWithServer(k, <ConnectionManager userId={USER} flowOptions={{ pollIntervalMs: 60_000 }} />);
    const manager = await screen.findByRole('list', { name: 'אפליקציות מחוברות' });
    expect(providerRoot().getAttribute('dir')).toBe('rtl');
    expect(providerRoot().getAttribute('lang')).toBe('he');
    expect(within(manager).getByRole('button', { name: `חיבור מחדש: ${isolate('Acme Tasks')}` }).textContent).toBe('חיבור מחדש');
    await waitFor(() => expect(manager.textContent).toContain('חובר הרגע'));
    for (const english of [...Object.values(commonMessages), ...Object.values(connectionsMessages)]) {
      if (typeof english === 'string' && /[a-z]{3}/i.test(english)) expect(manager.textContent, english).not.toContain(english);
    }

    const user = userEvent.setup();
    const menuButton = within(manager).getByRole('button', { name: `פעולות נוספות עבור ${isolate('Acme Tasks')}` });
    menuButton.focus();
    await user.keyboard('{ArrowDown}');
    const items = within(manager).getAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual(['השבתה', 'שינוי שם', 'ניתוק']);
    expect(document.activeElement).toBe(items[0]);
    // Left and Right are not the menu's: not taken (a browser or screen reader may use them), focus stays.
    expect(fireEvent.keyDown(items[0]!, { key: 'ArrowLeft' })).toBe(true);
    expect(fireEvent.keyDown(items[0]!, { key: 'ArrowRight' })).toBe(true);
    expect(document.activeElement).toBe(items[0]);
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(items[1]);
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(document.activeElement).toBe(items[2]);

    // The confirm dialog, portaled out of the provider's root, carries the direction.
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('alertdialog');
    expect(providerRoot().contains(dialog)).toBe(false);
    expect(dialog.getAttribute('dir')).toBe('rtl');
    expect(dialog.getAttribute('lang')).toBe('he');
    expect(within(dialog).getByRole('heading').textContent).toBe(`לנתק את ${isolate('Acme Tasks')}?`);
  });

  it("moves the picker's active option with Up and Down in Hebrew, and leaves Left and Right to the search box's caret", async () => {
    renderWithServer(serveHebrew(), <ToolkitPicker />);
    const search = screen.getByRole<HTMLInputElement>('combobox', { name: 'חיפוש אפליקציות' });
    const listbox = screen.getByRole('listbox', { name: 'אפליקציות' });
    await waitFor(() => expect(within(listbox).getAllByRole('option').length).toBeGreaterThan(1));
    const user = userEvent.setup();
    await user.click(search);
    await user.keyboard('{ArrowDown}');
    const first = search.getAttribute('aria-activedescendant');
    expect(first).toBe(within(listbox).getAllByRole('option')[0]!.id);
    // The browser moves the caret by the text's direction: the picker neither takes these keys nor moves.
    expect(fireEvent.keyDown(search, { key: 'ArrowLeft' })).toBe(true);
    expect(fireEvent.keyDown(search, { key: 'ArrowRight' })).toBe(true);
    expect(search.getAttribute('aria-activedescendant')).toBe(first);
    await user.keyboard('{ArrowDown}');
    expect(search.getAttribute('aria-activedescendant')).toBe(within(listbox).getAllByRole('option')[1]!.id);
  });

  it("opens the health banner's reconnect dialog right to left in Hebrew, out of the provider's root", async () => {
    const k = serveHebrew({ testControls: true });
    const metrics = await connectAccount(k, { userId: USER, toolkit: 'patchbay_apikey_demo', fields: { api_key: 'pk_live' } });
    await testControls(k.server).expireAccount(metrics.id, 'access_revoked');
    renderWithServer(k, <ConnectionHealthBanner userId={USER} flowOptions={{ pollIntervalMs: 60_000 }} />);
    const region = await screen.findByRole('region', { name: 'אפליקציות לחיבור מחדש' });
    expect(providerRoot().contains(region)).toBe(true);
    expect(region.textContent).toBe(`צריך לחבר מחדש את ${isolate('Acme Metrics')}` + `חיבור מחדש של ${isolate('Acme Metrics')}`);

    await userEvent.setup().click(within(region).getByRole('button', { name: `חיבור מחדש של ${isolate('Acme Metrics')}` }));
    const dialog = await screen.findByRole('dialog');
    expect(providerRoot().contains(dialog)).toBe(false);
    expect(dialog.getAttribute('dir')).toBe('rtl');
    expect(dialog.getAttribute('lang')).toBe('he');
    expect(within(dialog).getByRole('button', { name: 'סגירה' })).toBeTruthy();
  });

  it('shows the approval card in Hebrew, inside the right-to-left root', async () => {
    const { approval } = await heldCreateTask({ serve: serveHebrew, kit });
    renderWithServer(kit(), <ToolApproval approval={approval} />);
    const card = await screen.findByRole('group', { name: /^בקשת אישור: / });
    expect(card.closest('[dir]')?.getAttribute('dir')).toBe('rtl');
    // The answers show once the tool's values can be read.
    expect(await within(card).findByRole('button', { name: 'אישור' })).toBeTruthy();
    expect(within(card).getByRole('button', { name: 'דחייה' })).toBeTruthy();
    expect(card.textContent).toContain(`עוזר מבקש להשתמש ב-${isolate('Acme Tasks')}`);
  });
});
