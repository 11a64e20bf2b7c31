import type { BrowserContext, Page } from 'playwright-core';
import type { E2eHarness } from './startE2eHarness';

/** What the suites share: the running demo and Ada's signed-in browser. */
export interface E2eSession {
  harness: E2eHarness;
  context: BrowserContext;
  page: Page;
}
