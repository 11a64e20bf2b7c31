import { HOSTED_LOCALES } from '@patchbay/server/testing';
import type { Locale } from '@patchbay/ui';
import type { BrowserContextOptions, Locator, Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { animationsFinished } from '../../../../scripts/test/animationsFinished';
import { directionOf } from '../../src/i18n/demoLanguages';
import { loadDemoMessages } from '../../src/i18n/demoMessages';
import { KIT_LOCALES } from '../../src/i18n/kitLocales';
import type { DemoMessages } from '../../src/i18n/messages/en';
import { FEATURED_APPS } from '../../src/shared/toolkitNames';
import { connectionRows, expectModalState, screenshot, settled } from '../support/demoActions';
import type { E2eSession } from '../support/E2eSession';
import { englishShown } from '../support/englishLeft';
import { languageEnglish, type LanguageEnglish } from '../support/languageEnglish';
import { shownText } from '../support/shownText';
import { sidewaysOverflow } from '../support/sidewaysOverflow';
import { smallTouchTargets } from '../support/smallTouchTargets';

/** The languages walked through: long words (German), another script without spaces (Japanese), right to left (Arabic). */
const LANGUAGES = ['de', 'ja', 'ar'] as const;
type Language = (typeof LANGUAGES)[number];

const DESKTOP = { viewport: { width: 1280, height: 800 } } satisfies BrowserContextOptions;
/** A phone held upright, used by touch; Arabic on the narrowest the kit supports, where its longer words wrap most. */
const phoneFor = (tag: Language) =>
  ({ viewport: { width: tag === 'ar' ? 320 : 375, height: 812 }, isMobile: true, hasTouch: true }) satisfies BrowserContextOptions;

/** What the catalog writes about its apps (in the vendor's English): data, not the kit's or the demo's words. */
const CATALOG_DATA = ['[data-slot="toolkit-picker-description"]', '[data-slot="toolkit-picker-item-category"]', '.demo-app-card__description'];
/** Proper names, the same in every language: the apps, the product, the people. */
const NAMES = [...FEATURED_APPS.map((app) => app.name), 'Acme CRM', 'Grace Hopper', 'Ada Lovelace'];
const ACME_METRICS = FEATURED_APPS.find((app) => app.slug === 'patchbay_apikey_demo')!;

/** A language's catalogs: the demo's own strings, the kit's locale, the hosted pages' messages, and the English none of its screens may show. */
interface Catalogs {
  demo: DemoMessages;
  kit: Locale;
  hosted: (typeof HOSTED_LOCALES)[Language];
  english: LanguageEnglish;
}

const catalogs = new Map<Language, Promise<Catalogs>>();

/** `tag`'s catalogs, loaded once for both sizes. */
function catalogsOf(tag: Language): Promise<Catalogs> {
  let loaded = catalogs.get(tag);
  if (!loaded) {
    loaded = Promise.all([loadDemoMessages(tag), KIT_LOCALES[tag](), languageEnglish(tag)]).then(([demo, kit, english]) => ({
      demo: demo.messages,
      kit,
      hosted: HOSTED_LOCALES[tag],
      english,
    }));
    catalogs.set(tag, loaded);
  }
  return loaded;
}

/** Opens a tab of the Integrations page by its words in the language, and waits for its section. */
async function openTabIn(page: Page, demo: DemoMessages, tab: 'apps' | 'connections'): Promise<void> {
  await page
    .getByRole('navigation', { name: demo.integrations.tabsLabel, exact: true })
    .getByRole('link', { name: demo.integrations.tabs[tab], exact: true })
    .click();
  await page.locator(`.demo-section[data-tab="${tab}"]`).waitFor();
}

/** The direction `element` is laid out in. */
function directionOfElement(element: Locator): Promise<string> {
  return element.evaluate((node) => getComputedStyle(node).direction);
}

/** Text without the invisible marks that isolate a name from the sentence around it. */
const withoutIsolates = (text: string) => text.replace(/[\u2068\u2069]/g, '');

/**
 * The demo in German, Japanese and Arabic, as Grace Hopper (not an admin) on a
 * fresh page opened with `?lang=`, on a phone and on a desktop, in the light
 * and dark themes: the Apps screen with the picker searched, the connect dialog
 * of Acme Metrics, its hosted API-key form in the popup with a rejected key,
 * and the Connections screen. In each, the page (and the dialog, and the
 * hosted page) says its language and direction, shows no English of the
 * kit, the demo or the hosted page, and does not scroll sideways.
 */
export function languagesSuite(session: () => E2eSession): void {
  for (const tag of LANGUAGES) {
    for (const size of ['phone', 'desktop'] as const) {
      const options = size === 'phone' ? phoneFor(tag) : DESKTOP;
      const { width, height } = options.viewport;

      it(`speaks ${tag} on a ${size} (${width} px), light and dark: picker, connect dialog, hosted API-key form, connections`, async () => {
        const s = session();
        const errorsBefore = s.harness.pageErrors.length;
        const { demo, kit, hosted, english } = await catalogsOf(tag);
        const dir = directionOf(tag);
        const problems: string[] = [];
        const browser = await s.harness.newContext(s.harness.demo, options);
        const { page, context } = browser;
        try {
          /** A view's picture, then the page's language and direction, and what it shows: no English, nothing past its sides (nor too small to tap). */
          const check = async (on: Page, view: string, theme: string, fullPage = true) => {
            const where = `${tag} ${view} on a ${size}, ${theme}`;
            // The picture first: the touch check scrolls each checkbox into view.
            await screenshot(on, `languages-${tag}-${view}-${size}-${theme}`, fullPage);
            const root = on.locator('html');
            expect(await root.getAttribute('lang'), where).toBe(tag);
            expect(await root.getAttribute('dir'), where).toBe(dir);
            const shown = await shownText(on, on === page ? CATALOG_DATA : []);
            for (const problem of englishShown(view.startsWith('hosted') ? english.hosted : english.page, shown, NAMES))
              problems.push(`${where}: ${problem}`);
            for (const problem of await sidewaysOverflow(on)) problems.push(`${where}: ${problem}`);
            // Longer words must not shrink what a finger taps.
            if (size === 'phone') for (const problem of await smallTouchTargets(on)) problems.push(`${where}: ${problem}`);
          };

          // A fresh page in the language; the browser itself asks for English (Accept-Language), so the hosted page's language comes from the kit.
          await page.goto(`/?lang=${tag}`);
          await page.getByRole('button', { name: /Grace Hopper/ }).click();
          await page.getByTestId('signed-in-user').getByText('Grace Hopper').waitFor();

          for (const theme of ['light', 'dark'] as const) {
            await page.getByRole('radio', { name: demo.theme[theme], exact: true }).click();
            await expect.poll(() => page.locator('html').getAttribute('data-pb-theme')).toBe(theme);

            // The Apps screen, the picker searched: only the Acme apps are listed.
            await openTabIn(page, demo, 'apps');
            await page.getByRole('combobox', { name: kit.messages.picker.searchLabel }).fill('Acme');
            const listed = page.locator('[role="option"] [data-slot="toolkit-picker-name"]');
            await expect
              .poll(async () => {
                const names = await listed.allTextContents();
                return names.length > 0 && names.every((name) => name.startsWith('Acme'));
              })
              .toBe(true);
            await settled(page);
            await check(page, 'picker', theme);

            // The connect dialog: in the language and its direction, portaled out of the kit's root; a sheet along the bottom of a phone.
            await page.locator(`.demo-app-card[data-toolkit="${ACME_METRICS.slug}"]`).getByRole('button').click();
            const dialog = page.getByRole('dialog');
            const start = dialog.locator('[data-slot="connect-modal-continue"]');
            await start.waitFor();
            await expect.poll(() => start.getAttribute('aria-busy')).toBeNull();
            await animationsFinished(page);
            expect(await directionOfElement(dialog), `${tag} dialog's direction`).toBe(dir);
            expect(await dialog.evaluate((node) => node.closest('[lang]')?.getAttribute('lang')), `${tag} dialog's language`).toBe(tag);
            if (dir === 'rtl') {
              expect(await dialog.getAttribute('dir'), `${tag} dialog's dir`).toBe('rtl');
              expect(await page.locator('[data-slot="patchbay-ui"]').getAttribute('dir'), `${tag} kit root's dir`).toBe('rtl');
            }
            const box = (await dialog.boundingBox())!;
            const edges = { left: Math.round(box.x), right: Math.round(box.x + box.width), bottom: Math.round(box.y + box.height) };
            if (size === 'phone') {
              // A sheet: full width, down to the bottom edge.
              expect(edges, `${tag} dialog on a ${size}`).toEqual({ left: 0, right: width, bottom: height });
            } else {
              // A card in the middle, clear of both sides and of the bottom.
              expect(edges.left > 0 && edges.right < width && edges.bottom < height, `${tag} dialog at ${JSON.stringify(edges)}`).toBe(true);
            }
            await check(page, 'modal', theme, false);

            // The hosted API-key form in the popup, in the kit's language (not the browser's English) and the app's theme.
            const [popup] = await Promise.all([context.waitForEvent('page'), start.click()]);
            // A popup opens at the size the app asks for; a phone shows it full screen.
            if (size === 'phone') await popup.setViewportSize(options.viewport);
            await popup.waitForURL(/\/patchbay\/connect\/lt_/);
            const key = popup.locator('input[name="api_key"]');
            await key.waitFor();
            expect(await popup.locator('html').getAttribute('data-theme'), `${tag} hosted page's theme`).toBe(theme);
            expect(withoutIsolates(await popup.getByRole('heading', { level: 1 }).innerText())).toBe(
              withoutIsolates(hosted.connectHeading(ACME_METRICS.name)),
            );
            // A wrong key: the app's refusal, in the language.
            await key.fill('wrong-key');
            await popup.locator('button.btn-primary').click();
            const alert = popup.getByRole('alert');
            await alert.waitFor();
            expect(withoutIsolates(await alert.innerText())).toContain(withoutIsolates(hosted.apiKeyRejected(ACME_METRICS.name)));
            await check(popup, 'hosted-api-key-form', theme);

            // The right key connects, and the popup closes.
            await key.fill(`pk_${tag}_${size}_${theme}`);
            const closed = popup.waitForEvent('close');
            await popup.locator('button.btn-primary').click();
            await closed;
            await expectModalState(page, 'active');
            await dialog.locator('[data-slot="connect-modal-done"]').click();
            await dialog.waitFor({ state: 'detached' });

            // The Connections screen: the kit's connection manager with the account just connected.
            await openTabIn(page, demo, 'connections');
            await connectionRows(page, ACME_METRICS.slug).first().waitFor();
            await settled(page);
            await check(page, 'manager', theme);
          }

          expect(problems).toEqual([]);
          // No error in the page or its popups, but the hosted form's answer to the wrong key, which Chromium logs as a failed load (422).
          const rejectedKey = /\/patchbay\/connect\/lt_\w+: Failed to load resource: .* 422 /;
          expect(s.harness.pageErrors.slice(errorsBefore).filter((error) => !rejectedKey.test(error))).toEqual([]);
        } finally {
          s.harness.pageHtml.push(await page.content());
          await browser.traffic.settle();
          await context.close();
        }
      });
    }
  }
}
