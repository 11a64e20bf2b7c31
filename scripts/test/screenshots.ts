import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import type { Page } from 'playwright-core';
import { animationsFinished } from './animationsFinished';

/**
 * Whether the browser suites save their screenshots: `PATCHBAY_SCREENSHOTS=1`. Only a person reads them, and
 * each costs the machine 0.1 to 0.25 s, so a plain run (CI's among them) takes none.
 */
export const SAVE_SCREENSHOTS = process.env.PATCHBAY_SCREENSHOTS === '1';

/**
 * Saves a screenshot of `page` at `path` when asked (`SAVE_SCREENSHOTS`). Either way the page's finite animations
 * have ended when it resolves, as a screenshot leaves them, so the checks that follow see the same page.
 */
export async function saveScreenshot(page: Page, path: string, fullPage = true): Promise<void> {
  if (!SAVE_SCREENSHOTS) return animationsFinished(page);
  mkdirSync(dirname(path), { recursive: true });
  await page.screenshot({ path, fullPage, animations: 'disabled' });
}
