import type { Frame, Page } from 'playwright-core';
import type { IndexEntry } from './storyPage';

/** A finger's minimum target. */
export const TAP_TARGET_PX = 44;

/**
 * Stories the sweep leaves out, by tag: the theme studio (a desktop tool whose page shows a 375 px frame
 * and every other story inside its frames), which themeStudio.browser.test.ts checks on its own.
 */
export const NOT_SWEPT_TAG = 'theme-studio';

/** The stories of a static Storybook's index that the sweep shows. */
export const sweptStories = (entries: Record<string, IndexEntry>): IndexEntry[] =>
  Object.values(entries).filter((entry) => entry.type === 'story' && !entry.tags?.includes(NOT_SWEPT_TAG));

/**
 * axe on what the story shows: its root, and what it portaled to the body (a dialog, a menu), which the root does
 * not hold. Not the whole document, whose landmark and heading rules are an app's, not a part's. The sweeps'
 * tabs turn the a11y addon's own run off, so this is the story's one axe run.
 */
export async function axeViolations(page: Page | Frame): Promise<string[]> {
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: typeof import('axe-core') }).axe;
    // Storybook's own parts of the body: the docs root, its preparing and error displays, its scripts.
    const storybookOwn = '#storybook-docs, script, [class^="sb-"], [class*=" sb-"]';
    const shown = [...document.body.children].filter((element) => !element.matches(storybookOwn));
    // Violations only: axe still runs every rule, but builds no report of what passed.
    const results = await axe.run({ include: shown }, { resultTypes: ['violations'] });
    return results.violations.map((v) => `${v.id} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
  });
}

/**
 * What does not fit a phone: sideways scroll, short buttons, a button whose words are cut off or spill
 * out of it, a control off the side of the screen, a dialog's Close or action off screen.
 */
export function phoneProblems(tapTarget: number): string[] {
  const problems: string[] = [];
  const { clientWidth, clientHeight, scrollWidth } = document.documentElement;
  if (scrollWidth > clientWidth) problems.push(`scrolls sideways (scrollWidth ${scrollWidth} > ${clientWidth})`);
  // No named inner functions: this runs in the page, where a bundler's naming helpers do not exist.
  const mustBeOnScreen = new Set(
    document.querySelectorAll('[role="dialog"] [data-slot="connect-modal-close"], [role="dialog"] [data-slot="connect-modal-actions"] button'),
  );
  const CONTROLS =
    'button, a[href], input:not([type="hidden"]), select, textarea, [role="button"], [role="combobox"], [role="radio"], [role="checkbox"], [role="switch"], [role="tab"], [role="menuitem"], summary';
  const scopes = ['#storybook-root', '[role="dialog"]', '[role="alertdialog"]', '[role="menu"]'];
  const controls = new Set(
    document.querySelectorAll(scopes.flatMap((scope) => CONTROLS.split(', ').map((control) => `${scope} ${control}`)).join(', ')),
  );
  for (const control of controls) {
    const box = control.getBoundingClientRect();
    // Visually hidden parts are 1 px or less.
    if (box.width <= 1 || box.height <= 1) continue;
    const isButton = control.tagName === 'BUTTON';
    const label = control.getAttribute('data-slot') ?? control.getAttribute('aria-label') ?? control.textContent?.trim() ?? control.tagName;
    const kind = isButton ? 'button' : (control.getAttribute('role') ?? control.tagName.toLowerCase());
    if (isButton && box.height < tapTarget) problems.push(`button "${label}" is ${Math.round(box.height)} px tall`);
    if (box.left < 0 || box.right > clientWidth)
      problems.push(`${kind} "${label}" is cut off (x ${Math.round(box.left)} to ${Math.round(box.right)})`);
    else if (mustBeOnScreen.has(control) && (box.top < 0 || box.bottom > clientHeight)) problems.push(`the dialog's "${label}" is off screen`);
    // Words wider than their box, in the button or a block of it (a label that ellipsizes, say): cut off, or spilling out.
    // A pixel apart is rounding.
    if (isButton) {
      const clipped = [control, ...control.querySelectorAll('*')].find(
        (part) =>
          part.textContent?.trim() &&
          // Visually hidden words (1 px wide) are read out, not shown.
          part.getBoundingClientRect().width > 1 &&
          !['inline', 'contents', 'none'].includes(getComputedStyle(part).display) &&
          part.scrollWidth > part.clientWidth + 1,
      );
      if (clipped) problems.push(`button "${label}" cuts its words off (${clipped.scrollWidth} px of text in ${clipped.clientWidth} px)`);
    }
  }
  // Cancel and Continue (Done, Try again) stay side by side: a long or busy label wraps inside its button, not onto a row of its own.
  // Side by side is overlapping heights: a label on two lines makes its button taller than the other, centred beside it.
  const boxes = [...document.querySelectorAll('[role="dialog"] [data-slot="connect-modal-actions"] > .pb-button')]
    .map((button) => button.getBoundingClientRect())
    .sort((a, b) => a.top - b.top);
  let rows = 0;
  let rowBottom = -Infinity;
  for (const box of boxes) {
    if (box.top >= rowBottom - 1) rows += 1;
    rowBottom = box.top >= rowBottom - 1 ? box.bottom : Math.max(rowBottom, box.bottom);
  }
  if (rows > 1) problems.push(`the dialog's actions are on ${rows} rows`);
  return problems;
}
