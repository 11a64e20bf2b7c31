import type { BrowserContext, Page } from 'playwright-core';
import type { Traffic } from '../../../../scripts/test/recordTraffic';
import type { E2eHarness } from './startE2eHarness';

/** What the suites share: the running demo and Ada's signed-in browser. */
export interface E2eSession {
  harness: E2eHarness;
  context: BrowserContext;
  page: Page;
  /** What Ada's browser loaded, recorded for the key-leak scan. */
  traffic: Traffic;
}
