import type { Browser, BrowserContextOptions, ConsoleMessage, Page } from 'playwright-core';
import { animationsFinished } from '../../../../scripts/test/animationsFinished';
import { applySignalTimeouts, TEST_TIMEOUT_MS } from '../../../../scripts/test/signalTimeouts';
import { trackRequests } from '../../../../scripts/test/trackRequests';
import { storyFinished } from './storyFinished';
import { storyLocale } from '../../stories/support/storyLocales';

/** A story of the static Storybook's index. */
export interface IndexEntry {
  id: string;
  type: 'story' | 'docs';
  title: string;
  name: string;
  tags?: string[];
}

/** The toolbar's settings a tab shows every story in: its theme and language (a value of `STORY_LOCALES`; English when left out). */
export interface StoryGlobals {
  theme: string;
  locale?: string;
}

/** A story tagged so answers with an HTTP error on purpose; the browser logs that response. */
const EXPECTS_HTTP_ERROR = 'expect-http-error';

export interface StoryPage {
  page: Page;
  /**
   * Shows a story and waits until it has rendered, its play function has ended, its requests have answered
   * and its animations have finished. The a11y addon's own axe run is off in these tabs (`a11y.manual`).
   */
  show(entry: IndexEntry): Promise<{ errors: string[] }>;
  close(): Promise<void>;
}

/**
 * One tab of the static Storybook in a theme and language and on a device, which shows
 * story after story the way Storybook's own manager switches them (its
 * `setCurrentStory` event): the preview bundle loads once per tab instead of
 * once per story. Console errors and uncaught exceptions are counted against
 * the story on screen.
 */
export async function openStoryPage(browser: Browser, baseUrl: string, globals: StoryGlobals, device: BrowserContextOptions): Promise<StoryPage> {
  // The machine's language would otherwise be the browser's (`navigator.languages`), which a kit with `locales` reads.
  const context = applySignalTimeouts(await browser.newContext({ ...device, locale: 'en-US' }));
  const page = await context.newPage();
  let current: { entry: IndexEntry; errors: string[] } | null = null;
  const tolerated = (message: ConsoleMessage) =>
    // Chromium asks every page for /favicon.ico; Storybook's iframe has none.
    message.location().url.endsWith('/favicon.ico') ||
    (current?.entry.tags?.includes(EXPECTS_HTTP_ERROR) === true && /Failed to load resource: .* status of 4\d\d/.test(message.text()));
  page.on('console', (message) => {
    // A failed load names its resource only in the location.
    if (message.type() === 'error' && !tolerated(message)) current?.errors.push(`${message.text()} [${message.location().url}]`);
  });
  page.on('pageerror', (error) => current?.errors.push(error.message));
  const requests = trackRequests(page);
  let loaded = false;

  return {
    page,
    async show(entry) {
      current = { entry, errors: [] };
      if (!loaded) {
        const settings = Object.entries(globals).flatMap(([name, value]) => (value === undefined ? [] : [`${name}:${value}`]));
        // The a11y addon's own axe run after each render is for people reading its panel: the sweeps run axe
        // themselves where they check it, so a second run per story would only take the machine's time.
        settings.push('a11y.manual:!true');
        await page.goto(`${baseUrl}/iframe.html?id=${entry.id}&viewMode=story&globals=${settings.join(';')}`);
        loaded = true;
      } else {
        await page.evaluate((storyId) => {
          const channel = (window as unknown as { __STORYBOOK_ADDONS_CHANNEL__: { emit(event: string, data: unknown): void } })
            .__STORYBOOK_ADDONS_CHANNEL__;
          channel.emit('setCurrentStory', { storyId, viewMode: 'story' });
        }, entry.id);
      }
      await storyFinished(page, entry.id);
      await expectSweepLanguage(page, entry, globals);
      // A story's render is several waits (its play function, its requests): a busy machine took over a minute for one.
      await page.waitForSelector('#storybook-root > *', { timeout: TEST_TIMEOUT_MS });
      // The requests the story started have answered: the checks see what they loaded, and an error they log counts against this story.
      await requests.idle(TEST_TIMEOUT_MS);
      // A dialog's fade, or rows that came with the answers: the checks measure the last layout.
      await animationsFinished(page);
      await page.evaluate(() => window.scrollTo(0, 0));
      return { errors: current.errors };
    },
    close: () => context.close(),
  };
}

/**
 * Fails, naming the story, unless the page shows the sweep's language: `globals=locale:ar` that Storybook
 * did not apply would leave the right-to-left and pseudo-locale sweeps checking English.
 */
async function expectSweepLanguage(page: Page, entry: IndexEntry, globals: StoryGlobals) {
  const { locale } = storyLocale(globals.locale ?? 'en');
  const wanted = locale === 'en' ? { lang: 'en', dir: 'ltr' } : { lang: locale.tag, dir: locale.dir };
  const shown = await page.evaluate(() => ({ lang: document.documentElement.lang, dir: document.documentElement.dir }));
  if (shown.lang !== wanted.lang || shown.dir !== wanted.dir) {
    throw new Error(
      `${entry.id} shows lang="${shown.lang}" dir="${shown.dir}", not the sweep's lang="${wanted.lang}" dir="${wanted.dir}" (locale:${globals.locale ?? 'en'})`,
    );
  }
}
