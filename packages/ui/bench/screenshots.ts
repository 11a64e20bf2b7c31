/**
 * Screenshots of stories in each theme, for looking at them:
 *   tsx packages/ui/bench/screenshots.ts http://127.0.0.1:6006 components-toolkitpicker--default [more ids]
 * Writes /tmp/shots/<story>-<theme>.png (SHOTS_DIR, SHOT_NAME override folder and name;
 * FOCUS=1 focuses the search box, KEYS=ArrowDown,Enter presses keys, THEMES=light,dark picks themes).
 */
import { mkdir } from 'node:fs/promises';
import { launchChromium } from '../../../scripts/chromium';

const [base = 'http://127.0.0.1:6006', ...ids] = process.argv.slice(2);
const dir = process.env.SHOTS_DIR ?? '/tmp/shots';
const themes = (process.env.THEMES ?? 'light,dark,brand').split(',');

await mkdir(dir, { recursive: true });
const browser = await launchChromium();
try {
  const page = await browser.newPage({ viewport: { width: 720, height: 620 }, deviceScaleFactor: 1 });
  for (const id of ids.length > 0 ? ids : ['components-toolkitpicker--default']) {
    for (const theme of themes) {
      await page.goto(`${base}/iframe.html?id=${id}&viewMode=story&globals=theme:${theme}`);
      await page.waitForSelector('#storybook-root [data-slot="toolkit-picker"], #storybook-root > *');
      // Some stories hold a request open on purpose (an upload in flight): wait a while, not forever.
      await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => undefined);
      if (process.env.FOCUS) await page.focus('[role="combobox"]');
      if (process.env.KEYS) for (const key of process.env.KEYS.split(',')) await page.keyboard.press(key);
      await page.waitForTimeout(Number(process.env.SETTLE_MS ?? 400));
      const name = process.env.SHOT_NAME ?? id.split('--')[1] ?? id;
      const path = `${dir}/${name}-${theme}.png`;
      await page.screenshot({ path });
      console.log(path);
    }
  }
} finally {
  await browser.close();
}
