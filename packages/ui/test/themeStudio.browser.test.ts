/**
 * The theme studio in the static Storybook, in headless Chromium: its page
 * renders without console errors and passes axe, a new brand colour repaints
 * the components in its frames, and the address and the branding export hold
 * it. Then, for three brand colours chosen to be hard (a pale yellow, a pure
 * red, a near-black), each named and typed into the same studio as a designer
 * would: the CSS in each frame becomes the studio's CSS export (under the
 * preview's theme name), and inside each frame, the kit's stories in that CSS
 * pass the story sweep's checks (storybook.browser.test.ts): axe with colour
 * contrast in light and dark and on the 375 px phone frames, and the phone
 * checks on those. Then a designer's walk: the name, brand colour and radii
 * the Vite consumer app wears, set with the studio's controls (the radii by
 * keyboard), and the CSS copied with its button is the app's theme file
 * (consumers/vite-app/src/theme/acme.css). Last, the studio's address,
 * opened in a new page, shows the same theme. The frames load and play their stories once, for all of it.
 * Screenshots of the studio, as it starts and in each hard theme, are saved
 * to test/screenshots/theme-studio/ (git-ignored).
 *
 * As the sweep: its own command sets PATCHBAY_STORYBOOK_E2E=1 (pnpm test:browser),
 * and the run's one Storybook build is shared with it (support/staticStorybookDir.ts);
 * STORYBOOK_STATIC_DIR=<dir> reuses an existing build instead.
 */
import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { Browser, ConsoleMessage, Frame, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { animationsFinished } from '../../../scripts/test/animationsFinished';
import { connectChromium } from '../../../scripts/test/connectChromium';
import { saveScreenshot } from '../../../scripts/test/screenshots';
import { applySignalTimeouts, PAGE_POLLING_MS, STORYBOOK_STEP_TIMEOUT_MS, TEST_TIMEOUT_MS } from '../../../scripts/test/signalTimeouts';
import { trackRequests } from '../../../scripts/test/trackRequests';
import { serveStaticStorybook, type StaticStorybook } from '../stories/support/serveStatic';
import { generatePalette } from '../stories/studio/palette';
import { readStudioLink } from '../stories/studio/studioLink';
import { stateToQuery } from '../stories/studio/studioUrl';
import { PREVIEW_STYLE_ID, PREVIEW_THEME } from '../stories/studio/previewTheme';
import { staticStorybookDir } from './support/staticStorybookDir';
import { storyFinished } from './support/storyFinished';
import { TAP_TARGET_PX, axeViolations, phoneProblems } from './support/storyChecks';

const SCREENSHOT_DIR = resolve(import.meta.dirname, 'screenshots/theme-studio');
/** The studio's canvas, the a11y addon's own axe run off: this file runs axe where it checks it. */
const STUDIO = 'iframe.html?id=theme-studio--studio&viewMode=story&globals=a11y.manual:!true';
/** The story each frame shows (ThemeStudio.stories.tsx's `Preview`). */
const PREVIEW_STORY = 'theme-studio--preview';
/** Wide enough for the studio's two columns of frames beside its controls. */
const STUDIO_VIEWPORT = { width: 1440, height: 900 };
/** The pale yellow, the pure red and the near-black that each fail somewhere as they are. */
const HARD_BRANDS = ['#fff59d', '#ff0000', '#111111'];
/** The studio's frames: light and dark, each with every component and with the dialog open, and the two 375 px phones. */
const FRAME_COUNT = 6;

let storybook: StaticStorybook;
let browser: Browser;
let axeSource: string;

/** A frame of the studio, named by its caption, and whether it is a phone's. */
interface StudioFrame {
  title: string;
  frame: Frame;
  phone: boolean;
}

/**
 * Console errors of the page and its frames, but Chromium's favicon request, the 4xx the dropzone's "Every state"
 * story causes on purpose, and React's act() warnings: a composed story runs its play under Storybook's test
 * harness, which marks the frame as a test environment while the play runs, so a render of another slot that
 * lands then (an answer arriving, on a busy machine) warns. They speak of the harness, not of a component.
 */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  const tolerated = (message: ConsoleMessage) =>
    message.location().url.endsWith('/favicon.ico') ||
    /Failed to load resource: .* status of 4\d\d/.test(message.text()) ||
    /not configured to support act\(|not wrapped in act\(/.test(message.text());
  page.on('console', (message) => {
    if (message.type() === 'error' && !tolerated(message)) errors.push(`${message.text()} [${message.location().url}]`);
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/**
 * The studio at `query` (a theme's link), once every frame's stories have loaded and played (each slot's
 * `data-ready`, which waits for the plays' queue), every request has answered and no animation runs.
 */
async function openStudio(query = ''): Promise<{ page: Page; errors: string[]; frames: StudioFrame[] }> {
  // The clipboard too: a designer's walk copies the export.
  const context = applySignalTimeouts(
    await browser.newContext({ viewport: STUDIO_VIEWPORT, locale: 'en-US', permissions: ['clipboard-read', 'clipboard-write'] }),
  );
  const page = await context.newPage();
  const errors = collectErrors(page);
  const requests = trackRequests(page);
  await page.goto(`${storybook.url}/${STUDIO}${query}`);
  await storyFinished(page, 'theme-studio--studio');
  const iframes = page.locator('.pb-studio-frame iframe');
  await expect.poll(() => iframes.count()).toBe(FRAME_COUNT);
  const frames: StudioFrame[] = [];
  for (const iframe of await iframes.all()) {
    const frame = await (await iframe.elementHandle()).contentFrame();
    if (!frame) throw new Error('A preview frame has no document');
    await storyFinished(frame, PREVIEW_STORY);
    // A story's loaders, then its turn in the plays' queue across the frames: several waits.
    await frame.waitForFunction(
      () => {
        const slots = document.querySelectorAll('.pb-studio-gallery__slot');
        return slots.length > 0 && [...slots].every((slot) => slot.getAttribute('data-ready') === 'true');
      },
      undefined,
      { timeout: TEST_TIMEOUT_MS, polling: PAGE_POLLING_MS },
    );
    const problems = await frame.locator('.pb-studio-gallery__problem').allTextContents();
    if (problems.length > 0) throw new Error(`${await iframe.getAttribute('title')}: ${problems.join('; ')}`);
    frames.push({ title: (await iframe.getAttribute('title')) ?? '', frame, phone: (await iframe.getAttribute('title'))!.startsWith('Phone') });
  }
  await requests.idle(TEST_TIMEOUT_MS);
  await animationsFinished(page);
  for (const { frame } of frames) await animationsFinished(frame);
  return { page, errors, frames };
}

/** The one studio page the tests share: opened once, its frames loaded and played once, then themed in place. */
let studio: ReturnType<typeof openStudio> | undefined;
const sharedStudio = () => (studio ??= openStudio());

/** What each frame should show once played: the dialog open, or the forms with errors, the picker's results and a file uploading. */
async function expectPlayedStates({ frame }: StudioFrame) {
  const part = await frame.evaluate(() => new URLSearchParams(location.search).get('args') ?? '');
  if (part.includes('part:dialog')) await frame.locator('[data-slot="connect-modal-content"]').waitFor();
  else {
    await frame.locator('[data-slot="file-dropzone-item"][data-state="uploading"]').waitFor();
    await frame.locator('[role="option"]').first().waitFor();
    await frame.locator('[aria-invalid="true"]').first().waitFor();
  }
}

/** The studio's page, its frames left out: they hold the kit's stories, which the hard themes' checks cover. */
async function studioAxe(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ content: axeSource });
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: typeof import('axe-core') }).axe;
    const results = await axe.run({ include: [['.pb-studio']], exclude: [['.pb-studio-frame iframe']] }, { iframes: false });
    return results.violations.map((v) => `${v.id} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
  });
}

/** A computed colour (`rgb(r, g, b)`) as `#rrggbb`. */
const hexOf = (rgb: string) =>
  `#${(rgb.match(/\d+/g) ?? [])
    .slice(0, 3)
    .map((channel) => Number(channel).toString(16).padStart(2, '0'))
    .join('')}`;

// One studio page for the file, its tests in order: each frame's stories load and play once (a studio's six frames are most of its cost).
describe.skipIf(process.env.PATCHBAY_STORYBOOK_E2E !== '1')('theme studio', () => {
  beforeAll(async () => {
    const dir = await staticStorybookDir();
    axeSource = await readFile(resolve(import.meta.dirname, '../node_modules/axe-core/axe.min.js'), 'utf8');
    storybook = await serveStaticStorybook({
      dir,
      service: { onError: (error) => (error as { code?: string }).code === 'ECONNRESET' || console.error('[patchbay]', error) },
    });
    browser = await connectChromium();
  }, STORYBOOK_STEP_TIMEOUT_MS);

  afterAll(async () => {
    await (await studio)?.page.context().close();
    await browser?.close();
    await storybook?.close();
  });

  it(
    'renders without console errors, passes axe, keeps the theme in the address, and a new brand colour repaints the components',
    async () => {
      const { page, errors, frames } = await sharedStudio();
      for (const frame of frames) await expectPlayedStates(frame);
      // The plays focused fields in the frames, which scrolls the page above them: the studio put it back where it was.
      expect(await page.evaluate(() => [window.scrollX, window.scrollY])).toEqual([0, 0]);
      await saveScreenshot(page, join(SCREENSHOT_DIR, 'studio.png'));
      expect(await studioAxe(page)).toEqual([]);
      // Played one after another, no play took another's keystrokes: the trigger form holds what its play typed.
      for (const { title, frame } of frames.filter(({ title }) => /every component/.test(title))) {
        const typed = await frame
          .locator('[aria-label="Trigger form, with errors"] input')
          .evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value).filter(Boolean));
        expect(typed, title).toContain('two hours');
      }

      // The primary button of the connection request, in the light frame: the kit's brand until the brand changes.
      const light = frames.find(({ title }) => title === 'Light: every component')!.frame;
      const button = light.locator('[data-slot="connection-request"] .pb-button[data-variant="primary"]').first();
      const background = () => button.evaluate((element) => getComputedStyle(element).backgroundColor).then(hexOf);
      const before = await background();
      await page.getByRole('textbox', { name: 'Brand colour as text' }).fill('#ff0000');
      await page.keyboard.press('Enter');
      const red = generatePalette('#ff0000').light['--pb-color-primary'];
      await expect.poll(background).toBe(red);
      expect(before).not.toBe(red);
      // The address is the link: opened again, it shows the same theme.
      expect(page.url()).toContain('b=ff0000');
      await expect.poll(() => page.locator('[data-export="branding"]').textContent()).toContain(red);
      expect(errors).toEqual([]);
    },
    STORYBOOK_STEP_TIMEOUT_MS,
  );

  it.each(HARD_BRANDS)(
    "%s: the studio's CSS export, in its frames, passes axe with contrast in light, dark and on a 375 px phone, and the phone checks",
    async (brand) => {
      const { page, errors, frames } = await sharedStudio();
      // Named and coloured as a designer does it, in the studio already open: its frames take the new theme in place.
      const name = `hard-${brand.slice(1)}`;
      await page.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
      await page.getByRole('textbox', { name: 'Brand colour as text' }).fill(brand);
      await page.keyboard.press('Enter');
      await expect.poll(() => page.url()).toContain(`b=${brand.slice(1)}`);
      expect(page.url()).toContain(`n=${name}`);
      await expect.poll(() => page.locator('.pb-studio-summary').textContent()).toMatch(/^All \d+ pairs pass AA\.$/);
      const exported = (await page.locator('[data-export="css"]').textContent()) ?? '';
      expect(exported).toContain(`[data-pb-theme='${name}-dark']`);

      // The frames show the theme under the preview's name, so that a new name does not reload them: else it is the export's text.
      const shown = exported.replaceAll(name, PREVIEW_THEME);
      for (const { title, frame } of frames)
        await expect.poll(() => frame.locator(`#${PREVIEW_STYLE_ID}`).textContent(), { message: title }).toBe(shown);
      await animationsFinished(page);
      for (const { frame } of frames) await animationsFinished(frame);
      await saveScreenshot(page, join(SCREENSHOT_DIR, `${name}.png`));

      const failures: string[] = [];
      for (const { title, frame, phone } of frames) {
        if (!(await frame.evaluate(() => 'axe' in window))) await frame.addScriptTag({ content: axeSource });
        const problems = [...(await axeViolations(frame)), ...(phone ? await frame.evaluate(phoneProblems, TAP_TARGET_PX) : [])];
        if (problems.length > 0) failures.push(`${title} [${brand}]: ${problems.join('; ')}`);
      }
      expect(failures).toEqual([]);
      expect(errors).toEqual([]);
    },
    STORYBOOK_STEP_TIMEOUT_MS,
  );

  it("a designer's walk: names the theme, picks the brand and the radii by keyboard, and copies the CSS the Vite consumer app wears", async () => {
    const { page, frames } = await sharedStudio();
    await page.getByRole('textbox', { name: 'Name', exact: true }).fill('acme');
    await page.getByRole('textbox', { name: 'Brand colour as text' }).fill('#0f766e');
    await page.keyboard.press('Enter');
    // Each radius from the kit's (6, 10 and 14 px) to the app's (8, 14 and 20 px), one arrow press a pixel.
    for (const [label, presses] of [
      ['Small radius', 2],
      ['Medium radius', 4],
      ['Large radius', 6],
    ] as const) {
      await page.getByRole('slider', { name: label }).focus();
      for (let press = 0; press < presses; press++) await page.keyboard.press('ArrowRight');
    }
    // Every frame's components take the new radius.
    for (const { title, frame } of frames) {
      const radius = () =>
        frame
          .locator('.pb-button')
          .first()
          .evaluate((element) => getComputedStyle(element).borderTopLeftRadius);
      await expect.poll(radius, { message: title }).toBe('14px');
    }
    await page.getByRole('button', { name: 'Copy the CSS' }).click();
    await page.getByText('Copied.').first().waitFor();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toBe(await page.locator('[data-export="css"]').textContent());
    // What the app in consumers/ added after the kit's styles.css: the same export, under the line naming its link.
    const appTheme = await readFile(resolve(import.meta.dirname, '../../../consumers/vite-app/src/theme/acme.css'), 'utf8');
    expect(appTheme.slice(appTheme.indexOf('\n') + 1)).toBe(copied);
    expect(appTheme).toContain(`link ?${stateToQuery(readStudioLink(new URL(page.url()).search).state)} `);
  });

  it('opens on its link with the theme the link holds', async () => {
    const { page } = await sharedStudio();
    const link = await browser.newPage({ viewport: STUDIO_VIEWPORT });
    await link.goto(page.url());
    await storyFinished(link, 'theme-studio--studio');
    expect(await link.locator('[data-export="css"]').textContent()).toBe(await page.locator('[data-export="css"]').textContent());
    await link.close();
  });

  it('fits a 375 px phone: the controls above the frames, nothing wider than the screen', async () => {
    const { page } = await sharedStudio();
    await page.setViewportSize({ width: 375, height: 812 });
    const layout = () =>
      page.evaluate(() => {
        const controls = document.querySelector('.pb-studio__controls')!.getBoundingClientRect();
        const content = document.querySelector('.pb-studio__content')!.getBoundingClientRect();
        const root = document.documentElement;
        return { sideways: root.scrollWidth - root.clientWidth, controlsAbove: controls.bottom <= content.top };
      });
    await expect.poll(layout).toEqual({ sideways: 0, controlsAbove: true });
    await page.setViewportSize(STUDIO_VIEWPORT);
  });
});
