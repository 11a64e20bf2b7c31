import type { Page, Request } from 'playwright-core';

export interface RequestTracker {
  /**
   * Resolves once none of the page's requests has been in flight for
   * `forMs`, or after `atMostMs` whatever the traffic (a page that polls or
   * holds a long poll open is never quiet for long).
   */
  quiet(options: { forMs: number; atMostMs: number }): Promise<void>;
}

/**
 * Counts a page's requests in flight from now on. Unlike Playwright's
 * `networkidle`, a redirected request ends when its redirect arrives, so a
 * page that followed redirects is quiet once the last one has answered.
 */
export function trackRequests(page: Page): RequestTracker {
  const inFlight = new Set<Request>();
  let lastChange = Date.now();
  const end = (request: Request) => {
    if (inFlight.delete(request)) lastChange = Date.now();
  };
  page.on('request', (request) => {
    const from = request.redirectedFrom();
    if (from) inFlight.delete(from);
    inFlight.add(request);
    lastChange = Date.now();
  });
  page.on('requestfinished', end);
  page.on('requestfailed', end);
  return {
    async quiet({ forMs, atMostMs }) {
      const deadline = Date.now() + atMostMs;
      while (Date.now() < deadline && !page.isClosed()) {
        const quietFor = Date.now() - lastChange;
        if (inFlight.size === 0 && quietFor >= forMs) return;
        await new Promise((resolve) => setTimeout(resolve, inFlight.size === 0 ? forMs - quietFor : 50));
      }
    },
  };
}
