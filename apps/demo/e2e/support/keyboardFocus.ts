import type { Locator, Page } from 'playwright-core';

/** Whether `target` (one element) has the focus in its page. */
export async function hasFocus(target: Locator): Promise<boolean> {
  return target.evaluate((element) => element === element.ownerDocument.activeElement);
}

/** What has the focus, for failure messages: its role (or tag) and its name, e.g. `button "Done"`. */
export function focusedElement(page: Page): Promise<string> {
  // No named inner functions: this runs in the page, where a bundler's naming helpers do not exist.
  return page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return 'the page body';
    const labelledBy = element.getAttribute('aria-labelledby');
    const name = element.getAttribute('aria-label') ?? (labelledBy ? document.getElementById(labelledBy)?.textContent : null) ?? element.textContent;
    return `${element.getAttribute('role') ?? element.tagName.toLowerCase()} "${(name ?? '').trim().slice(0, 60)}"`;
  });
}

/** Presses Tab (Shift+Tab `backwards`) until `target` has the focus; throws, saying where focus is, after `limit` presses. */
export async function tabTo(page: Page, target: Locator, { backwards = false, limit = 80 } = {}): Promise<void> {
  await target.waitFor();
  const key = backwards ? 'Shift+Tab' : 'Tab';
  for (let presses = 0; presses < limit; presses++) {
    if (await hasFocus(target)) return;
    await page.keyboard.press(key);
  }
  throw new Error(`${limit} presses of ${key} never reached the element; the focus is on ${await focusedElement(page)}.`);
}
