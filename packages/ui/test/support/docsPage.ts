import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { animationsFinished } from '../../../../scripts/test/animationsFinished';
import { applySignalTimeouts, PAGE_POLLING_MS, TEST_TIMEOUT_MS } from '../../../../scripts/test/signalTimeouts';
import { trackRequests } from '../../../../scripts/test/trackRequests';
import type { IndexEntry } from './storyPage';

/** What the page's script records of Storybook's channel: the docs entry rendered, and each story's last render phase. */
interface DocsProgress {
  docsRendered?: string;
  phases: Record<string, string>;
}

const ENDED = ['finished', 'aborted'];

/**
 * Records the docs render and its stories' render phases from Storybook's channel as soon as the preview
 * creates it (its `__STORYBOOK_ADDONS_CHANNEL__` global), before any of them can be missed.
 */
function recordDocsProgress() {
  const progress: DocsProgress = { phases: {} };
  (window as unknown as { __patchbayDocs: DocsProgress }).__patchbayDocs = progress;
  let channel: unknown;
  Object.defineProperty(window, '__STORYBOOK_ADDONS_CHANNEL__', {
    configurable: true,
    get: () => channel,
    set(value: { on(event: string, listener: (...args: never[]) => void): void }) {
      channel = value;
      value.on('docsRendered', (id: string) => (progress.docsRendered = id));
      value.on('storyRenderPhaseChanged', ({ newPhase, storyId }: { newPhase: string; storyId: string }) => (progress.phases[storyId] = newPhase));
    },
  });
}

/**
 * Opens one docs page of the static Storybook in a tab of its own and waits until it has rendered: the
 * docs, each story on it (inline, or in a frame of its own) to its last render phase, their requests
 * and animations. Returns the console errors and uncaught exceptions of the page and its frames, and
 * what the page shows as its title.
 */
export async function openDocsPage(
  browser: Browser,
  baseUrl: string,
  entry: IndexEntry,
  device: BrowserContextOptions,
): Promise<{ page: Page; errors: string[]; close(): Promise<void> }> {
  const context = applySignalTimeouts(await browser.newContext({ ...device, locale: 'en-US' }));
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (message) => {
    // Chromium asks every page for /favicon.ico; Storybook's iframe has none.
    if (message.type() === 'error' && !message.location().url.endsWith('/favicon.ico')) errors.push(`${message.text()} [${message.location().url}]`);
  });
  page.on('pageerror', (error) => errors.push(error.message));
  const requests = trackRequests(page);
  await page.addInitScript(recordDocsProgress);
  await page.goto(`${baseUrl}/iframe.html?id=${entry.id}&viewMode=docs&globals=theme:light`);
  await page.waitForFunction(
    (id) => {
      const progress = (window as unknown as { __patchbayDocs: DocsProgress }).__patchbayDocs;
      // Storybook shows a failed render in its error display, with this class on the body.
      if (document.body.classList.contains('sb-show-errordisplay')) return true;
      if (progress.docsRendered !== id) return false;
      if (!document.querySelector('[data-docs-component], [data-docs-hooks]')) return false;
      // A component's page shows its first story inline (or in a frame, waited for below): every story on the page has ended its
      // render (its loaders, play function and the a11y addon's run).
      const inlineStory = document.querySelector('[data-docs-component]') && !document.querySelector('#storybook-docs iframe');
      const phases = Object.values(progress.phases);
      return phases.length >= (inlineStory ? 1 : 0) && phases.every((phase) => ['finished', 'aborted'].includes(phase));
    },
    entry.id,
    { timeout: TEST_TIMEOUT_MS, polling: PAGE_POLLING_MS },
  );
  // A story shown in a frame of its own (`docs.story.inline: false`) renders there.
  for (const frame of page.frames().filter((frame) => frame !== page.mainFrame())) {
    await frame.waitForFunction(
      (ended) => {
        const render = (window as { __STORYBOOK_PREVIEW__?: { currentRender?: { phase?: string } } }).__STORYBOOK_PREVIEW__?.currentRender;
        return ended.includes(render?.phase ?? '');
      },
      ENDED,
      { timeout: TEST_TIMEOUT_MS, polling: PAGE_POLLING_MS },
    );
  }
  if (await page.evaluate(() => document.body.classList.contains('sb-show-errordisplay'))) {
    errors.push(`Storybook's error display: ${await page.locator('#error-message').innerText()}`);
  }
  await requests.idle(TEST_TIMEOUT_MS);
  await animationsFinished(page);
  return { page, errors, close: () => context.close() };
}
