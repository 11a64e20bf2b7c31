/**
 * Builds the static Storybook, serves it with the service on one origin and
 * opens every story (but the theme studio's: see support/storyChecks.ts) in
 * headless Chromium: each must render without console errors, pass axe
 * (contrast included) in every theme, and fit a phone (375 and 320 px wide,
 * touch): no sideways scroll, buttons tall enough for a
 * finger and with their words whole, no control off the side of the screen,
 * a dialog's Close and actions on screen. Each sweep is in one language, so
 * every story is also checked right to left (`ar`) and in the pseudo-locale
 * (accented, about 40% longer) at no extra sweep but one: desktop light in
 * English, dark in Arabic, brand in pseudo; 375 px in English, 320 px in
 * Arabic and in pseudo. With PATCHBAY_SCREENSHOTS=1, the 375 px renderings
 * are saved to test/screenshots/ (git-ignored) to look at. A few tabs of the
 * run's one Chromium work side by side, each showing story after story. The docs pages (index entries of type
 * "docs": each component's, each group of hooks') are not stories: the sweeps
 * leave them out, and one test opens each and checks it renders without
 * console errors.
 *
 * Slow (a full build), so it is its own command, which sets PATCHBAY_STORYBOOK_E2E=1:
 *   pnpm test:browser
 * STORYBOOK_STATIC_DIR=<dir> reuses an existing build instead of building;
 * without it the run builds once for this file and themeStudio.browser.test.ts
 * (support/staticStorybookDir.ts).
 */
import { mkdir, readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { Browser, BrowserContextOptions } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectChromium } from '../../../scripts/test/connectChromium';
import { SAVE_SCREENSHOTS } from '../../../scripts/test/screenshots';
import { STORYBOOK_STEP_TIMEOUT_MS } from '../../../scripts/test/signalTimeouts';
import { serveStaticStorybook, type StaticStorybook } from '../stories/support/serveStatic';
import { forEachConcurrently } from '../../../scripts/test/forEachConcurrently';
import { openDocsPage } from './support/docsPage';
import { staticStorybookDir } from './support/staticStorybookDir';
import { openStoryPage, type IndexEntry, type StoryGlobals } from './support/storyPage';
import { TAP_TARGET_PX, axeViolations, phoneProblems, sweptStories } from './support/storyChecks';

const DESKTOP_WIDTH = 1024;
const DESKTOP: BrowserContextOptions = { viewport: { width: DESKTOP_WIDTH, height: 768 } };
/** A phone held upright, `width` px wide: 375 is a common one, 320 the narrowest the kit supports. */
const phone = (width: number): BrowserContextOptions => ({ viewport: { width, height: 812 }, isMobile: true, hasTouch: true });
const PHONE = phone(375);
/**
 * Every theme on a desktop, each in a language of its own (a value of the toolbar's `STORY_LOCALES`):
 * English, right to left, and the pseudo-locale, whose longer words meet the contrast check too.
 */
const DESKTOP_SWEEPS: (Required<StoryGlobals> & { width: number })[] = [
  { theme: 'light', locale: 'en', width: DESKTOP_WIDTH },
  { theme: 'dark', locale: 'ar', width: DESKTOP_WIDTH },
  { theme: 'brand', locale: 'pseudo', width: DESKTOP_WIDTH },
];
/** The phones' sweeps: English at 375 px (its screenshots kept), and the narrowest phone right to left and with longer words. */
const PHONE_SWEEPS: (Required<StoryGlobals> & { width: number; screenshots?: boolean })[] = [
  { theme: 'light', locale: 'en', width: 375, screenshots: true },
  { theme: 'light', locale: 'ar', width: 320 },
  { theme: 'light', locale: 'pseudo', width: 320 },
];
/** Where a failure happened: the story and the sweep's theme, language and width. */
const where = (entry: IndexEntry, { theme, locale, width }: Required<StoryGlobals> & { width: number }) =>
  `${entry.id} [${theme}, ${locale}, ${width} px]`;
const SCREENSHOT_DIR = resolve(import.meta.dirname, 'screenshots');
/** Tabs open at once: much of a story's time is spent waiting for its service calls and fade-ins. */
const CONCURRENT_TABS = 4;
/** Each theme's or phone's stories are shown in this many tabs. */
const TABS_PER_SETTING = 4;

let storybook: StaticStorybook;
let browser: Browser;
let stories: IndexEntry[];
let docsPages: IndexEntry[];

/** The stories in `parts` runs of about equal length, each shown in its own tab. */
function storyRuns(parts: number): IndexEntry[][] {
  const size = Math.ceil(stories.length / parts);
  return Array.from({ length: parts }, (_, part) => stories.slice(part * size, (part + 1) * size)).filter((run) => run.length > 0);
}

// Only under its own config (which sets this): the jsdom project also matches this file's name.
describe.skipIf(process.env.PATCHBAY_STORYBOOK_E2E !== '1')('static Storybook', () => {
  beforeAll(async () => {
    const dir = await staticStorybookDir();
    const index = JSON.parse(await readFile(join(dir, 'index.json'), 'utf8')) as { entries: Record<string, IndexEntry> };
    // Docs pages render several stories (or none) and are checked apart: the sweeps show stories only.
    stories = sweptStories(index.entries);
    docsPages = Object.values(index.entries).filter((entry) => entry.type === 'docs');
    storybook = await serveStaticStorybook({
      dir,
      // Closing a page mid-request aborts it; anything else the service reports is shown.
      service: { onError: (error) => (error as { code?: string }).code === 'ECONNRESET' || console.error('[patchbay]', error) },
    });
    browser = await connectChromium();
  }, STORYBOOK_STEP_TIMEOUT_MS);

  afterAll(async () => {
    await browser?.close();
    await storybook?.close();
  });

  it('has stories', () => {
    expect(stories.length).toBeGreaterThan(0);
  });

  it('has a docs page for every component and every group of hooks, and sweeps no docs page as a story', () => {
    const components = new Set(stories.filter((story) => story.id.startsWith('components-')).map((story) => story.title));
    const documented = new Set(docsPages.map((entry) => entry.title));
    expect([...components].filter((title) => !documented.has(title))).toEqual([]);
    expect(docsPages.filter((entry) => entry.title.startsWith('Hooks/')).length).toBeGreaterThan(0);
    expect(stories.filter((story) => story.type !== 'story')).toEqual([]);
  });

  it(
    'renders every docs page without console errors',
    async () => {
      const failures: string[] = [];
      await forEachConcurrently(docsPages, CONCURRENT_TABS, async (entry) => {
        try {
          const docs = await openDocsPage(browser, storybook.url, entry, DESKTOP);
          if (docs.errors.length > 0) failures.push(`${entry.id}: ${docs.errors.join(' | ')}`);
          await docs.close();
        } catch (error) {
          failures.push(`${entry.id}: ${String(error)}`);
        }
      });
      expect(failures).toEqual([]);
    },
    STORYBOOK_STEP_TIMEOUT_MS,
  );

  // One test per theme: each names its own failures and has its own bound, a third of the sweep's time.
  it.each(DESKTOP_SWEEPS)(
    'renders every story without console errors and passes axe in the $theme theme, in $locale, contrast included',
    async (sweep) => {
      const axeSource = await readFile(resolve(import.meta.dirname, '../node_modules/axe-core/axe.min.js'), 'utf8');
      const failures: string[] = [];
      await forEachConcurrently(storyRuns(TABS_PER_SETTING), CONCURRENT_TABS, async (run) => {
        const tab = await openStoryPage(browser, storybook.url, { theme: sweep.theme, locale: sweep.locale }, DESKTOP);
        for (const entry of run) {
          try {
            const { errors } = await tab.show(entry);
            if (errors.length > 0) failures.push(`${where(entry, sweep)}: ${errors.join(' | ')}`);
            if (!(await tab.page.evaluate(() => 'axe' in window))) await tab.page.addScriptTag({ content: axeSource });
            const violations = await axeViolations(tab.page);
            if (violations.length > 0) failures.push(`${where(entry, sweep)}: ${violations.join('; ')}`);
          } catch (error) {
            failures.push(`${where(entry, sweep)}: ${String(error)}`);
          }
        }
        await tab.close();
      });
      expect(failures).toEqual([]);
    },
    STORYBOOK_STEP_TIMEOUT_MS,
  );

  it("keeps the picker's keyboard option in view, in the list and in a page too short for the list", async () => {
    const entry = stories.find((story) => story.id === 'components-toolkitpicker--default')!;
    const tab = await openStoryPage(browser, storybook.url, { theme: 'light' }, { viewport: { width: 1024, height: 320 } });
    const { errors } = await tab.show(entry);
    const { page } = tab;
    await page.locator('[role="option"]').first().waitFor();
    await page.getByRole('combobox', { name: 'Search apps' }).focus();
    const where = () =>
      page.evaluate(() => {
        const viewport = document.querySelector('[data-slot="toolkit-picker-viewport"]')!;
        const active = document.getElementById(document.activeElement!.getAttribute('aria-activedescendant')!)!.getBoundingClientRect();
        const list = viewport.getBoundingClientRect();
        return {
          listScrollTop: viewport.scrollTop,
          inList: active.top >= list.top && active.bottom <= list.bottom,
          inWindow: active.top >= 0 && active.bottom <= window.innerHeight,
        };
      });
    for (let press = 0; press < 12; press++) await page.keyboard.press('ArrowDown');
    expect(await where()).toEqual({ listScrollTop: expect.any(Number), inList: true, inWindow: true });
    expect((await where()).listScrollTop).toBeGreaterThan(0);
    for (const key of ['PageDown', 'End', 'PageUp', 'Home']) {
      await page.keyboard.press(key);
      expect(await where(), key).toMatchObject({ inList: true, inWindow: true });
    }
    expect(errors).toEqual([]);
    await tab.close();
  });

  it('keeps Cancel and a busy "Continue to Acme Metrics" on one row at 375 px, and the focused name field in view above an on-screen keyboard', async () => {
    const waiting = await openStoryPage(browser, storybook.url, { theme: 'light' }, PHONE);
    // The Waiting story for the API-key app, whose name is longer.
    await waiting.page.goto(
      `${storybook.url}/iframe.html?id=components-connectaccountmodal--waiting&viewMode=story&args=toolkit:patchbay_apikey_demo`,
    );
    await waiting.page.locator('[data-slot="connect-modal-status"][data-state="waiting"]').waitFor();
    const continueButton = waiting.page.getByRole('button', { name: 'Continue to Acme Metrics' });
    expect(await continueButton.getAttribute('aria-busy')).toBe('true');
    const rowOf = async (button: typeof continueButton) => Math.round((await button.boundingBox())!.y);
    expect(await rowOf(waiting.page.locator('[data-slot="connect-modal-cancel"]'))).toBe(await rowOf(continueButton));
    await waiting.close();

    // A 360 px phone: the name field has focus, then the keyboard takes the screen's lower part, leaving 440 px.
    const tab = await openStoryPage(browser, storybook.url, { theme: 'light' }, phone(360));
    const { errors } = await tab.show(stories.find((story) => story.id === 'components-connectaccountmodal--add-another-account')!);
    const { page } = tab;
    await page.getByRole('textbox', { name: 'Name this account (optional)' }).focus();
    await page.setViewportSize({ width: 360, height: 440 });
    const placement = () =>
      page.evaluate(() => {
        const field = document.activeElement!.getBoundingClientRect();
        const actions = document.querySelector('[data-slot="connect-modal-actions"]')!.getBoundingClientRect();
        const header = document.querySelector('[data-slot="connect-modal-header"]')!.getBoundingClientRect();
        const visible = window.visualViewport!;
        return {
          clearOfActions: field.bottom <= actions.top,
          clearOfHeader: field.top >= header.bottom,
          onScreen: field.top >= visible.offsetTop && field.bottom <= visible.offsetTop + visible.height,
          actionsOnScreen: actions.bottom <= visible.offsetTop + visible.height + 1,
        };
      });
    await expect.poll(placement).toMatchObject({ clearOfActions: true, clearOfHeader: true, onScreen: true, actionsOnScreen: true });
    expect(errors).toEqual([]);
    await tab.close();
  });

  it.each(PHONE_SWEEPS)(
    'fits a phone: $width px wide, touch, in $locale',
    async (sweep) => {
      if (sweep.screenshots && SAVE_SCREENSHOTS) await mkdir(SCREENSHOT_DIR, { recursive: true });
      const failures: string[] = [];
      await forEachConcurrently(storyRuns(TABS_PER_SETTING), CONCURRENT_TABS, async (run) => {
        const tab = await openStoryPage(browser, storybook.url, { theme: sweep.theme, locale: sweep.locale }, phone(sweep.width));
        for (const entry of run) {
          try {
            const { errors } = await tab.show(entry);
            const problems = [...errors, ...(await tab.page.evaluate(phoneProblems, TAP_TARGET_PX))];
            if (problems.length > 0) failures.push(`${where(entry, sweep)}: ${problems.join('; ')}`);
            if (sweep.screenshots && SAVE_SCREENSHOTS)
              await tab.page.screenshot({ path: join(SCREENSHOT_DIR, `${entry.id}.png`), animations: 'disabled' });
          } catch (error) {
            failures.push(`${where(entry, sweep)}: ${String(error)}`);
          }
        }
        await tab.close();
      });
      expect(failures).toEqual([]);
    },
    STORYBOOK_STEP_TIMEOUT_MS,
  );
});
