import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { animationsFinished } from '../../../../scripts/test/animationsFinished';

const AXE_SOURCE = fileURLToPath(new URL('../../../../packages/ui/node_modules/axe-core/axe.min.js', import.meta.url));

/** What the page needs of axe-core once injected. */
interface Axe {
  run(context: Document): Promise<{ violations: { id: string; nodes: { target: unknown[] }[] }[] }>;
}

let source: Promise<string> | undefined;

/**
 * axe-core's violations on the page as it is now, every rule axe runs by
 * default (colour contrast included), as "rule (targets)"; empty when none.
 * Runs once the page's animations have finished (spinners turn for ever): a
 * dialog fading in has no contrast to measure yet.
 */
export async function axeViolations(page: Page): Promise<string[]> {
  source ??= readFile(AXE_SOURCE, 'utf8');
  await animationsFinished(page);
  // Evaluated rather than added as a script tag: the hosted pages' Content-Security-Policy allows no script.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(await source);
  return page.evaluate(async () => {
    const { axe } = window as unknown as { axe: Axe };
    const results = await axe.run(document);
    return results.violations.map((violation) => `${violation.id} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`);
  });
}
