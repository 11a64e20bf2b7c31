import type { Page, Request } from 'playwright-core';
import { SIGNAL_TIMEOUT_MS } from './signalTimeouts';

export interface RequestTracker {
  /**
   * Resolves once none of the page's requests is in flight: each has
   * answered, failed or been redirected (a page that polls has such moments
   * between its polls). Rejects, naming the requests still open, when none
   * comes within `timeoutMs`; resolves at once when the page closes.
   * @default SIGNAL_TIMEOUT_MS, the tests' shared bound on one wait
   */
  idle(timeoutMs?: number): Promise<void>;
}

/**
 * Counts a page's requests in flight from now on. Unlike Playwright's
 * `networkidle`, which waits for 500 ms without requests, this waits for no
 * duration, and a redirected request ends when its redirect arrives, so a
 * page that followed redirects is idle once the last one has answered.
 */
export function trackRequests(page: Page): RequestTracker {
  const inFlight = new Set<Request>();
  const waiting = new Set<() => void>();
  const wakeIfIdle = () => {
    if (inFlight.size > 0 && !page.isClosed()) return;
    for (const wake of waiting) wake();
    waiting.clear();
  };
  const end = (request: Request) => {
    if (inFlight.delete(request)) wakeIfIdle();
  };
  page.on('request', (request) => {
    const from = request.redirectedFrom();
    if (from) inFlight.delete(from);
    inFlight.add(request);
  });
  page.on('requestfinished', end);
  page.on('requestfailed', end);
  page.on('close', wakeIfIdle);
  return {
    idle(timeoutMs = SIGNAL_TIMEOUT_MS) {
      if (inFlight.size === 0 || page.isClosed()) return Promise.resolve();
      return new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => {
          waiting.delete(wake);
          const open = [...inFlight].map((request) => `${request.method()} ${request.url()}`).join(', ');
          reject(new Error(`Requests still in flight after ${timeoutMs / 1000} s: ${open}`));
        }, timeoutMs);
        const wake = () => {
          clearTimeout(timer);
          resolve();
        };
        waiting.add(wake);
      });
    },
  };
}
