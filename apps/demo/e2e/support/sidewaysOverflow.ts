import type { Page } from 'playwright-core';

/**
 * What makes the page scroll sideways or leaves a control cut off at its
 * edges: the document wider than the viewport, and every button, link or
 * field past the left or right edge (unless a box of its own scrolls or clips
 * it, as the tab bar does). Empty when all fits.
 */
export function sidewaysOverflow(page: Page): Promise<string[]> {
  // No named inner functions: this runs in the page, where a bundler's naming helpers do not exist.
  return page.evaluate(() => {
    const { scrollWidth, clientWidth } = document.documentElement;
    const problems = scrollWidth > clientWidth ? [`the page is ${scrollWidth} px wide in ${clientWidth} px`] : [];
    for (const control of document.querySelectorAll('button, a[href], input:not([type="hidden"]), select, textarea')) {
      const box = control.getBoundingClientRect();
      if (box.width <= 1 || (box.left >= 0 && box.right <= clientWidth)) continue;
      let inOwnBox = false;
      for (let parent = control.parentElement; parent && parent !== document.body && !inOwnBox; parent = parent.parentElement) {
        inOwnBox = getComputedStyle(parent).overflowX !== 'visible';
      }
      if (!inOwnBox) {
        const name = control.getAttribute('aria-label') ?? control.textContent?.trim() ?? control.tagName;
        problems.push(`"${name.slice(0, 40)}" spans x ${Math.round(box.left)} to ${Math.round(box.right)}`);
      }
    }
    return problems;
  });
}
