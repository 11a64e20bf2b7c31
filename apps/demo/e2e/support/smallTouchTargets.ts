import type { Page } from 'playwright-core';

/** A finger's minimum target. */
const TAP_TARGET_PX = 44;

/**
 * The "Details" toggles and checkboxes on the page a finger can miss: a
 * summary under 44 px tall, or a checkbox where a tap near a corner of the
 * 44 px square around its centre lands on neither it nor its label. Empty
 * when none. Each is scrolled into view first (a tap off screen hits nothing).
 */
export function smallTouchTargets(page: Page): Promise<string[]> {
  // No named inner functions: this runs in the page, where a bundler's naming helpers do not exist.
  return page.evaluate((size) => {
    const problems: string[] = [];
    for (const summary of document.querySelectorAll('summary')) {
      const box = summary.getBoundingClientRect();
      if (box.width === 0 && box.height === 0) continue; // in a closed details, or not shown
      if (box.height < size) problems.push(`"${summary.textContent?.trim()}" is ${Math.round(box.height)} px tall`);
    }
    for (const checkbox of document.querySelectorAll<HTMLInputElement>('input[type="checkbox"]')) {
      checkbox.scrollIntoView({ block: 'center', inline: 'center' });
      const box = checkbox.getBoundingClientRect();
      if (box.width === 0 && box.height === 0) continue;
      const x = box.left + box.width / 2;
      const y = box.top + box.height / 2;
      const reach = size / 2 - 1;
      for (const [dx, dy] of [
        [-reach, -reach],
        [reach, -reach],
        [-reach, reach],
        [reach, reach],
      ] as const) {
        const hit = document.elementFromPoint(x + dx, y + dy);
        const label = hit?.closest('label');
        if (hit === checkbox || (label && label.control === checkbox)) continue;
        problems.push(
          `checkbox "${checkbox.labels?.[0]?.textContent?.trim() ?? checkbox.name}" misses a tap ${Math.round(dx)}, ${Math.round(dy)} px from its centre`,
        );
        break;
      }
    }
    return problems;
  }, TAP_TARGET_PX);
}
