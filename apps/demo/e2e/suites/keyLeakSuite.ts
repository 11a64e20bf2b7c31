import { expect, it } from 'vitest';
import { findLeaks } from '../../../../scripts/test/findLeaks';
import type { E2eSession } from '../support/E2eSession';

/** Last in a file: nothing any browser of its harness loaded, requests, responses and page HTML, holds a key. */
export function keyLeakSuite(session: () => E2eSession): void {
  it('never shows a key to the browser: requests, responses and page HTML', async () => {
    const s = session();
    s.harness.pageHtml.push(await s.page.content());
    // Every response Ada's browser received so far is read into the log (the other browsers were settled as they closed).
    await s.traffic.settle();
    const { projectApiKey, orgApiKey } = s.harness.demo.keys;
    const { exchanges, pageHtml } = s.harness;
    expect(exchanges.length).toBeGreaterThan(50);
    expect(exchanges.some((exchange) => exchange.url.includes('/patchbay/connect/'))).toBe(true);
    expect(findLeaks(exchanges, [projectApiKey, orgApiKey])).toEqual([]);
    for (const html of pageHtml) {
      expect(html.includes(projectApiKey) || html.includes(orgApiKey)).toBe(false);
    }
  });
}
