import type { Frame, Page } from 'playwright-core';
import { PAGE_POLLING_MS } from './signalTimeouts';

/**
 * Resolves once no finite animation or transition on the page is running (a
 * spinner turns for ever, so it does not count): a dialog fading in has no
 * contrast to measure and no final place yet. `getAnimations()` brings the
 * page's styles up to date first, so an animation a change has just started
 * is among them. A frame's document is checked alone. Bounded by the page's default timeout.
 */
export async function animationsFinished(page: Page | Frame): Promise<void> {
  await page.waitForFunction(
    () =>
      document
        .getAnimations()
        .every((animation) => animation.playState !== 'running' || animation.effect?.getComputedTiming().iterations === Infinity),
    undefined,
    { polling: PAGE_POLLING_MS },
  );
}
